// The CLI's lane progress off a terminal (a CI log): a line as the rows start, rows
// counted as their first runs end (a fork server's batch streams them), and "not
// passing" read from final results only.
import { expect, test } from "vitest";
import { laneProgress } from "../../src/cli/progress.js";
import type { CliIo } from "../../src/cli/io.js";
import type { RowResult } from "../../src/runners/engine.js";

const result = (key: string, outcome: RowResult["outcome"]): RowResult => ({
  row: { lane: "replay", property: "p", kind: "seed", key, frozen: false },
  outcome,
  attempts: [],
});

test("off a terminal: a line at the start, the ended rows ahead of the final ones, each failure, the last line at the last result", () => {
  const lines: string[] = [];
  const io: CliIo = { out: () => undefined, err: (t) => void lines.push(t), isTTY: false, color: false };
  const p = laneProgress(io);
  p.onEnded(0, 3, "replay");
  p.onEnded(1, 3, "replay");
  p.onEnded(2, 3, "replay");
  p.onEnded(3, 3, "replay");
  p.onResult(result("1", "fail"), 1, 3);
  p.onResult(result("2", "pass"), 2, 3);
  p.onResult(result("3", "pass"), 3, 3);
  expect(lines.map((l) => l.replace(/\d+ s$/, "T s"))).toEqual([
    "  rows: 0/3 rows ended (0 %), 0 not passing, T s",
    "  rows: 1/3 rows ended (33 %), 0 not passing, T s",
    "  rows: 2/3 rows ended (66 %), 0 not passing, T s",
    "  rows: 3/3 rows ended (100 %), 0 not passing, T s",
    "  [1/3] replay p seed 1: fail",
    "  rows: 3/3 rows ended (100 %), 1 not passing, T s",
  ]);
});

test("off a terminal: an error row and a timeout are printed and counted as not passing", () => {
  const lines: string[] = [];
  const io: CliIo = { out: () => undefined, err: (t) => void lines.push(t), isTTY: false, color: false };
  const p = laneProgress(io);
  p.onResult(result("1", "error"), 1, 3);
  p.onResult(result("2", "pass"), 2, 3);
  p.onResult(result("3", "timeout"), 3, 3);
  expect(lines.filter((l) => l.startsWith("  ["))).toEqual(["  [1/3] replay p seed 1: error", "  [3/3] replay p seed 3: timeout"]);
  expect(lines.at(-1)).toMatch(/^ {2}rows: 3\/3 rows ended \(100 %\), 2 not passing, \d+ s$/);
});
