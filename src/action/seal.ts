// command: seal — verdict, outputs, job summary and annotations.
import * as core from "@actions/core";
import { setOutput } from "./outputs.js";
import { gitAt } from "../adapters/git.js";
import { manifestCheck } from "./wiring.js";
import { pullFilesSource } from "../modes/seal/pull-files.js";
import { seal } from "../modes/seal/seal.js";
import { githubFor } from "./github.js";
import { sealMarkdown } from "../modes/seal/render.js";
import { baseOf, type ActionSettings } from "./inputs.js";
import { actionLog, annotate } from "./log.js";
import { failedBecause, PASSED, type StepEnd } from "./step.js";

export async function runSeal(s: ActionSettings): Promise<StepEnd> {
  const result = await seal(
    { base: baseOf(s), head: s.head, fetch: true, ...(s.config ? { configPath: s.config } : {}) },
    {
      git: gitAt(s.workspace),
      log: actionLog,
      manifests: manifestCheck,
      ...(s.event.number !== undefined && s.token !== "" ? { pullFiles: pullFilesSource(() => githubFor(s), s.event.number) } : {}),
    },
  );
  annotate(result.findings, { failing: result.verdict !== "success" });
  setOutput("verdict", result.verdict);
  setOutput("json", JSON.stringify(result));
  await core.summary.addRaw(sealMarkdown(result)).write();
  return result.verdict === "success" ? PASSED : failedBecause(`${result.findings.length} reason(s) to block this change`);
}
