// Seed 000's holdout split against an independent reference of the seed's algorithm
// with its prose rule (a derived value that collides with a hit or repeats is dropped
// and the next digest drawn), plus the invariants the gate relies on: deterministic,
// disjoint from replay, independent of how the hits were listed, and stable when a
// hit is added that the holdouts did not contain. (test/core/plan/split.test.ts has the
// fixed reference values and a basic disjointness property; these extend it.)
import { createHash, createHmac } from "node:crypto";
import fc from "fast-check";
import { expect, test } from "vitest";
import { split } from "../../src/core/plan/split.js";
import "./seeded.js";

function referenceSplit(parentSha: string, hits: readonly number[], k: number, modulus: number, secret?: string): { replay: number[]; holdout: number[] } {
  const replay = [...new Set(hits)].sort((a, b) => a - b);
  const holdout: number[] = [];
  for (let i = 0; holdout.length < k; i++) {
    const msg = `${parentSha}:${i}`;
    const digest = secret === undefined ? createHash("sha256").update(msg).digest("hex") : createHmac("sha256", secret).update(msg).digest("hex");
    const v = Number.parseInt(digest.slice(0, 8), 16) % modulus;
    if (!replay.includes(v) && !holdout.includes(v)) holdout.push(v);
  }
  return { replay, holdout };
}

const sha = fc.oneof(
  fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 40, maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 64, maxLength: 64 }),
);
const modulus = fc.oneof(fc.constant(10_000), fc.integer({ min: 2, max: 60 }));
const hitsBelow = (m: number) => fc.array(fc.oneof(fc.integer({ min: 0, max: m - 1 }), fc.integer({ min: -5, max: m + 5 })), { minLength: 1, maxLength: 30 });
const request = modulus.chain((m) =>
  fc.record({
    parentSha: sha,
    modulus: fc.constant(m),
    hits: hitsBelow(m),
    k: fc.integer({ min: 1, max: 5 }),
    secret: fc.option(fc.string({ maxLength: 8 }), { nil: undefined }),
  }),
);
/** Seeds below the modulus that are not hits: the room holdouts are drawn from. */
const room = (r: { hits: readonly number[]; modulus: number }) => r.modulus - new Set(r.hits.filter((h) => h >= 0 && h < r.modulus)).size;

test("the split equals the reference: sorted unique hits, then the first k fresh digests", () => {
  fc.assert(
    fc.property(request, (r) => {
      fc.pre(room(r) >= r.k);
      const got = split(r);
      expect(got.ok).toBe(true);
      if (!got.ok) return;
      const want = referenceSplit(r.parentSha, r.hits, r.k, r.modulus, r.secret);
      expect({ replay: got.replay, holdout: got.holdout }).toEqual(want);
    }),
    { numRuns: 300 },
  );
});

test("deterministic, disjoint, distinct and below the modulus; replay and holdout never share a seed", () => {
  fc.assert(
    fc.property(request, (r) => {
      fc.pre(room(r) >= r.k);
      const a = split(r);
      const b = split({ ...r, hits: [...r.hits] });
      expect(b).toEqual(a);
      if (!a.ok) throw new Error("hits were given");
      expect(a.holdout).toHaveLength(r.k);
      expect(new Set(a.holdout).size).toBe(r.k);
      expect(a.holdout.filter((s) => a.replay.includes(s))).toEqual([]);
      for (const s of a.holdout) expect(s >= 0 && s < r.modulus && Number.isInteger(s)).toBe(true);
    }),
    { numRuns: 300 },
  );
});

test("the order and repetition of the hits change nothing", () => {
  fc.assert(
    fc.property(
      request.chain((r) => fc.tuple(fc.constant(r), fc.shuffledSubarray(r.hits, { minLength: r.hits.length, maxLength: r.hits.length }), fc.subarray(r.hits))),
      ([r, shuffled, repeated]) => {
        fc.pre(room(r) >= r.k);
        expect(split({ ...r, hits: [...shuffled, ...repeated] })).toEqual(split(r));
      },
    ),
    { numRuns: 200 },
  );
});

test("adding a hit the holdouts do not contain leaves the holdouts as they were", () => {
  fc.assert(
    fc.property(request, fc.integer({ min: -3, max: 10_003 }), (r, extra) => {
      fc.pre(room(r) >= r.k + 1);
      const before = split(r);
      if (!before.ok) throw new Error("hits were given");
      fc.pre(!before.holdout.includes(extra));
      const after = split({ ...r, hits: [...r.hits, extra] });
      expect(after.ok && after.holdout).toEqual(before.holdout);
    }),
    { numRuns: 200 },
  );
});

test("a secret changes the derivation but not the rules", () => {
  fc.assert(
    fc.property(request, fc.string({ minLength: 1, maxLength: 8 }), (r, secret) => {
      fc.pre(room(r) >= r.k);
      const got = split({ ...r, secret });
      expect(got.ok && got.holdout).toEqual(referenceSplit(r.parentSha, r.hits, r.k, r.modulus, secret).holdout);
    }),
    { numRuns: 100 },
  );
});

test("no room for k holdouts is a usage error, and zero hits is a dead property", () => {
  fc.assert(
    fc.property(request, (r) => {
      if (room(r) < r.k) expect(() => split(r)).toThrow(/cannot draw/);
      expect(split({ ...r, hits: [] })).toMatchObject({ ok: false, error: "zero-hit" });
    }),
    { numRuns: 200 },
  );
});
