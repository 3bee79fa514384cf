// Merging a sharded hunt's partial files fails closed: a missing, doubled or foreign
// shard, or a file that does not hold its own slice, is an error naming the file and field.
import { expect, test } from "vitest";
import { mergePartials, parsePartial, PARTIAL_KIND, shardSeeds, type HuntPartial } from "../../../src/core/formats/hunt-partial.js";

const SEEDS = [1, 2, 3, 4, 5, 6, 7];
const part = (index: number, total = 3, over: Partial<HuntPartial> = {}): HuntPartial => ({
  kind: PARTIAL_KIND,
  version: 1,
  property: "p",
  parent: "a".repeat(40),
  oracle: "b".repeat(40),
  seeds: SEEDS,
  shard: { index, total },
  environment: { python: "3.12" },
  rows: shardSeeds(SEEDS, { index, total }).map((seed) => ({ seed, outcome: seed % 2 ? "fail" : "pass", durationMs: 5, detail: "" })),
  ...over,
});
const files = (...ps: HuntPartial[]) => ps.map((partial, i) => ({ file: `s${i}.json`, partial }));

test("shards are disjoint, deterministic and cover the budget in order", () => {
  const slices = [1, 2, 3].map((index) => shardSeeds(SEEDS, { index, total: 3 }));
  expect(slices).toEqual([
    [1, 4, 7],
    [2, 5],
    [3, 6],
  ]);
  expect(shardSeeds(SEEDS, { index: 1, total: 1 })).toEqual(SEEDS);
});

test("the merge puts every seed back in budget order, whatever the files' order", () => {
  const m = mergePartials(files(part(3), part(1), part(2)));
  expect(m.rows.map((r) => r.seed)).toEqual(SEEDS);
  expect([m.property, m.seeds]).toEqual(["p", SEEDS]);
});

test("a missing shard, a doubled one, or one of another count is an error naming it", () => {
  expect(() => mergePartials(files(part(1), part(3)))).toThrow(/shard 2\/3 missing/);
  expect(() => mergePartials(files(part(1), part(2), part(2), part(3)))).toThrow(/s2\.json: shard 2\/3 is given twice \(also s1\.json\)/);
  expect(() => mergePartials(files(part(1), part(2, 2)))).toThrow(/s1\.json: shard is 2\/2, but s0\.json is of 3 shards/);
  expect(() => mergePartials([])).toThrow(/partial files of every shard/);
});

test("partials of another hunt (parent, oracle, budget, environment) are refused, naming the field", () => {
  expect(() => mergePartials(files(part(1), part(2, 3, { parent: "c".repeat(40) }), part(3)))).toThrow(/s1\.json: parent differs from s0\.json's/);
  expect(() => mergePartials(files(part(1), part(2, 3, { environment: { python: "3.13" } }), part(3)))).toThrow(/s1\.json: environment differs/);
  expect(() => mergePartials(files(part(1), part(2, 3, { seeds: [...SEEDS, 8] }), part(3)))).toThrow(/s1\.json: seeds differs/);
});

test("a file that does not hold exactly its own slice is refused", () => {
  const short = part(2);
  expect(() => mergePartials(files(part(1), { ...short, rows: short.rows.slice(1) }, part(3)))).toThrow(
    /s1\.json: rows does not hold exactly shard 2\/3's seeds/,
  );
});

test("parsing names the file and the field", () => {
  const text = (v: unknown) => JSON.stringify(v);
  expect(() => parsePartial("{", "x.json")).toThrow(/x\.json: not JSON/);
  expect(() => parsePartial(text({ ...part(1), kind: "journal" }), "x.json")).toThrow(/x\.json: kind\/version must be/);
  expect(() => parsePartial(text({ ...part(1), shard: { index: 4, total: 3 } }), "x.json")).toThrow(/x\.json: shard must be/);
  const captured = {
    ...part(1),
    rows: [{ seed: 1, outcome: "fail", durationMs: 1, detail: "", capture: { ok: true, bytes: "W10=", source: "observability" } }],
  };
  expect(() => parsePartial(text(captured), "x.json")).toThrow(/x\.json: rows\[0\]\.replay must be/);
  expect(parsePartial(text(part(1)), "x.json")).toEqual(part(1));
});
