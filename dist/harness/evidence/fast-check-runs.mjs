// seedgate's run count for the fast-check preset's seed rows (loaded by
// fast-check-setup.mjs in vitest's worker). A global reporter records, for every
// fc.assert of a test, how many runs fast-check really executed, how many it was
// configured for and under which seed, then fails exactly as fast-check's default
// reporter would. After each test the record, and whether the global configuration
// seedgate set is still the one in force (production code calling fc.configureGlobal
// at import replaces it, numRuns: 0 included), goes into the test's meta, which vitest
// hands to seedgate's reporter in the main process (fast-check-reporter.mjs): that
// one writes it to the result channel, out of the worker's reach.
import { failAsDefault } from "./fast-check-fixture.mjs";

/** One fc.assert's run count, as the reporter of its run details sees it, and (`inputs`, fast-check-inputs.mjs) its arguments' arbitraries. */
export function countRuns(asserts, inputs) {
  return (out) => {
    const conf = out.runConfiguration ?? {};
    const printed = inputs?.take();
    asserts.push({
      runs: out.numRuns,
      configured: conf.numRuns ?? null,
      seed: out.seed,
      failed: out.failed === true,
      interrupted: out.interrupted === true,
      ...(printed === undefined ? {} : { inputs: printed }),
    });
  };
}

/** Counts, then fails as fast-check's default reporter does (the stack starts at the test's fc.assert). */
export function countingReporter(fc, asserts, inputs) {
  const count = countRuns(asserts, inputs);
  const reporter = (out) => {
    count(out);
    failAsDefault(fc, out, reporter);
  };
  return reporter;
}

/** Hooks through vitest's globals (the preset's config turns them on): the project's vitest, never seedgate's. */
export function recordRuns(fc, config, asserts) {
  const hooks = globalThis;
  if (typeof hooks.beforeEach !== "function" || typeof hooks.afterEach !== "function") return;
  hooks.beforeEach(() => {
    asserts.length = 0;
  });
  hooks.afterEach((context) => {
    const now = fc.readConfigureGlobal();
    const kept = now === config || (now?.seed === config.seed && now?.numRuns === config.numRuns && now?.reporter === config.reporter);
    context.task.meta.seedgate = { asserts: [...asserts], globalKept: kept, seed: config.seed ?? null, numRuns: config.numRuns ?? null };
  });
}
