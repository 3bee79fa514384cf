import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { rowId } from "../../src/core/lane-plan.js";
import type { Property, SealedModel, SourceRef } from "../../src/core/model.js";
import { planLane, shardSlice } from "../../src/core/plan.js";

const src: SourceRef = { file: "f.json", pointer: "" };
const seeds = (...xs: number[]) => xs.map((seed) => ({ seed, source: src }));
const prop = (over: Partial<Property> & Pick<Property, "id">): Property => ({
  format: "journal",
  selector: "t.py::p",
  votes: true,
  state: "locked",
  replay: [],
  holdout: [],
  fixtures: [],
  cases: [],
  source: src,
  ...over,
});
const modelOf = (...properties: Property[]): SealedModel => ({ properties, ledgerFreezes: [], findings: [], files: [] });

const journal = prop({
  id: "j",
  replay: seeds(8, 21),
  holdout: seeds(55),
  fixtures: [{ path: "oracles/j/8.json", source: src }],
  freeze: { until: "2026-10-01T00:00:00Z", seeds: [21], source: src },
});
const sealed = prop({ id: ".sealed/oracle", format: "sealed", state: "sealed", cases: [{ id: "empty-buf", value: { id: "empty-buf" }, source: src }] });
const ledger = prop({ id: "l", format: "ledger", state: "owned", replay: seeds(180229), fixtures: [{ path: "tests/fixtures/180229.bin", sha256: "x", source: src }] });
const unearned = prop({ id: "u", votes: false, state: "unearned", replay: seeds(1), holdout: seeds(2) });
const model = modelOf(journal, sealed, ledger, unearned);
const BEFORE = new Date("2026-09-30T00:00:00Z");
const keys = (rows: ReturnType<typeof planLane>) => rows.map((r) => `${r.kind}:${r.property}:${r.key}${r.frozen ? " (frozen)" : ""}`);

describe("replay lane", () => {
  test("fixtures, then replay seeds, then sealed cases, voting properties only", () => {
    expect(keys(planLane(model, "replay", BEFORE))).toEqual([
      "fixture:j:oracles/j/8.json",
      "fixture:l:tests/fixtures/180229.bin",
      "seed:j:8",
      "seed:j:21 (frozen)",
      "seed:l:180229",
      "case:.sealed/oracle:empty-buf",
    ]);
  });
  test("a freeze is over at its instant and after", () => {
    for (const now of ["2026-10-01T00:00:00Z", "2027-01-01T00:00:00Z"]) {
      expect(planLane(model, "replay", new Date(now)).some((r) => r.frozen)).toBe(false);
    }
  });
  test("every row is tagged with its lane", () => {
    expect(new Set(planLane(model, "replay", BEFORE).map((r) => r.lane))).toEqual(new Set(["replay"]));
  });
});

test("holdout lane: holdout seeds only, never frozen, even under a replay freeze", () => {
  const frozenHoldout = prop({ ...journal, id: "k", freeze: { until: "2030-01-01T00:00:00Z", seeds: [55], source: src } });
  expect(keys(planLane(modelOf(journal, frozenHoldout, unearned), "holdout", BEFORE))).toEqual(["seed:j:55", "seed:k:55"]);
});

describe("sharding", () => {
  test("out-of-range shards are usage errors", () => {
    for (const shard of [{ index: 0, total: 2 }, { index: 3, total: 2 }, { index: 1, total: 0 }, { index: 1.5, total: 2 }]) {
      expect(() => planLane(model, "replay", BEFORE, shard)).toThrow(/invalid shard/);
    }
  });
  test("every row lands in exactly one shard, in plan order", () => {
    const arbProp = fc.record({ id: fc.string({ minLength: 1, maxLength: 6 }), replay: fc.uniqueArray(fc.integer(), { maxLength: 8 }), holdout: fc.uniqueArray(fc.integer(), { maxLength: 8 }) });
    fc.assert(
      fc.property(fc.uniqueArray(arbProp, { selector: (p) => p.id, maxLength: 6 }), fc.integer({ min: 1, max: 9 }), fc.constantFrom("replay" as const, "holdout" as const), (raw, total, lane) => {
        const m = modelOf(...raw.map((r) => prop({ id: r.id, replay: seeds(...r.replay), holdout: seeds(...r.holdout) })));
        const whole = planLane(m, lane, BEFORE).map(rowId);
        const parts = Array.from({ length: total }, (_, i) => planLane(m, lane, BEFORE, { index: i + 1, total }).map(rowId));
        expect(parts.flat()).toEqual(whole);
        const sizes = parts.map((p) => p.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
  });
  test("shardSlice is deterministic", () => {
    expect(shardSlice([1, 2, 3, 4, 5], { index: 2, total: 2 })).toEqual([3, 4, 5]);
    expect(shardSlice([1, 2, 3, 4, 5], { index: 2, total: 2 })).toEqual([3, 4, 5]);
  });
});
