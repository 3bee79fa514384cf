import { expect, test } from "vitest";
import { journalCost, pickReplay, validReplayMax } from "../../../src/core/edits/replay-pick.js";

const keys = (pairs: [number, string][]) => new Map(pairs);

test("one seed per distinct counterexample, first in hunt order; the rest are evidence", () => {
  const p = pickReplay(
    [2, 3, 5, 8, 13],
    keys([
      [2, "a"],
      [3, "b"],
      [5, "a"],
      [8, "b"],
      [13, "a"],
    ]),
    10,
  );
  expect(p).toEqual({ seeds: [2, 3], same: [5, 8, 13], over: [], distinct: 2 });
});

test("a hit without a captured counterexample is its own: nothing shows it equals another", () => {
  expect(pickReplay([1, 2, 3], keys([[1, "a"]]), 10)).toEqual({ seeds: [1, 2, 3], same: [], over: [], distinct: 3 });
});

test("past the maximum, distinct counterexamples are listed, not proposed", () => {
  const p = pickReplay(
    [1, 2, 3, 4],
    keys([
      [1, "a"],
      [2, "b"],
      [3, "c"],
      [4, "a"],
    ]),
    2,
  );
  expect(p).toEqual({ seeds: [1, 2], same: [4], over: [3], distinct: 3 });
});

test("the maximum is a whole number of at least one", () => {
  expect([0, 1, 2.5, -1, 10].map(validReplayMax)).toEqual([false, true, false, false, true]);
});

test("the journal's cost per pull request: rows × seconds per seed", () => {
  const c = journalCost({ seeds: 7, fixtures: 7, holdouts: 3, meanSeedMs: 6000 });
  expect(c).toMatchObject({ rows: 17, seconds: 102 });
  expect(c.statement).toBe(
    "the locked journal costs every pull request 17 rows (7 replay seeds, 7 fixtures, 3 holdouts) × 6.00 s per seed measured here ≈ 102 s of test time",
  );
});
