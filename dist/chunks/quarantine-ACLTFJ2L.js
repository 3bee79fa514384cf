import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  quarantine
} from "./chunk-5HMIZGMS.js";
import {
  nonVotingLine
} from "./chunk-Z7OJRRVP.js";
import {
  localGit
} from "./chunk-LB6ZEKTM.js";
import "./chunk-LKHJXKFK.js";
import {
  processExec
} from "./chunk-3VULMLN3.js";
import {
  parse
} from "./chunk-AG4SA5Y5.js";
import "./chunk-LAABB2II.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";
import "./chunk-LHPWTKG5.js";
import "./chunk-J6D3SRGM.js";
import "./chunk-7PJR25CG.js";
import "./chunk-PUUV3VNM.js";
import "./chunk-AT536F7Q.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-T4PZBFXA.js";
import "./chunk-F2HQVMLA.js";
import "./chunk-AY3HFHEY.js";
import "./chunk-GTSTSH4H.js";
import "./chunk-5Z5PCBC3.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/cli/quarantine.ts
import { writeFileSync } from "node:fs";
var USAGE = "seedgate quarantine [--base REV] [--head REV] [--config FILE] [--out FILE] [--json]\n  (--base defaults to HEAD: quarantine.json is read from that commit, never from the working tree)";
async function quarantineCli(args, io) {
  const { values } = parse(args, { base: { type: "string" }, head: { type: "string" }, config: { type: "string" }, out: { type: "string" } }, USAGE);
  if (values.help) return io.out(USAGE), 0;
  const r = await quarantine(
    { base: values.base ?? "HEAD", head: values.head ?? "HEAD", runId: `local-${process.pid}`, ...values.config ? { configPath: values.config } : {} },
    { git: await localGit(values.cwd), exec: processExec, log: cliLog(io, values.json), env: process.env }
  );
  if (values.out) writeFileSync(values.out, JSON.stringify(r.results, null, 2) + "\n");
  if (values.json) return io.out(JSON.stringify(r, null, 2)), 0;
  const q = r.results.report;
  io.out(nonVotingLine(q));
  for (const e of q.entries) io.out(`  ${e.outcome === "pass" ? "✓" : "✗"} ${e.nodeid}: ${e.outcome}${e.stale ? " (stale)" : ""} — ${e.detail.split("\n")[0]}
    reason: ${e.reason}`);
  io.out("quarantined nodes never vote: they cannot change the verdict.");
  return 0;
}
export {
  quarantineCli
};
