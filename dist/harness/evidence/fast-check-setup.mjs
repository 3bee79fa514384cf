// seedgate's fast-check setup file for vitest: every fc.assert / fc.check in the run
// uses the seed seedgate picked, read from SEEDGATE_SEED (and, when set, the number
// of runs from SEEDGATE_NUM_RUNS). Two more variables turn on fixtures
// (fast-check-fixture.mjs, beside this file, does the work):
//
//   SEEDGATE_FIXTURE_OUT=path   capture: a global reporter writes the shrunk
//       counterexample of the first failed fc.assert (the tuple of the property's
//       arguments) to `path` as compact JSON bytes, in the typed form
//       (fast-check-typed.cjs) when JSON cannot carry it exactly (undefined, BigInt,
//       NaN, -0, Map, Set, Date, typed arrays), and its error class to `path.failure`;
//       or, when no form stores it faithfully (a class instance, a function, ...) or
//       the failing fc.assert is not the test's first, one line saying why to
//       `path.reason`. The test still fails exactly as fast-check's default reporter
//       would make it fail.
//   SEEDGATE_FIXTURE_IN=path    replay: the arguments in `path` are the only input
//       of the test's fc.assert (`examples: [it]`, `numRuns: 1`, `endOnFailure`; on
//       fast-check >= 4.10 a global plugin also stops the extra runs of an fc.assert
//       that sets its own numRuns). With SEEDGATE_FIXTURE_EVIDENCE=file, each
//       fc.assert appends a line to `file` saying whether the fixture was its only
//       input: the preset's evidence that the fixture ran at all.
//
// A seed row (neither variable) gets a counting reporter (fast-check-runs.mjs): how
// many runs each fc.assert executed, the preset's evidence that the property ran.
//
// All go through a global reporter, so an fc.assert with a `reporter` of its own, an
// fc.check, or a test that calls fc.configureGlobal itself records nothing.
//
// The fast-check preset injects this file itself, through a vitest config that
// seedgate writes for each run. To get the same seed behaviour in your own runs,
// reference it from your vitest config, e.g.
//
//   // vitest.config.ts
//   export default defineConfig({ test: { setupFiles: ["<seedgate>/dist/harness/evidence/fast-check-setup.mjs"] } });
//
// and run `SEEDGATE_SEED=1234 npx vitest run path/x.test.ts -t "test name"` (or
// `SEEDGATE_FIXTURE_IN=oracles/p/3.json npx vitest run ...` to replay a fixture), or
// use `--config <seedgate>/dist/harness/evidence/vitest.seed.config.mjs` (beside this file),
// which loads it without the project's config.
// Without any of these variables the file does nothing.
//
// Why fast-check is resolved by hand: this file lives in seedgate's dist/, not in the
// project, so a bare `import "fast-check"` would find seedgate's copy (or none) and
// configure a different module instance than the one the project's tests import.
// We resolve the project's ESM entry (the one vitest loads for `import fc from
// "fast-check"`) from the test file's directory (SEEDGATE_TEST_FILE, set by the
// preset; so a workspace package with its own copy gets that copy), else from the
// project root.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { captureReporter, replayConfig } from "./fast-check-fixture.mjs";
import { countingReporter, countRuns, recordRuns } from "./fast-check-runs.mjs";
import { watchInputs } from "./fast-check-inputs.mjs";

const HARNESS = dirname(dirname(fileURLToPath(import.meta.url))); // seedgate's four rooms

/** The `import` entry of a package.json `exports`, or `module` / `main`. */
function esmEntry(meta) {
  const dot = typeof meta.exports === "object" && meta.exports !== null && "." in meta.exports ? meta.exports["."] : meta.exports;
  let target = typeof dot === "object" && dot !== null ? (dot.import ?? dot.node ?? dot.default) : dot;
  while (typeof target === "object" && target !== null) target = target.node ?? target.default;
  return typeof target === "string" ? target : (meta.module ?? meta.main ?? "index.js");
}

/** `from` is a file path: resolution starts in its directory, as Node's does for an import there. */
async function projectFastCheck(from) {
  const metaPath = createRequire(from).resolve("fast-check/package.json");
  const meta = JSON.parse(readFileSync(metaPath, "utf8"));
  const mod = await import(pathToFileURL(join(dirname(metaPath), esmEntry(meta))).href);
  return mod.configureGlobal ? mod : mod.default;
}

function integerFrom(name) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return undefined;
  const n = Number(raw);
  // A seed fast-check would silently truncate or ignore must fail loudly instead.
  if (!Number.isSafeInteger(n)) throw new Error(`seedgate: ${name}=${raw} is not an integer`);
  return n;
}

/**
 * A batch of seeds (src/runners/fast-check/batch.ts) runs one wrapper file per seed,
 * `<SEEDGATE_SEEDS_DIR>/<seed>.test.mjs`: the seed is the name of the file vitest is
 * about to run (setup files run once per test file, before it). It also becomes this
 * worker's SEEDGATE_SEED, as one run per seed would have it for production code.
 */
function takeBatchSeed() {
  const dir = process.env.SEEDGATE_SEEDS_DIR;
  if (dir === undefined || dir === "") return false;
  const file = globalThis.expect?.getState().testPath ?? "";
  const m = file.startsWith(`${dir}/`) ? /^(-?\d+)\.test\.mjs$/.exec(file.slice(dir.length + 1)) : null;
  if (m === null) throw new Error(`seedgate: ${file || "this test file"} is not one of the batch's seed files in ${dir}`);
  process.env.SEEDGATE_SEED = m[1];
  return true;
}

/**
 * A batch under `isolation: process` runs its seeds one after another in one worker (fast-check/batch.ts): each
 * seed's file starts from a fresh module registry, as vitest resets it between the files of an isolated worker
 * (the test file and the production proxies evaluate anew; vitest's own modules and seedgate's harness are kept;
 * packages Node loaded, fast-check among them, are the worker's). In a fresh worker there is nothing to reset.
 */
function freshModules() {
  const modules = globalThis.__vitest_worker__?.evaluatedModules?.idToModuleMap;
  if (modules === undefined)
    throw new Error("seedgate: vitest's module registry was not found (a vitest seedgate does not know): run the property with batch: false");
  for (const [id, node] of modules) {
    if (/\/vitest\/dist\/|\/@vitest\/|vitest-virtual-/.test(id) || id.startsWith(`${HARNESS}/`)) continue;
    node.promise = undefined;
    node.exports = undefined;
    node.evaluated = false;
    node.importers?.clear();
  }
}

/** fast-check's global configuration as this worker's first seed found it: each seed starts from it, as in a process of its own. */
function pristine(fc) {
  const first = (globalThis[Symbol.for("seedgate.fast-check.pristine")] ??= new WeakMap());
  if (!first.has(fc)) first.set(fc, fc.readConfigureGlobal());
  return first.get(fc);
}

/** A batch's worker watches its fast-check once (a watch per seed would wrap the last), from a clean note. */
function oneWatch(fc) {
  const watches = (globalThis[Symbol.for("seedgate.fast-check.watch")] ??= new WeakMap());
  if (!watches.has(fc)) watches.set(fc, watchInputs(fc));
  watches.get(fc).take();
  return watches.get(fc);
}

const batched = takeBatchSeed();
if (batched) freshModules();
const seed = integerFrom("SEEDGATE_SEED");
// fast-check folds seeds with `seed | 0`: outside 32 bits two seeds would run as one.
if (seed !== undefined && (seed < -(2 ** 31) || seed >= 2 ** 31)) throw new Error(`seedgate: SEEDGATE_SEED=${seed} is not a 32-bit integer`);
const fixtureIn = process.env.SEEDGATE_FIXTURE_IN || undefined;
const fixtureOut = process.env.SEEDGATE_FIXTURE_OUT || undefined;
if (seed !== undefined || fixtureIn !== undefined || fixtureOut !== undefined) {
  const fc = await projectFastCheck(process.env.SEEDGATE_TEST_FILE || join(process.env.SEEDGATE_ROOT || process.cwd(), "package.json"));
  const numRuns = integerFrom("SEEDGATE_NUM_RUNS");
  const config = {
    ...(batched ? pristine(fc) : fc.readConfigureGlobal()),
    ...(seed === undefined ? {} : { seed }),
    ...(numRuns === undefined ? {} : { numRuns }),
  };
  // A replay wins over a capture: a replayed fixture is not recorded again. A global
  // asyncReporter would sit beside seedgate's reporter, which fast-check refuses.
  delete config.asyncReporter;
  const asserts = [];
  if (fixtureIn !== undefined) Object.assign(config, replayConfig(fc, fixtureIn, process.env.SEEDGATE_FIXTURE_EVIDENCE || undefined));
  else {
    // A seed row, captured or not: the run count is its evidence, with each fc.assert's
    // arbitraries as printed before its first example (the sealed inputs, fast-check-inputs.mjs).
    const inputs = batched ? oneWatch(fc) : watchInputs(fc);
    config.reporter = fixtureOut === undefined ? countingReporter(fc, asserts, inputs) : captureReporter(fc, fixtureOut, countRuns(asserts, inputs));
  }
  fc.configureGlobal(config);
  if (fixtureIn === undefined) recordRuns(fc, config, asserts);
}
// isolation: process (fast-check-oracle.mjs): what the subject could not serve, for
// seedgate's reporter in the main process; the row is then an error, whatever the test did.
if (globalThis.afterEach !== undefined && /"isolation":"process"/.test(process.env.SEEDGATE_BOOT ?? "")) {
  const events = (globalThis[Symbol.for("seedgate.isolation.events")] ??= []);
  events.length = 0; // a batch's worker: the last seed's refusals were its own
  try {
    // A batch's next seed asks its subject for fresh production modules, or starts a new subject (fast-check-oracle.mjs).
    (await import("../boundary/fast-check-oracle.mjs")).warmSubject(batched);
  } catch {
    // recorded as an isolation event: the first proxy says so again
  }
  const boot = JSON.parse(process.env.SEEDGATE_BOOT);
  // A production file loaded by require() (createRequire in the sealed test) would run here, past vite: refused.
  if (boot.root !== undefined) (await import("../boundary/node-require.mjs")).refuseProductionRequire(boot.root, HARNESS, boot.oracleFiles);
  globalThis.afterEach((context) => {
    context.task.meta.seedgateIsolation = [...events];
  });
}
