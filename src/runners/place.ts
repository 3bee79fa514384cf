// Where a row's processes run and with what, as the presets need it: the Python that
// runs a row, the oracle/subject split of `isolation: process`, and where a Python
// preset finds the test. Shared by the table's entries (presets.ts), so no preset
// borrows another's runner to learn it.
import picomatch from "picomatch";
import type { RunnerRule } from "../core/inputs/config.js";
import type { Property } from "../core/inputs/model.js";
import { pythonInterpreter } from "../core/inputs/interpreter.js";
import { forkServerOf, isolationOf } from "../core/inputs/isolation.js";
import { SHARED_NODE, type NodeIsolation } from "./fast-check/isolation.js";
import { oraclePython, venvSites } from "./interpreter.js";
import type { RowContext } from "./preset.js";
import { tsPaths } from "./ts-paths.js";
import { SHARED, type IsolationPlan } from "./subject.js";

/** The interpreter of rows run shared, and of a subject; a hunt's tree has no environment of its own: a relative runners.python is the checkout's. */
export const python = (ctx: RowContext): string => pythonInterpreter(ctx.config, ctx.env, ctx.checkout ?? ctx.root);

/** Where a Python preset finds the test and what it may import, whether the conftest beside it is base bytes, and where production code runs. */
export function pythonPlace(ctx: RowContext, rule: RunnerRule, selector: string) {
  return { ...pythonFiles(ctx, selector), isolation: isolationPlan(ctx, rule) };
}

function pythonFiles(ctx: RowContext, selector: string) {
  const dir = selector.split("::")[0]!.replace(/[^/]*$/, "");
  const mirror = ctx.checkout === undefined ? {} : { mirror: { checkout: ctx.checkout, tree: ctx.root } };
  const names = ctx.productionNames === undefined ? {} : { names: ctx.productionNames };
  const packages = ctx.sealedPackages === undefined ? {} : { packages: ctx.sealedPackages };
  const layout = { ...(ctx.oracle === undefined ? {} : { oracle: ctx.oracle }), roots: ctx.importRoots ?? [ctx.root], ...names, ...packages, ...mirror };
  // The copy holds only base bytes, so its conftest.py is the base commit's.
  return { root: ctx.oracle ?? ctx.root, layout, sealedConftest: ctx.oracle !== undefined || ctx.isSealed(`${dir}conftest.py`) };
}

/** The interpreter the preflight asks: the one that runs pytest and Hypothesis. */
export const framework = (ctx: RowContext, rule: RunnerRule): string => {
  const plan = isolationPlan(ctx, rule);
  return plan.kind === "process" ? plan.oraclePython : python(ctx);
};

/** Whether that interpreter starts the oracle of isolation: process (with -S, python.ts oracleArgs): the preflight asks it so. */
export const frameworkIsOracle = (ctx: RowContext, rule: RunnerRule): boolean => isolationPlan(ctx, rule).kind === "process";

/**
 * The rule's isolation for the entries that call this file's split: every one of them
 * says `subject: true` (presets.ts), so a subject can serve it (dispatch.ts's
 * rowIsolation asks the entry; here the caller is the entry).
 */
const isolationOfEntry = (ctx: RowContext, rule: RunnerRule) => isolationOf(ctx.config, rule, true);

/**
 * Rows with no sealed copy run shared: test and production code share one tree, so no
 * import tells them apart. A Python hunt has its copy (hunt/tree-env.ts's huntOracle).
 */
function isolationPlan(ctx: RowContext, rule: RunnerRule): IsolationPlan {
  if (ctx.oracle === undefined || isolationOfEntry(ctx, rule) === "shared") return SHARED;
  const subjectPython = python(ctx);
  const workspaces = [ctx.root, ...(ctx.checkout === undefined ? [] : [ctx.checkout])];
  return {
    kind: "process",
    oraclePython: oraclePython(ctx.disk, subjectPython, workspaces, ctx.env),
    subjectPython,
    sites: venvSites(ctx.disk, subjectPython),
  };
}

/**
 * fast-check and jest under `isolation: process` (a lane, and a hunt of a Node property: the hunt is the lane): sealed
 * files run in the oracle, the rest of the workspace in the subject. A Node test runs from the tree, so no copy is needed.
 */
export function nodeIsolation(ctx: RowContext, rule: RunnerRule, property?: Pick<Property, "shapes">): NodeIsolation {
  // The sealed tsconfig's `paths`, which vitest resolves only through the project's vite config (never loaded): both settings.
  const paths = tsPaths(ctx.disk, ctx.root, ctx.isSealed);
  const unsealed = Object.keys(tsPaths(ctx.disk, ctx.root, () => true)).filter((p) => !(p in paths));
  const aliases = { ...(Object.keys(paths).length > 0 ? { aliases: paths } : {}), ...(unsealed.length > 0 ? { unsealedAliases: unsealed } : {}) };
  if ((ctx.oracle === undefined && ctx.nodeSubject !== true) || isolationOfEntry(ctx, rule) === "shared") return { ...SHARED_NODE, ...aliases };
  const oracleFiles = ctx.config.sealed.map((glob) => picomatch.makeRe(glob, { dot: true }).source);
  // The coercions to a primitive the hunt recorded (issue 44 item 2): only those classes answer `<`, `==`, `+` (fast-check-values.mjs).
  const coerced = (property?.shapes ?? []).flatMap((s) => ("class" in s && s.against === "primitive" ? [`${s.operator} ${s.class}`] : []));
  return { kind: "process", oracleFiles, ...(coerced.length > 0 ? { coerced } : {}), ...(ctx.nodeSubject === true ? { records: true } : {}), ...aliases };
}

/** The fork server runs a rule's seeds: under isolation: process (a lane), where the platform can fork, unless turned off. */
export const forked = (ctx: RowContext, rule: RunnerRule): boolean =>
  process.platform !== "win32" && forkServerOf(ctx.config, rule) && ctx.oracle !== undefined && isolationOfEntry(ctx, rule) === "process";
