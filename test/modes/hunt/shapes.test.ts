// The hunt's reading of the boundary's shapes (src/modes/hunt/shapes.ts) and the journal's
// `shapes` field: a seed's file is read only when it is a list of shapes, the union is
// sorted and deduplicated (operators, then calls), and the schema refuses an operator
// outside the three families and a call entry without exactly one of handle and value.
import { expect, test } from "vitest";
import { huntShapes, recordedShapes, seedShapes } from "../../../src/modes/hunt/shapes.js";
import { parseJournal } from "../../../src/core/formats/journal.js";
import { parsePartial, PARTIAL_KIND } from "../../../src/core/formats/hunt-partial.js";
import type { Workspace } from "../../../src/ports/workspace.js";

const holding = (files: Record<string, string>) => ({ readFile: (p: string) => (p in files ? Buffer.from(files[p]!) : null) }) as unknown as Workspace;
const CENTS = { class: "money.Cents", operator: "==", against: "int" } as const;
const RANGE = { class: "money.Range", operator: "in", against: "int" } as const;
// Call-level shapes (seedgate_calls.py): a handle class a call's results held, a by-value result's type path.
const PARSED = { call: "money.parse", handle: "money.Cents" } as const;
const SHOWN = { call: "money.show", value: "str" } as const;

test("a seed's shapes are read only when the file is a list of shapes", () => {
  expect(seedShapes(holding({ "s/seedgate-shapes.json": JSON.stringify([CENTS]) }), "s")).toEqual([CENTS]);
  expect(seedShapes(holding({}), "s")).toBeUndefined();
  expect(seedShapes(holding({ "s/seedgate-shapes.json": "not json" }), "s")).toBeUndefined();
  expect(seedShapes(holding({ "s/seedgate-shapes.json": JSON.stringify([{ ...CENTS, operator: "~" }]) }), "s")).toBeUndefined();
  expect(seedShapes(holding({ "s/seedgate-shapes.json": JSON.stringify([CENTS, PARSED, SHOWN]) }), "s")).toEqual([CENTS, PARSED, SHOWN]);
  expect(seedShapes(holding({ "s/seedgate-shapes.json": JSON.stringify([{ ...PARSED, value: "int" }]) }), "s")).toBeUndefined();
  expect(seedShapes(holding({ "s/seedgate-shapes.json": JSON.stringify([{ call: "money.parse" }]) }), "s")).toBeUndefined();
});

test("the hunt's shapes are every seed's, once each and sorted; none recorded, no field", () => {
  expect(huntShapes([{ shapes: [RANGE, CENTS] }, { shapes: [CENTS] }, {}])).toEqual([CENTS, RANGE]);
  expect(huntShapes([{ shapes: [] }])).toEqual([]);
  expect(huntShapes([{ shapes: [SHOWN, PARSED, CENTS] }, { shapes: [PARSED, RANGE] }])).toEqual([CENTS, RANGE, PARSED, SHOWN]);
  expect(recordedShapes([{}, {}])).toEqual({});
});

test("the journal carries its shapes into the property, and the schema refuses a malformed one", () => {
  const j = {
    id: "cents",
    selector: "tests/test_money.py::test_round_trip",
    replay: { seeds: [], hits: 0 },
    holdout: { seeds: [], generator_saw: false },
    state: "proposed",
  };
  expect(parseJournal("oracles/cents.json", JSON.stringify({ ...j, shapes: [CENTS] })).property?.shapes).toEqual([CENTS]);
  expect(parseJournal("oracles/cents.json", JSON.stringify({ ...j, shapes: [CENTS, PARSED, SHOWN] })).property?.shapes).toEqual([CENTS, PARSED, SHOWN]);
  const errors = (shapes: unknown[]) =>
    parseJournal("oracles/cents.json", JSON.stringify({ ...j, shapes }))
      .findings.filter((f) => f.severity === "error")
      .map((f) => f.pointer);
  expect(errors([{ ...CENTS, operator: "is" }])).toEqual(["/shapes/0/operator"]);
  expect(errors([CENTS, { ...PARSED, value: "int" }])).toContain("/shapes/1");
  expect(errors([{ call: "money.parse" }])).toContain("/shapes/0");
  expect(errors([{ ...SHOWN, class: "money.Cents" }])).toContain("/shapes/0");
});

test("a sharded hunt's partial rows carry a seed's shapes, and a malformed one is refused naming the field", () => {
  const row = { seed: 1, outcome: "pass", durationMs: 5, detail: "" };
  const partial = (shapes: unknown) =>
    JSON.stringify({
      kind: PARTIAL_KIND,
      version: 1,
      property: "p",
      parent: "a".repeat(40),
      oracle: "b".repeat(40),
      seeds: [1],
      shard: { index: 1, total: 1 },
      environment: {},
      rows: [{ ...row, shapes }],
    });
  expect(parsePartial(partial([CENTS]), "x.json").rows[0]!.shapes).toEqual([CENTS]);
  expect(parsePartial(partial([CENTS, PARSED, SHOWN]), "x.json").rows[0]!.shapes).toEqual([CENTS, PARSED, SHOWN]);
  expect(() => parsePartial(partial([{ call: "money.parse", handle: 1 }]), "x.json")).toThrow(/x\.json: rows\[0\]\.shapes must be/);
  expect(() => parsePartial(partial([{ ...CENTS, operator: "is" }]), "x.json")).toThrow(/x\.json: rows\[0\]\.shapes must be/);
});
