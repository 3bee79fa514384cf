import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  telemetry
} from "./chunk-QUZWJCX7.js";
import {
  processExec
} from "./chunk-2GIVUCBU.js";
import {
  nonVotingLine
} from "./chunk-RNOT3IUY.js";
import "./chunk-YWYLN4C5.js";
import {
  localGit
} from "./chunk-2LVZOSKP.js";
import "./chunk-HY2CPUQZ.js";
import "./chunk-UXVFAVEZ.js";
import "./chunk-JRR4UNLQ.js";
import "./chunk-LAABB2II.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";
import "./chunk-J3N2MXOX.js";
import "./chunk-ETS57EWI.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-POJ3TFSW.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-UD43POHF.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/cli/telemetry.ts
import { writeFileSync } from "node:fs";
async function telemetryCli({ values }, io) {
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
