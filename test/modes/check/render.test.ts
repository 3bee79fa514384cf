// The cost summary `check` prints at its end (issue 46 item 5): pure text from what it measured.
import { expect, test } from "vitest";
import { costSummary } from "../../../src/modes/check/render.js";
import type { CheckCost } from "../../../src/modes/check/check.js";

const cost = (over: Partial<CheckCost> = {}): CheckCost => ({
  rows: 27,
  rowsMs: 81_250,
  setup: { runs: 1, reused: 1, ms: 45_000 },
  lanes: [
    { lane: "replay", rows: 9, rowsMs: 20_100, ms: 14_240 },
    { lane: "holdout", rows: 18, rowsMs: 61_160, ms: 30_000 },
  ],
  ms: 95_300,
  ...over,
});

test("setup, each lane's rows in their wall time and row time, and the rest, under the whole check's time", () => {
  expect(costSummary(cost())).toBe(
    [
      "cost: 95.3 s in all, 27 rows",
      "  setup     45.0 s (ran once, reused by 1 later lane)",
      "  replay    9 rows in 14.2 s (20.1 s of row time)",
      "  holdout   18 rows in 30.0 s (61.2 s of row time)",
      "  the rest  6.1 s (reading the base, telemetry, quarantine, the gate)",
    ].join("\n"),
  );
});

test("no setup says none; a setup run twice says so; a lane with no rows and no time is left out", () => {
  const none = costSummary(
    cost({
      setup: { runs: 0, reused: 0, ms: 0 },
      lanes: [
        { lane: "replay", rows: 1, rowsMs: 400, ms: 900 },
        { lane: "holdout", rows: 0, rowsMs: 0, ms: 0 },
      ],
      rows: 1,
      ms: 1_000,
    }),
  );
  expect(none).toBe(
    [
      "cost: 1.0 s in all, 1 row",
      "  setup     none",
      "  replay    1 row in 0.9 s (0.4 s of row time)",
      "  the rest  0.1 s (reading the base, telemetry, quarantine, the gate)",
    ].join("\n"),
  );
  expect(costSummary(cost({ setup: { runs: 2, reused: 0, ms: 90_000 }, ms: 140_000 }))).toContain("  setup     90.0 s (ran 2 times)\n");
});

test("the rest never goes below zero (clock steps, rounding)", () => {
  expect(costSummary(cost({ ms: 10_000 }))).toContain("  the rest  0.0 s");
});
