import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  quarantineMarkdown
} from "./chunk-OKNR4DHM.js";
import {
  quarantine
} from "./chunk-NTH5EWJ2.js";
import "./chunk-LAABB2II.js";
import "./chunk-PXDBLZZ4.js";
import "./chunk-HGXVYDUR.js";
import "./chunk-BI7QY6PN.js";
import "./chunk-EKOMHOMA.js";
import "./chunk-BOSU4652.js";
import "./chunk-RPJWGF45.js";
import "./chunk-66D5LQKE.js";
import "./chunk-Y2HAWAYH.js";
import "./chunk-I5B7JCZS.js";
import {
  resultsPathOf,
  rowPorts,
  runIdOf
} from "./chunk-IPOO2C64.js";
import {
  PASSED,
  annotate,
  setOutput
} from "./chunk-XUEG4TP6.js";
import "./chunk-EEVLO6KU.js";
import "./chunk-LUYZXOEN.js";
import {
  writeResultsFile
} from "./chunk-TLHTINSL.js";
import "./chunk-PES6QGLW.js";
import "./chunk-POEGIFWW.js";
import "./chunk-AYT3SRP2.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-22OZFHRX.js";
import "./chunk-KQPKPCX7.js";
import {
  baseOf
} from "./chunk-KTNAXXA5.js";
import "./chunk-X7SYXGFI.js";
import "./chunk-FJ5AVDZ2.js";
import {
  group,
  summary
} from "./chunk-ZFLWG62Z.js";
import "./chunk-MDI7LH3O.js";
import "./chunk-MIO4U2VH.js";
import "./chunk-4X3LLOAI.js";
import "./chunk-C72ZFBPU.js";
import "./chunk-4EHZVTLU.js";
import "./chunk-AAMAWA24.js";
import "./chunk-ZN5GVSYY.js";
import "./chunk-6LBXVNPG.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-JBJC2ID3.js";
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
