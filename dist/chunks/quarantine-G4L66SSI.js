import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  quarantine
} from "./chunk-CZ3KQS7E.js";
import "./chunk-IVZA6VPF.js";
import "./chunk-FVJCI4OI.js";
import {
  processExec
} from "./chunk-2GIVUCBU.js";
import {
  nonVotingLine
} from "./chunk-RNOT3IUY.js";
import "./chunk-YWYLN4C5.js";
import "./chunk-AT54UT5Y.js";
import {
  localGit
} from "./chunk-2LVZOSKP.js";
import "./chunk-M7ZJKIVN.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-B2OSXJIB.js";
import "./chunk-HY2CPUQZ.js";
import "./chunk-5ZNTKWF7.js";
import "./chunk-UXVFAVEZ.js";
import "./chunk-KQ6PUVDF.js";
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

// src/cli/quarantine.ts
import { writeFileSync } from "node:fs";
async function quarantineCli({ values }, io) {
  const r = await quarantine(
    { base: values.base ?? "HEAD", head: values.head ?? "HEAD", runId: `local-${process.pid}`, ...values.config ? { configPath: values.config } : {} },
    { git: await localGit(values.cwd), exec: processExec, log: cliLog(io, values.json), env: process.env }
  );
  if (values.out) writeFileSync(values.out, JSON.stringify(r.results, null, 2) + "\n");
  if (values.json) return io.out(JSON.stringify(r, null, 2)), 0;
  const q = r.results.report;
  io.out(nonVotingLine(q));
  for (const e of q.entries)
    io.out(`  ${e.outcome === "pass" ? "✓" : "✗"} ${e.nodeid}: ${e.outcome}${e.stale ? " (stale)" : ""} — ${e.detail.split("\n")[0]}
    reason: ${e.reason}`);
  io.out("quarantined nodes never vote: they cannot change the verdict.");
  return 0;
}
export {
  quarantineCli
};
