// `seal`: the judge's two trust checks. The write-set must not touch sealed paths,
// and every manifest root must verify from the head commit's blobs against the
// manifest of the base commit.
import { error, verdictOf, type Finding, type Verdict } from "../../core/findings.js";
import { evaluateSeal, type SealedHit } from "../../core/seal/seal.js";
import type { WriteSet } from "../../core/seal/write-set.js";
import type { Git, Log } from "../../ports/local.js";
import type { ManifestCheck, ManifestRootReport } from "../../ports/manifests.js";
import { checkManifests } from "./base.js";
import { baseReader, type BaseReader } from "../base/snapshot.js";
import { resolveRevisions, writeSetFromApi, writeSetFromGit, type PullFilesSource, type Revisions } from "./write-set.js";
export type { SealPathsResult } from "./paths.js";

export interface SealSettings {
  readonly base: string;
  readonly head: string;
  /** A config path the user named; otherwise `.github/seedgate.yml` or the defaults. */
  readonly configPath?: string;
  readonly fetch: boolean;
}

export interface SealPorts {
  readonly git: Git;
  readonly log: Log;
  readonly manifests: ManifestCheck;
  /** API fallback for checkouts without history. */
  readonly pullFiles?: PullFilesSource;
  /** The run's base reader; the gate passes its own so the base is read once. */
  readonly bases?: BaseReader;
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
  const writeSetting = quiet(computeWriteSet(ports, revs));
  const base = await (ports.bases ?? baseReader(git, settings.configPath, log))(revs.base);
  const config = base.config;
  // The rest needs only the config and the revisions: all of it runs side by side,
  // awaited in the old order so the first error reported is the same.
  const manifesting = quiet(checkManifests(ports, config.manifests, base.tree, revs));
  // Files that base-commit selectors point at are sealed too; format problems are the gate's to report.
  const sealing = quiet(base.sealed());
  const writeSet = await writeSetting;
  const evaluation = evaluateSeal(writeSet, await sealing);
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

/** Awaited later: a rejection before then must not count as unhandled. */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
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
