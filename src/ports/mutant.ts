// Where `seedgate mutate` writes: one commit over a base and the branch that names it
// (adapters/mutant-commits.ts on git plumbing; the working tree and the index are never touched).
export interface MutantCommits {
  /** A commit whose parent is `base` and whose tree is base's with `path` holding `bytes`; the same inputs give the same SHA. */
  commitOver(base: string, path: string, bytes: Buffer, message: string): Promise<string>;
  /** The message of the commit a branch names, or null when the branch does not exist. */
  branchMessage(branch: string): Promise<string | null>;
  /** Points the branch at `sha`; refuses the branch checked out in the working tree. */
  setBranch(branch: string, sha: string): Promise<void>;
}
