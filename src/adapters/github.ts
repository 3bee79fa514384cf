// The GitHub port over Octokit (@octokit/rest 22) with retries for 5xx
// (plugin-retry) and rate limits honoured up to a bounded wait
// (plugin-throttling). Settings come in as a parameter: nothing here reads
// process.env. Every failure becomes a SeedgateError("github") with a hint.
import { createAppAuth } from "@octokit/auth-app";
import { retry } from "@octokit/plugin-retry";
import { throttling, type ThrottlingOptions } from "@octokit/plugin-throttling";
import { Octokit } from "@octokit/rest";
import { SeedgateError } from "../core/errors.js";
import type { Log } from "../ports/local.js";
import type { GitHub, GitHubIdentity } from "../ports/github.js";
import { guard, statusOf } from "./github-errors.js";
import { capped, checkRunOf, commentOf, outputField, pullOf, stateFields } from "./github-wire.js";

const Client = Octokit.plugin(retry, throttling);
type Client = InstanceType<typeof Client>;

export type GitHubAuth =
  /** GITHUB_TOKEN or another token; `identity` defaults to the github-actions app and its bot. */
  | { readonly kind: "token"; readonly token: string; readonly identity?: GitHubIdentity }
  /** A GitHub App; the installation is looked up for the repository when not given. */
  | { readonly kind: "app"; readonly appId: string | number; readonly privateKey: string; readonly installationId?: number };

export interface GitHubSettings {
  /** GITHUB_API_URL, e.g. https://api.github.com or https://ghe.example/api/v3. */
  readonly apiUrl: string;
  readonly owner: string;
  readonly repo: string;
  readonly auth: GitHubAuth;
  /** Retries of a 5xx answer (default 3); the n-th waits n² × retryBaseMs. */
  readonly retries?: number;
  readonly retryBaseMs?: number;
  /** Wait for a rate-limit reset only when it is at most this far away (default 60 s). */
  readonly maxRateLimitWaitSeconds?: number;
  /** Milliseconds per second of rate-limit wait (default 1000; tests shrink it). */
  readonly waitUnitMs?: number;
  /** Space writes 1 s apart as GitHub asks (default true; tests turn it off). */
  readonly paceWrites?: boolean;
  readonly log?: Pick<Log, "warn" | "debug">;
}

export const ACTIONS_IDENTITY: GitHubIdentity = { appSlug: "github-actions", login: "github-actions[bot]" };

const TEAM_HINT = "GITHUB_TOKEN cannot read organisation teams: authenticate as a GitHub App with `members: read`, or list owners as users";

export async function createGitHub(s: GitHubSettings): Promise<GitHub> {
  const { octokit, identity } = s.auth.kind === "token" ? tokenClient(s, s.auth) : await appClient(s, s.auth);
  return bindPort(octokit, identity, s);
}

function clientOptions(s: GitHubSettings) {
  const noop = () => undefined;
  const maxWait = s.maxRateLimitWaitSeconds ?? 60;
  const onLimit = (kind: string) => (after: number, options: { method: string; url: string }, _o: unknown, retryCount: number) => {
    const wait = retryCount < 3 && after <= maxWait;
    s.log?.warn(
      `GitHub ${kind} rate limit on ${options.method} ${options.url}: ${wait ? `retrying in ${after}s` : `not waiting ${after}s (limit ${maxWait}s)`}`,
    );
    return wait;
  };
  const throttle: ThrottlingOptions = {
    onRateLimit: onLimit("primary"),
    onSecondaryRateLimit: onLimit("secondary"),
    retryAfterBaseValue: s.waitUnitMs ?? 1000,
    ...(s.paceWrites === false ? { write: unpaced(), notifications: unpaced() } : {}),
  };
  return {
    baseUrl: s.apiUrl.replace(/\/+$/, ""),
    userAgent: "seedgate",
    log: { debug: s.log?.debug.bind(s.log) ?? noop, info: noop, warn: noop, error: noop },
    // 429 and 403 are the throttling plugin's to retry, not this one's.
    retry: { retries: s.retries ?? 3, retryAfterBaseValue: s.retryBaseMs ?? 1000, doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451] },
    throttle,
  };
}

/** A Bottleneck.Group look-alike that schedules at once (plugin-throttling's `write` option). */
function unpaced(): NonNullable<Extract<ThrottlingOptions, { onRateLimit: unknown }>["write"]> {
  const limiter = { schedule: (...args: unknown[]) => Promise.resolve().then(() => callScheduled(args)) };
  return { key: () => limiter } as never;
}

function callScheduled(args: unknown[]): unknown {
  const [first, ...rest] = args;
  const [fn, ...fnArgs] = typeof first === "function" ? [first, ...rest] : rest;
  return (fn as (...a: unknown[]) => unknown)(...fnArgs);
}

function tokenClient(s: GitHubSettings, auth: Extract<GitHubAuth, { kind: "token" }>) {
  return { octokit: new Client({ ...clientOptions(s), auth: auth.token }), identity: auth.identity ?? ACTIONS_IDENTITY };
}

async function appClient(s: GitHubSettings, auth: Extract<GitHubAuth, { kind: "app" }>) {
  const app = { appId: auth.appId, privateKey: auth.privateKey };
  const asApp = new Client({ ...clientOptions(s), authStrategy: createAppAuth, auth: app });
  const notInstalled = `install the GitHub App on ${s.owner}/${s.repo}, or pass its installation id`;
  const installationId =
    auth.installationId ??
    (await guard("find the app's installation", false, () => asApp.rest.apps.getRepoInstallation({ owner: s.owner, repo: s.repo }), notInstalled)).data.id;
  const slug = (await guard("read the GitHub App", false, () => asApp.rest.apps.getAuthenticated())).data?.slug;
  if (!slug) throw new SeedgateError("github", "GitHub did not return the app's slug", { hint: "check the app id and private key" });
  const octokit = new Client({ ...clientOptions(s), authStrategy: createAppAuth, auth: { ...app, installationId } });
  return { octokit, identity: { appSlug: slug, login: `${slug}[bot]` } };
}

function bindPort(octokit: Client, identity: GitHubIdentity, s: GitHubSettings): GitHub {
  const repo = { owner: s.owner, repo: s.repo };
  const rest = octokit.rest;
  return {
    identity: () => Promise.resolve(identity),
    createCheckRun: (run) =>
      guard("create the check run", true, async () => {
        const body = { ...repo, name: run.name, head_sha: run.headSha, ...stateFields(run), ...outputField(run.output) };
        if (run.detailsUrl !== undefined) Object.assign(body, { details_url: run.detailsUrl });
        if (run.externalId !== undefined) Object.assign(body, { external_id: run.externalId });
        return checkRunOf((await rest.checks.create(body)).data);
      }),
    updateCheckRun: (id, update) =>
      guard("update the check run", true, async () =>
        checkRunOf((await rest.checks.update({ ...repo, check_run_id: id, ...stateFields(update.state), ...outputField(update.output) })).data),
      ),
    listCheckRunsForRef: (ref, name) =>
      guard("list check runs", false, async () =>
        (await octokit.paginate(rest.checks.listForRef, { ...repo, ref, check_name: name, filter: "all", per_page: 100 })).map(checkRunOf),
      ),
    listComments: (issue) =>
      guard("list comments", false, async () =>
        (await octokit.paginate(rest.issues.listComments, { ...repo, issue_number: issue, per_page: 100 })).map(commentOf),
      ),
    createComment: (issue, body) =>
      guard("create the comment", true, async () => commentOf((await rest.issues.createComment({ ...repo, issue_number: issue, body })).data)),
    updateComment: (id, body) =>
      guard("update the comment", true, async () => commentOf((await rest.issues.updateComment({ ...repo, comment_id: id, body })).data)),
    getPull: (number) =>
      guard("read the pull request", false, async () => {
        const data = (await rest.pulls.get({ ...repo, pull_number: number })).data;
        return { ...pullOf(data), changedFiles: data.changed_files };
      }),
    listPullFiles: (number) =>
      guard("list the pull request's files", false, async () => {
        const files = await octokit.paginate(rest.pulls.listFiles, { ...repo, pull_number: number, per_page: 100 });
        if (files.length >= 3000) throw capped(number);
        return files.map((f) => ({ path: f.filename, status: f.status, ...(f.previous_filename ? { previousPath: f.previous_filename } : {}) }));
      }),
    listReviews: (number) =>
      guard("list reviews", false, async () =>
        (await octokit.paginate(rest.pulls.listReviews, { ...repo, pull_number: number, per_page: 100 })).map((r) => ({
          id: r.id,
          authorLogin: r.user?.login ?? "",
          authorIsBot: r.user?.type === "Bot",
          state: r.state,
          commitId: r.commit_id ?? null,
        })),
      ),
    listPullsForCommit: (sha) =>
      guard("find pull requests for the commit", false, async () =>
        (await octokit.paginate(rest.repos.listPullRequestsAssociatedWithCommit, { ...repo, commit_sha: sha, per_page: 100 })).map(pullOf),
      ),
    isTeamMember: (org, team, username) =>
      guard("check team membership", false, async () => {
        try {
          return (await rest.teams.getMembershipForUserInOrg({ org, team_slug: team, username })).data.state === "active";
        } catch (err) {
          // 404 is GitHub's answer for "not a member" (and for a team the token cannot see).
          if (statusOf(err) === 404) return false;
          if (statusOf(err) !== 403) throw err;
          throw new SeedgateError("github", `could not read the members of ${org}/${team}`, { cause: err, hint: TEAM_HINT });
        }
      }),
  };
}
