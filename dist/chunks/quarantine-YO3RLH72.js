import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  quarantineMarkdown
} from "./chunk-QLTN74QY.js";
import {
  quarantine
} from "./chunk-S53UE2GU.js";
import "./chunk-LAABB2II.js";
import "./chunk-ZASAVXEK.js";
import "./chunk-HGXVYDUR.js";
import "./chunk-HHISYEZN.js";
import "./chunk-EO4NIVAV.js";
import "./chunk-ER46P3MM.js";
import "./chunk-7WG2ZM5M.js";
import {
  resultsPathOf,
  rowPorts,
  runIdOf
} from "./chunk-U26SO7B3.js";
import "./chunk-VHS522PZ.js";
import {
  PASSED,
  annotate,
  setOutput
} from "./chunk-SVFEUCUE.js";
import "./chunk-EEVLO6KU.js";
import {
  writeResultsFile
} from "./chunk-TLHTINSL.js";
import "./chunk-WJ4H5J54.js";
import "./chunk-254474FL.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-XTND3CM2.js";
import "./chunk-OSAOAQOM.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-RWF7RWOP.js";
import "./chunk-KQPKPCX7.js";
import {
  baseOf
} from "./chunk-LESRTOZI.js";
import "./chunk-HLCOM2GG.js";
import "./chunk-B6SML6UK.js";
import "./chunk-I7NL3B5S.js";
import {
  group,
  summary
} from "./chunk-VSAVYPF3.js";
import "./chunk-NXVDCMLE.js";
import "./chunk-4KGT4RRS.js";
import "./chunk-3TNBGBUS.js";
import "./chunk-JBJC2ID3.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-TDDA46XC.js";
import "./chunk-3BEHQIBW.js";
import "./chunk-I5B7JCZS.js";
import "./chunk-KJKSX7Y3.js";
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
