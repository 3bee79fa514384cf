// Local files a mode reads but does not own: a downloaded results directory, the JUnit
// XML the patch's tests wrote, a quarantined test file. All of it is untrusted, so
// nothing here follows a symbolic link: a link is reported as one, never read through.
export type FileKind = "file" | "directory" | "link" | "other";

export interface FileStat {
  readonly kind: FileKind;
  readonly size: number;
  readonly mtimeMs: number;
}

export interface Files {
  /** What `path` is, without following a link; null when nothing is there. */
  stat(path: string): Promise<FileStat | null>;
  /** A directory's entries sorted by name, each as it is (links not followed). */
  list(dir: string): Promise<{ readonly name: string; readonly kind: FileKind }[]>;
  /** A regular file's bytes; a link or anything else is an input error naming the path. */
  read(path: string): Promise<Buffer>;
}
