// The GitHub port: the few REST operations seedgate needs, bound to one
// repository. The adapter (src/adapters/github.ts) implements it over Octokit;
// tests run it against test/support/fake-github. To be merged into ports.ts.
import type { Verdict } from "../core/findings.js";

/** Who this client acts as, so seedgate can tell its own check runs and comments apart. */
export interface GitHubIdentity {
  /** Slug of the GitHub App behind the token: "github-actions" for GITHUB_TOKEN. */
  readonly appSlug: string;
  /** Login that authors comments: "github-actions[bot]" for GITHUB_TOKEN, "<slug>[bot]" for an App. */
  readonly login: string;
}

/** One check-run annotation, in GitHub's own wire shape (it is passed through unchanged). */
export interface CheckAnnotation {
  readonly path: string;
  readonly start_line: number;
  readonly end_line: number;
  readonly annotation_level: "notice" | "warning" | "failure";
  readonly message: string;
  readonly title?: string;
}

export interface CheckOutput {
  readonly title: string;
  /** At most 65,535 UTF-8 bytes (src/publish/budget.ts fits it). */
  readonly summary: string;
  readonly text?: string;
  /** At most 50 per request; GitHub appends them across updates. */
  readonly annotations?: readonly CheckAnnotation[];
}

/** A finished run carries a Verdict, which cannot be neutral or skipped (both pass a required check). */
export type CheckState = { readonly status: "in_progress" } | { readonly status: "completed"; readonly conclusion: Verdict };

export type NewCheckRun = CheckState & {
  readonly name: string;
  readonly headSha: string;
  readonly output?: CheckOutput;
  readonly detailsUrl?: string;
  readonly externalId?: string;
};

export interface CheckRunUpdate {
  readonly output: CheckOutput;
  /** Present only on the update that finishes the run. */
  readonly state?: CheckState;
}

export interface CheckRunInfo {
  readonly id: number;
  readonly name: string;
  readonly headSha: string;
  readonly status: string;
  readonly conclusion: string | null;
  /** The app that created the run; null when GitHub does not say. */
  readonly app: { readonly id: number; readonly slug: string } | null;
  readonly htmlUrl: string | null;
}

export interface IssueComment {
  readonly id: number;
  readonly body: string;
  readonly authorLogin: string;
  /** From the REST `minimized` field of the pinned description; absent there means false. */
  readonly minimized: boolean;
  readonly htmlUrl: string | null;
}

/** What every pull listing carries (GET /commits/{sha}/pulls returns only this). */
export interface PullSummary {
  readonly number: number;
  readonly state: "open" | "closed";
  readonly draft: boolean;
  readonly authorLogin: string;
  readonly headSha: string;
  readonly headRef: string;
  /** "owner/name" of the head repository; differs from the base one for a fork. Null if the fork is gone. */
  readonly headRepo: string | null;
  readonly baseSha: string;
  readonly baseRef: string;
}

export interface PullRequest extends PullSummary {
  readonly changedFiles: number;
}

export interface PullFile {
  readonly path: string;
  readonly status: "added" | "removed" | "modified" | "renamed" | "copied" | "changed" | "unchanged";
  readonly previousPath?: string;
}

export interface PullReview {
  readonly id: number;
  readonly authorLogin: string;
  readonly authorIsBot: boolean;
  readonly state: string;
  /** The commit the review was made on; null for very old reviews. */
  readonly commitId: string | null;
}

export interface GitHub {
  identity(): Promise<GitHubIdentity>;
  createCheckRun(run: NewCheckRun): Promise<CheckRunInfo>;
  updateCheckRun(checkRunId: number, update: CheckRunUpdate): Promise<CheckRunInfo>;
  /** Every check run named `name` on `ref` (all of them, not only the latest per app). */
  listCheckRunsForRef(ref: string, name: string): Promise<CheckRunInfo[]>;
  listComments(issueNumber: number): Promise<IssueComment[]>;
  createComment(issueNumber: number, body: string): Promise<IssueComment>;
  updateComment(commentId: number, body: string): Promise<IssueComment>;
  getPull(pullNumber: number): Promise<PullRequest>;
  /** All pages. Throws when GitHub's 3,000-file listing cap may have truncated the list. */
  listPullFiles(pullNumber: number): Promise<PullFile[]>;
  listReviews(pullNumber: number): Promise<PullReview[]>;
  /** Pull requests whose head is (or contains) `sha`: how a workflow_run judge finds its PR. */
  listPullsForCommit(sha: string): Promise<PullSummary[]>;
  /** True only for an active (not pending) membership. */
  isTeamMember(org: string, teamSlug: string, username: string): Promise<boolean>;
}
