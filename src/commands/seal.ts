// `seal`: the judge's two trust checks. The write-set must not touch sealed paths,
// and every manifest root must verify from the head commit's blobs against the
// manifest of the base commit.
import picomatch from "picomatch";
import type { Config } from "../core/config.js";
import { error, verdictOf, type Finding, type Verdict } from "../core/findings.js";
import { evaluateSeal, type SealedHit } from "../core/seal.js";
import { compileSealedMatcher, sealedPatterns } from "../core/sealed-set.js";
import type { WriteSet } from "../core/write-set.js";
import type { SealedModel } from "../core/model.js";
import type { Git, Log } from "../ports.js";
import type { TreeReader } from "../ports-tree.js";
import { gitTreeReader } from "../adapters/tree-reader.js";
import { loadSealedModel } from "../core/formats/load.js";
import { loadConfig } from "./config-load.js";
import { ledgerFixtureFolders, workflowPatterns } from "./seal-inputs.js";
import { sealedModelFiles } from "./model-load.js";
import { resolveRevisions, writeSetFromApi, writeSetFromGit, type PullFilesSource, type Revisions } from "./write-set.js";

export interface SealSettings {
  readonly base: string;
  readonly head: string;
  /** A config path the user named; otherwise `.github/seedgate.yml` or the defaults. */
  readonly configPath?: string;
  readonly fetch: boolean;
}

/** Manifest verification for the configured roots (base manifest, head blobs). */
export type ManifestCheck = (git: Git, roots: readonly string[], baseSha: string, headSha: string) => Promise<ManifestRootReport[]>;

export interface ManifestRootReport {
  readonly root: string;
  readonly status: "verified" | "failed" | "absent";
  readonly entries: number;
  readonly findings: readonly Finding[];
}

export interface SealPorts {
  readonly git: Git;
  readonly log: Log;
  readonly manifests: ManifestCheck;
  /** API fallback for checkouts without history. */
  readonly pullFiles?: PullFilesSource;
  /** How the base commit's sealed model is read; the gate passes a shared one so it is parsed once. */
  readonly baseModel?: (config: Config, tree: TreeReader) => Promise<SealedModel>;
}

export interface SealResult {
  readonly command: "seal";
  readonly verdict: Verdict;
  readonly base: string;
  readonly head: string;
  readonly mergeBase: string | null;
  readonly configFile: string | null;
  readonly writeSet: { readonly source: WriteSet["source"]; readonly changed: number };
  readonly hits: readonly SealedHit[];
  readonly sealedOnly: boolean;
  readonly manifests: readonly ManifestRootReport[];
  readonly findings: readonly Finding[];
}

export async function seal(settings: SealSettings, ports: SealPorts): Promise<SealResult> {
  const { git, log } = ports;
  const revs = await resolveRevisions(
    git,
    { base: settings.base, head: settings.head, fetch: settings.fetch, apiFallback: ports.pullFiles !== undefined },
    log,
  );
  const baseTree = gitTreeReader(git, revs.base);
  // Two listings of the base answer every read below: .github (config, workflows,
  // actions), then the sealed inputs the config names. Never the whole tree.
  baseTree.preload([".github", ...(settings.configPath === undefined ? [] : [settings.configPath])]);
  const writeSetting = computeWriteSet(ports, revs);
  writeSetting.catch(() => undefined); // awaited below; a config error first must not leave it unhandled
  const config = await loadConfig(baseTree, settings.configPath);
  baseTree.preload(sealedInputRoots(config));
  const writeSet = await writeSetting;
  // Files that base-commit selectors point at are sealed too; format problems are the gate's to report.
  const model = await (ports.baseModel ?? loadSealedModel)(config, baseTree);
  const derived = [...(await workflowPatterns(baseTree, log)), ...ledgerFixtureFolders(model, config.ledger)];
  const evaluation = evaluateSeal(writeSet, compileSealedMatcher(sealedPatterns(config, sealedModelFiles(model), derived)));
  const manifests = await ports.manifests(git, config.manifests, revs.base, revs.head);
  const findings = [...conflictFindings(writeSet), ...evaluation.findings, ...manifests.flatMap((m) => m.findings)];
  return {
    command: "seal",
    verdict: verdictOf(findings),
    base: revs.base,
    head: revs.head,
    mergeBase: revs.mergeBase,
    configFile: config.file,
    writeSet: { source: writeSet.source, changed: evaluation.changed },
    hits: evaluation.hits,
    sealedOnly: evaluation.sealedOnly,
    manifests,
    findings,
  };
}

/** The literal directories (or files) of the sealed inputs a config names. */
const sealedInputRoots = (config: Config): string[] =>
  [config.journals, config.ledger, config.oracle, config.quarantine]
    .map((g) => picomatch.scan(g).base.replace(/\\(.)/g, "$1"))
    .filter((d) => d !== "" && d !== ".");

/** Git whenever it has a merge base; the API list only for a shallow checkout without one. */
async function computeWriteSet(ports: SealPorts, revs: Revisions): Promise<WriteSet> {
  if (revs.mergeBase !== null) return writeSetFromGit(ports.git, revs.base, revs.head);
  ports.log.warn("this shallow checkout has no merge base; using the pull request's file list from the API");
  return writeSetFromApi(ports.pullFiles!, revs.base, revs.head);
}

/** A merge that conflicts has no result to judge: red, with the way out. */
function conflictFindings(writeSet: WriteSet): Finding[] {
  const paths = writeSet.conflicts ?? [];
  if (paths.length === 0) return [];
  const shown = paths.slice(0, 10).join(", ") + (paths.length > 10 ? ` and ${paths.length - 10} more` : "");
  return [
    error("seal.merge-conflict", `the pull request does not merge cleanly into ${writeSet.base.slice(0, 12)}: ${shown}`, {
      file: paths[0],
      hint: "rebase the branch onto the base (or merge the base into it) and resolve the conflicts, then push again",
    }),
  ];
}

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
