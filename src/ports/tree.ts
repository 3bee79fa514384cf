// A read-only view of one tree: a commit's blobs (what the judge trusts) or a
// working tree (what a human is editing, for `validate`).
export interface TreeReader {
  /** Human-readable origin, e.g. "base 1a2b3c4" or "working tree". */
  readonly label: string;
  /** Bytes of a regular file, or null when absent. Symlinks and non-files are errors. */
  readFile(path: string): Promise<Buffer | null>;
  /** Repository-relative paths of regular files matching a glob. */
  glob(pattern: string): Promise<string[]>;
  /** A hint that these files are about to be read, so a reader can fetch them in one go. */
  prefetch?(paths: readonly string[]): Promise<void>;
}
