// command: gate — the judge on a runner. Finds the pull request (by head SHA on
// workflow_run, where fork PRs carry an empty pull_requests list), judges, then
// posts one check run on the PR head and one sticky comment. If posting fails the
// step fails: the required check stays unset and the merge stays blocked.
import * as core from "@actions/core";
import { join } from "node:path";
import { gitAt } from "../adapters/git.js";
import { gate, type GateResult } from "../modes/gate/gate.js";
import { manifestCheck } from "./wiring.js";
import { pullFilesSource } from "../modes/seal/pull-files.js";
import { SeedgateError } from "../core/errors.js";
import type { GitHub, PullSummary } from "../ports/github.js";
import { failingKeys, gateAnnotations, gateMarkdown, gateText, gateTitle } from "../modes/gate/render.js";
import { gateTerminal } from "../modes/gate/render-text.js";
import { commentState } from "../publish/comment-mode.js";
import { postCheckRun, postStickyComment, type PostedCheck, type PostedComment } from "../publish/post.js";
import { githubFor } from "./github.js";
import type { ActionSettings } from "./inputs.js";
import { actionLog, annotate } from "./log.js";
import { systemClock } from "../adapters/host.js";
import { failedBecause, PASSED, type StepEnd } from "./step.js";
import { hostFiles } from "../adapters/files.js";

interface PullContext {
  readonly number: number;
  readonly author: string;
  readonly baseSha: string;
  readonly headSha: string;
}

export async function runGate(s: ActionSettings, env: NodeJS.ProcessEnv = process.env): Promise<StepEnd> {
  const github = await githubFor(s, env);
  const pr = await pullContext(s, github);
  const head = pr?.headSha ?? s.head;
  const base = s.base ?? pr?.baseSha;
  if (!base) throw new SeedgateError("usage", "no base revision for the gate", { hint: "run on pull_request or workflow_run, or set the base input" });
  const r = await core.group("seedgate gate", () =>
    gate(
      {
        base,
        head,
        results: s.results ?? join(env.RUNNER_TEMP ?? s.workspace, "seedgate-results"),
        fetch: true,
        ...(s.config ? { configPath: s.config } : {}),
        ...(pr ? { author: pr.author } : {}),
        ...needsOf(env),
      },
      {
        git: gitAt(s.workspace),
        log: actionLog,
        clock: systemClock,
        manifests: manifestCheck,
        files: hostFiles,
        ...(pr
          ? {
              pullFiles: pullFilesSource(async () => github, pr.number),
              reviews: { list: () => github.listReviews(pr.number), isMember: (t, login) => github.isTeamMember(t.org, t.slug, login) },
            }
          : {}),
      },
    ),
  );
  // Plain text: the log is no Markdown renderer (no `pager\_keeps\_items`).
  core.info(gateTerminal(r));
  // The check run and comment are cut to GitHub's limits; the log keeps everything they point to.
  if (r.judgement.blocking.length > 0) await core.group("seedgate: output of the failing rows", async () => core.info(gateText(r)));
  const check = await postCheck(github, r, s, env);
  annotate([...r.judgement.reasons, ...r.judgement.notes], {
    pointer: check.htmlUrl ?? `the "${r.check.name}" check run`,
    failing: check.conclusion !== "success",
  });
  const policy = { mode: s.comment ?? r.check.comment, state: commentState(check.conclusion, failingKeys(r)) };
  const comment = pr ? await postStickyComment(github, { issueNumber: pr.number, checkName: r.check.name, markdown: reportMarkdown(r, check), policy }) : null;
  report(r, check, comment);
  await core.summary.addRaw(reportMarkdown(r, check)).write();
  return check.conclusion === "success" ? PASSED : failedBecause(check.refusal ?? `${r.judgement.reasons.length} reason(s) to block this pull request`);
}

/** The PR under judgement: from the payload on pull_request*, by head SHA on workflow_run. */
async function pullContext(s: ActionSettings, github: GitHub): Promise<PullContext | null> {
  const e = s.event;
  if (e.number !== undefined && e.baseSha && e.headSha)
    return { number: e.number, author: e.author ?? (await github.getPull(e.number)).authorLogin, baseSha: e.baseSha, headSha: e.headSha };
  if (e.workflowRun === undefined) return null;
  const sha = e.workflowRun.headSha;
  const open = (await github.listPullsForCommit(sha)).filter((p) => p.state === "open" && p.headSha === sha);
  const pick = choose(open, e.workflowRun.pullNumbers, sha);
  const full = await github.getPull(pick.number);
  return { number: full.number, author: full.authorLogin, baseSha: full.baseSha, headSha: full.headSha };
}

function choose(open: readonly PullSummary[], hinted: readonly number[], sha: string): PullSummary {
  if (open.length === 1) return open[0]!;
  const byHint = open.filter((p) => hinted.includes(p.number));
  if (byHint.length === 1) return byHint[0]!;
  throw new SeedgateError(
    "github",
    open.length === 0
      ? `no open pull request has head ${sha}`
      : `${open.length} open pull requests have head ${sha}: ${open.map((p) => `#${p.number}`).join(", ")}`,
    {
      hint: "the judge posts for exactly one pull request; a push after the lanes ran needs new lane runs",
    },
  );
}

async function postCheck(github: GitHub, r: GateResult, s: ActionSettings, env: NodeJS.ProcessEnv): Promise<PostedCheck> {
  const runUrl =
    env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
      : undefined;
  return postCheckRun(
    github,
    {
      name: r.check.name,
      headSha: r.head,
      conclusion: r.verdict,
      title: gateTitle(r),
      summary: gateMarkdown(r),
      text: gateText(r),
      annotations: gateAnnotations(r),
      ...(runUrl ? { detailsUrl: runUrl } : {}),
    },
    { annotationCap: r.check.annotations, ...(s.checkRunId !== undefined ? { checkRunId: s.checkRunId } : {}) },
  );
}

/** The comment and job summary lead with the verdict GitHub shows, including a refused success. */
const reportMarkdown = (r: GateResult, check: PostedCheck): string => gateMarkdown(r, { refusal: check.refusal, checkRunUrl: check.htmlUrl });

function report(r: GateResult, check: PostedCheck, comment: PostedComment | null): void {
  core.setOutput("verdict", check.conclusion);
  core.setOutput("check-run-url", check.htmlUrl ?? "");
  core.setOutput("comment-url", comment?.htmlUrl ?? "");
  core.setOutput(
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

/** `SEEDGATE_NEEDS: ${{ toJSON(needs) }}` on the gate step: any needed job that did not succeed is a reason. */
function needsOf(env: NodeJS.ProcessEnv): { needs?: Record<string, { result?: string }> } {
  const text = env.SEEDGATE_NEEDS;
  if (text === undefined || text.trim() === "") return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error("not an object");
    return { needs: value as Record<string, { result?: string }> };
  } catch (cause) {
    throw new SeedgateError("input", `SEEDGATE_NEEDS is not the JSON of the needs context: ${(cause as Error).message}`, {
      hint: "set SEEDGATE_NEEDS: ${{ toJSON(needs) }} on the gate step",
    });
  }
}
