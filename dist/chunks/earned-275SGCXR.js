import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  earned
} from "./chunk-747FBMHE.js";
import "./chunk-HGXVYDUR.js";
import "./chunk-LAABB2II.js";
import {
  earnedMarkdown
} from "./chunk-A3LOCW6K.js";
import "./chunk-KHNKGWFN.js";
import {
  nonVotingLine
} from "./chunk-TQOTL3R7.js";
import "./chunk-SKDT3HVE.js";
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
import "./chunk-ZL3VSXLC.js";
import {
  baseOf
} from "./chunk-JVAI2GAT.js";
import "./chunk-T5SIEDVH.js";
import "./chunk-V7QMJJJF.js";
import "./chunk-BGIBCSCY.js";
import {
  group,
  info,
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
