// What the seal reads from the base commit besides the snapshot: the manifest roots,
// answered from the base's listings wherever they can be.
import type { GitTreeReader } from "../base/git-tree.js";
import { PLAIN_PATH } from "../base/sealed-model.js";
import { MANIFEST_NAME } from "../../core/seal/manifest.js";
import type { Git } from "../../ports/local.js";
import type { ManifestCheck, ManifestRootReport } from "../../ports/manifests.js";
import type { Revisions } from "./write-set.js";

/** The two of the seal's ports this reads (the seal passes its own). */
export type ManifestPorts = { readonly git: Git; readonly manifests: ManifestCheck };

/**
 * A root without a manifest at the base is absent, and the base listing already says
 * so: only roots that have one go to the manifest check (two git processes saved
 * per seal of a repository that locks no fixtures yet).
 */
export async function checkManifests(ports: ManifestPorts, roots: readonly string[], base: GitTreeReader, revs: Revisions): Promise<ManifestRootReport[]> {
  const present = await Promise.all(
    roots.map(async (root) => !PLAIN_PATH.test(root) || (await base.glob(`${root}/${MANIFEST_NAME}`).catch(() => [root])).length > 0),
  );
  const wanted = roots.filter((_, i) => present[i]);
  const checked = wanted.length === 0 ? [] : await ports.manifests(ports.git, wanted, revs.base, revs.head);
  const byRoot = new Map(checked.map((r) => [r.root, r]));
  return roots.map((root) => byRoot.get(root) ?? { root, status: "absent", entries: 0, findings: [] });
}
