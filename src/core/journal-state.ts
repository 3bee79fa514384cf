// The seed-000 journal life cycle as one pure function. Refusals are values,
// not throws, so `promote`/`hunt` can explain exactly why a write is not allowed.
import type { JournalState } from "./model.js";
import { isConcreteTimestamp } from "./formats/journal.js";

export type JournalEvent =
  | { readonly kind: "parentHit" }
  | { readonly kind: "humanLock" }
  | { readonly kind: "freeze"; readonly until: string }
  | { readonly kind: "freezeExpired" }
  | { readonly kind: "unfreeze" };

export type RefusalCode =
  | "lock-without-hit"
  | "already-locked"
  | "freeze-without-hit"
  | "freeze-before-lock"
  | "freeze-without-expiry"
  | "freeze-extension"
  | "not-frozen";

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
      if (state === "proposed") return refuse("freeze-without-hit", "a freeze without a parent hit is invalid; delete the candidate");
      if (state === "hit") return refuse("freeze-before-lock", "only a locked journal gates, so only a locked journal can be frozen");
      if (state === "replay-frozen") return refuse("freeze-extension", "the journal is already frozen; freezes are not extended");
      if (!isConcreteTimestamp(event.until)) return refuse("freeze-without-expiry", `"${event.until}" is not a concrete RFC 3339 timestamp`);
      return to("replay-frozen");
    case "freezeExpired":
    case "unfreeze":
      // Expiry and a human thaw both return the frozen seeds to the vote.
      return state === "replay-frozen" ? to("locked") : refuse("not-frozen", `journal is ${state}, not replay-frozen`);
  }
}
