// `seedgate seal --paths`: the seal's matcher over a list of paths, without git.
import type { Config } from "../../core/inputs/config.js";
import { verdictOf, type Finding, type Verdict } from "../../core/findings.js";
import { evaluateSeal, type SealedHit } from "../../core/seal/seal.js";
import { compileSealedMatcher, sealedPatterns } from "../../core/seal/sealed-set.js";
import type { WriteSet } from "../../core/seal/write-set.js";

export interface SealPathsResult {
  readonly command: "seal-paths";
  readonly verdict: Verdict;
  readonly checked: number;
  readonly hits: readonly SealedHit[];
  readonly findings: readonly Finding[];
}

/** Dry run for humans and benchmarks: which of these paths would the seal refuse? */
export function sealPaths(paths: readonly string[], config: Config): SealPathsResult {
  const writeSet: WriteSet = {
    source: "git",
    base: "",
    head: "",
    entries: paths.map((path) => ({ path, kind: "modified", oldMode: "100644", newMode: "100644" })),
  };
  const evaluation = evaluateSeal(writeSet, compileSealedMatcher(sealedPatterns(config)));
  return { command: "seal-paths", verdict: verdictOf(evaluation.findings), checked: paths.length, hits: evaluation.hits, findings: evaluation.findings };
}
