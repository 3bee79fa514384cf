// The seed-000 journal life cycle as one pure function. Refusals are values,
// not throws, so `promote`/`hunt` can explain exactly why a write is not allowed.
//
//   proposed --parentHit--> hit --humanLock--> locked --freeze(until)--> replay-frozen
//                            ^                   |  ^                         |
//                            +------demote-------+  +--freezeExpired/unfreeze-+
//
// There is no holdout freeze: `holdoutFreeze` exists only to be refused by name.
import { isConcreteTimestamp } from "../formats/journal-freeze.js";
import type { JournalState } from "../inputs/model.js";

export type JournalEvent =
  | { readonly kind: "parentHit" }
  | { readonly kind: "humanLock" }
  /** `now`, when given, refuses a freeze that would already be over. */
  | { readonly kind: "freeze"; readonly until: string; readonly now?: Date }
  | { readonly kind: "freezeExpired" }
  | { readonly kind: "unfreeze" }
  /** A human removes the property from locked (e.g. after a flaky holdout). */
  | { readonly kind: "demote" }
  | { readonly kind: "holdoutFreeze" };

export type RefusalCode =
  | "lock-without-hit"
  | "already-locked"
  | "freeze-without-hit"
  | "freeze-before-lock"
  | "freeze-without-expiry"
  | "freeze-already-over"
  | "freeze-extension"
  | "not-frozen"
  | "not-locked"
  | "holdout-freeze";

export interface Refusal {
  readonly code: RefusalCode;
  readonly message: string;
}

export type Transition = { readonly ok: true; readonly state: JournalState } | { readonly ok: false; readonly refusal: Refusal };

const to = (state: JournalState): Transition => ({ ok: true, state });
const refuse = (code: RefusalCode, message: string): Transition => ({ ok: false, refusal: { code, message } });

export function transition(state: JournalState, event: JournalEvent): Transition {
  switch (event.kind) {
    case "parentHit":
      // A new hit only matters for a candidate; a gated journal keeps its state.
      return to(state === "proposed" ? "hit" : state);
    case "humanLock":
      if (state === "proposed") return refuse("lock-without-hit", "a journal with zero parent hits cannot be locked; delete the candidate");
      if (state !== "hit") return refuse("already-locked", `journal is already ${state}`);
      return to("locked");
    case "freeze":
      return freeze(state, event.until, event.now);
    case "freezeExpired":
    case "unfreeze":
      // Expiry and a human thaw both return the frozen seeds to the vote.
      return state === "replay-frozen" ? to("locked") : refuse("not-frozen", `journal is ${state}, not replay-frozen`);
    case "demote":
      return state === "locked" || state === "replay-frozen"
        ? to("hit")
        : refuse("not-locked", `journal is ${state}; only a locked journal can be removed from locked`);
    case "holdoutFreeze":
      return refuse("holdout-freeze", "there is no holdout freeze: a flaky holdout fails the gate or the property is removed from locked");
  }
}

function freeze(state: JournalState, until: string, now: Date | undefined): Transition {
  if (state === "proposed") return refuse("freeze-without-hit", "a freeze without a parent hit is invalid; delete the candidate");
  if (state === "hit") return refuse("freeze-before-lock", "only a locked journal gates, so only a locked journal can be frozen");
  if (state === "replay-frozen") return refuse("freeze-extension", "the journal is already frozen; freezes are not extended");
  if (!isConcreteTimestamp(until)) return refuse("freeze-without-expiry", `"${until}" is not a concrete RFC 3339 timestamp`);
  if (now !== undefined && Date.parse(until) <= now.getTime()) return refuse("freeze-already-over", `${until} is not in the future`);
  return to("replay-frozen");
}
