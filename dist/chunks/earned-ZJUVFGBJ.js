import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  earned
} from "./chunk-SZDTXRMP.js";
import "./chunk-PCJXYWAG.js";
import {
  earnedMarkdown
} from "./chunk-2WTSXVSD.js";
import "./chunk-KHNKGWFN.js";
import "./chunk-IVZA6VPF.js";
import "./chunk-FVJCI4OI.js";
import {
  processExec
} from "./chunk-2GIVUCBU.js";
import {
  nonVotingLine
} from "./chunk-RNOT3IUY.js";
import "./chunk-YWYLN4C5.js";
import "./chunk-AT54UT5Y.js";
import "./chunk-M7ZJKIVN.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-B2OSXJIB.js";
import "./chunk-HY2CPUQZ.js";
import "./chunk-5ZNTKWF7.js";
import {
  actionLog
} from "./chunk-3XNE7RLA.js";
import "./chunk-EEVLO6KU.js";
import {
  gitAt
} from "./chunk-UXVFAVEZ.js";
import "./chunk-KQ6PUVDF.js";
import "./chunk-JRR4UNLQ.js";
import "./chunk-KQPKPCX7.js";
import "./chunk-2OHU6B3T.js";
import "./chunk-LAABB2II.js";
import "./chunk-J3N2MXOX.js";
import {
  group,
  info,
  setOutput,
  summary
} from "./chunk-VSAVYPF3.js";
import "./chunk-ETS57EWI.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-POJ3TFSW.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-UD43POHF.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/action/earned.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
async function runEarned(s, env = process.env) {
  if (!s.base) throw new SeedgateError("usage", "command: earned needs a base commit", { hint: "run it on pull_request, or pass the base input" });
  const r = await group(
    "seedgate earned checks (non-voting)",
    () => earned(
      { base: s.base, head: s.head, runId: `${env.GITHUB_RUN_ID ?? "local"}-${env.GITHUB_RUN_ATTEMPT ?? "1"}`, ...s.config ? { configPath: s.config } : {} },
      { git: gitAt(s.workspace), exec: processExec, log: actionLog, env, cores: availableParallelism() }
    )
  );
  const path = s.results ?? join(env.RUNNER_TEMP ?? s.workspace, "seedgate-earned.json");
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(r.results, null, 2) + "\n");
  info(nonVotingLine(r.report));
  setOutput("verdict", "success");
  setOutput("results-path", path);
  setOutput(
    "json",
    JSON.stringify({ command: "earned", votes: false, drafts: r.report.properties.map((p) => ({ id: p.id, label: p.label, earnedSeeds: p.earnedSeeds })) })
  );
  await summary.addRaw(earnedMarkdown(r.report).join("\n") + "\n").write();
}
export {
  runEarned
};
