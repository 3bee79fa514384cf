// A real repository whose fixture root holds FILES and a JSON manifest pinning them,
// committed: the starting point of the manifest mode's tests.
import { createHash } from "node:crypto";
import { MANIFEST_NAME, renderManifest } from "../../../src/core/seal/manifest.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

export const sha256Of = (s: string) => createHash("sha256").update(s).digest("hex");

export function lockedRepo(root: string, files: Record<string, string>): { repo: TempRepo; sha: string } {
  const repo = tempRepo();
  for (const [p, text] of Object.entries(files)) repo.write(`${root}/${p}`, text);
  const entries = Object.entries(files).map(([path, t]) => ({ path, sha256: sha256Of(t) }));
  repo.write(`${root}/${MANIFEST_NAME}`, renderManifest(entries, "json"));
  return { repo, sha: repo.commit("fixtures") };
}
