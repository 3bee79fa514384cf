import fc from "fast-check";
import { expect, test } from "vitest";
import { derive, split } from "../../../src/core/plan/split.js";

const PARENT = "3f2a9c1e0b7d4a6f8e5c2b1a09d8e7f6c5b4a392";

// Golden values computed with Python's hashlib, as seed 000's reference does:
// int(sha256(f"{parent}:{i}").hexdigest()[:8], 16) % 10000
test("derivation matches the reference values", () => {
  expect([0, 1, 2, 3, 4, 5, 6, 7].map((i) => derive(PARENT, i, 10_000))).toEqual([4684, 9249, 2890, 9081, 5430, 2583, 3522, 7044]);
  expect([0, 1, 2].map((i) => derive("0".repeat(40), i, 10_000))).toEqual([5340, 6109, 9165]);
});

test("no collision: the first k digests", () => {
  expect(split({ parentSha: PARENT, hits: [8, 21] })).toEqual({ ok: true, replay: [8, 21], holdout: [4684, 9249, 2890], draws: 3 });
});

test("a digest that collides with a hit is skipped and the next one drawn (the prose rule)", () => {
  expect(split({ parentSha: PARENT, hits: [9249, 8] })).toMatchObject({ ok: true, replay: [8, 9249], holdout: [4684, 2890, 9081] });
});

test("a repeated value is drawn past too (modulus 10: 4, 9, 0, 1, 0 …)", () => {
  expect(split({ parentSha: PARENT, hits: [9], k: 4, modulus: 10 })).toMatchObject({ holdout: [4, 0, 1, 3], draws: 6 });
});

test("zero hits means a dead property, never a journal", () => {
  expect(split({ parentSha: PARENT, hits: [] })).toMatchObject({ ok: false, error: "zero-hit" });
});

test("secret mode derives different holdouts that depend on the secret", () => {
  const a = split({ parentSha: PARENT, hits: [8], secret: "s1" });
  const b = split({ parentSha: PARENT, hits: [8], secret: "s2" });
  expect(a.ok && b.ok && a.holdout).not.toEqual(b.ok && b.holdout);
  expect(a.ok && a.holdout).not.toEqual([4684, 9249, 2890]);
});

test("holdouts are deterministic, distinct, disjoint from hits and below the modulus", () => {
  fc.assert(
    fc.property(
      fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 40, maxLength: 40 }),
      fc.uniqueArray(fc.nat(99), { minLength: 1, maxLength: 50 }),
      fc.integer({ min: 1, max: 5 }),
      (sha, hits, k) => {
        const r = split({ parentSha: sha, hits, k, modulus: 100 });
        if (!r.ok) return false;
        const again = split({ parentSha: sha, hits, k, modulus: 100 });
        return JSON.stringify(again) === JSON.stringify(r) && new Set(r.holdout).size === k && r.holdout.every((s) => !hits.includes(s) && s >= 0 && s < 100);
      },
    ),
    { numRuns: 300 },
  );
});
