import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  quarantine
} from "./chunk-46KM5KEB.js";
import "./chunk-LQCFHX65.js";
import "./chunk-EWCWQRD2.js";
import {
  processExec
} from "./chunk-33PU62EH.js";
import {
  nonVotingLine
} from "./chunk-K2JSLWC5.js";
import "./chunk-Y46WU4RP.js";
import "./chunk-QGAWMZCR.js";
import {
  localGit
} from "./chunk-FOUT2CJL.js";
import "./chunk-JDVZ3VMS.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-UIXNIAV4.js";
import "./chunk-M3C2KON2.js";
import "./chunk-5ZNTKWF7.js";
import "./chunk-B632HOAH.js";
import "./chunk-QZPZIDF5.js";
import "./chunk-DAVVNENT.js";
import "./chunk-LAABB2II.js";
import {
  cliLog
} from "./chunk-3RGJDOO5.js";
import "./chunk-J6D3SRGM.js";
import "./chunk-REWDCSSN.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-POJ3TFSW.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-7P7UG7VG.js";
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
  for (const e of q.entries) io.out(`  ${e.outcome === "pass" ? "✓" : "✗"} ${e.nodeid}: ${e.outcome}${e.stale ? " (stale)" : ""} — ${e.detail.split("\n")[0]}
    reason: ${e.reason}`);
  io.out("quarantined nodes never vote: they cannot change the verdict.");
  return 0;
}
export {
  quarantineCli
};
