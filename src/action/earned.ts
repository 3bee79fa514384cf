// command: earned — seed 002's calibration of draft properties as a non-voting
// advisory: runs the PR's drafts on the parent and on the head, writes the results
// file the gate shows in its comment, and reports. It cannot vote: `verdict` is
// always `success` (only a usage or config error fails the step). It runs PR code,
// so it belongs in the lanes job, without a token.
import * as core from "@actions/core";
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { processExec } from "../adapters/exec.js";
import { gitAt } from "../adapters/git.js";
import { earned } from "../commands/earned.js";
import { SeedgateError } from "../core/errors.js";
import { nonVotingLine } from "../core/non-voting.js";
import { earnedMarkdown } from "../render/earned.js";
import type { ActionSettings } from "./inputs.js";
import { actionLog } from "./log.js";
import { PASSED, type StepEnd } from "./step.js";

export async function runEarned(s: ActionSettings, env: NodeJS.ProcessEnv = process.env): Promise<StepEnd> {
  if (!s.base) throw new SeedgateError("usage", "command: earned needs a base commit", { hint: "run it on pull_request, or pass the base input" });
  const r = await core.group("seedgate earned checks (non-voting)", () =>
    earned(
      { base: s.base!, head: s.head, runId: `${env.GITHUB_RUN_ID ?? "local"}-${env.GITHUB_RUN_ATTEMPT ?? "1"}`, ...(s.config ? { configPath: s.config } : {}) },
      { git: gitAt(s.workspace), exec: processExec, log: actionLog, env, cores: availableParallelism() },
    ),
  );
  const path = s.results ?? join(env.RUNNER_TEMP ?? s.workspace, "seedgate-earned.json");
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(r.results, null, 2) + "\n");
  core.info(nonVotingLine(r.report));
  core.setOutput("verdict", "success");
  core.setOutput("results-path", path);
  core.setOutput(
    "json",
    JSON.stringify({ command: "earned", votes: false, drafts: r.report.properties.map((p) => ({ id: p.id, label: p.label, earnedSeeds: p.earnedSeeds })) }),
  );
  await core.summary.addRaw(earnedMarkdown(r.report).join("\n") + "\n").write();
  return PASSED;
}
