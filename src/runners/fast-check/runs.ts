// Positive evidence for a fast-check seed row: seedgate's reporter in vitest's main
// process (src/harness/evidence/fast-check-reporter.mjs) writes one row per finished test to
// the result channel, with the run count the setup file recorded in the worker
// (fast-check-runs.mjs). A pass needs that row for the test: passed, with at least one
// fc.assert, each run to the number of runs it was configured for (at least one),
// under the seed seedgate asked for, and the global configuration seedgate set still
// in force at the test's end (production code calling fc.configureGlobal, numRuns: 0
// included, replaces it). Pure: the runner collects the channel, this judges it.

import { rowsOf, type ChannelText } from "../channel.js";

/** Why the channel does not back a pass of `name` under `seed` (in a batch, from `module`, the seed's wrapper), or undefined when it does. */
export function unbackedRuns(channel: ChannelText, name: string, seed: number, module?: string): string | undefined {
  // `module`: the test file vitest ran it from; in a batch, the seed's wrapper (batch.ts).
  const mine = rowsOf(channel, "testResult").filter((r) => r.name === name && (module === undefined || r.module === module));
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
  return undefined;
}
