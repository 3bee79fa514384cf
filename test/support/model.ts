// Readable builders for the internal model, for pure tests of the plan and the judge.
import type { Property } from "../../src/core/inputs/model.js";

export interface JournalShape {
  readonly replay?: readonly number[];
  readonly holdout?: readonly number[];
  readonly fixtures?: readonly string[];
  readonly freeze?: { readonly until: string; readonly seeds: readonly number[] };
  readonly votes?: boolean;
}

/** A locked journal property whose seeds sit on lines 10, 11, … of `oracles/<id>.json`. */
export function journalProperty(id: string, shape: JournalShape = {}): Property {
  const file = `oracles/${id}.json`;
  const ref = (line: number, pointer: string) => ({ file, pointer, line });
  return {
    id,
    format: "journal",
    selector: `tests/properties/test_${id}.py::test_${id}`,
    votes: shape.votes ?? true,
    state: shape.freeze ? "replay-frozen" : "locked",
    replay: (shape.replay ?? [1, 2]).map((seed, i) => ({ seed, source: ref(10 + i, `/replay/seeds/${i}`) })),
    holdout: (shape.holdout ?? [3]).map((seed, i) => ({ seed, source: ref(20 + i, `/holdout/seeds/${i}`) })),
    fixtures: (shape.fixtures ?? []).map((path, i) => ({ path, source: ref(30 + i, `/replay/fixtures/${i}`) })),
    cases: [],
    ...(shape.freeze ? { freeze: { ...shape.freeze, source: ref(40, "/flake") } } : {}),
    source: ref(1, ""),
  };
}
