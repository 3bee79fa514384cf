// The sealed model of one commit, with its fixtures hashed from that commit's blobs.
import { createHash } from "node:crypto";
import type { Config } from "../../core/inputs/config.js";
import { SeedgateError } from "../../core/errors.js";
import { fixtureDigestFindings, fixturePaths } from "../../core/formats/digests.js";
import { loadSealedModel } from "../../core/formats/load.js";
import { error, type Finding } from "../../core/findings.js";
import type { SealedModel } from "../../core/inputs/model.js";
import type { TreeReader } from "../../ports/tree.js";

export interface LoadedModel {
  readonly model: SealedModel;
  /** Format findings plus fixture-hash findings: each one blocks. */
  readonly findings: readonly Finding[];
}

export async function loadModel(config: Config, tree: TreeReader): Promise<LoadedModel> {
  return hashFixtures(await loadSealedModel(config, tree), tree);
}

/** A parsed model with each fixture's sha256 checked against the tree's bytes. */
export async function hashFixtures(model: SealedModel, tree: TreeReader): Promise<LoadedModel> {
  const digests = new Map<string, string | null>();
  const unreadable: Finding[] = [];
  await tree.prefetch?.(fixturePaths(model));
  for (const path of fixturePaths(model)) {
    try {
      const bytes = await tree.readFile(path);
      digests.set(path, bytes === null ? null : createHash("sha256").update(bytes).digest("hex"));
    } catch (err) {
      if (!(err instanceof SeedgateError)) throw err;
      digests.set(path, null);
      unreadable.push(error("fixture.unreadable", err.message, { file: path, ...(err.hint ? { hint: err.hint } : {}) }));
    }
  }
  return { model, findings: [...model.findings, ...unreadable, ...fixtureDigestFindings(model, digests)] };
}

// Kept beside the seal's other derived inputs (seal-inputs.ts) so the seal loads no format parser for it.
export { sealedModelFiles } from "./seal-inputs.js";
