// A re-hunt is news unless it reproduces the journal in the tree, field by field.
import { expect, test } from "vitest";
import type { RawJournal } from "../../../src/core/formats/journal.js";
import { journalReproduced, ledgerReproduced } from "../../../src/core/edits/rehunt.js";

const locked: RawJournal = {
  id: "balance",
  selector: "tests/p.py::test_balance",
  parent_sha: "a".repeat(40),
  environment: { runtime: "CPython 3.12.3", property_library: "hypothesis 6.100.0" },
  replay: { seeds: [1, 2], fixtures: ["oracles/balance/1.json"], hits: 2, last_hit_at: "2026-01-01T00:00:00Z" },
  holdout: { seeds: [3, 4, 5], generator_saw: false },
  state: "locked",
};
const hunted: RawJournal = { ...locked, replay: { ...locked.replay, seeds: [2, 1], last_hit_at: "2026-12-04T00:00:00Z" }, state: "hit" };

test("the same parent, seeds, fixtures, holdouts and environment: nothing new (state and time aside)", () => {
  expect(journalReproduced(locked, hunted, true)).toEqual({ reproduces: true, why: "reproduces the locked journal: nothing new" });
});

test.each([
  ["a new library version", { ...hunted, environment: { ...hunted.environment, property_library: "hypothesis 6.150.0" } }, true, /environment/],
  ["a new seed", { ...hunted, replay: { ...hunted.replay, seeds: [1, 2, 7] } }, true, /replay seeds/],
  ["a new fixture", { ...hunted, replay: { ...hunted.replay, fixtures: ["oracles/balance/1.json", "oracles/balance/7.json"] } }, true, /fixtures/],
  ["fixture bytes that changed", hunted, false, /fixtures/],
  ["other holdouts", { ...hunted, holdout: { seeds: [3, 4, 6], generator_saw: false } }, true, /holdouts/],
  ["another parent", { ...hunted, parent_sha: "b".repeat(40) }, true, /parent/],
  ["another recorded max_examples", { ...hunted, max_examples: 50 }, true, /recorded max_examples/],
] as const)("%s is news", (_what, proposed, unchanged, why) => {
  const r = journalReproduced({ ...locked, max_examples: 100 }, { max_examples: 100, ...proposed } as RawJournal, unchanged);
  expect(r.reproduces).toBe(false);
  expect(r.why).toMatch(why);
});

test("a journal waiting for its re-hunt (rehunt_pending) or only proposed always gets the proposal", () => {
  expect(journalReproduced({ ...locked, rehunt_pending: { property_library: "hypothesis 6.150.0" } }, hunted, true).reproduces).toBe(false);
  expect(journalReproduced({ ...locked, state: "proposed" }, hunted, true).reproduces).toBe(false);
});

test("a ledger re-hunt is news only for hits not yet locked, or for changed bytes", () => {
  const ledger = { properties: [{ id: "p", pre_fix_failing_seeds: [1, 2] }] };
  expect(ledgerReproduced(ledger, "p", [2, 1], true).reproduces).toBe(true);
  expect(ledgerReproduced(ledger, "p", [1, 9], true)).toEqual({ reproduces: false, why: "1 hit(s) not yet locked: 9" });
  expect(ledgerReproduced(ledger, "p", [1], false).reproduces).toBe(false);
});
