import { expect, test } from "vitest";
import { PLAIN_EVERY_MS, plainProgress, type Clock } from "../../src/adapters/progress-line.js";

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
  const row = plainProgress((l) => lines.push(l), "replay lane", f.clock);
  for (let i = 1; i <= 100; i++) (f.advance(10), row(i % 7 !== 0, i, 100));
  expect(lines).toHaveLength(11);
  expect(lines[1]).toBe("  replay lane: 10/100 rows (10 %), 1 not passing, 0 s");
  expect(lines.at(-1)).toBe("  replay lane: 100/100 rows (100 %), 14 not passing, 1 s");
  expect(f.active()).toBe(0); // the heartbeat stops at the last row
});

test("a long row: the heartbeat writes a line every 10 s while nothing lands", () => {
  const lines: string[] = [];
  const f = fakeClock();
  const row = plainProgress((l) => lines.push(l), "hunting seeds", f.clock);
  row(true, 1, 1000);
  f.advance(35_000);
  expect(lines).toEqual([
    "  hunting seeds: 1/1000 rows (0 %), 0 not passing, 0 s",
    "  hunting seeds: 1/1000 rows (0 %), 0 not passing, 10 s",
    "  hunting seeds: 1/1000 rows (0 %), 0 not passing, 20 s",
    "  hunting seeds: 1/1000 rows (0 %), 0 not passing, 30 s",
  ]);
  row(false, 2, 1000);
  expect(lines).toHaveLength(4); // 5 s after the last line: nothing yet
  f.advance(PLAIN_EVERY_MS);
  expect(lines.at(-1)).toBe("  hunting seeds: 2/1000 rows (0 %), 1 not passing, 40 s");
});
