// Positive evidence for a fast-check seed row: seedgate's reporter in vitest's main
// process (src/harness/evidence/fast-check-reporter.mjs) writes one row per finished test to
// the result channel, with the run count the setup file recorded in the worker
// (fast-check-runs.mjs). A pass needs that row for the test: passed, with at least one
// fc.assert, each run to the number of runs it was configured for (at least one),
// under the seed seedgate asked for, and the global configuration seedgate set still
// in force at the test's end (production code calling fc.configureGlobal, numRuns: 0
// included, replaces it). Pure: the runner collects the channel, this judges it.

// A pass also needs the arbitraries the hunt recorded (journal sealed_inputs, when given):
// each fc.assert's arguments printed as before (fast-check-inputs.mjs).

import { rowsOf, type ChannelText } from "../channel.js";
import type { RunsRow } from "../channel-rows.js";
import { inputsDiffer, type SealedInputs } from "../hypothesis/sealed-inputs.js";

/** The test's one result row (in a batch, from `module`, the seed's wrapper), every row when there is not exactly one. */
const resultRows = (channel: ChannelText, name: string, module?: string) =>
  rowsOf(channel, "testResult").filter((r) => r.name === name && (module === undefined || r.module === module));

/** Each fc.assert's printed arguments by name (`fc.assert #1 argument 2`), as the journal's sealed_inputs holds them; undefined when none printed. */
export function assertInputs(runs: RunsRow | null | undefined): SealedInputs | undefined {
  const named = (runs?.asserts ?? []).flatMap((a, i) => (a.inputs ?? []).map((text, j) => [`fc.assert #${i + 1} argument ${j + 1}`, text] as const));
  // The journal holds 100 names: the first 100 arguments are the ones held.
  return named.length === 0 ? undefined : Object.fromEntries(named.slice(0, 100));
}

/** The sealed inputs the channel shows for `name`'s one result row (what a hunt records), or undefined. */
export function ranArbitraries(channel: ChannelText, name: string, module?: string): SealedInputs | undefined {
  const mine = resultRows(channel, name, module);
  return mine.length === 1 ? assertInputs(mine[0]!.runs) : undefined;
}

/** Why the channel does not back a pass of `name` under `seed` (in a batch, from `module`, the seed's wrapper), or undefined when it does. */
export function unbackedRuns(channel: ChannelText, name: string, seed: number, module?: string, recorded?: SealedInputs): string | undefined {
  // `module`: the test file vitest ran it from; in a batch, the seed's wrapper (batch.ts).
  const mine = resultRows(channel, name, module);
  if (mine.length !== 1)
    return mine.length === 0
      ? `seedgate's reporter saw no result for "${name}" on its result channel`
      : `the result channel holds ${mine.length} rows for "${name}": something else wrote there`;
  const row = mine[0]!;
  if (row.state !== "passed") return `vitest's state for "${name}" is ${String(row.state)}, not passed`;
  const runs = row.runs;
  if (runs === null) return `no fc.assert of "${name}" reported to seedgate's run counter: the property never ran under seedgate's fast-check configuration`;
  if (runs.globalKept !== true)
    return "fast-check's global configuration was replaced during the test (fc.configureGlobal from the code under test): its seed and numRuns are not seedgate's";
  const asserts = runs.asserts;
  if (asserts.length === 0) return `no fc.assert ran in "${name}": a property that never ran is never a pass`;
  for (const [i, a] of asserts.entries()) {
    const which = `fc.assert #${i + 1} of "${name}"`;
    if (a.failed === true || a.interrupted === true) return `${which} ${a.failed === true ? "failed" : "was interrupted"}, yet the test passed`;
    if (a.seed !== seed) return `${which} ran under seed ${String(a.seed)}, not ${seed}`;
    if (a.runs < 1 || a.runs !== a.configured)
      return `${which} ran ${String(a.runs)} of its ${String(a.configured)} configured runs: every run must execute, at least one`;
  }
  return inputsDiffer({ inputs: assertInputs(runs), recordedInputs: recorded });
}
