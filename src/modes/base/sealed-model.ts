// The base's sealed model as the seal needs it: parsed from the base's listings, and
// not parsed at all (the format parsers stay unloaded) when the base has no sealed input.
import type { Config } from "../../core/inputs/config.js";
import { EMPTY_MODEL, type SealedModel } from "../../core/inputs/model.js";
import type { GitTreeReader } from "./git-tree.js";

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
export const PLAIN_PATH = /^(?!\.?$)[^*?[\]{}()!+@\\]+$/;

/**
 * With no sealed input at the base (the listings answer that without a git process)
 * the model is empty and ajv (~45 ms to load) stays unloaded. Any doubt (a glob that
 * fails, a path with glob characters) reads it in full, and so does a configured input:
 * one that matches nothing is a finding only the full read makes.
 */
export async function parseSealedModel(config: Config, tree: GitTreeReader): Promise<SealedModel> {
  const configured = (["journals", "ledger", "oracle", "quarantine"] as const).some((k) => config.explicit.has(k));
  if (!configured && [config.ledger, config.oracle, config.quarantine].every((p) => PLAIN_PATH.test(p))) {
    const globs = [config.journals, config.ledger, `${config.oracle}/**`, config.quarantine];
    const found = await Promise.all(globs.map((g) => tree.glob(g).catch(() => null)));
    if (found.every((f) => f !== null && f.length === 0)) return EMPTY_MODEL;
  }
  return (await import("../../core/formats/load.js")).loadSealedModel(config, tree);
}
