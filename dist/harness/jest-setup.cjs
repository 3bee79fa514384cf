// seedgate's jest setup file for the jest preset (fast-check through @fast-check/jest),
// loaded after the framework (setupFilesAfterEnv) in jest's worker, before the test
// file: every fc.assert of the run, test.prop's included, uses the seed seedgate
// picked (SEEDGATE_SEED; SEEDGATE_NUM_RUNS, when set, its number of runs). Its global
// reporter counts each fc.assert's runs, then fails as fast-check's default reporter
// would; after each test the count, and whether seedgate's global configuration is
// still the one in force, is a line in SEEDGATE_JEST_RUNS, which seedgate's reporter
// in jest's main process (jest-reporter.cjs) puts on the result channel. A fixture row
// sets SEEDGATE_FIXTURE_IN instead: the JSON array there is the only input of the
// test's fc.assert, and each fc.assert appends to SEEDGATE_FIXTURE_EVIDENCE whether it
// was. The same evidence as the fast-check preset's (fast-check-runs.mjs,
// fast-check-fixture.mjs), in CommonJS: jest loads this file through its own module
// registry, without ESM.
//
// Why fast-check is resolved by hand: this file lives in seedgate, so a bare
// require("fast-check") would configure seedgate's copy (or none). The instances that
// count are the test file's own and the one @fast-check/jest imports (usually one).
"use strict";
const { appendFileSync, readFileSync } = require("node:fs");
const { dirname } = require("node:path");

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

/** One fc.assert's run count as its run details say, then the failure fast-check's default reporter would throw. */
function countingReporter(fc, asserts) {
  const reporter = (out) => {
    const conf = out.runConfiguration ?? {};
    asserts.push({ runs: out.numRuns, configured: conf.numRuns ?? null, seed: out.seed, failed: out.failed === true, interrupted: out.interrupted === true });
    if (!out.failed) return;
    // fast-check 4: includeErrorInReport puts the error in the message; 3: errorWithCause attaches it.
    // As a cause, jest prints the test's own frame, which the row's location comes from.
    const withCause = "includeErrorInReport" in conf ? conf.includeErrorInReport !== true : conf.errorWithCause === true;
    const message = fc.defaultReportMessage(out);
    const error = withCause ? new Error(message, { cause: out.errorInstance }) : new Error(message);
    Error.captureStackTrace?.(error, reporter);
    throw error;
  };
  return reporter;
}

/**
 * A fixture's replay (fast-check-fixture.mjs's replayConfig): `examples` run first and
 * count against numRuns, so numRuns 1 runs the fixture only; on fast-check >= 4.10 a
 * global plugin also stops the extra runs of an fc.assert that sets its own numRuns.
 */
function replayConfig(fc, input, evidencePath) {
  const examples = [input];
  if (typeof fc.installGlobalPlugin === "function") {
    fc.installGlobalPlugin(() => {
      let runs = 0;
      return { decorateRun: (run) => (value) => (++runs === 1 ? run(value) : new fc.PreconditionFailure(true)) };
    });
  }
  let asserts = 0;
  const fail = countingReporter(fc, []);
  const reporter = (out) => {
    const row = { assert: ++asserts, fixture: out.runConfiguration?.examples === examples, failed: out.failed === true };
    appendFileSync(evidencePath, `${JSON.stringify({ ...row, runs: out.numRuns, skips: out.numSkips, path: out.counterexamplePath ?? null })}\n`);
    fail(out);
  };
  return { examples, numRuns: 1, endOnFailure: true, reporter };
}

const seed = integerFrom("SEEDGATE_SEED");
const runsFile = process.env.SEEDGATE_JEST_RUNS || undefined;
const fixtureIn = process.env.SEEDGATE_FIXTURE_IN || undefined;
const evidence = process.env.SEEDGATE_FIXTURE_EVIDENCE || undefined;
if (fixtureIn !== undefined && evidence !== undefined) {
  const input = JSON.parse(readFileSync(fixtureIn, "utf8"));
  if (!Array.isArray(input)) throw new Error(`seedgate: ${fixtureIn} is not a JSON array of the property's arguments`);
  for (const fc of projectFastChecks(process.env.SEEDGATE_TEST_FILE)) {
    const config = { ...fc.readConfigureGlobal(), ...replayConfig(fc, input, evidence) };
    delete config.asyncReporter; // fast-check refuses two reporters
    fc.configureGlobal(config);
  }
} else if (seed !== undefined && runsFile !== undefined) {
  const numRuns = integerFrom("SEEDGATE_NUM_RUNS");
  const asserts = [];
  const configured = projectFastChecks(process.env.SEEDGATE_TEST_FILE).map((fc) => {
    const config = { ...fc.readConfigureGlobal(), seed, ...(numRuns === undefined ? {} : { numRuns }), reporter: countingReporter(fc, asserts) };
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
    const line = { name: expect.getState().currentTestName, asserts: [...asserts], globalKept, seed };
    appendFileSync(runsFile, `${JSON.stringify(line)}\n`);
  });
}
