// The gate's in-process note: one finding naming the properties, and a hint whose preset
// lists come from the runner table, so a preset gaining a subject process moves in it.
import { expect, test } from "vitest";
import { DEFAULT_CONFIG } from "../../../src/core/inputs/config.js";
import type { Property } from "../../../src/core/inputs/model.js";
import type { ClaimFile } from "../../../src/core/judge/claims.js";
import { inProcessNote } from "../../../src/modes/gate/isolation-note.js";
import type { Preset } from "../../../src/runners/preset.js";
import { PRESETS } from "../../../src/runners/presets.js";

const properties = new Map([["ledger", { id: "ledger" } as Property]]);
const claimed = [{ claim: { inProcess: ["ledger", "not-a-property"] } } as unknown as ClaimFile];

test("a claim's in-process property is named once; the hint lists the table's presets with and without a subject process", () => {
  const [note, ...more] = inProcessNote(DEFAULT_CONFIG, [], properties, claimed);
  expect(more).toEqual([]);
  expect(note!.message).toContain("1 property ran production code in the process that decided the rows (ledger)");
  const without = Object.entries(PRESETS as Record<string, Preset>)
    .filter(([, p]) => p.subject !== true)
    .map(([n]) => n);
  expect(without).toEqual(["command"]);
  expect(note!.hint).toContain("(hypothesis, fast-check, sealed-python, sealed-node and jest)");
  expect(note!.hint).toContain("; command rows have no subject process yet");
});

test("no in-process property, no note", () => {
  expect(inProcessNote(DEFAULT_CONFIG, [], properties, [])).toEqual([]);
});
