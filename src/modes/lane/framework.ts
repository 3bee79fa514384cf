// The edge of the framework check (src/core/inputs/framework-lock.ts): the base's and head's
// package-lock.json and package.json read from git blobs (never the workspace, which
// the pull request and runners.setup both write), and after setup what landed in
// node_modules: versions, then every file against the base lock's tarballs. A problem
// makes every fast-check row of the lane an error naming it.
import { FRAMEWORK_HINT, frameworkChanges, installedProblem, type ManifestTexts } from "../../core/inputs/framework-lock.js";
import { frameworkClosure } from "../../core/inputs/framework-closure.js";
import type { Git, Log } from "../../ports/local.js";
import type { Scratch, Trees } from "../../ports/trees.js";

/** The packages whose installed copy must be the base lock's: the ones seedgate's runner loads. */
const INSTALLED = ["fast-check", "vitest", "@vitest/runner"];

async function texts(git: Git, rev: string): Promise<ManifestTexts> {
  const [lock, manifest] = await Promise.all([git.readFile(rev, "package-lock.json"), git.readFile(rev, "package.json")]);
  return { lock: lock?.toString("utf8") ?? null, manifest: manifest?.toString("utf8") ?? null };
}

/** What the check needs from git: read before any pull-request code runs (runners.setup included). */
export interface FrameworkTexts {
  readonly base: ManifestTexts;
  readonly head: ManifestTexts;
}

export const frameworkTexts = async (git: Git, base: string, head: string): Promise<FrameworkTexts> => ({
  base: await texts(git, base),
  head: await texts(git, head),
});

/** Why the lane's fast-check rows must not run (changes first, then the install), or undefined. */
export function frameworkRefusal(t: FrameworkTexts, trees: Trees, root: string): string | undefined {
  const b = t.base;
  const changes = frameworkChanges(b, t.head);
  const problems = changes.length > 0 ? changes : refusedInstall(trees, root, b.lock);
  if (problems.length === 0) return undefined;
  const what =
    changes.length > 0 ? "the pull request changes how the fast-check framework resolves" : "the installed fast-check framework is not the base lockfile's";
  return `${what}: ${problems.join("; ")}. Hint: ${FRAMEWORK_HINT}`;
}

function refusedInstall(trees: Trees, root: string, baseLock: string | null): string[] {
  // @vitest/runner is checked only where the base pins it (older vitest bundled it).
  const names = INSTALLED.filter((n) => n !== "@vitest/runner" || (baseLock ?? "").includes('"node_modules/@vitest/runner"'));
  return names.flatMap((n) => installedProblem(baseLock, trees.installed(root, n)) ?? []);
}

const TARBALL_HINT =
  "run `npm ci` in runners.setup (seedgate gives it an npm cache and finds the tarballs there by the base lockfile's sha512), or install from an npm cache seedgate can read ($npm_config_cache or ~/.npm)";
const PATCHED_HINT =
  "the framework's files must be the base lockfile's tarballs as npm ci unpacks them: a setup step or install script that writes node_modules/<package> makes the lane red";

/** The npm cache setup's npm uses (npm_config_cache): seedgate's, so the tarballs it fetched are there to check against. */
export const setupNpmCache = (trees: Trees, t: FrameworkTexts | undefined): Scratch | undefined =>
  t?.base.lock ? trees.scratch("seedgate-npm-cache-") : undefined;

/** Where the tarballs may be: setup's cache first, then the caller's npm cache. Any holder will do: the sha512 decides. */
export function npmCaches(own: Scratch | undefined, env: Readonly<Record<string, string | undefined>>): string[] {
  const caller = env.npm_config_cache ?? env.NPM_CONFIG_CACHE ?? (env.HOME ? `${env.HOME}/.npm` : undefined);
  return [own?.dir, caller].filter((d): d is string => d !== undefined && d !== "");
}

/**
 * Why the installed framework's files are not the base lockfile's, or undefined: every
 * package of its closure (fast-check, vitest, @vitest/* and their dependencies) unpacked
 * from the tarball the base lock's integrity names and compared byte for byte.
 */
export function frameworkFilesRefusal(t: FrameworkTexts, ports: { trees: Trees; log: Log }, root: string, caches: readonly string[]): string | undefined {
  if (t.base.lock === null) return undefined; // nothing pinned: the package.json comparison is the check
  const closure = frameworkClosure(t.base.lock);
  const files =
    closure.problems.length > 0 ? { problems: closure.problems, uncached: 0, verified: 0, unverified: [] } : ports.trees.frameworkFiles(root, closure, caches);
  if (files.unverified.length > 0) ports.log.warn(`not compared with their tarballs (they run their own install scripts): ${files.unverified.join(", ")}`);
  if (files.problems.length === 0) {
    ports.log.info(`framework: ${files.verified} packages match the base lockfile's tarballs`);
    return undefined;
  }
  const hint = files.uncached > 0 ? TARBALL_HINT : closure.problems.length > 0 ? FRAMEWORK_HINT : PATCHED_HINT;
  return `the installed fast-check framework is not the base lockfile's: ${files.problems.join("; ")}. Hint: ${hint}`;
}
