import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  quarantineMarkdown
} from "./chunk-3Q456FZD.js";
import {
  quarantine
} from "./chunk-6FVNUIDQ.js";
import "./chunk-LAABB2II.js";
import "./chunk-QOLBMTHZ.js";
import "./chunk-N6GZDEJM.js";
import "./chunk-F2MXITFP.js";
import "./chunk-BCLIMNOG.js";
import "./chunk-TPERF4FT.js";
import "./chunk-BOSU4652.js";
import "./chunk-GM2I77BK.js";
import "./chunk-IQMZ2GN7.js";
import "./chunk-HBWOSH7H.js";
import "./chunk-NBVJQP2N.js";
import "./chunk-MIO4U2VH.js";
import {
  resultsPathOf,
  rowPorts,
  runIdOf
} from "./chunk-NO7LIDAX.js";
import {
  PASSED,
  annotate
} from "./chunk-3P7KRTDX.js";
import "./chunk-EEVLO6KU.js";
import "./chunk-5LS33TRP.js";
import {
  writeResultsFile
} from "./chunk-TLHTINSL.js";
import "./chunk-Q35FYUMK.js";
import "./chunk-5AG5SKWD.js";
import "./chunk-RLIFJMDM.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-KQPKPCX7.js";
import {
  baseOf
} from "./chunk-H7IUDCOK.js";
import "./chunk-X7SYXGFI.js";
import "./chunk-TY5WCXUP.js";
import {
  group,
  setOutput,
  summary
} from "./chunk-ZFLWG62Z.js";
import "./chunk-4X3LLOAI.js";
import "./chunk-W5BZOWZW.js";
import "./chunk-W2LSDDCG.js";
import "./chunk-PTS2FI7U.js";
import "./chunk-YDZACXCW.js";
import "./chunk-6LBXVNPG.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-MUOQDYMS.js";
import "./chunk-JBJC2ID3.js";
import "./chunk-CEUNENJQ.js";
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
