// The sticky pull-request comment: one per check name, edited in place. Ours is
// the comment that carries both hidden markers AND was written by our own login
// (anyone can paste a marker) AND is not minimised (a maintainer hid it; a new
// verdict should be seen, so seedgate writes a fresh comment instead).
import type { IssueComment } from "../ports/github.js";
import type { CommentMode } from "../core/inputs/config.js";
import { fitChars } from "./budget.js";
import { decideComment, stateMarker } from "./comment-mode.js";

export const COMMENT_MARKER = "<!-- seedgate:comment -->";

/** The check name is URI-encoded so it can never close the HTML comment. */
export const checkMarker = (checkName: string): string => `<!-- seedgate:check ${encodeURIComponent(checkName)} -->`;

/** Markers first, so truncating a huge body never drops them. */
export function stickyBody(checkName: string, markdown: string, state?: string): string {
  return fitChars(`${COMMENT_MARKER}\n${checkMarker(checkName)}\n${state === undefined ? "" : `${stateMarker(state)}\n`}${markdown}`).text;
}

export function isOurs(comment: IssueComment, checkName: string, selfLogin: string): boolean {
  return (
    !comment.minimized &&
    comment.authorLogin.toLowerCase() === selfLogin.toLowerCase() &&
    comment.body.includes(COMMENT_MARKER) &&
    comment.body.includes(checkMarker(checkName))
  );
}

export type CommentPlan =
  | { readonly kind: "create"; readonly body: string }
  | { readonly kind: "update"; readonly commentId: number; readonly body: string }
  | { readonly kind: "unchanged"; readonly commentId: number }
  | { readonly kind: "skip"; readonly reason: string };

export interface CommentPolicy {
  readonly mode: CommentMode;
  /** commentState() of this run; kept in a hidden marker for `changes`. */
  readonly state: string;
}

/** Edit the oldest matching comment (duplicates from an old race stay untouched), else create one. */
export function planComment(comments: readonly IssueComment[], checkName: string, selfLogin: string, markdown: string, policy?: CommentPolicy): CommentPlan {
  const body = stickyBody(checkName, markdown, policy?.state);
  const ours = comments.filter((c) => isOurs(c, checkName, selfLogin)).sort((a, b) => a.id - b.id)[0];
  if (policy !== undefined) {
    const decision = decideComment(policy.mode, policy.state, ours?.body ?? null);
    if (!decision.post) return { kind: "skip", reason: decision.reason };
  }
  if (!ours) return { kind: "create", body };
  return ours.body === body ? { kind: "unchanged", commentId: ours.id } : { kind: "update", commentId: ours.id, body };
}
