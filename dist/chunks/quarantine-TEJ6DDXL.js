import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  quarantineMarkdown
} from "./chunk-MS7SXE2W.js";
import {
  quarantine
} from "./chunk-6FNNMNRW.js";
import "./chunk-HGXVYDUR.js";
import "./chunk-LAABB2II.js";
import "./chunk-TQOTL3R7.js";
import "./chunk-P6U5UL5V.js";
import "./chunk-EO4NIVAV.js";
import "./chunk-MXVQWBCP.js";
import "./chunk-7WG2ZM5M.js";
import {
  resultsPathOf,
  rowPorts,
  runIdOf
} from "./chunk-GCZLMEGS.js";
import "./chunk-F4XUKZHO.js";
import {
  PASSED,
  annotate,
  setOutput
} from "./chunk-SVFEUCUE.js";
import "./chunk-EEVLO6KU.js";
import {
  writeResultsFile
} from "./chunk-TLHTINSL.js";
import "./chunk-6GYLSYQK.js";
import "./chunk-IAKL2HAF.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-A634GDAO.js";
import "./chunk-YPC4Q24N.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-CB6KKIAZ.js";
import "./chunk-KQPKPCX7.js";
import {
  baseOf
} from "./chunk-JVAI2GAT.js";
import "./chunk-T5SIEDVH.js";
import "./chunk-V7QMJJJF.js";
import "./chunk-BGIBCSCY.js";
import {
  group,
  summary
} from "./chunk-VSAVYPF3.js";
import "./chunk-NXVDCMLE.js";
import "./chunk-3VTLRWNT.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-G64J6QHH.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-CQ4GBRHW.js";
import "./chunk-J6YZ5B6J.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/action/quarantine.ts
async function runQuarantine(s, env = process.env) {
  const r = await group(
    "seedgate quarantine (non-voting)",
    () => quarantine({ base: baseOf(s), head: s.head, runId: runIdOf(env), ...s.config ? { configPath: s.config } : {} }, rowPorts(s, env))
  );
  const path = resultsPathOf(s, env, "seedgate-quarantine.json");
  writeResultsFile(path, r.results);
  const q = r.results.report;
  annotate(r.findings.map((f) => ({ ...f, severity: "warning", message: `${f.message} (non-voting quarantine)` })));
  const count = (o) => q.entries.filter((e) => e.outcome === o).length;
  setOutput("verdict", "success");
  setOutput("results-path", path);
  setOutput(
    "json",
    JSON.stringify({
      command: "quarantine",
      votes: false,
      catalogue: q.catalogue,
      nodes: q.entries.length,
      passed: count("pass"),
      failed: count("fail"),
      stale: q.entries.filter((e) => e.stale).length
    })
  );
  await summary.addRaw(quarantineMarkdown(q)).write();
  return PASSED;
}
export {
  runQuarantine
};
