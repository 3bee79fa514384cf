// What a Node oracle trusts from node_modules, one rule for a lane and a hunt (issue 44
// item 5, issue 47 item 7). Read from git before any pull-request code runs: each preset's
// `framework` and the bare packages its sealed tests, and the sealed helpers they reach,
// import (sealed-packages.ts). After setup: each checked against the base lockfile as a
// framework is (framework.ts), its version and then its files, each package unpacked from
// the tarball the lock's integrity names and compared byte for byte; without a base
// lockfile a sealed import is refused by name. A hunt's base is its oracle revision, and
// it compares no pull request: its head is that revision too.
import type { Config } from "../../core/inputs/config.js";
import type { FrameworkPackages } from "../../core/inputs/framework-lock.js";
import type { Git, Log } from "../../ports/local.js";
import type { Trees } from "../../ports/trees.js";
import { frameworkRefusals, frameworksOf, type FrameworkTexts } from "./framework.js";
import { sealedImportsOf, withSealedImports } from "./sealed-packages.js";

export interface NodeTrust {
  /** By preset name: its framework. */
  readonly frameworks: ReadonlyMap<string, FrameworkPackages>;
  /** By preset name: the packages its sealed files import by name. */
  readonly imports: ReadonlyMap<string, readonly string[]>;
}

/** What these selectors' rows trust, read at `base`. */
export async function nodeTrust(git: Git, base: string, config: Config, selectors: readonly string[], isSealed: (path: string) => boolean): Promise<NodeTrust> {
  return { frameworks: frameworksOf(config, selectors), imports: await sealedImportsOf(git, base, config, selectors, isSealed) };
}

/** Whether any package is trusted: only then are the manifests read and node_modules checked. */
export const trustsPackages = (t: NodeTrust): boolean => t.frameworks.size > 0 || [...t.imports.values()].some((names) => names.length > 0);

/** Why each preset's rows must not run, by preset name (only the refused ones): read after runners.setup, in `root`. */
export function nodeRefusals(
  t: NodeTrust,
  texts: FrameworkTexts | undefined,
  ports: { trees: Trees; log: Log },
  root: string,
  caches: readonly string[],
): Map<string, string> {
  if (texts === undefined) return new Map();
  const trusted = withSealedImports(t.frameworks, t.imports, texts.base);
  return new Map([...frameworkRefusals(texts, trusted.frameworks, ports, root, caches), ...trusted.refusals]);
}
