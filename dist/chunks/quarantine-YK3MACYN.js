import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  quarantineMarkdown
} from "./chunk-2CZ3XGYF.js";
import {
  quarantine
} from "./chunk-ULHZNO3G.js";
import "./chunk-HGXVYDUR.js";
import "./chunk-LAABB2II.js";
import "./chunk-5LVRKOGK.js";
import "./chunk-DX6O5WW3.js";
import "./chunk-EO4NIVAV.js";
import "./chunk-DDWUV4BR.js";
import "./chunk-7WG2ZM5M.js";
import {
  resultsPathOf,
  rowPorts,
  runIdOf
} from "./chunk-PHMYYCYU.js";
import "./chunk-B77TIKUF.js";
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
import "./chunk-3RQT4LO4.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-VYXYFCLD.js";
import "./chunk-EJ5SMO3Z.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-5AFUGCZS.js";
import "./chunk-KQPKPCX7.js";
import {
  baseOf
} from "./chunk-JVAI2GAT.js";
import "./chunk-PMI3V5VL.js";
import "./chunk-QJXPU67K.js";
import "./chunk-BGIBCSCY.js";
import {
  group,
  summary
} from "./chunk-VSAVYPF3.js";
import "./chunk-NXVDCMLE.js";
import "./chunk-KJRHYVHT.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-7Q7MLK6N.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-WQJFI63R.js";
import "./chunk-CRGSK3G2.js";
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
