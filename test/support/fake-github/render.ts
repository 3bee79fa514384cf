// JSON the fake answers with: GitHub's field names and shapes, trimmed to the
// fields a client reads (ids, urls, states, logins). Responses are not
// validated against the description; request bodies are.
import type { FakeApp, FakeState, PullFileSeed, PullSeed, ReviewSeed, StoredCheckRun, StoredComment } from "./state.js";

export const user = (login: string, type: "User" | "Bot" = login.endsWith("[bot]") ? "Bot" : "User") => ({
  login,
  id: idOf(login),
  type,
  site_admin: false,
});

export const app = (a: FakeApp) => ({ id: a.id, slug: a.slug, name: a.name, owner: user("github"), node_id: `A_${a.id}` });

export function checkRun(state: FakeState, base: string, run: StoredCheckRun) {
  return {
    id: run.id,
    node_id: `CR_${run.id}`,
    name: run.name,
    head_sha: run.headSha,
    status: run.status,
    conclusion: run.conclusion,
    external_id: run.externalId,
    details_url: run.detailsUrl,
    completed_at: run.completedAt,
    url: `${base}/repos/${state.owner}/${state.repo}/check-runs/${run.id}`,
    html_url: `https://github.com/${state.owner}/${state.repo}/runs/${run.id}`,
    output: {
      ...run.output,
      annotations_count: run.annotations.length,
      annotations_url: `${base}/repos/${state.owner}/${state.repo}/check-runs/${run.id}/annotations`,
    },
    app: app(run.app),
    pull_requests: [],
  };
}

export function comment(state: FakeState, base: string, c: StoredComment) {
  return {
    id: c.id,
    node_id: `IC_${c.id}`,
    body: c.body,
    user: user(c.user.login, c.user.type),
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    url: `${base}/repos/${state.owner}/${state.repo}/issues/comments/${c.id}`,
    html_url: `https://github.com/${state.owner}/${state.repo}/pull/${c.issueNumber}#issuecomment-${c.id}`,
    issue_url: `${base}/repos/${state.owner}/${state.repo}/issues/${c.issueNumber}`,
    author_association: "NONE",
    // The pinned description's `minimized: {reason} | null` (nullable-issue-comment-minimized).
    minimized: c.minimizedReason === null ? null : { reason: c.minimizedReason },
  };
}

export function pullSimple(state: FakeState, p: PullSeed) {
  const full = `${state.owner}/${state.repo}`;
  const headRepo = p.headRepo ?? full;
  return {
    number: p.number,
    id: p.number * 10,
    state: p.state ?? "open",
    draft: p.draft ?? false,
    title: `Pull request #${p.number}`,
    user: user(p.author ?? "octocat"),
    head: {
      sha: p.headSha,
      ref: p.headRef ?? `topic-${p.number}`,
      label: `${headRepo.split("/")[0]}:${p.headRef ?? "topic"}`,
      repo: { full_name: headRepo, fork: headRepo !== full },
    },
    base: {
      sha: p.baseSha ?? "0".repeat(40),
      ref: p.baseRef ?? "main",
      label: `${state.owner}:${p.baseRef ?? "main"}`,
      repo: { full_name: full, fork: false },
    },
    html_url: `https://github.com/${full}/pull/${p.number}`,
  };
}

export const pull = (state: FakeState, p: PullSeed) => ({ ...pullSimple(state, p), changed_files: (p.files ?? []).length });

export const file = (f: PullFileSeed, i: number) => ({
  sha: i.toString(16).padStart(40, "0"),
  filename: f.filename,
  status: f.status ?? "modified",
  additions: 1,
  deletions: 0,
  changes: 1,
  ...(f.previous_filename === undefined ? {} : { previous_filename: f.previous_filename }),
});

export const review = (r: ReviewSeed, i: number, pullNumber: number) => ({
  id: pullNumber * 1000 + i + 1,
  user: user(r.user, r.userType),
  state: r.state,
  commit_id: r.commitId,
  body: "",
  submitted_at: new Date(0).toISOString(),
});

/** A stable positive id from a login, so the same user keeps the same id. */
function idOf(login: string): number {
  let h = 7;
  for (const ch of login) h = (h * 31 + ch.charCodeAt(0)) % 1_000_000_007;
  return h;
}
