// seedgate's vitest reporter for the fast-check preset, in vitest's main process:
// one JSON row per finished test on fd 3, the result channel seedgate opened (vitest's
// workers, where the code under test runs, are separate processes that never hold it).
// A row carries the test's full name, vitest's state for it and the run count the
// setup file recorded (fast-check-runs.mjs) and the test file vitest ran it from (in a
// batch of seeds, fast-check/batch.ts, the seed's own wrapper file: the main process
// names it, not the worker). Without a channel (a run of your own) it writes nothing.
import channel from "../protocol/channel.cjs";

export default class SeedgateReporter {
  onTestCaseResult(testCase) {
    const result = testCase.result();
    const meta = testCase.meta();
    const row = { name: testCase.fullName, module: testCase.module.moduleId, state: result.state, runs: meta.seedgate ?? null };
    // isolation: process: what the subject could not serve (fast-check-oracle.mjs) makes the row an error.
    const refused = Array.isArray(meta.seedgateIsolation)
      ? meta.seedgateIsolation.map((what) => ({ event: "isolation", module: row.module, what: String(what) }))
      : [];
    channel.sendAll([row, ...refused]); // no channel: nothing to report to
  }

  // The run's end, for a batch of seeds (fast-check/batch.ts): what made vitest exit
  // non-zero, per test file (a seed's wrapper) or for no file at all (unhandled errors).
  onTestRunEnd(testModules, unhandledErrors, reason) {
    const modules = testModules.map((m) => ({ module: m.moduleId, state: m.state(), errors: m.errors().length }));
    channel.sendAll([{ event: "run-end", reason, unhandled: unhandledErrors.length, modules }]);
  }
}
