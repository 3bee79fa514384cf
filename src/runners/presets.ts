// The runner presets, one entry each (issue 29): the selectors a preset claims when no
// rule names one, how it runs each row kind, what may share a process, and what it
// checks before any row. dispatch.ts looks rows up here and nothing else knows the
// list: the config schema's `preset` enum and the docs' list are checked against these
// keys (test/runners/presets.test.ts). The entry order is the order claims are tried.
import type { Property } from "../core/inputs/model.js";
import { shellQuote } from "../core/judge/reproduce.js";
import { runCommand } from "./command/command.js";
import { runFastCheckSeeds } from "./fast-check/batch.js";
import { runJestSeeds } from "./jest/batch.js";
import { namePattern, parseSelector, runFastCheck } from "./fast-check/fast-check.js";
import { runFastCheckFixture } from "./fast-check/fixture.js";
import { runHypothesisBatch } from "./hypothesis/batch.js";
import { runHypothesisFixtures } from "./hypothesis/fixture-batch.js";
import { runHypothesisFixture } from "./hypothesis/fixture.js";
import { runHypothesisForks } from "./hypothesis/fork-server.js";
import { runHypothesis } from "./hypothesis/hypothesis.js";
import { jestPlace, jestPreset } from "./jest/jest.js";
import { forked, framework, frameworkIsOracle, nodeIsolation, python, pythonPlace } from "./place.js";
import { fastCheckPreflight, pythonPreflight } from "./preflight.js";
import type { Preset, PresetRow, PresetRows } from "./preset.js";
import type { PythonLayout } from "./python.js";
import { runSealedNode } from "./sealed/node.js";
import { runSealedPython } from "./sealed/python.js";

/** What every hypothesis process of a property gets: where the test is, the Python, the timeout and the environment. */
const hypothesisPlace = ({ ctx, rule, property, timeoutMs }: Omit<PresetRow, "row">) => ({
  ...shaped(pythonPlace(ctx, rule, property.selector), property),
  selector: property.selector,
  python: python(ctx),
  timeoutMs,
  baseEnv: ctx.env,
});

/** The oracle lets a handle answer, against a test value, only what the property's hunt recorded (journal `shapes`; absent: nothing). */
const shaped = <P extends { readonly layout: PythonLayout }>(place: P, property: Property): P =>
  property.shapes === undefined ? place : { ...place, layout: { ...place.layout, shapes: property.shapes } };

/** A property's own max_examples, when its manifest sets one. */
const examples = (property: Property) => ({
  ...(property.maxExamples === undefined ? {} : { maxExamples: property.maxExamples }),
  ...(property.sealedInputs === undefined ? {} : { sealedInputs: property.sealedInputs }),
});

/** Python presets need pytest and Hypothesis in the interpreter that decides their rows. */
const pythonReady: Preset["preflight"] = (ctx, rule) => pythonPreflight(ctx, framework(ctx, rule), frameworkIsOracle(ctx, rule));

const hypothesis: Preset = {
  claims: /\.py::[A-Za-z_]\w*$/,
  sealedCopy: "test-folder",
  subject: true,
  sealedInputs: true,
  environment: "python",
  capture: "observed",
  huntTogether: true,
  reproduce: (selector, seed, python) => `${python} -m pytest ${shellQuote(selector)} --hypothesis-seed=${seed} -p no:cacheprovider`,
  preflight: pythonReady,
  rows: {
    seed: (run) => runHypothesis(run.ctx, { ...hypothesisPlace(run), seed: Number(run.row.key), ...examples(run.property) }),
    fixture: (run) => runHypothesisFixture(run.ctx, { ...hypothesisPlace(run), fixture: run.row.key }),
  },
  // A `batch: true` rule's seeds share one process; the fork server's seeds and fixtures share one zygote pair.
  seeds: {
    key: (ctx, rule, property, row) => (forked(ctx, rule) || (row.kind === "seed" && rule.batch === true) ? property.id : undefined),
    run: (run: PresetRows) => {
      const place = { ...hypothesisPlace(run), ...examples(run.property), ...batchOptions(run) };
      if (!forked(run.ctx, run.rule)) return runHypothesisBatch(run.ctx, { ...place, seeds: run.rows.map((r) => Number(r.key)) });
      const rows = run.rows.map((r) => (r.kind === "seed" ? { seed: Number(r.key) } : { fixture: r.key }));
      return runHypothesisForks(run.ctx, { ...place, rows, width: run.width ?? 1, ...(run.ready ? { ready: run.ready } : {}) });
    },
    // The fork server runs a fork per core from one zygote pair: one pair per property, not one per core.
    fans: forked,
    // Its zygotes import the framework on one core first; the fork server says when its rows start.
    boots: forked,
  },
  // One harness process, a fork per fixture: nowhere without fork.
  fixtures: {
    key: (_ctx, _rule, property, row) => (row.kind === "fixture" && process.platform !== "win32" ? property.id : undefined),
    run: (run) => runHypothesisFixtures(run.ctx, { ...hypothesisPlace(run), fixtures: run.rows.map((r) => r.key) }),
  },
};

/**
 * vitest on the one test, -t the preset's own anchored pattern, with the project's own
 * config, as its maintainer runs it. The seed reaches fast-check only through a setup
 * file, which vitest takes only from a config, and seedgate's config has no path in the
 * maintainer's checkout (seedgate may be an action there, not a package): so the seed
 * goes where fast-check itself replays one, the property's own parameters.
 */
function vitestLine(selector: string, seed: string): string | null {
  const test = parseSelector(selector);
  if (test === undefined) return null;
  return [
    `# first give the property the seed: fc.assert(property, { seed: ${seed} }) (or test.prop(arbitraries, { seed: ${seed} }))`,
    `npx vitest run ${shellQuote(test.file)} -t ${shellQuote(namePattern(test.name))}`,
  ].join("\n");
}

/** A hunt's storage for the batch, and the engine's progress callback. */
const batchOptions = (run: PresetRows) => ({
  ...(run.seedStorage === undefined ? {} : { seedStorage: run.seedStorage }),
  ...(run.ended === undefined ? {} : { ended: run.ended }),
});

/** What every vitest run of a fast-check property gets: the tree, the test, the timeout, the environment and where production code runs. */
const fastCheckPlace = ({ ctx, rule, property, timeoutMs }: Omit<PresetRow, "row">) => ({
  root: ctx.root,
  selector: property.selector,
  timeoutMs,
  baseEnv: ctx.env,
  isolation: nodeIsolation(ctx, rule, property),
});

/** The arbitraries the hunt recorded (journal `sealed_inputs`): a seed's pass must print the same. */
const arbitraries = (property: Property) => (property.sealedInputs === undefined ? {} : { sealedInputs: property.sealedInputs });

/** A lane's fast-check seeds share a vitest run unless the rule says `batch: false`; a hunt (no sealed copy) captures per seed. */
const fastCheckBatched = (ctx: PresetRow["ctx"], rule: PresetRow["rule"]) => ctx.oracle !== undefined && rule.batch !== false;

const fastCheck: Preset = {
  claims: /\.(test|spec)\.[cm]?[jt]sx?::./,
  testRunner: "vitest",
  oracleFile: (selector) => selector.split("::")[0]!,
  framework: { name: "fast-check", packages: ["fast-check", "vitest", "@vitest/*"] },
  subject: true,
  sealedInputs: true,
  environment: "node",
  capture: "counterexample",
  reproduce: (selector, seed) => vitestLine(selector, seed),
  // The project's vitest and fast-check, so no row starts without them.
  preflight: (ctx, _rule, selector) => Promise.resolve(fastCheckPreflight(ctx.disk, ctx.root, selector)),
  rows: {
    seed: (run) => runFastCheck(run.ctx, { ...fastCheckPlace(run), ...arbitraries(run.property), seed: Number(run.row.key) }),
    fixture: (run) => runFastCheckFixture(run.ctx, { ...fastCheckPlace(run), fixture: run.row.key }),
  },
  // A lane's seeds of a property: one vitest run, fresh modules per seed (fast-check/batch.ts);
  // `batch: false` runs one vitest per seed. A hunt (no sealed copy) captures per seed.
  seeds: {
    key: (ctx, rule, property, row) => (row.kind === "seed" && fastCheckBatched(ctx, rule) ? property.id : undefined),
    run: (run) =>
      runFastCheckSeeds(run.ctx, {
        ...fastCheckPlace(run),
        ...arbitraries(run.property),
        seeds: run.rows.map((r) => Number(r.key)),
        width: run.width ?? 1,
        ...(run.ended ? { ended: run.ended } : {}),
      }),
    // One vitest run per property, a worker per core: one vitest start-up, not one per core.
    fans: (ctx, rule) => fastCheckBatched(ctx, rule),
  },
};

const sealedPython: Preset = {
  claims: /(^|\/)properties\.py$/,
  sealedCopy: "test-folder",
  subject: true,
  preflight: pythonReady,
  rows: {
    case: ({ ctx, rule, property, row, timeoutMs }) => {
      const { root, layout, isolation } = pythonPlace(ctx, rule, property.selector);
      const oracleDir = property.selector.replace(/\/?properties\.py$/, "");
      return runSealedPython(ctx, { root, layout, isolation, oracleDir, caseId: row.key, python: python(ctx), timeoutMs, baseEnv: ctx.env });
    },
  },
};

const sealedNode: Preset = {
  oracleFile: (selector) => selector,
  claims: /(^|\/)properties\.mjs$/,
  subject: true,
  rows: {
    case: ({ ctx, rule, property, row, timeoutMs }) =>
      runSealedNode(ctx, {
        root: ctx.root,
        oracleDir: property.selector.replace(/\/?properties\.mjs$/, ""),
        caseId: row.key,
        timeoutMs,
        baseEnv: ctx.env,
        isolation: nodeIsolation(ctx, rule),
      }),
  },
};

/** The user's template argv, judged by its exit code: any row kind, only through a rule. */
const commandRow = ({ ctx, rule, property, row, timeoutMs }: PresetRow) =>
  runCommand(ctx.exec, { root: ctx.root, rule, property, row, timeoutMs, env: ctx.env, python: python(ctx) });

const command: Preset = { capture: "fixture-out", rows: { seed: commandRow, fixture: commandRow, case: commandRow } };

/** A lane's jest seeds of a property share a jest run (a fresh module registry and context per seed: jest/batch.ts) unless the rule says `batch: false`. */
const jestSeeds: NonNullable<Preset["seeds"]> = {
  key: (ctx, rule, property, row) => (row.kind === "seed" && fastCheckBatched(ctx, rule) ? property.id : undefined),
  run: ({ ctx, rule, property, rows, timeoutMs, width, ended }) =>
    runJestSeeds(ctx, {
      ...jestPlace(ctx, rule, property, timeoutMs),
      ...arbitraries(property),
      seeds: rows.map((r) => Number(r.key)),
      width: width ?? 1,
      ...(ended ? { ended } : {}),
    }),
  fans: (ctx, rule) => fastCheckBatched(ctx, rule),
};

export const PRESETS = {
  hypothesis,
  "fast-check": fastCheck,
  "sealed-python": sealedPython,
  "sealed-node": sealedNode,
  command,
  jest: { ...jestPreset, seeds: jestSeeds },
} as const satisfies Readonly<Record<string, Preset>>;

export type PresetName = keyof typeof PRESETS;

/** The entry of a preset name, or undefined for a name no entry has (the schema refuses those first). */
export const presetOf = (name: string): Preset | undefined => (Object.hasOwn(PRESETS, name) ? PRESETS[name as PresetName] : undefined);
