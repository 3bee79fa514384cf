// The edge of the framework check (src/core/inputs/framework-lock.ts): the base's and head's
// package-lock.json and package.json read from git blobs (never the workspace, which
// the pull request and runners.setup both write), and after setup what landed in
// node_modules: versions, then every file against the base lock's tarballs. Which
// packages is each planned preset's `framework` (runners/presets.ts: fast-check's
// vitest, jest's jest); a problem makes every row of that preset an error naming it.
import type { Config } from "../../core/inputs/config.js";
import {
  FRAMEWORK_HINT,
  frameworkChanges,
  installedProblem,
  requiredPackages,
  type FrameworkPackages,
  type ManifestTexts,
} from "../../core/inputs/framework-lock.js";
import { frameworkClosure } from "../../core/inputs/framework-closure.js";
import type { Property } from "../../core/inputs/model.js";
import type { PlanRow } from "../../core/plan/lane-plan.js";
import type { Git, Log } from "../../ports/local.js";
import type { Scratch, Trees } from "../../ports/trees.js";
import { ruleFor } from "../../runners/dispatch.js";
import { presetOf } from "../../runners/presets.js";
import { setupCacheDir } from "./sandbox.js";

/** The frameworks the planned rows trust, by preset name: the entries' `framework`. */
export const plannedFrameworks = (config: Config, plan: readonly PlanRow[], byId: ReadonlyMap<string, Property>): Map<string, FrameworkPackages> =>
  frameworksOf(
    config,
    plan.map((row) => byId.get(row.property)!.selector),
  );

/** The frameworks these selectors' rows trust, by preset name. */
export function frameworksOf(config: Config, selectors: readonly string[]): Map<string, FrameworkPackages> {
  const out = new Map<string, FrameworkPackages>();
  for (const selector of selectors) {
    const rule = ruleFor(config, selector);
    const fw = rule === undefined ? undefined : presetOf(rule.preset)?.framework;
    if (rule !== undefined && fw !== undefined) out.set(rule.preset, fw);
  }
  return out;
}

async function texts(git: Git, rev: string): Promise<ManifestTexts> {
  const [lock, manifest] = await Promise.all([git.readFile(rev, "package-lock.json"), git.readFile(rev, "package.json")]);
  return { lock: lock?.toString("utf8") ?? null, manifest: manifest?.toString("utf8") ?? null };
}

/** What the check needs from git: read before any pull-request code runs (runners.setup included). */
export interface FrameworkTexts {
  readonly base: ManifestTexts;
  readonly head: ManifestTexts;
}

export const frameworkTexts = async (git: Git, base: string, head: string): Promise<FrameworkTexts> => {
  const [b, h] = await Promise.all([texts(git, base), texts(git, head)]);
  return { base: b, head: h };
};

/** Why the lane's rows that trust `fw` must not run (changes first, then the install), or undefined. */
export function frameworkRefusal(t: FrameworkTexts, fw: FrameworkPackages, trees: Trees, root: string): string | undefined {
  const b = t.base;
  const changes = frameworkChanges(b, t.head, fw);
  // The exact names: a row cannot run without them (a prefix's packages are the lock's to list, the file check's to find).
  const problems = changes.length > 0 ? changes : requiredPackages(fw).flatMap((n) => installedProblem(b.lock, trees.installed(root, n)) ?? []);
  if (problems.length === 0) return undefined;
  const what =
    changes.length > 0 ? `the pull request changes how the ${fw.name} framework resolves` : `the installed ${fw.name} framework is not the base lockfile's`;
  return `${what}: ${problems.join("; ")}. Hint: ${FRAMEWORK_HINT}`;
}

const TARBALL_HINT =
  "run `npm ci` in runners.setup (seedgate gives it an npm cache and finds the tarballs there by the base lockfile's sha512), or install from an npm cache seedgate can read ($npm_config_cache or ~/.npm)";
const PATCHED_HINT =
  "the framework's files must be the base lockfile's tarballs as npm ci unpacks them: a setup step or install script that writes node_modules/<package> makes the lane red";

/** The npm cache setup's npm uses (npm_config_cache): seedgate's, so the tarballs it fetched are there to check against. */
export const setupNpmCache = (
  trees: Trees,
  t: FrameworkTexts | undefined,
  env: Readonly<Record<string, string | undefined>> = {},
): Pick<Scratch, "dir" | "dispose"> | undefined => {
  if (!t?.base.lock) return undefined;
  // A download cache the workflow keeps between runs (SEEDGATE_SETUP_CACHE): npm's part of it, kept after the lane.
  const kept = setupCacheDir(env);
  return kept === undefined ? trees.scratch("seedgate-npm-cache-") : { dir: `${kept}/npm`, dispose: () => undefined };
};

/** Where the tarballs may be: setup's cache first, then the caller's npm cache. Any holder will do: the sha512 decides. */
export function npmCaches(own: Pick<Scratch, "dir"> | undefined, env: Readonly<Record<string, string | undefined>>): string[] {
  const caller = env.npm_config_cache ?? env.NPM_CONFIG_CACHE ?? (env.HOME ? `${env.HOME}/.npm` : undefined);
  return [own?.dir, caller].filter((d): d is string => d !== undefined && d !== "");
}

/**
 * Why the installed framework's files are not the base lockfile's, or undefined: every
 * package of its closure (`fw`'s packages and their dependencies) unpacked from the
 * tarball the base lock's integrity names and compared byte for byte.
 */
export function frameworkFilesRefusal(
  t: FrameworkTexts,
  fw: FrameworkPackages,
  ports: { trees: Trees; log: Log },
  root: string,
  caches: readonly string[],
): string | undefined {
  if (t.base.lock === null) return undefined; // nothing pinned: the package.json comparison is the check
  const closure = frameworkClosure(t.base.lock, fw);
  const files =
    closure.problems.length > 0 ? { problems: closure.problems, uncached: 0, verified: 0, unverified: [] } : ports.trees.frameworkFiles(root, closure, caches);
  if (files.unverified.length > 0) ports.log.warn(`not compared with their tarballs (they run their own install scripts): ${files.unverified.join(", ")}`);
  if (files.problems.length === 0) {
    ports.log.info(`${fw.name} framework: ${files.verified} packages match the base lockfile's tarballs`);
    return undefined;
  }
  const hint = files.uncached > 0 ? TARBALL_HINT : closure.problems.length > 0 ? FRAMEWORK_HINT : PATCHED_HINT;
  return `the installed ${fw.name} framework is not the base lockfile's: ${files.problems.join("; ")}. Hint: ${hint}`;
}

/** Why each planned framework's rows must not run, by preset name (only the refused ones): read after runners.setup. */
export function frameworkRefusals(
  t: FrameworkTexts,
  frameworks: ReadonlyMap<string, FrameworkPackages>,
  ports: { trees: Trees; log: Log },
  root: string,
  caches: readonly string[],
): Map<string, string> {
  const out = new Map<string, string>();
  for (const [preset, fw] of frameworks) {
    const why = frameworkRefusal(t, fw, ports.trees, root) ?? frameworkFilesRefusal(t, fw, ports, root, caches);
    if (why !== undefined) out.set(preset, why);
  }
  return out;
}
