import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  quarantine
} from "./chunk-WSWDGFBF.js";
import {
  nonVotingLine
} from "./chunk-IHZRUG2B.js";
import "./chunk-XCATVAB2.js";
import {
  processExec
} from "./chunk-IRBGML5E.js";
import {
  localGit
} from "./chunk-FKKA7DEE.js";
import {
  parse
} from "./chunk-OT7MLG6U.js";
import "./chunk-LAABB2II.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";
import "./chunk-J6D3SRGM.js";
import "./chunk-CHDUGTRS.js";
import "./chunk-IUQWBCJG.js";
import "./chunk-WCBO46RM.js";
import "./chunk-3JIWXBPE.js";
import "./chunk-X5FIIKIQ.js";
import "./chunk-VKWXBSMI.js";
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
