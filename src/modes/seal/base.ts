// What the seal reads from the base commit besides the config: the sealed model and
// the manifest roots, answered from the base's listings wherever they can be.
import type { GitTreeReader } from "../base/git-tree.js";
import type { Config } from "../../core/inputs/config.js";
import { MANIFEST_NAME } from "../../core/seal/manifest.js";
import { EMPTY_MODEL, type SealedModel } from "../../core/inputs/model.js";
import type { ManifestRootReport } from "../../ports/manifests.js";
import type { SealPorts } from "./seal.js";
import type { Revisions } from "./write-set.js";

/**
 * The literal directories (or files) of the sealed inputs and manifest roots a config
 * names, for the base listing. Cut at the first segment with a glob character: a
 * shallower prefix only lists more, and the tree reader checks coverage itself.
 */
export const sealedInputRoots = (config: Config): string[] =>
  [config.journals, config.ledger, config.oracle, config.quarantine, ...config.manifests].map(literalPrefix).filter((d) => d !== "" && d !== ".");

function literalPrefix(glob: string): string {
  const segments = glob.split("/");
  const firstGlob = segments.findIndex((s) => GLOB_CHARS.test(s));
  return (firstGlob === -1 ? segments : segments.slice(0, firstGlob)).join("/");
}

const GLOB_CHARS = /[*?[\]{}()!+@\\]/;

/** A path picomatch reads as itself (no glob characters), not the root, not empty. */
const PLAIN_PATH = /^(?!\.?$)[^*?[\]{}()!+@\\]+$/;

/**
 * A root without a manifest at the base is absent, and the base listing already says
 * so: only roots that have one go to the manifest check (two git processes saved
 * per seal of a repository that locks no fixtures yet).
 */
export async function checkManifests(ports: SealPorts, roots: readonly string[], base: GitTreeReader, revs: Revisions): Promise<ManifestRootReport[]> {
  const present = await Promise.all(
    roots.map(async (root) => !PLAIN_PATH.test(root) || (await base.glob(`${root}/${MANIFEST_NAME}`).catch(() => [root])).length > 0),
  );
  const wanted = roots.filter((_, i) => present[i]);
  const checked = wanted.length === 0 ? [] : await ports.manifests(ports.git, wanted, revs.base, revs.head);
  const byRoot = new Map(checked.map((r) => [r.root, r]));
  return roots.map((root) => byRoot.get(root) ?? { root, status: "absent", entries: 0, findings: [] });
}

/**
 * The base's sealed model. With no sealed input at the base (the listings answer that
 * without a git process) it is empty, and the format parsers (ajv, ~45 ms to load) stay
 * unloaded; any doubt (a glob that fails, a path with glob characters) reads it in full.
 */
export async function baseModel(ports: SealPorts, config: Config, tree: GitTreeReader): Promise<SealedModel> {
  if (ports.baseModel !== undefined) return ports.baseModel(config, tree);
  if ([config.ledger, config.oracle, config.quarantine].every((p) => PLAIN_PATH.test(p))) {
    const globs = [config.journals, config.ledger, `${config.oracle}/**`, config.quarantine];
    const found = await Promise.all(globs.map((g) => tree.glob(g).catch(() => null)));
    if (found.every((f) => f !== null && f.length === 0)) return EMPTY_MODEL;
  }
  return (await import("../../core/formats/load.js")).loadSealedModel(config, tree);
}
