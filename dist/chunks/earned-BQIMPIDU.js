import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  earned
} from "./chunk-RZA2JFEP.js";
import "./chunk-LAABB2II.js";
import {
  earnedMarkdown
} from "./chunk-ZVQMSGAB.js";
import "./chunk-X7NYEVGQ.js";
import {
  nonVotingLine
} from "./chunk-QOLBMTHZ.js";
import "./chunk-S7PZHQLB.js";
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
  PASSED
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
import "./chunk-ITTA4OMI.js";
import {
  baseOf
} from "./chunk-H7IUDCOK.js";
import "./chunk-X7SYXGFI.js";
import "./chunk-TY5WCXUP.js";
import {
  group,
  info,
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

// src/action/earned.ts
async function runEarned(s, env = process.env) {
  const r = await group(
    "seedgate earned checks (non-voting)",
    () => earned({ base: baseOf(s), head: s.head, runId: runIdOf(env), ...s.config ? { configPath: s.config } : {} }, rowPorts(s, env))
  );
  const path = resultsPathOf(s, env, "seedgate-earned.json");
  writeResultsFile(path, r.results);
  info(nonVotingLine(r.report));
  setOutput("verdict", "success");
  setOutput("results-path", path);
  setOutput(
    "json",
    JSON.stringify({ command: "earned", votes: false, drafts: r.report.properties.map((p) => ({ id: p.id, label: p.label, earnedSeeds: p.earnedSeeds })) })
  );
  await summary.addRaw(earnedMarkdown(r.report).join("\n") + "\n").write();
  return PASSED;
}
export {
  runEarned
};
