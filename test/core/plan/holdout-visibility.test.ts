// Listed holdouts are readable by the pull request's author: validate and the gate say so.
import { expect, test } from "vitest";
import { parseJournal } from "../../../src/core/formats/journal.js";
import { visibleHoldouts, visibleHoldoutsNote } from "../../../src/core/plan/holdout-visibility.js";
import type { Property } from "../../../src/core/inputs/model.js";

const journal = (id: string, holdout: object, state = "locked"): Property => {
  const text = JSON.stringify({
    id,
    selector: `tests/test_${id}.py::test_${id}`,
    parent_sha: "3f2a9c1e0b7d4a6f8e5c2b1a09d8e7f6c5b4a392",
    replay: { seeds: [1, 2], hits: 2 },
    holdout,
    state,
  });
  const r = parseJournal(`oracles/${id}.json`, text);
  if (r.property === null) throw new Error(JSON.stringify(r.findings));
  return r.property;
};

test("a voting journal with listed holdouts gets a notice naming its file; a secret one and an unlocked one do not", () => {
  const props = [
    journal("listed", { seeds: [7, 8, 9], generator_saw: false }),
    journal("secret", { seeds: [], generator_saw: false, secret: { k: 3 } }),
    journal("draft", { seeds: [7], generator_saw: false }, "hit"),
  ];
  const found = visibleHoldouts(props);
  expect(found.map((f) => [f.code, f.severity, f.file])).toEqual([["holdout.visible", "notice", "oracles/listed.json"]]);
  expect(found[0]!.message).toContain("lists its 3 holdout seeds");
  expect(found[0]!.hint).toContain("SEEDGATE_HOLDOUT_SECRET");
});

test("the gate's note names at most five properties and counts the rest; none when every holdout is secret", () => {
  const many = Array.from({ length: 7 }, (_, i) => journal(`p${i}`, { seeds: [7, 8, 9], generator_saw: false }));
  const [note] = visibleHoldoutsNote(many);
  expect(note!.message).toContain("p0, p1, p2, p3, p4 and 2 more");
  expect(visibleHoldoutsNote([journal("s", { seeds: [], generator_saw: false, secret: { k: 3 } })])).toEqual([]);
});
