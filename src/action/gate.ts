// command: gate — the judge on a runner. The face parses the inputs into settings,
// hands the ports to the gate room (src/modes/gate/pull-gate.ts: find the pull request,
// judge, publish one check run and one sticky comment), and turns its result into the
// step's outputs, annotations and summary. If posting fails the step fails: the
// required check stays unset and the merge stays blocked.
import * as core from "@actions/core";
import { join } from "node:path";
import { gitAt } from "../adapters/git.js";
import { hostFiles } from "../adapters/files.js";
import { systemClock } from "../adapters/host.js";
import { gatePullRequest, type PullGateResult } from "../modes/gate/pull-gate.js";
import { githubFor } from "./github.js";
import type { ActionSettings } from "./inputs.js";
import { actionLog, annotate } from "./log.js";
import { setOutput } from "./outputs.js";
import { failedBecause, PASSED, type StepEnd } from "./step.js";
import { manifestCheck } from "./wiring.js";

export async function runGate(s: ActionSettings, env: NodeJS.ProcessEnv = process.env): Promise<StepEnd> {
  const runUrl =
    env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
      : undefined;
  const out = await gatePullRequest(
    {
      base: s.base,
      head: s.head,
      results: s.results ?? join(env.RUNNER_TEMP ?? s.workspace, "seedgate-results"),
      // A runner's checkout is shallow: the gate fetches base and head itself.
      fetch: true,
      // An event with no pull request of its own (workflow_dispatch) takes the pull-request input's.
      event: s.pullRequest === undefined || s.event.number !== undefined ? s.event : { ...s.event, requested: { number: s.pullRequest, headSha: s.head } },
      needsJson: env.SEEDGATE_NEEDS,
      ...(s.config ? { configPath: s.config } : {}),
      ...(s.comment ? { comment: s.comment } : {}),
      ...(s.checkRunId !== undefined ? { checkRunId: s.checkRunId } : {}),
      ...(runUrl ? { detailsUrl: runUrl } : {}),
    },
    { github: await githubFor(s, env), git: gitAt(s.workspace), log: actionLog, clock: systemClock, manifests: manifestCheck, files: hostFiles },
  );
  const { result: r, check } = out;
  annotate([...r.judgement.reasons, ...r.judgement.notes], {
    pointer: check.htmlUrl ?? `the "${r.check.name}" check run`,
    failing: check.conclusion !== "success",
  });
  report(out);
  await core.summary.addRaw(out.markdown).write();
  return check.conclusion === "success" ? PASSED : failedBecause(check.refusal ?? `${r.judgement.reasons.length} reason(s) to block this pull request`);
}

function report({ result: r, check, comment }: PullGateResult): void {
  setOutput("verdict", check.conclusion);
  setOutput("check-run-url", check.htmlUrl ?? "");
  setOutput("comment-url", comment?.htmlUrl ?? "");
  setOutput(
    "json",
    JSON.stringify({
      command: "gate",
      verdict: check.conclusion,
      base: r.base,
      head: r.head,
      reasons: r.judgement.reasons,
      lanes: r.judgement.lanes,
      checkRunId: check.checkRunId,
      annotations: { posted: check.postedAnnotations, omitted: check.omittedAnnotations },
    }),
  );
  core.info(
    `check run ${check.checkRunId}: ${check.conclusion}, ${check.postedAnnotations} annotations posted${check.omittedAnnotations ? `, ${check.omittedAnnotations} over the cap (counted in the summary)` : ""}`,
  );
  if (comment?.action === "skipped") core.info(`no comment: ${comment.reason}`);
  else if (comment) core.info(`comment ${comment.commentId}: ${comment.action}`);
}
