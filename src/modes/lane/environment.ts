// The runtime and property library a lane ran with, recorded in its claim: the judge
// compares them to each journal's tuple to tell a stale seed from a regression.
import type { Config } from "../../core/inputs/config.js";
import type { Property } from "../../core/inputs/model.js";
import { environmentFamily } from "../../core/judge/judge.js";
import type { Exec } from "../../ports/local.js";
import type { Disk } from "../../ports/scratch.js";
import type { Trees } from "../../ports/trees.js";
import { presetFor } from "../../runners/dispatch.js";
import { frameworkIsOracle, frameworkPython } from "../../runners/interpreter.js";
import { fastCheckEnvironment, pythonEnvironment } from "../base/environment.js";

export interface ProbeContext {
  readonly root: string;
  readonly config: Config;
  readonly exec: Exec;
  readonly disk: Disk;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly trees: Trees;
}

/**
 * Under the keys a hunt records (runtime, property_library): each planned preset's
 * `environment`. Python's is asked only when a preset planned records it; Node's
 * fast-check is read from the tree's node_modules.
 */
export async function propertyEnvironment(ctx: ProbeContext, props: readonly Property[]): Promise<Record<string, string>> {
  const recorded = new Set(props.map((p) => presetFor(ctx.config, p.selector)?.environment));
  const env = Object.fromEntries(Object.entries(ctx.env).filter((e): e is [string, string] => e[1] !== undefined));
  const python = recorded.has("python") ? await probedPython(ctx, env) : {};
  if (!recorded.has("node")) return python;
  // Beside Python's, under `key/family` (the judge compares values of one family only).
  const node = Object.entries(fastCheckEnvironment(ctx.trees.installed(ctx.root, "fast-check"))).map(([k, v]) => [
    python[k] === undefined ? k : `${k}/${environmentFamily(v)}`,
    v,
  ]);
  return { ...python, ...Object.fromEntries(node) };
}

/** Asked from an empty directory: `python -c` puts its cwd on sys.path, and the tree's files must not answer for the library. */
async function probedPython(ctx: ProbeContext, env: Record<string, string>) {
  const probe = ctx.trees.scratch("seedgate-probe-");
  try {
    return await pythonEnvironment(ctx.exec, frameworkPython(ctx.disk, ctx.config, ctx.env, ctx.root), probe.dir, env, frameworkIsOracle(ctx.config));
  } finally {
    probe.dispose();
  }
}
