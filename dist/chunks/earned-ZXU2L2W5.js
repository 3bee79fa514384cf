import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  earned
} from "./chunk-IELRVL3M.js";
import {
  earnedMarkdown
} from "./chunk-A3LOCW6K.js";
import {
  nonVotingLine
} from "./chunk-5OQMWR75.js";
import "./chunk-6KCDEBOP.js";
import "./chunk-KHNKGWFN.js";
import {
  resultsPathOf,
  rowPorts,
  runIdOf
} from "./chunk-ZALGLBPD.js";
import "./chunk-LAABB2II.js";
import "./chunk-XFV7NJMO.js";
import "./chunk-4HJC4VX4.js";
import "./chunk-HP5FMQNM.js";
import "./chunk-P34FYZRV.js";
import {
  writeResultsFile
} from "./chunk-TLHTINSL.js";
import "./chunk-56D3MLA3.js";
import "./chunk-G47FNH4S.js";
import "./chunk-ITTA4OMI.js";
import "./chunk-MFUZYV5N.js";
import "./chunk-DSFBSBKH.js";
import {
  PASSED
} from "./chunk-WII6R227.js";
import "./chunk-EEVLO6KU.js";
import "./chunk-UXVFAVEZ.js";
import "./chunk-TKUZ47SX.js";
import "./chunk-RLIFJMDM.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-X7SYXGFI.js";
import {
  group,
  info,
  setOutput,
  summary
} from "./chunk-VSAVYPF3.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-4E5JOAD4.js";
import "./chunk-J3V26MF3.js";
import "./chunk-AIJH2LUF.js";
import "./chunk-OKOFBTAL.js";
import "./chunk-HBWOSH7H.js";
import "./chunk-5ICW264G.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/action/earned.ts
async function runEarned(s, env = process.env) {
  if (!s.base) throw new SeedgateError("usage", "command: earned needs a base commit", { hint: "run it on pull_request, or pass the base input" });
  const r = await group(
    "seedgate earned checks (non-voting)",
    () => earned({ base: s.base, head: s.head, runId: runIdOf(env), ...s.config ? { configPath: s.config } : {} }, rowPorts(s, env))
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
