// When the sticky comment is posted (`comment: always | failures | changes | off`).
// The check run is always posted: it is the required check; the comment is for
// humans and can be noise on every push. `changes` compares a hidden state
// marker (the verdict and a digest of the failing set) in our previous comment.
import { createHash } from "node:crypto";
import type { CommentMode } from "../core/inputs/config.js";
import type { Verdict } from "../core/findings.js";

export type CommentDecision = { readonly post: true } | { readonly post: false; readonly reason: string };

const STATE = /<!-- seedgate:state (success|failure) ([0-9a-f]{16}) -->/;

/** The verdict and a digest of what fails (property ids, other reasons' codes and files), order-free. */
export function commentState(verdict: Verdict, failing: readonly string[]): string {
  const digest = createHash("sha256")
    .update([...new Set(failing)].sort().join("\n"))
    .digest("hex")
    .slice(0, 16);
  return `${verdict} ${digest}`;
}

export const stateMarker = (state: string): string => `<!-- seedgate:state ${state} -->`;

export function stateIn(body: string): string | null {
  const m = STATE.exec(body);
  return m === null ? null : `${m[1]} ${m[2]}`;
}

/** A green pull request with no comment yet has this state, so `changes` stays quiet until something fails. */
export const QUIET_STATE = commentState("success", []);

/** `previous`: the body of our earlier sticky comment, if any. */
export function decideComment(mode: CommentMode, state: string, previous: string | null): CommentDecision {
  const red = state.startsWith("failure ");
  switch (mode) {
    case "off":
      return { post: false, reason: "comment: off" };
    case "always":
      return { post: true };
    case "failures":
      // An earlier red comment is turned green rather than left standing.
      return red || previous !== null ? { post: true } : { post: false, reason: "comment: failures, and the gate is green with no earlier comment" };
    case "changes": {
      const before = previous === null ? QUIET_STATE : stateIn(previous);
      return before !== state ? { post: true } : { post: false, reason: "comment: changes, and neither the verdict nor the failing set changed" };
    }
  }
}
