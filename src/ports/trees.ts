// The file trees the modes that run pull-request code make and change: the checkout's
// sealed paths put back to base, the oracle's private copy, detached worktrees, scratch
// directories, and what setup installed. Paths handed out are absolute host paths: they
// go to the sandbox and the interpreters as they are.
import type { FrameworkClosure, FrameworkFiles } from "../core/inputs/framework-closure.js";
import type { InstalledPackage } from "../core/inputs/framework-lock.js";
import type { SealedMatcher } from "../core/seal/sealed-set.js";
import type { Scratch } from "./scratch.js";

export type { Scratch };

export interface RestoreReport {
  readonly restored: number;
  readonly removed: readonly string[];
}

/** A sealed restore done before pull-request code ran, and the same restore again later, asking git nothing. */
export interface PinnedRestore {
  readonly first: RestoreReport;
  again(): Promise<RestoreReport>;
}

export interface OracleParts {
  /** Repository-relative folders copied whole (a selector's folder, a sealed oracle). */
  readonly folders: readonly string[];
  /** Single files (fixtures named by the plan). */
  readonly files: readonly string[];
}

export interface OracleCopy {
  readonly root: string;
  /** Repository-relative path -> sha256 of the bytes written. */
  readonly digests: ReadonlyMap<string, string>;
  /** Base entries that are not regular files (symlinks, submodules): not copied, named here. */
  readonly skipped: readonly string[];
  /** Paths whose bytes changed, vanished or appeared since the copy was written. */
  verify(): string[];
  dispose(): void;
}

/** The sealed tests' pinned packages (runners.sealedRequirements): a folder outside every workspace that pip fills, then read-only. */
export interface PackagesDir {
  /** The base's requirements file, written beside the target (pip's -r). */
  readonly requirements: string;
  /** pip's --target: what the oracle puts on sys.path. */
  readonly site: string;
  /** Made read-only once pip is done, its files' digests kept. */
  seal(): void;
  /** Paths under `site` whose bytes changed, vanished or appeared since seal(). */
  verify(): string[];
  dispose(): void;
}

export interface Trees {
  /** Every sealed path under `dir` put back to `rev`'s bytes, read-only; sealed files `rev` lacks removed. */
  restoreSealed(dir: string, rev: string, matcher: SealedMatcher): Promise<RestoreReport>;
  /** restoreSealed now, reading git; `again` restores the same bytes from what it read now (a lane's, after runners.setup). */
  pinSealed(dir: string, rev: string, matcher: SealedMatcher): Promise<PinnedRestore>;
  /** The oracle's parts at `rev`, written read-only into a directory outside the workspace. */
  copyOracle(rev: string, parts: OracleParts): Promise<OracleCopy>;
  /** A detached worktree of `sha`, removed afterwards whatever happens (a throw, SIGINT, SIGTERM). */
  withWorktree<T>(sha: string, fn: (dir: string) => Promise<T>): Promise<T>;
  /** The checkout's installed packages made visible in a worktree (git tracks none of them). */
  linkInstall(dir: string): void;
  /** That link taken out again (only a link linkInstall made): `runners.setup` installs the lane's own. */
  unlinkInstall(dir: string): void;
  /** One digest of what the `paths` under `root` hold (entries, modes, bytes, link targets; links never followed). */
  writableDigest(root: string, paths: readonly string[]): Promise<string>;
  /** What `node_modules/<name>` under `dir` is: a real directory and its version, a link, or absent. */
  installed(dir: string, name: string): InstalledPackage;
  /** node_modules under `dir` against the base lock's tarballs, found by sha512 in the npm `caches`. */
  frameworkFiles(dir: string, closure: FrameworkClosure, caches: readonly string[]): FrameworkFiles;
  scratch(prefix: string): Scratch;
  /** A fresh PackagesDir holding `requirements` (the base's bytes). */
  packagesDir(requirements: Buffer): PackagesDir;
}
