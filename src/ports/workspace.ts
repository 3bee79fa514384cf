// The user's working tree (or a scratch tree of seedgate's own) as modes need it: a
// human's edit (init, lock, promote, manifest write) or a hunt's fixtures. Paths are
// relative to `root` with `/` separators; `..`, absolute paths and symlinks anywhere on
// the way are refused with a typed SeedgateError naming the path, never followed.
// Synchronous: a working tree is local disk, and the manifest writer measured its
// synchronous reads fastest.

/** What is at a path, without following a link. */
export type PathKind = "file" | "dir" | "link" | "other" | "absent";

export interface WorkspaceEntry {
  readonly name: string;
  readonly kind: Exclude<PathKind, "absent">;
}

export interface Workspace {
  /** The absolute root, for messages and for processes that run in it. */
  readonly root: string;
  /** `""` or `"."` is the root itself. */
  kind(path: string): PathKind;
  /** A regular file's bytes; null when absent; a link or a directory is refused. */
  readFile(path: string): Buffer | null;
  /** The sha256 (hex) of a regular file's bytes, read in chunks; a link or an absent file is refused. */
  sha256(path: string): string;
  /** Creates or truncates a regular file; the parent must exist (makeDir); never writes through a link. */
  writeFile(path: string, bytes: Buffer | string): void;
  /** Appends to a regular file (creating it); never through a link. */
  appendFile(path: string, bytes: Buffer | string): void;
  /** Makes a directory and its missing parents. */
  makeDir(path: string): void;
  /** A directory's entries, sorted by name; a link or a file is refused. */
  list(path: string): WorkspaceEntry[];
  /** Removes a file or link (a directory with everything under it); absent is fine. */
  remove(path: string): void;
}

/** A workspace rooted at an absolute directory: the face's wiring builds it; a hunt opens its worktree and scratch dir with it. */
export type OpenWorkspace = (root: string) => Workspace;
