import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { rowId } from "../../../src/core/plan/lane-plan.js";
import { EMPTY_MODEL, type Property, type SealedModel, type SourceRef } from "../../../src/core/inputs/model.js";
import { freezeActive, planLane, shardSlice } from "../../../src/core/plan/plan.js";

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
const modelOf = (...properties: Property[]): SealedModel => ({ ...EMPTY_MODEL, properties });

const UNTIL = "2026-10-01T00:00:00Z";
const journal = prop({
  id: "j",
  state: "replay-frozen",
  replay: seeds(8, 21),
  holdout: seeds(55),
  fixtures: [{ path: "oracles/j/8.json", source: src }],
  freeze: { until: UNTIL, seeds: [21], source: src },
});
const sealed = prop({ id: ".sealed/oracle", format: "sealed", state: "sealed", cases: [{ id: "empty-buf", value: { id: "empty-buf" }, source: src }] });
const ledger = prop({
  id: "l",
  format: "ledger",
  state: "owned",
  replay: seeds(180229),
  fixtures: [{ path: "tests/fixtures/180229.bin", sha256: "x", source: src }],
});
const unearned = prop({ id: "u", votes: false, state: "unearned", replay: seeds(1), holdout: seeds(2), fixtures: [{ path: "u.bin", source: src }] });
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
  test("a freeze covering every replay seed still leaves fixtures voting", () => {
    const all = prop({ ...journal, freeze: { until: UNTIL, seeds: [8, 21], source: src } });
    expect(keys(planLane(modelOf(all), "replay", BEFORE))).toEqual(["fixture:j:oracles/j/8.json", "seed:j:8 (frozen)", "seed:j:21 (frozen)"]);
  });
  test("a freeze is over at its instant and after: the seeds vote again", () => {
    for (const now of [UNTIL, "2027-01-01T00:00:00Z"]) {
      expect(planLane(model, "replay", new Date(now)).some((r) => r.frozen)).toBe(false);
    }
    expect(freezeActive(journal, new Date(Date.parse(UNTIL) - 1))).toBe(true);
  });
  test("an unparsable instant never freezes", () => {
    expect(freezeActive(prop({ ...journal, freeze: { until: "soon", seeds: [21], source: src } }), BEFORE)).toBe(false);
  });
  test("every row is tagged with its lane", () => {
    expect(new Set(planLane(model, "replay", BEFORE).map((r) => r.lane))).toEqual(new Set(["replay"]));
  });
  test("a repeated seed (already an error finding) is planned once", () => {
    expect(keys(planLane(modelOf(prop({ id: "d", replay: seeds(3, 3) })), "replay", BEFORE))).toEqual(["seed:d:3"]);
  });
});

test("holdout lane: holdout seeds only, never frozen, even under a replay freeze", () => {
  const frozenHoldout = prop({ ...journal, id: "k", freeze: { until: "2030-01-01T00:00:00Z", seeds: [55], source: src } });
  expect(keys(planLane(modelOf(journal, frozenHoldout, unearned), "holdout", BEFORE))).toEqual(["seed:j:55", "seed:k:55"]);
});

// Models as the loader leaves them: ids without ":" (the loader refuses others).
const arbId = fc.stringMatching(/^[a-z.\/_-]{1,6}$/);
const arbProp = fc.record({
  id: arbId,
  votes: fc.boolean(),
  replay: fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 8 }),
  holdout: fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 8 }),
  fixtures: fc.array(fc.stringMatching(/^[a-z]{1,3}\.json$/), { maxLength: 3 }),
  cases: fc.array(fc.stringMatching(/^[a-z:]{1,4}$/), { maxLength: 3 }),
  frozen: fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 4 }),
  until: fc.date({ min: new Date("2026-01-01T00:00:00Z"), max: new Date("2027-01-01T00:00:00Z"), noInvalidDate: true }),
});
const arbModel = fc.uniqueArray(arbProp, { selector: (p) => p.id, maxLength: 6 }).map((raw) =>
  modelOf(
    ...raw.map((r) =>
      prop({
        id: r.id,
        votes: r.votes,
        replay: seeds(...r.replay),
        holdout: seeds(...r.holdout),
        fixtures: r.fixtures.map((path) => ({ path, source: src })),
        cases: r.cases.map((id) => ({ id, value: { id }, source: src })),
        freeze: { until: r.until.toISOString(), seeds: r.frozen, source: src },
      }),
    ),
  ),
);
const arbNow = fc.date({ min: new Date("2026-01-01T00:00:00Z"), max: new Date("2027-01-01T00:00:00Z"), noInvalidDate: true });
const arbLane = fc.constantFrom("replay" as const, "holdout" as const);

describe("plan properties", () => {
  test("row ids are unique, and only voting properties have rows", () => {
    fc.assert(
      fc.property(arbModel, arbLane, arbNow, (m, lane, now) => {
        const rows = planLane(m, lane, now);
        expect(new Set(rows.map(rowId)).size).toBe(rows.length);
        const voting = new Set(m.properties.filter((p) => p.votes).map((p) => p.id));
        for (const r of rows) expect(voting.has(r.property)).toBe(true);
      }),
    );
  });
  test("the row set never depends on the clock; only `frozen` does, and only for replay seeds", () => {
    fc.assert(
      fc.property(arbModel, arbLane, arbNow, arbNow, (m, lane, a, b) => {
        const ra = planLane(m, lane, a);
        const rb = planLane(m, lane, b);
        expect(ra.map(rowId)).toEqual(rb.map(rowId));
        for (const r of [...ra, ...rb]) if (r.frozen) expect([r.lane, r.kind]).toEqual(["replay", "seed"]);
      }),
    );
  });
});

describe("sharding", () => {
  test("out-of-range shards are usage errors", () => {
    for (const shard of [
      { index: 0, total: 2 },
      { index: 3, total: 2 },
      { index: 1, total: 0 },
      { index: 1.5, total: 2 },
    ]) {
      expect(() => planLane(model, "replay", BEFORE, shard)).toThrow(/invalid shard/);
    }
  });
  test("every row lands in exactly one shard, in plan order, shards balanced within one row", () => {
    fc.assert(
      fc.property(arbModel, fc.integer({ min: 1, max: 9 }), arbLane, arbNow, (m, total, lane, now) => {
        const whole = planLane(m, lane, now);
        const parts = Array.from({ length: total }, (_, i) => planLane(m, lane, now, { index: i + 1, total }));
        expect(parts.flat()).toEqual(whole);
        const sizes = parts.map((p) => p.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
  });
  test("shard membership is the same at any two instants (lanes and judge agree)", () => {
    fc.assert(
      fc.property(arbModel, fc.integer({ min: 1, max: 5 }), arbNow, arbNow, (m, total, a, b) => {
        for (let index = 1; index <= total; index++) {
          expect(planLane(m, "replay", a, { index, total }).map(rowId)).toEqual(planLane(m, "replay", b, { index, total }).map(rowId));
        }
      }),
    );
  });
  test("shardSlice is deterministic", () => {
    expect(shardSlice([1, 2, 3, 4, 5], { index: 1, total: 2 })).toEqual([1, 2]);
    expect(shardSlice([1, 2, 3, 4, 5], { index: 2, total: 2 })).toEqual([3, 4, 5]);
  });
});
