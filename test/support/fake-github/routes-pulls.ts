// Pull requests (get, files, reviews, pulls for a commit) and team membership.
import * as render from "./render.js";
import { isOurRepo, notFound, page, type Reply, type Route, type RouteContext } from "./router.js";

const repo = "/repos/{owner}/{repo}";

/** GitHub lists at most 3,000 files of a pull request, silently. */
export const PULL_FILES_CAP = 3000;

export const pullRoutes: readonly Route[] = [
  { method: "GET", template: `${repo}/pulls/{pull_number}`, auth: "token", handle: getPull },
  { method: "GET", template: `${repo}/pulls/{pull_number}/files`, auth: "token", handle: listFiles },
  { method: "GET", template: `${repo}/pulls/{pull_number}/reviews`, auth: "token", handle: listReviews },
  { method: "GET", template: `${repo}/commits/{commit_sha}/pulls`, auth: "token", handle: pullsForCommit },
  { method: "GET", template: "/orgs/{org}/teams/{team_slug}/memberships/{username}", auth: "token", handle: membership },
];

function pullOf(ctx: RouteContext) {
  return isOurRepo(ctx) ? ctx.state.pulls.get(Number(ctx.params.pull_number)) : undefined;
}

function getPull(ctx: RouteContext): Reply {
  const p = pullOf(ctx);
  return p ? { status: 200, body: render.pull(ctx.state, p) } : notFound();
}

function listFiles(ctx: RouteContext): Reply {
  const p = pullOf(ctx);
  if (!p) return notFound();
  return page(ctx, (p.files ?? []).slice(0, PULL_FILES_CAP).map(render.file));
}

function listReviews(ctx: RouteContext): Reply {
  const p = pullOf(ctx);
  if (!p) return notFound();
  return page(
    ctx,
    (p.reviews ?? []).map((r, i) => render.review(r, i, p.number)),
  );
}

/** Open pulls whose head is the commit (the fake has no commit graph to search). */
function pullsForCommit(ctx: RouteContext): Reply {
  if (!isOurRepo(ctx)) return notFound();
  const sha = ctx.params.commit_sha;
  const pulls = [...ctx.state.pulls.values()].filter((p) => p.headSha === sha).sort((a, b) => a.number - b.number);
  return page(
    ctx,
    pulls.map((p) => render.pullSimple(ctx.state, p)),
  );
}

function membership(ctx: RouteContext): Reply {
  const team = ctx.state.teams.get(`${ctx.params.org}/${ctx.params.team_slug}`.toLowerCase());
  const state = team?.get((ctx.params.username ?? "").toLowerCase());
  if (!state) return notFound();
  return { status: 200, body: { state, role: "member", url: `${ctx.base}${ctx.pathname}` } };
}
