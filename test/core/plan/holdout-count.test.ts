import { describe, expect, test } from "vitest";
import { holdoutCount } from "../../../src/core/plan/holdout-count.js";

const free = { meanSeedMs: 100, budgetMs: 600_000 };

describe("holdoutCount (issue 14 item 6)", () => {
  test("39 % per seed asks for 10 holdouts and says so", () => {
    const s = holdoutCount({ hits: 39, misses: 61, ...free });
    expect(s.k).toBe(10);
    expect(s.catchProbability).toBeGreaterThanOrEqual(0.99);
    expect(s.statement).toContain("39.0 %");
    expect(s.statement).toContain("= 10");
  });
  test("42 % per seed: three holdouts would catch it only ~80 %; k reaches 99 %", () => {
    expect(1 - Math.pow(0.58, 3)).toBeLessThan(0.81);
    const s = holdoutCount({ hits: 42, misses: 58, ...free });
    expect(s.k).toBe(9);
    expect(s.catchProbability).toBeGreaterThanOrEqual(0.99);
  });
  test("never fewer than seed 000's three, even for a property that fails every seed", () => {
    expect(holdoutCount({ hits: 10, misses: 0, ...free }).k).toBe(3);
    expect(holdoutCount({ hits: 90, misses: 10, ...free }).k).toBe(3);
  });
  test("timeouts and errors are not trials; a budget caps k and the statement says the lower figure", () => {
    const s = holdoutCount({ hits: 5, misses: 95, meanSeedMs: 1000, budgetMs: 20_000 });
    expect(s.wanted).toBe(90);
    expect(s.k).toBe(20);
    expect(s.statement).toContain("capped at 20");
  });
  test("k is the least count reaching the target (property over hit rates)", () => {
    for (let hits = 1; hits < 100; hits++) {
      const s = holdoutCount({ hits, misses: 100 - hits, ...free });
      const p = hits / 100;
      expect(1 - Math.pow(1 - p, s.k)).toBeGreaterThanOrEqual(0.99 - 1e-12);
      if (s.k > 3) expect(1 - Math.pow(1 - p, s.k - 1)).toBeLessThan(0.99);
    }
  });
});
