// GitHub's wire shapes mapped to the GitHub port's types, and the pull-file cap.
import { SeedgateError } from "../core/errors.js";
import type { CheckOutput, CheckRunInfo, CheckState, IssueComment, PullSummary } from "../ports/github.js";

export const stateFields = (state: CheckState | undefined) =>
  state === undefined ? {} : state.status === "completed" ? { status: state.status, conclusion: state.conclusion } : { status: state.status };

export const outputField = (output: CheckOutput | undefined) =>
  output === undefined ? {} : { output: { ...output, annotations: output.annotations === undefined ? undefined : [...output.annotations] } };

export interface RawCheckRun {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  html_url: string | null;
  app: { id: number; slug?: string } | null;
}

export const checkRunOf = (r: RawCheckRun): CheckRunInfo => ({
  id: r.id,
  name: r.name,
  headSha: r.head_sha,
  status: r.status,
  conclusion: r.conclusion,
  app: r.app === null ? null : { id: r.app.id, slug: r.app.slug ?? "" },
  htmlUrl: r.html_url,
});

export function commentOf(c: { id: number; body?: string; user: { login: string } | null; html_url: string; minimized?: unknown }): IssueComment {
  return { id: c.id, body: c.body ?? "", authorLogin: c.user?.login ?? "", minimized: c.minimized != null, htmlUrl: c.html_url };
}

export interface RawPull {
  number: number;
  state: string;
  draft?: boolean;
  user: { login: string } | null;
  head: { sha: string; ref: string; repo: { full_name: string } | null };
  base: { sha: string; ref: string };
}

export const pullOf = (p: RawPull): PullSummary => ({
  number: p.number,
  state: p.state === "closed" ? "closed" : "open",
  draft: p.draft ?? false,
  authorLogin: p.user?.login ?? "",
  headSha: p.head.sha,
  headRef: p.head.ref,
  headRepo: p.head.repo?.full_name ?? null,
  baseSha: p.base.sha,
  baseRef: p.base.ref,
});

export const capped = (number: number) =>
  new SeedgateError("github", `pull request #${number} lists 3,000 files, GitHub's cap: the listing may be incomplete`, {
    hint: "seedgate will not judge a truncated file list; split the pull request",
  });
