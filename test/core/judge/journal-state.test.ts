import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { transition, type JournalEvent, type RefusalCode } from "../../../src/core/judge/journal-state.js";
import type { JournalState } from "../../../src/core/inputs/model.js";

const UNTIL = "2026-10-01T00:00:00Z";
const ev = {
  parentHit: { kind: "parentHit" },
  humanLock: { kind: "humanLock" },
  freeze: { kind: "freeze", until: UNTIL },
  freezeExpired: { kind: "freezeExpired" },
  unfreeze: { kind: "unfreeze" },
  demote: { kind: "demote" },
  holdoutFreeze: { kind: "holdoutFreeze" },
} as const satisfies Record<string, JournalEvent>;
const STATES: JournalState[] = ["proposed", "hit", "locked", "replay-frozen"];

describe("allowed transitions", () => {
  test.each<[JournalState, JournalEvent, JournalState]>([
    ["proposed", ev.parentHit, "hit"],
    ["hit", ev.parentHit, "hit"],
    ["locked", ev.parentHit, "locked"],
    ["replay-frozen", ev.parentHit, "replay-frozen"],
    ["hit", ev.humanLock, "locked"],
    ["locked", ev.freeze, "replay-frozen"],
    ["locked", { kind: "freeze", until: UNTIL, now: new Date("2026-09-30T00:00:00Z") }, "replay-frozen"],
    ["replay-frozen", ev.freezeExpired, "locked"],
    ["replay-frozen", ev.unfreeze, "locked"],
    ["locked", ev.demote, "hit"],
    ["replay-frozen", ev.demote, "hit"],
  ])("%s --%o--> %s", (from, event, to) => {
    expect(transition(from, event)).toEqual({ ok: true, state: to });
  });
});

describe("refusals", () => {
  test.each<[JournalState, JournalEvent, RefusalCode]>([
    ["proposed", ev.humanLock, "lock-without-hit"],
    ["locked", ev.humanLock, "already-locked"],
    ["replay-frozen", ev.humanLock, "already-locked"],
    ["proposed", ev.freeze, "freeze-without-hit"],
    ["hit", ev.freeze, "freeze-before-lock"],
    ["replay-frozen", ev.freeze, "freeze-extension"],
    ["locked", { kind: "freeze", until: "next week" }, "freeze-without-expiry"],
    ["locked", { kind: "freeze", until: "2026-10-01T00:00:00" }, "freeze-without-expiry"],
    ["locked", { kind: "freeze", until: UNTIL, now: new Date(UNTIL) }, "freeze-already-over"],
    ["locked", ev.freezeExpired, "not-frozen"],
    ["hit", ev.unfreeze, "not-frozen"],
    ["proposed", ev.demote, "not-locked"],
    ["hit", ev.demote, "not-locked"],
  ])("%s refuses %o with %s", (from, event, code) => {
    const r = transition(from, event);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.refusal.code).toBe(code);
  });
  test.each(STATES)("%s refuses a holdout freeze: there is none", (state) => {
    expect(transition(state, ev.holdoutFreeze)).toMatchObject({ ok: false, refusal: { code: "holdout-freeze" } });
  });
});

const anyEvent = fc.constantFrom<JournalEvent>(...Object.values(ev), { kind: "freeze", until: "soon" });

test("no sequence of events reaches a gated state without a parent hit first", () => {
  fc.assert(
    fc.property(fc.array(anyEvent, { maxLength: 20 }), (events) => {
      let state: JournalState = "proposed";
      let hit = false;
      for (const e of events) {
        const r = transition(state, e);
        if (e.kind === "parentHit") hit = true;
        if (!r.ok) continue;
        expect(STATES).toContain(r.state);
        if (r.state === "locked" || r.state === "replay-frozen") expect(hit).toBe(true);
        state = r.state;
      }
    }),
  );
});

test("replay-frozen is entered only by freezing a locked journal; a proposed journal can only become hit", () => {
  fc.assert(
    fc.property(fc.constantFrom(...STATES), anyEvent, (from, e) => {
      const r = transition(from, e);
      if (r.ok && r.state === "replay-frozen" && from !== "replay-frozen") expect([from, e.kind]).toEqual(["locked", "freeze"]);
      if (r.ok && from === "proposed") expect(["proposed", "hit"]).toContain(r.state);
    }),
  );
});
