import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  telemetry
} from "./chunk-GMJG5YPN.js";
import {
  nonVotingLine
} from "./chunk-Z7OJRRVP.js";
import {
  localGit
} from "./chunk-LB6ZEKTM.js";
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
import "./chunk-T4PZBFXA.js";
import "./chunk-F2HQVMLA.js";
import "./chunk-AY3HFHEY.js";
import "./chunk-GTSTSH4H.js";
import "./chunk-5Z5PCBC3.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/cli/telemetry.ts
import { writeFileSync } from "node:fs";
var USAGE = "seedgate telemetry [--base REV] [--head REV] [--config FILE] [--out FILE] [--json]\n  (--base defaults to HEAD: the telemetry command is read from that commit's config)";
async function telemetryCli(args, io) {
  const { values } = parse(args, { base: { type: "string" }, head: { type: "string" }, config: { type: "string" }, out: { type: "string" } }, USAGE);
  if (values.help) return io.out(USAGE), 0;
  const r = await telemetry(
    { base: values.base ?? "HEAD", head: values.head ?? "HEAD", runId: `local-${process.pid}`, ...values.config ? { configPath: values.config } : {} },
    { git: await localGit(values.cwd), exec: processExec, log: cliLog(io, values.json), env: process.env }
  );
  if (values.out) writeFileSync(values.out, JSON.stringify(r.results, null, 2) + "\n");
  if (values.json) return io.out(JSON.stringify(r, null, 2)), 0;
  const t = r.results.report;
  io.out(nonVotingLine(t));
  if (t.status !== "not-configured") io.out(`  ${t.detail}`);
  for (const f of t.failures) io.out(`  ✗ ${f.name}${f.file ? ` (${f.file}${f.line ? `:${f.line}` : ""})` : ""}: ${f.message.split("\n")[0]}`);
  if (t.failuresOmitted > 0) io.out(`  …and ${t.failuresOmitted} more failure(s)`);
  io.out("telemetry never votes: it cannot change the verdict.");
  return 0;
}
export {
  telemetryCli
};
