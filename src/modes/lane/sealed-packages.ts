// The npm packages a lane's sealed JS files import (issue 44 item 5), read from git
// before runners.setup runs. A fast-check or jest test and a seed-003 `properties.mjs` run in
// the oracle, and so does every package they import by name, from the node_modules that
// setup wrote: so those packages, and their dependencies, are checked against the base
// lockfile as the framework is (framework.ts), and without a base lockfile such an
// import is refused by name.
import { builtinModules } from "node:module";
import type { Config } from "../../core/inputs/config.js";
import { inFramework, SPEC_FIELDS, type FrameworkPackages, type ManifestTexts } from "../../core/inputs/framework-lock.js";
import { importSpecifiers, packageName, relativeCandidates } from "../../core/inputs/js-imports.js";
import type { Property } from "../../core/inputs/model.js";
import type { PlanRow } from "../../core/plan/lane-plan.js";
import type { Git } from "../../ports/local.js";
import { ruleFor } from "../../runners/dispatch.js";
import { presetOf } from "../../runners/presets.js";

const BUILTIN = new Set(builtinModules.flatMap((m) => [m, m.replace(/^node:/, "")]));
/** At most this many sealed files per preset are read: the test and the sealed helpers it reaches. */
const MOST = 200;

/** By preset: the packages its planned rows' sealed files import by name (builtins aside), read at `base`. */
export async function sealedImports(
  git: Git,
  base: string,
  config: Config,
  plan: readonly PlanRow[],
  byId: ReadonlyMap<string, Property>,
  isSealed: (path: string) => boolean,
): Promise<Map<string, string[]>> {
  return sealedImportsOf(
    git,
    base,
    config,
    plan.map((row) => byId.get(row.property)!.selector),
    isSealed,
  );
}

/** By preset: the packages these selectors' sealed files import by name (builtins aside), read at `base`. */
export async function sealedImportsOf(
  git: Git,
  base: string,
  config: Config,
  selectors: readonly string[],
  isSealed: (path: string) => boolean,
): Promise<Map<string, string[]>> {
  const starts = new Map<string, Set<string>>();
  for (const selector of selectors) {
    const preset = ruleFor(config, selector)?.preset;
    const file = preset === undefined ? undefined : presetOf(preset)?.oracleFile?.(selector);
    if (file !== undefined) starts.set(preset!, (starts.get(preset!) ?? new Set()).add(file));
  }
  const out = new Map<string, string[]>();
  for (const [preset, files] of starts) out.set(preset, await packagesReached(git, base, [...files], isSealed));
  return out;
}

/** The test files and every sealed file they reach by a relative import: the bare packages they import. */
async function packagesReached(git: Git, base: string, files: readonly string[], isSealed: (path: string) => boolean): Promise<string[]> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  let next = [...files];
  while (next.length > 0 && seen.size < MOST) {
    const texts = await Promise.all(next.filter((f) => !seen.has(f)).map(async (f) => (seen.add(f), [f, await git.readFile(base, f)] as const)));
    next = [];
    for (const [file, bytes] of texts) {
      if (bytes === null) continue;
      for (const spec of importSpecifiers(bytes.toString("utf8"))) {
        const name = packageName(spec);
        if (name !== undefined && !BUILTIN.has(name) && !BUILTIN.has(spec)) packages.add(name);
        // A sealed helper is base bytes and runs in the oracle too; a production file is the subject's.
        const sealed = relativeCandidates(file, spec).filter(isSealed);
        next.push(...sealed.filter((c) => !seen.has(c)));
      }
    }
  }
  return [...packages].sort();
}

/**
 * What the base says of package names: the repository's own (a self-reference) and its
 * workspaces (linked in the lock), production code; and every name its lock installs or
 * its package.json declares. A bare import the base knows neither way is no package at
 * the base (a path alias, `src/x` under a baseUrl): not pinned.
 */
function basePackages(base: ManifestTexts): { own: Set<string>; known: Set<string> } {
  const own = new Set<string>();
  const known = new Set<string>();
  try {
    const manifest = JSON.parse(base.manifest ?? "{}") as Record<string, unknown>;
    if (typeof manifest.name === "string") own.add(manifest.name);
    for (const field of SPEC_FIELDS) for (const name of Object.keys((manifest[field] as object | undefined) ?? {})) known.add(name);
    const lock = JSON.parse(base.lock ?? "{}") as { packages?: Record<string, { link?: unknown }>; dependencies?: object };
    for (const [key, entry] of Object.entries(lock.packages ?? {})) {
      const name = key.slice(key.lastIndexOf("node_modules/") + 13);
      if (key.includes("node_modules/")) (entry?.link === true ? own : known).add(name);
    }
    for (const name of Object.keys(lock.dependencies ?? {})) known.add(name);
  } catch {
    // A base manifest or lock that does not parse is the framework check's to name.
  }
  return { own, known };
}

/**
 * The planned frameworks with each preset's sealed imports added (sealed-node has no
 * framework of its own: its sealed imports are one), and the refusals of presets whose
 * sealed files import packages while the base pins none.
 */
export function withSealedImports(
  frameworks: ReadonlyMap<string, FrameworkPackages>,
  imports: ReadonlyMap<string, readonly string[]>,
  base: ManifestTexts | undefined,
): { frameworks: Map<string, FrameworkPackages>; refusals: Map<string, string> } {
  const out = new Map(frameworks);
  const refusals = new Map<string, string>();
  const { own, known } = base === undefined ? { own: new Set<string>(), known: new Set<string>() } : basePackages(base);
  const locked = base !== undefined && base.lock !== null;
  for (const [preset, names] of imports) {
    const fw = frameworks.get(preset);
    const extra = names.filter((n) => !own.has(n) && !(fw !== undefined && inFramework(fw, n)) && (!locked || known.has(n)));
    if (extra.length === 0) continue;
    if (!locked) {
      refusals.set(
        preset,
        `the sealed tests import ${extra.join(", ")}, which run in the oracle, and the base commit has no package-lock.json to pin them. Hint: commit a package-lock.json (npm install --package-lock-only) in a pull request the sealed paths' owners review`,
      );
      continue;
    }
    out.set(preset, { name: fw?.name ?? "sealed tests' packages", packages: [...(fw?.packages ?? []), ...extra] });
  }
  return { frameworks: out, refusals };
}
