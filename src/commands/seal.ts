// `seal`: the judge's two trust checks. The write-set must not touch sealed paths,
// and every manifest root must verify from the head commit's blobs against the
// manifest of the base commit.
import picomatch from "picomatch";
import type { Config } from "../core/config.js";
import { error, verdictOf, type Finding, type Verdict } from "../core/findings.js";
import { evaluateSeal, type SealedHit } from "../core/seal.js";
import { compileSealedMatcher, sealedPatterns } from "../core/sealed-set.js";
import type { WriteSet } from "../core/write-set.js";
import { EMPTY_MODEL, type SealedModel } from "../core/model.js";
import type { Git, Log } from "../ports.js";
import type { TreeReader } from "../ports-tree.js";
import { gitTreeReader, type GitTreeReader } from "../adapters/tree-reader.js";
import { DEFAULT_CONFIG } from "../core/config-defaults.js";
import { MANIFEST_NAME } from "../core/manifest.js";
import { loadConfig } from "./config-load.js";
import { ledgerFixtureFolders, sealedModelFiles, workflowPatterns } from "./seal-inputs.js";
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
  // One listing of the base answers every read below: .github (config, workflows,
  // actions) and the default sealed inputs; a config that moves them costs one more.
  baseTree.preload([".github", ...(settings.configPath === undefined ? [] : [settings.configPath]), ...sealedInputRoots(DEFAULT_CONFIG)]);
  const writeSetting = quiet(computeWriteSet(ports, revs));
  const config = await loadConfig(baseTree, settings.configPath);
  baseTree.preload(sealedInputRoots(config));
  // The rest needs only the config and the revisions: all of it runs side by side,
  // awaited in the old order so the first error reported is the same.
  const manifesting = quiet(checkManifests(ports, config.manifests, baseTree, revs));
  const workflowing = quiet(workflowPatterns(baseTree, log));
  const modelling = quiet(baseModel(ports, config, baseTree));
  const writeSet = await writeSetting;
  // Files that base-commit selectors point at are sealed too; format problems are the gate's to report.
  const model = await modelling;
  const derived = [...(await workflowing), ...ledgerFixtureFolders(model, config.ledger)];
  const evaluation = evaluateSeal(writeSet, compileSealedMatcher(sealedPatterns(config, sealedModelFiles(model), derived)));
  const manifests = await manifesting;
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

/** The literal directories (or files) of the sealed inputs and manifest roots a config names. */
const sealedInputRoots = (config: Config): string[] =>
  [config.journals, config.ledger, config.oracle, config.quarantine, ...config.manifests]
    .map((g) => picomatch.scan(g).base.replace(/\\(.)/g, "$1"))
    .filter((d) => d !== "" && d !== ".");

/**
 * A root without a manifest at the base is absent, and the base listing already says
 * so: only roots that have one go to the manifest check (two git processes saved
 * per seal of a repository that locks no fixtures yet).
 */
async function checkManifests(ports: SealPorts, roots: readonly string[], base: GitTreeReader, revs: Revisions): Promise<ManifestRootReport[]> {
  const present = await Promise.all(
    roots.map(async (root) => !PLAIN_PATH.test(root) || (await base.glob(`${root}/${MANIFEST_NAME}`).catch(() => [root])).length > 0),
  );
  const wanted = roots.filter((_, i) => present[i]);
  const checked = wanted.length === 0 ? [] : await ports.manifests(ports.git, wanted, revs.base, revs.head);
  const byRoot = new Map(checked.map((r) => [r.root, r]));
  return roots.map((root) => byRoot.get(root) ?? { root, status: "absent", entries: 0, findings: [] });
}

/** A path picomatch reads as itself (no glob characters), not the root, not empty. */
const PLAIN_PATH = /^(?!\.?$)[^*?[\]{}()!+@\\]+$/;

/** Awaited later: a rejection before then must not count as unhandled. */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * The base's sealed model. With no sealed input at the base (the listings answer that
 * without a git process) it is empty, and the format parsers (ajv, ~45 ms to load) stay
 * unloaded; any doubt (a glob that fails, a path with glob characters) reads it in full.
 */
async function baseModel(ports: SealPorts, config: Config, tree: GitTreeReader): Promise<SealedModel> {
  if (ports.baseModel !== undefined) return ports.baseModel(config, tree);
  if ([config.ledger, config.oracle, config.quarantine].every((p) => PLAIN_PATH.test(p))) {
    const globs = [config.journals, config.ledger, `${config.oracle}/**`, config.quarantine];
    const found = await Promise.all(globs.map((g) => tree.glob(g).catch(() => null)));
    if (found.every((f) => f !== null && f.length === 0)) return EMPTY_MODEL;
  }
  return (await import("../core/formats/load.js")).loadSealedModel(config, tree);
}

/** Git whenever it has a merge base; the API list only for a shallow checkout without one. */
async function computeWriteSet(ports: SealPorts, revs: Revisions): Promise<WriteSet> {
  if (revs.mergeBase !== null) return writeSetFromGit(ports.git, revs.base, revs.head, revs.mergeBase);
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
