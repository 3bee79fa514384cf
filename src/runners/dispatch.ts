// Which runner runs a row: the first matching config rule, else the hypothesis preset
// for `path/test_x.py::test_name` selectors. Anything seedgate cannot run is an
// error row, never a skip.
import picomatch from "picomatch";
import type { Config, RunnerRule } from "../core/inputs/config.js";
import type { PlanRow } from "../core/plan/lane-plan.js";
import type { Property } from "../core/inputs/model.js";
import type { Exec } from "../ports/local.js";
import { runCommand } from "./command/command.js";
import { runHypothesis } from "./hypothesis/hypothesis.js";
import { runHypothesisBatch } from "./hypothesis/batch.js";
import { runHypothesisForks } from "./hypothesis/fork-server.js";
import { runHypothesisFixture } from "./hypothesis/fixture.js";
import { runHypothesisFixtures } from "./hypothesis/fixture-batch.js";
import { runFastCheck } from "./fast-check/fast-check.js";
import { runFastCheckFixture } from "./fast-check/fixture.js";
import { SHARED_NODE, type NodeIsolation } from "./fast-check/isolation.js";
import type { RunOutcome } from "./outcome.js";
import { runSealedNode } from "./sealed/node.js";
import { runSealedPython } from "./sealed/python.js";
import { preflight } from "./preflight.js";
import { pythonInterpreter } from "../core/inputs/interpreter.js";
import { forkServerOf, isolationOf } from "../core/inputs/isolation.js";
import { oraclePython, venvSites } from "./interpreter.js";
import { SHARED, type IsolationPlan } from "./subject.js";

export interface RowContext {
  readonly root: string;
  readonly config: Config;
  readonly exec: Exec;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Is `path` sealed (so a conftest.py there was restored from base)? */
  readonly isSealed: (path: string) => boolean;
  /**
   * The sealed copy of the base commit's oracle (a lane): Python presets collect and
   * import the test, its folder and fixtures from here, with `importRoots` (production
   * code) after the standard library. Absent (a hunt on its own tree): `root` is both.
   */
  readonly oracle?: string;
  readonly importRoots?: readonly string[];
  /** A hunt's tree stands for this checkout: editable installs pointing into it import the tree (seedgate_mirror.py). */
  readonly checkout?: string;
}

/** Where a Python preset finds the test and what it may import, whether the conftest beside it is base bytes, and where production code runs. */
function pythonPlace(ctx: RowContext, selector: string) {
  return { ...pythonFiles(ctx, selector), isolation: isolationPlan(ctx, ruleFor(ctx.config, selector)) };
}

function pythonFiles(ctx: RowContext, selector: string) {
  const dir = selector.split("::")[0]!.replace(/[^/]*$/, "");
  const mirror = ctx.checkout === undefined ? {} : { mirror: { checkout: ctx.checkout, tree: ctx.root } };
  const layout = { ...(ctx.oracle === undefined ? {} : { oracle: ctx.oracle }), roots: ctx.importRoots ?? [ctx.root], ...mirror };
  // The copy holds only base bytes, so its conftest.py is the base commit's.
  return { root: ctx.oracle ?? ctx.root, layout, sealedConftest: ctx.oracle !== undefined || ctx.isSealed(`${dir}conftest.py`) };
}

// Compiled once per glob: ruleFor runs for every row, and a lane may have thousands.
const matchers = new Map<string, (path: string) => boolean>();
const matcherOf = (glob: string): ((path: string) => boolean) => {
  let m = matchers.get(glob);
  if (m === undefined) matchers.set(glob, (m = picomatch(glob, { dot: true })));
  return m;
};

export function ruleFor(config: Config, selector: string): RunnerRule | undefined {
  const file = selector.split("::")[0]!;
  const rule = config.runners.rules.find((r) => r.match === undefined || matcherOf(r.match)(file));
  if (rule) return rule;
  if (/\.py::[A-Za-z_]\w*$/.test(selector)) return { preset: "hypothesis" };
  if (/\.(test|spec)\.[cm]?[jt]sx?::./.test(selector)) return { preset: "fast-check" };
  if (/(^|\/)properties\.mjs$/.test(selector)) return { preset: "sealed-node" };
  return /(^|\/)properties\.py$/.test(selector) ? { preset: "sealed-python" } : undefined;
}

export const errorOutcome = (detail: string): RunOutcome => ({ outcome: "error", exitCode: null, durationMs: 0, tail: "", detail, location: undefined });

export async function runRow(ctx: RowContext, property: Property, row: PlanRow): Promise<RunOutcome> {
  const rule = ruleFor(ctx.config, property.selector);
  const timeoutMs = (rule?.timeout ?? ctx.config.runners.timeout) * 1000;
  const broken = await preflight(ctx, rule?.preset, framework(ctx, rule), property.selector);
  if (broken !== undefined) return errorOutcome(broken);
  if (rule?.preset === "command") return runCommand(ctx.exec, { root: ctx.root, rule, property, row, timeoutMs, env: ctx.env, python: python(ctx) });
  if (rule?.preset === "hypothesis" && row.kind === "seed") {
    return runHypothesis(ctx.exec, {
      ...pythonPlace(ctx, property.selector),
      selector: property.selector,
      seed: Number(row.key),
      python: python(ctx),
      timeoutMs,
      baseEnv: ctx.env,
      ...(property.maxExamples === undefined ? {} : { maxExamples: property.maxExamples }),
    });
  }
  if (rule?.preset === "hypothesis" && row.kind === "fixture") {
    return runHypothesisFixture(ctx.exec, {
      ...pythonPlace(ctx, property.selector),
      selector: property.selector,
      fixture: row.key,
      python: python(ctx),
      timeoutMs,
      baseEnv: ctx.env,
    });
  }
  if (rule?.preset === "sealed-python" && row.kind === "case") {
    const { root, layout, isolation } = pythonPlace(ctx, property.selector);
    return runSealedPython(ctx.exec, {
      root,
      layout,
      isolation,
      oracleDir: property.selector.replace(/\/?properties\.py$/, ""),
      caseId: row.key,
      python: python(ctx),
      timeoutMs,
      baseEnv: ctx.env,
    });
  }
  if (rule?.preset === "fast-check" && row.kind === "seed") {
    const isolation = nodeIsolation(ctx, rule);
    return runFastCheck(ctx.exec, { root: ctx.root, selector: property.selector, seed: Number(row.key), timeoutMs, baseEnv: ctx.env, isolation });
  }
  if (rule?.preset === "fast-check" && row.kind === "fixture") {
    const isolation = nodeIsolation(ctx, rule);
    return runFastCheckFixture(ctx.exec, { root: ctx.root, selector: property.selector, fixture: row.key, timeoutMs, baseEnv: ctx.env, isolation });
  }
  if (rule?.preset === "sealed-node" && row.kind === "case") {
    return runSealedNode(ctx.exec, {
      root: ctx.root,
      oracleDir: property.selector.replace(/\/?properties\.mjs$/, ""),
      caseId: row.key,
      timeoutMs,
      baseEnv: ctx.env,
      isolation: nodeIsolation(ctx, rule),
    });
  }
  const what = rule === undefined ? `no runner for selector ${property.selector}` : `the ${rule.preset} preset cannot run a ${row.kind} row here`;
  return errorOutcome(`${what}: add a runners.rules entry (preset: command with {fixture}/{case}) for it`);
}

/**
 * Seed rows that may share a batch share a key, the property: a `batch: true` hypothesis
 * rule's (one process), or the fork server's (one zygote pair, a fork per seed).
 */
export function batchKey(ctx: RowContext, property: Property, row: PlanRow): string | undefined {
  const rule = ruleFor(ctx.config, property.selector);
  if (rule?.preset !== "hypothesis" || row.kind !== "seed") return undefined;
  return rule.batch === true || forked(ctx, rule) ? property.id : undefined;
}

/** The fork server runs a rule's seeds: under isolation: process (a lane), where the platform can fork, unless turned off. */
const forked = (ctx: RowContext, rule: RunnerRule | undefined): boolean =>
  process.platform !== "win32" && forkServerOf(ctx.config, rule) && ctx.oracle !== undefined && isolationOf(ctx.config, rule) === "process";

/** First runs of seed rows of one property (rows that share a batchKey), one outcome per row in order: a batch or the fork server. */
export async function runBatch(
  ctx: RowContext,
  property: Property,
  rows: readonly PlanRow[],
  opts: { readonly seedStorage?: string } = {},
): Promise<RunOutcome[]> {
  const rule = ruleFor(ctx.config, property.selector);
  const timeoutMs = (rule?.timeout ?? ctx.config.runners.timeout) * 1000;
  const broken = await preflight(ctx, rule?.preset, framework(ctx, rule), property.selector);
  if (broken !== undefined) return rows.map(() => errorOutcome(broken));
  const seeds = rows.map((r) => Number(r.key));
  const batch = {
    ...pythonPlace(ctx, property.selector),
    selector: property.selector,
    seeds,
    python: python(ctx),
    timeoutMs,
    baseEnv: ctx.env,
    ...(property.maxExamples === undefined ? {} : { maxExamples: property.maxExamples }),
    ...opts,
  };
  return forked(ctx, rule) ? runHypothesisForks(ctx.exec, batch) : runHypothesisBatch(ctx.exec, batch);
}

/** Fixture rows runFixtureBatch can take many to a process share a key: the property. */
export function fixtureBatchKey(ctx: RowContext, property: Property, row: PlanRow): string | undefined {
  return ruleFor(ctx.config, property.selector)?.preset === "hypothesis" && process.platform !== "win32" && row.kind === "fixture" ? property.id : undefined;
}

/**
 * Fixture rows of one hypothesis property in one harness process, a fork per fixture
 * (same verdict as a process per fixture); `undefined` where the rule has no such mode
 * (other presets, or no fork on this platform): run those rows one by one.
 */
export async function runFixtureBatch(ctx: RowContext, property: Property, rows: readonly PlanRow[]): Promise<RunOutcome[] | undefined> {
  const rule = ruleFor(ctx.config, property.selector);
  if (rule === undefined || rows.some((r) => fixtureBatchKey(ctx, property, r) === undefined)) return undefined;
  const timeoutMs = (rule.timeout ?? ctx.config.runners.timeout) * 1000;
  const broken = await preflight(ctx, rule.preset, framework(ctx, rule), property.selector);
  if (broken !== undefined) return rows.map(() => errorOutcome(broken));
  const fixtures = rows.map((r) => r.key);
  return runHypothesisFixtures(ctx.exec, {
    ...pythonPlace(ctx, property.selector),
    selector: property.selector,
    fixtures,
    python: python(ctx),
    timeoutMs,
    baseEnv: ctx.env,
  });
}

/** The interpreter of rows run shared, and of a subject; a hunt's tree has no environment of its own: a relative runners.python is the checkout's. */
const python = (ctx: RowContext): string => pythonInterpreter(ctx.config, ctx.env, ctx.checkout ?? ctx.root);

/** fast-check under `isolation: process` (a lane only, as for Python): sealed files run in the oracle, the rest of the workspace in the subject. */
function nodeIsolation(ctx: RowContext, rule: RunnerRule | undefined): NodeIsolation {
  if (ctx.oracle === undefined || isolationOf(ctx.config, rule) === "shared") return SHARED_NODE;
  return { kind: "process", oracleFiles: ctx.config.sealed.map((glob) => picomatch.makeRe(glob, { dot: true }).source) };
}

/** The interpreter the preflight asks: the one that runs pytest and Hypothesis. */
const framework = (ctx: RowContext, rule: RunnerRule | undefined): string => {
  const plan = isolationPlan(ctx, rule);
  return plan.kind === "process" ? plan.oraclePython : python(ctx);
};

/**
 * A hunt (no sealed copy) runs shared: its test and production code share one tree, so
 * no import tells them apart, and it only proposes seeds a human locks; lanes decide.
 */
function isolationPlan(ctx: RowContext, rule: RunnerRule | undefined): IsolationPlan {
  if (ctx.oracle === undefined || isolationOf(ctx.config, rule) === "shared") return SHARED;
  const subjectPython = python(ctx);
  const workspaces = [ctx.root, ...(ctx.checkout === undefined ? [] : [ctx.checkout])];
  return { kind: "process", oraclePython: oraclePython(subjectPython, workspaces, ctx.env), subjectPython, sites: venvSites(subjectPython) };
}
