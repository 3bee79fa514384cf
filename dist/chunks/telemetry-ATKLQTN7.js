import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  telemetry
} from "./chunk-RD4VKUC3.js";
import {
  nonVotingLine
} from "./chunk-IHZRUG2B.js";
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
import "./chunk-WCBO46RM.js";
import "./chunk-3JIWXBPE.js";
import "./chunk-X5FIIKIQ.js";
import "./chunk-VKWXBSMI.js";
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
