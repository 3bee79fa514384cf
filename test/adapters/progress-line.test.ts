import { expect, test } from "vitest";
import { PLAIN_EVERY_MS, huntLines, laneLines, plainProgress, type Clock } from "../../src/adapters/progress-line.js";

/** A readable fake clock: time moves when the test says, and the heartbeat fires when due. */
function fakeClock() {
  let t = 0;
  const beats: { every: number; next: number; fn: () => void }[] = [];
  const clock: Clock = {
    now: () => t,
    every: (ms, fn) => {
      const beat = { every: ms, next: t + ms, fn };
      beats.push(beat);
      return () => void beats.splice(beats.indexOf(beat), 1);
    },
  };
  const advance = (ms: number) => {
    for (const end = t + ms; t < end;) {
      t = Math.min(end, ...beats.map((b) => b.next));
      for (const b of [...beats]) if (b.next <= t) (b.fn(), (b.next += b.every));
    }
  };
  return { clock, advance, active: () => beats.length };
}

test("100 fast rows: a line at the first row and at each tenth, not one per row", () => {
  const lines: string[] = [];
  const f = fakeClock();
  const row = plainProgress((l) => lines.push(l), "replay lane", f.clock).result;
  for (let i = 1; i <= 100; i++) (f.advance(10), row(i % 7 !== 0, i, 100));
  expect(lines).toHaveLength(11);
  expect(lines[1]).toBe("  replay lane: 10/100 rows ended (10 %), 1 not passing, 0 s");
  expect(lines.at(-1)).toBe("  replay lane: 100/100 rows ended (100 %), 14 not passing, 1 s");
  expect(f.active()).toBe(0); // the heartbeat stops at the last row
});

test("a long row: the heartbeat writes a line every 10 s while nothing lands", () => {
  const lines: string[] = [];
  const f = fakeClock();
  const row = plainProgress((l) => lines.push(l), "hunting seeds", f.clock).result;
  row(true, 1, 1000);
  f.advance(35_000);
  expect(lines).toEqual([
    "  hunting seeds: 1/1000 rows ended (0 %), 0 not passing, 0 s",
    "  hunting seeds: 1/1000 rows ended (0 %), 0 not passing, 10 s",
    "  hunting seeds: 1/1000 rows ended (0 %), 0 not passing, 20 s",
    "  hunting seeds: 1/1000 rows ended (0 %), 0 not passing, 30 s",
  ]);
  row(false, 2, 1000);
  expect(lines).toHaveLength(4); // 5 s after the last line: nothing yet
  f.advance(PLAIN_EVERY_MS);
  expect(lines.at(-1)).toBe("  hunting seeds: 2/1000 rows ended (0 %), 1 not passing, 40 s");
});

test("a batch whose rows all return at its end: the heartbeat runs from the rows' start, counting the rows whose first run ended", () => {
  const lines: string[] = [];
  const f = fakeClock();
  const p = plainProgress((l) => lines.push(l), "replay lane", f.clock);
  p.ended(0, 25); // the rows start
  f.advance(12_000);
  p.ended(1, 25); // a streamed seed: no tenth crossed, 2 s after the heartbeat's line
  f.advance(10_000);
  for (let n = 2; n <= 3; n++) p.ended(n, 25); // the first tenth
  expect(lines).toEqual([
    "  replay lane: 0/25 rows ended (0 %), 0 not passing, 0 s",
    "  replay lane: 0/25 rows ended (0 %), 0 not passing, 10 s",
    "  replay lane: 1/25 rows ended (4 %), 0 not passing, 20 s",
    "  replay lane: 3/25 rows ended (12 %), 0 not passing, 22 s",
  ]);
  // The batch returns: final results count below the ended ones, and only they say "not passing".
  p.result(false, 1, 25);
  p.result(true, 2, 25);
  expect(lines).toHaveLength(4);
  f.advance(18_000); // the heartbeat ticks each 10 s from the start; at 30 s the last line is 8 s old
  expect(lines.at(-1)).toBe("  replay lane: 3/25 rows ended (12 %), 1 not passing, 40 s");
  for (let n = 3; n <= 25; n++) p.result(true, n, 25);
  expect(lines.at(-1)).toBe("  replay lane: 25/25 rows ended (100 %), 1 not passing, 40 s");
  expect(f.active()).toBe(0);
});

test("after the last result the next rows (check's next lane) count afresh from their start", () => {
  const lines: string[] = [];
  const f = fakeClock();
  const p = plainProgress((l) => lines.push(l), "rows", f.clock);
  p.ended(0, 2);
  p.ended(2, 2);
  p.result(false, 1, 2);
  p.result(true, 2, 2);
  p.ended(0, 2);
  expect(lines.at(-1)).toBe("  rows: 0/2 rows ended (0 %), 0 not passing, 0 s");
  expect(f.active()).toBe(1);
});

test("the last first run and the last result in the same second: one line, not two", () => {
  const lines: string[] = [];
  const f = fakeClock();
  const p = plainProgress((l) => lines.push(l), "replay lane", f.clock);
  p.ended(0, 4);
  f.advance(2_000);
  for (let i = 1; i <= 4; i++) p.ended(i, 4);
  for (let i = 1; i <= 4; i++) p.result(true, i, 4);
  expect(lines.filter((l) => l === "  replay lane: 4/4 rows ended (100 %), 0 not passing, 2 s")).toHaveLength(1);
  expect(lines.at(-1)).toBe("  replay lane: 4/4 rows ended (100 %), 0 not passing, 2 s");
});

test("a hunt counts a seed that hit, errored or timed out as not passing; only a pass passes", () => {
  const lines: string[] = [];
  const f = fakeClock();
  const hunt = huntLines((l) => lines.push(l), "hunting seeds", f.clock);
  const outcomes = ["pass", "error", "fail", "timeout", "pass"];
  outcomes.forEach((outcome, i) => hunt.onResult({ outcome }, i + 1, outcomes.length));
  expect(lines.at(-1)).toBe("  hunting seeds: 5/5 rows ended (100 %), 3 not passing, 0 s");
});

test("the action's lane lines: a seed told failing as it ended is printed and counted then; its final result wins, counted once, a pass too", () => {
  const lines: string[] = [];
  const f = fakeClock();
  const lane = laneLines((l) => lines.push(l), "replay lane", f.clock);
  const seed = (key: string) => ({ property: "p", kind: "seed", key });
  lane.onEnded(0, 3);
  lane.onRowEnded(seed("1"), "fail");
  lane.onRowEnded(seed("2"), "pass"); // a pass as it ends is not printed
  lane.onEnded(1, 3);
  lane.onRowEnded(seed("3"), "timeout");
  lane.onEnded(3, 3);
  lane.onResult({ row: seed("1"), outcome: "fail" }, 1, 3);
  lane.onResult({ row: seed("2"), outcome: "pass" }, 2, 3);
  lane.onResult({ row: seed("3"), outcome: "pass" }, 3, 3); // the batch's evidence passed it after all
  expect(lines).toEqual([
    "  replay lane: 0/3 rows ended (0 %), 0 not passing, 0 s",
    "[as it ended] p seed 1: fail",
    "  replay lane: 1/3 rows ended (33 %), 1 not passing, 0 s",
    "[as it ended] p seed 3: timeout",
    "  replay lane: 3/3 rows ended (100 %), 2 not passing, 0 s",
    "[1/3] p seed 1: fail",
    "[3/3] p seed 3: pass",
    "  replay lane: 3/3 rows ended (100 %), 1 not passing, 0 s",
  ]);
});
