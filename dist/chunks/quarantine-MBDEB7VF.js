import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  quarantineMarkdown
} from "./chunk-RN64JCPM.js";
import {
  quarantine
} from "./chunk-3R3GRDOM.js";
import "./chunk-LAABB2II.js";
import "./chunk-L37XUGSG.js";
import "./chunk-FUAHXNNC.js";
import "./chunk-F2MXITFP.js";
import "./chunk-JZ2UDVTC.js";
import "./chunk-UMZ2UABT.js";
import "./chunk-47KA45GA.js";
import "./chunk-BGEAQH4L.js";
import "./chunk-LS4EUGWX.js";
import "./chunk-HBWOSH7H.js";
import "./chunk-OKOFBTAL.js";
import "./chunk-G47FNH4S.js";
import {
  resultsPathOf,
  rowPorts,
  runIdOf
} from "./chunk-BGNM4NQU.js";
import {
  PASSED,
  annotate
} from "./chunk-DPEX4GWX.js";
import "./chunk-EEVLO6KU.js";
import "./chunk-P5IOJLLL.js";
import {
  writeResultsFile
} from "./chunk-TLHTINSL.js";
import "./chunk-Q35FYUMK.js";
import "./chunk-TKUZ47SX.js";
import "./chunk-RLIFJMDM.js";
import "./chunk-ZARIGTK5.js";
import "./chunk-KQPKPCX7.js";
import {
  baseOf
} from "./chunk-KBC2PBDQ.js";
import "./chunk-X7SYXGFI.js";
import "./chunk-TY5WCXUP.js";
import {
  group,
  setOutput,
  summary
} from "./chunk-VSAVYPF3.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-W5BZOWZW.js";
import "./chunk-W2LSDDCG.js";
import "./chunk-SETFMW53.js";
import "./chunk-5ICW264G.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-VPXQNNJT.js";
import "./chunk-J3V26MF3.js";
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
