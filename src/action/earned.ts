// command: earned — seed 002's calibration of draft properties as a non-voting
// advisory: runs the PR's drafts on the parent and on the head, writes the results
// file the gate shows in its comment, and reports. It cannot vote: `verdict` is
// always `success` (only a usage or config error fails the step). It runs PR code,
// so it belongs in the lanes job, without a token.
import * as core from "@actions/core";
import { setOutput } from "./outputs.js";
import { earned } from "../modes/earned/earned.js";
import { nonVotingLine } from "../core/judge/non-voting.js";
import { earnedMarkdown } from "../modes/earned/render.js";
import { baseOf, type ActionSettings } from "./inputs.js";
import { writeResultsFile } from "../adapters/host.js";
import { PASSED, type StepEnd } from "./step.js";
import { resultsPathOf, rowPorts, runIdOf } from "./wiring.js";

export async function runEarned(s: ActionSettings, env: NodeJS.ProcessEnv = process.env): Promise<StepEnd> {
  const r = await core.group("seedgate earned checks (non-voting)", () =>
    earned({ base: baseOf(s), head: s.head, runId: runIdOf(env), ...(s.config ? { configPath: s.config } : {}) }, rowPorts(s, env)),
  );
  const path = resultsPathOf(s, env, "seedgate-earned.json");
  writeResultsFile(path, r.results);
  core.info(nonVotingLine(r.report));
  setOutput("verdict", "success");
  setOutput("results-path", path);
  setOutput(
    "json",
    JSON.stringify({ command: "earned", votes: false, drafts: r.report.properties.map((p) => ({ id: p.id, label: p.label, earnedSeeds: p.earnedSeeds })) }),
  );
  await core.summary.addRaw(earnedMarkdown(r.report).join("\n") + "\n").write();
  return PASSED;
}
