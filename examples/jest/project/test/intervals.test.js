// The property, run by jest through @fast-check/jest. seedgate runs this file with a
// jest config of its own (no transform), so it is plain CommonJS.
const { fc, test } = require("@fast-check/jest");
const { merge } = require("../src/intervals.js");

const interval = fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 10 })).map(([start, length]) => [start, start + length]);
const covered = (xs, p) => xs.some(([a, b]) => a <= p && p <= b);

describe("merge", () => {
  // numRuns is small on purpose: some seeds find the bug, some do not.
  test.prop([fc.array(interval, { maxLength: 3 })], { numRuns: 4 })("covers the same points", (xs) => {
    const merged = merge(xs);
    for (let p = 0; p <= 30; p++) expect(covered(merged, p)).toBe(covered(xs, p));
  });
});
