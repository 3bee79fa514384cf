// Issue (pull request conversation) comments: list (paginated, oldest first),
// create, update (the previous body is kept in the comment's history).
import * as render from "./render.js";
import { isOurRepo, notFound, page, type Reply, type Route, type RouteContext } from "./router.js";

const repo = "/repos/{owner}/{repo}";

export const issueRoutes: readonly Route[] = [
  { method: "GET", template: `${repo}/issues/{issue_number}/comments`, auth: "token", handle: listComments },
  { method: "POST", template: `${repo}/issues/{issue_number}/comments`, auth: "token", handle: createComment },
  { method: "PATCH", template: `${repo}/issues/comments/{comment_id}`, auth: "token", handle: updateComment },
];

function listComments(ctx: RouteContext): Reply {
  const number = Number(ctx.params.issue_number);
  if (!isOurRepo(ctx) || !ctx.state.pulls.has(number)) return notFound();
  const comments = ctx.state.commentsOn(number).map((c) => render.comment(ctx.state, ctx.base, c));
  return page(ctx, comments);
}

function createComment(ctx: RouteContext): Reply {
  const number = Number(ctx.params.issue_number);
  if (!isOurRepo(ctx) || ctx.caller.kind !== "token" || !ctx.state.pulls.has(number)) return notFound();
  const comment = ctx.state.addComment({ issueNumber: number, body: String(ctx.body.body), author: ctx.caller.actor.login });
  return { status: 201, body: render.comment(ctx.state, ctx.base, comment) };
}

function updateComment(ctx: RouteContext): Reply {
  const comment = ctx.state.comments.get(Number(ctx.params.comment_id));
  if (!isOurRepo(ctx) || ctx.caller.kind !== "token" || !comment) return notFound();
  if (comment.user.login !== ctx.caller.actor.login) {
    // An integration may only edit its own comments.
    return { status: 403, body: { message: "Resource not accessible by integration" } };
  }
  comment.history.push(comment.body);
  comment.body = String(ctx.body.body);
  comment.updatedAt = new Date().toISOString();
  return { status: 200, body: render.comment(ctx.state, ctx.base, comment) };
}
