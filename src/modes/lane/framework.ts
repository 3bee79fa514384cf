// The edge of the framework check (src/core/inputs/framework-lock.ts): the base's and head's
// package-lock.json and package.json read from git blobs (never the workspace, which
// the pull request and runners.setup both write), and after setup what landed in
// node_modules. A problem makes every fast-check row of the lane an error naming it.
import { FRAMEWORK_HINT, frameworkChanges, installedProblem, type ManifestTexts } from "../../core/inputs/framework-lock.js";
import type { Git } from "../../ports/local.js";
import type { Trees } from "../../ports/trees.js";

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
