// Webhook payloads in GitHub's real shapes (@octokit/webhooks-examples), with the
// fields a test cares about set: a pull request's number, SHAs and author; a
// workflow_run's head SHA and (empty, for forks) pull_requests list.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const examples = require("@octokit/webhooks-examples") as { name: string; examples: Record<string, any>[] }[];

const example = (name: string, action?: string): Record<string, any> => {
  const found = examples.find((e) => e.name === name)?.examples.find((x) => action === undefined || x.action === action);
  if (!found) throw new Error(`no ${name}${action ? `.${action}` : ""} example`);
  return structuredClone(found);
};

export interface PullShape {
  readonly number: number;
  readonly base: string;
  readonly head: string;
  readonly author?: string;
  /** "owner/name" of the head repository; another owner makes it a fork PR. */
  readonly headRepo?: string;
}

export function pullRequestEvent(pr: PullShape, action = "synchronize"): { name: string; payload: object } {
  const payload = example("pull_request", action);
  payload.number = pr.number;
  Object.assign(payload.pull_request, { number: pr.number });
  payload.pull_request.base.sha = pr.base;
  payload.pull_request.head.sha = pr.head;
  payload.pull_request.user.login = pr.author ?? "agent";
  if (pr.headRepo) payload.pull_request.head.repo.full_name = pr.headRepo;
  return { name: "pull_request", payload };
}

export function workflowRunEvent(headSha: string, pullNumbers: readonly number[] = []): { name: string; payload: object } {
  const payload = example("workflow_run", "completed");
  payload.workflow_run.head_sha = headSha;
  payload.workflow_run.event = "pull_request";
  payload.workflow_run.pull_requests = pullNumbers.map((n) => ({
    number: n,
    id: n,
    url: "",
    head: { sha: headSha, ref: "x", repo: {} },
    base: { sha: "", ref: "main", repo: {} },
  }));
  return { name: "workflow_run", payload };
}

/** A review submitted on the pull request: the event the sealed-change rule re-runs on. */
export function pullRequestReviewEvent(pr: PullShape, reviewer: string): { name: string; payload: object } {
  const payload = example("pull_request_review", "submitted");
  Object.assign(payload.pull_request, { number: pr.number });
  payload.pull_request.base.sha = pr.base;
  payload.pull_request.head.sha = pr.head;
  payload.pull_request.user.login = pr.author ?? "agent";
  payload.review.user.login = reviewer;
  payload.review.commit_id = pr.head;
  return { name: "pull_request_review", payload };
}
