// Which pull request the gate judges: the event's own on pull_request*, and on
// workflow_run (the hardened judge) the one open pull request whose head is the run's
// commit. Fork pull requests leave the run's pull_requests list empty, so the list is
// a hint only; anything but exactly one candidate is an error, never a guess. On an event
// with no pull request (workflow_dispatch), the pull-request input names it, and its head
// must be the run's.
import { SeedgateError } from "../../core/errors.js";
import type { GitHub, PullSummary } from "../../ports/github.js";

/** What the gate needs of the triggering event (the action's parsed event has this shape). */
export interface PullEvent {
  readonly number: number | undefined;
  readonly baseSha: string | undefined;
  readonly headSha: string | undefined;
  readonly author: string | undefined;
  readonly workflowRun: { readonly headSha: string; readonly pullNumbers: readonly number[] } | undefined;
  /** The pull request comes from a fork: GitHub gave its lanes no secrets. */
  readonly fork?: boolean;
  /** The pull-request input, for an event that carries none (workflow_dispatch): its number and the run's head. */
  readonly requested?: { readonly number: number; readonly headSha: string };
}

export interface PullContext {
  readonly number: number;
  readonly author: string;
  readonly baseSha: string;
  readonly headSha: string;
}

/** The PR under judgement, or null when the event has none (a push, a manual run). */
export async function findPullRequest(e: PullEvent, github: GitHub): Promise<PullContext | null> {
  if (e.number !== undefined && e.baseSha && e.headSha)
    return { number: e.number, author: e.author ?? (await github.getPull(e.number)).authorLogin, baseSha: e.baseSha, headSha: e.headSha };
  if (e.requested !== undefined) return requestedPull(e.requested, github);
  if (e.workflowRun === undefined) return null;
  const sha = e.workflowRun.headSha;
  const open = (await github.listPullsForCommit(sha)).filter((p) => p.state === "open" && p.headSha === sha);
  const pick = choose(open, e.workflowRun.pullNumbers, sha);
  const full = await github.getPull(pick.number);
  return { number: full.number, author: full.authorLogin, baseSha: full.baseSha, headSha: full.headSha };
}

/** The pull request the pull-request input names, if its head is the run's: a push after the run started is not judged under its number. */
async function requestedPull(requested: NonNullable<PullEvent["requested"]>, github: GitHub): Promise<PullContext> {
  const full = await github.getPull(requested.number);
  if (full.headSha !== requested.headSha)
    throw new SeedgateError("input", `pull request #${full.number} has head ${full.headSha}, not this run's head ${requested.headSha}`, {
      hint: "the pull request moved: review its new head, then run the workflow again with that head (the pull-request and head inputs must name the same commit)",
    });
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
