// seedgate's jest setup file for the jest preset (fast-check through @fast-check/jest),
// loaded after the framework (setupFilesAfterEnv) in jest's worker, before the test
// file: every fc.assert of the run, test.prop's included, uses the seed seedgate
// picked (SEEDGATE_SEED; SEEDGATE_NUM_RUNS, when set, its number of runs). Its global
// reporter counts each fc.assert's runs, then fails as fast-check's default reporter
// would; after each test the count, and whether seedgate's global configuration is
// still the one in force, is a line in SEEDGATE_JEST_RUNS, which seedgate's reporter
// in jest's main process (jest-reporter.cjs) puts on the result channel. A fixture row
// sets SEEDGATE_FIXTURE_IN instead: the arguments there (fast-check-typed.cjs) are the only input of the
// test's fc.assert, and each fc.assert appends to SEEDGATE_FIXTURE_EVIDENCE whether it
// was. The same evidence as the fast-check preset's (fast-check-runs.mjs,
// fast-check-fixture.mjs), in CommonJS: jest loads this file through its own module
// registry, without ESM.
//
// Why fast-check is resolved by hand: this file lives in seedgate, so a bare
// require("fast-check") would configure seedgate's copy (or none). The instances that
// count are the test file's own and the one @fast-check/jest imports (usually one).
"use strict";
const { appendFileSync } = require("node:fs");
const { dirname } = require("node:path");
const { captureReporter, failAsDefault, replayConfig } = require("./fast-check-fixture.cjs");
const { watchInputs } = require("./fast-check-inputs.cjs");

function integerFrom(name) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return undefined;
  const n = Number(raw);
  // A seed fast-check would fold (seed | 0) or ignore must fail loudly instead.
  if (!Number.isSafeInteger(n) || (name === "SEEDGATE_SEED" && (n < -(2 ** 31) || n >= 2 ** 31)))
    throw new Error(`seedgate: ${name}=${raw} is not a 32-bit integer`);
  return n;
}

/** The fast-check instances reachable from the test file: its own, and @fast-check/jest's. */
function projectFastChecks(testFile) {
  const found = new Set();
  const at = (name, from) => {
    try {
      return require.resolve(name, { paths: [from] });
    } catch {
      return undefined;
    }
  };
  const jestBinding = at("@fast-check/jest/package.json", dirname(testFile));
  for (const entry of [at("fast-check", dirname(testFile)), jestBinding && at("fast-check", dirname(jestBinding))])
    if (entry !== undefined) found.add(require(entry));
  return [...found].map((m) => (m.configureGlobal ? m : m.default));
}

/** One fc.assert's run count as its run details say, and its arguments' printed arbitraries (fast-check-runs.mjs's countRuns). */
const countRuns = (asserts, inputs) => (out) => {
  const conf = out.runConfiguration ?? {};
  const printed = inputs.take();
  const ended = { runs: out.numRuns, configured: conf.numRuns ?? null, seed: out.seed, failed: out.failed === true, interrupted: out.interrupted === true };
  asserts.push(printed === undefined ? ended : { ...ended, inputs: printed });
};

/** Counts, then fails as fast-check's default reporter would; with SEEDGATE_FIXTURE_OUT (a hunt) it also captures the counterexample. */
function seedReporter(fc, asserts, fixtureOut, inputs) {
  if (fixtureOut !== undefined) return captureReporter(fc, fixtureOut, countRuns(asserts, inputs));
  const count = countRuns(asserts, inputs);
  const reporter = (out) => {
    count(out);
    failAsDefault(fc, out, reporter);
  };
  return reporter;
}

/**
 * A batch of seeds (src/runners/jest/batch.ts) runs one wrapper file per seed, `<SEEDGATE_SEEDS_DIR>/<seed>.test.js`,
 * each in jest's fresh module registry and context: the seed is the name of the file this setup file runs before.
 */
function batchSeed() {
  const dir = process.env.SEEDGATE_SEEDS_DIR;
  if (dir === undefined || dir === "") return undefined;
  const file = expect.getState().testPath ?? "";
  const m = file.startsWith(`${dir}/`) ? /^(-?\d+)\.test\.js$/.exec(file.slice(dir.length + 1)) : null;
  if (m === null) throw new Error(`seedgate: ${file || "this test file"} is not one of the batch's seed files in ${dir}`);
  process.env.SEEDGATE_SEED = m[1];
  return file;
}

const wrapper = batchSeed();
const seed = integerFrom("SEEDGATE_SEED");
const runsFile = process.env.SEEDGATE_JEST_RUNS || undefined;
const fixtureIn = process.env.SEEDGATE_FIXTURE_IN || undefined;
const evidence = process.env.SEEDGATE_FIXTURE_EVIDENCE || undefined;
if (fixtureIn !== undefined && evidence !== undefined) {
  for (const fc of projectFastChecks(process.env.SEEDGATE_TEST_FILE)) {
    const config = { ...fc.readConfigureGlobal(), ...replayConfig(fc, fixtureIn, evidence) };
    delete config.asyncReporter; // fast-check refuses two reporters
    fc.configureGlobal(config);
  }
} else if (seed !== undefined && runsFile !== undefined) {
  const numRuns = integerFrom("SEEDGATE_NUM_RUNS");
  const asserts = [];
  const instances = projectFastChecks(process.env.SEEDGATE_TEST_FILE);
  // The sealed inputs (fast-check-inputs.cjs): each instance's properties, printed at their first generate.
  const watches = instances.map(watchInputs);
  const inputs = { take: () => watches.map((w) => w.take()).find((t) => t !== undefined) };
  const configured = instances.map((fc) => {
    const reporter = seedReporter(fc, asserts, process.env.SEEDGATE_FIXTURE_OUT || undefined, inputs);
    const config = { ...fc.readConfigureGlobal(), seed, ...(numRuns === undefined ? {} : { numRuns }), reporter };
    delete config.asyncReporter; // fast-check refuses two reporters
    fc.configureGlobal(config);
    return { fc, config };
  });
  beforeEach(() => {
    asserts.length = 0;
  });
  afterEach(() => {
    // Production code calling fc.configureGlobal (numRuns: 0 included) replaces seedgate's seed and count.
    const globalKept = configured.length > 0 && configured.every(({ fc, config }) => fc.readConfigureGlobal() === config);
    // A batch's line names its seed's file: the same test name is every seed's.
    const line = { name: expect.getState().currentTestName, asserts: [...asserts], globalKept, seed, ...(wrapper === undefined ? {} : { file: wrapper }) };
    appendFileSync(runsFile, `${JSON.stringify(line)}\n`);
  });
}
