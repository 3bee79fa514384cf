// The CLI's lane progress off a terminal (a CI log) and on one: a line as the rows start,
// rows counted as their first runs end (a fork server's batch streams them), and "not
// passing" moved by a row told not passing as it ended (issue 46 item 4), then corrected
// by its final result, which wins, never counted twice.
import { expect, test, vi } from "vitest";
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

const told = (key: string) => ({ lane: "replay" as const, property: "p", kind: "seed" as const, key, frozen: false });

test("off a terminal: a row told failing as it ended counts at once; its final result counts it once, and a pass after all leaves the count, printed", () => {
  const lines: string[] = [];
  const io: CliIo = { out: () => undefined, err: (t) => void lines.push(t), isTTY: false, color: false };
  const p = laneProgress(io);
  p.onEnded(0, 3, "replay");
  p.onRowEnded(told("1"), "fail");
  p.onEnded(1, 3, "replay");
  p.onRowEnded(told("2"), "error");
  p.onEnded(2, 3, "replay");
  p.onEnded(3, 3, "replay");
  p.onResult(result("1", "fail"), 1, 3);
  p.onResult(result("2", "pass"), 2, 3); // the batch's second run passed it: the final row wins
  p.onResult(result("3", "pass"), 3, 3);
  expect(lines.map((l) => l.replace(/\d+ s$/, "T s"))).toEqual([
    "  rows: 0/3 rows ended (0 %), 0 not passing, T s",
    "  [as it ended] replay p seed 1: fail",
    "  rows: 1/3 rows ended (33 %), 1 not passing, T s",
    "  [as it ended] replay p seed 2: error",
    "  rows: 2/3 rows ended (66 %), 2 not passing, T s",
    "  rows: 3/3 rows ended (100 %), 2 not passing, T s",
    "  [2/3] replay p seed 2: pass",
    "  rows: 3/3 rows ended (100 %), 1 not passing, T s",
  ]);
});

test("on a terminal: the line under a failure told as it ended already counts it; its final result does not count it again", () => {
  const written: string[] = [];
  const spy = vi.spyOn(process.stderr, "write").mockImplementation((t) => (written.push(String(t)), true));
  try {
    const io: CliIo = { out: () => undefined, err: () => undefined, isTTY: true, color: false };
    const p = laneProgress(io, () => 0);
    p.onEnded(0, 2, "replay");
    p.onRowEnded(told("1"), "fail");
    expect(written.at(-1)).toBe("\r\x1b[2K  ✗ replay p seed 1: fail (as it ended)\n  replay 0/2 rows, 1 not passing, 0.0s");
    p.onEnded(2, 2, "replay");
    p.onResult(result("1", "fail"), 1, 2);
    p.onResult(result("2", "pass"), 2, 2);
    expect(written.at(-1)).toBe("\r\x1b[2K  replay 2/2 rows, 1 not passing, 0.0s\n");
    expect(written.join("").match(/seed 1: fail/g)).toHaveLength(1);
  } finally {
    spy.mockRestore();
  }
});

test("on a terminal: check's next lane counts its failures afresh, as off a terminal", () => {
  const written: string[] = [];
  const spy = vi.spyOn(process.stderr, "write").mockImplementation((t) => (written.push(String(t)), true));
  try {
    const io: CliIo = { out: () => undefined, err: () => undefined, isTTY: true, color: false };
    const p = laneProgress(io, () => 0);
    p.onResult(result("1", "fail"), 1, 1);
    expect(written.at(-1)).toMatch(/replay 1\/1 rows, 1 not passing/);
    p.onEnded(0, 1, "holdout");
    expect(written.at(-1)).toBe("\r\x1b[2K  holdout 0/1 rows, 0 not passing, 0.0s");
  } finally {
    spy.mockRestore();
  }
});
