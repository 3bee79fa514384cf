// seedgate's vitest reporter for the fast-check preset, in vitest's main process:
// one JSON row per finished test on fd 3, the result channel seedgate opened (vitest's
// workers, where the code under test runs, are separate processes that never hold it).
// A row carries the test's full name, vitest's state for it, the run count the setup
// file recorded (fast-check-runs.mjs), for a failure the error fast-check wrapped, and
// the test file vitest ran it from (in a batch of seeds, fast-check/batch.ts, the seed's
// own wrapper file: the main process names it, not the worker). A batch reads each row as
// it arrives, for progress only: its seed ended, and how. Without a channel (a run of
// your own) it writes nothing.
import channel from "../protocol/channel.cjs";

/**
 * A failed test's first error's cause, `Name: message`: the test's own assertion that
 * fast-check wrapped in its "Property failed" error, which the report leads with
 * (runners/fast-check/assertion.ts). vitest's JUnit report keeps only the wrapper's message.
 */
function wrappedError(result) {
  const cause = result.state === "failed" ? result.errors?.[0]?.cause : undefined;
  if (cause === null || typeof cause !== "object" || typeof cause.message !== "string") return {};
  const name = typeof cause.name === "string" && cause.name !== "" ? cause.name : "Error";
  return { cause: `${name}: ${cause.message}`.slice(0, 4000) };
}

/** vitest's own words for a test past its timeout: the seed's progress says timeout as it ends (runners/seed-ends.ts); its row is judged from JUnit. */
const timedOut = (result) =>
  result.state === "failed" && /^(Test|Hook) timed out in \d+ms/.test(String(result.errors?.[0]?.message ?? "")) ? { timedOut: true } : {};

export default class SeedgateReporter {
  onTestCaseResult(testCase) {
    const result = testCase.result();
    const meta = testCase.meta();
    const cause = wrappedError(result);
    const row = { name: testCase.fullName, module: testCase.module.moduleId, state: result.state, runs: meta.seedgate ?? null, ...cause, ...timedOut(result) };
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
