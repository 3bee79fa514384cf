// Small interfaces between commands and the outside world. Commands take these;
// adapters implement them; tests pass readable fakes.

export interface TreeEntry {
  /** Octal mode as git prints it: 100644, 100755, 120000 (symlink), 160000 (gitlink), 040000. */
  readonly mode: string;
  readonly type: "blob" | "tree" | "commit";
  readonly oid: string;
  /** Repository-relative path, exactly as git stores it. */
  readonly path: string;
}

export interface Git {
  /** The repository's top-level directory. */
  readonly root: string;
  /** Resolve a revision to a full commit SHA (throws a git SeedgateError if unknown). */
  resolve(rev: string): Promise<string>;
  /**
   * Both revisions to commit SHAs and their merge bases, in one git process; null when
   * either does not resolve plainly (the caller then asks `resolve` and `mergeBase` one
   * by one, for the fetch and the error). Optional for fakes.
   */
  resolvePair?(a: string, b: string): Promise<{ readonly a: string; readonly b: string; readonly mergeBases: readonly string[] } | null>;
  mergeBase(a: string, b: string): Promise<string>;
  /** Raw `git diff --raw -z --no-renames --no-ext-diff --ignore-submodules=none` between two tree-ishes. */
  diffRaw(from: string, to: string): Promise<Buffer>;
  /**
   * `git merge-tree --write-tree base head`: the tree GitHub's merge would write, and the
   * paths that conflict (empty when the merge is clean).
   */
  mergeTree(base: string, head: string): Promise<{ readonly tree: string; readonly conflicts: readonly string[] }>;
  /**
   * Recursive tree listing at `rev`, optionally only below `prefix` (a directory or file
   * path, or several: one git process lists them all, with the trees that lead to them).
   */
  lsTree(rev: string, prefix?: string | readonly string[]): Promise<TreeEntry[]>;
  /** Blob bytes by object id, read in one `git cat-file --batch`. */
  readBlobs(oids: readonly string[]): Promise<Map<string, Buffer>>;
  /** Bytes of `path` at `rev`, or null when the path is absent or not a blob. */
  readFile(rev: string, path: string): Promise<Buffer | null>;
  isShallow(): Promise<boolean>;
  /** `git fetch` with the given arguments (used to deepen shallow checkouts). */
  fetch(args: readonly string[]): Promise<void>;
  /**
   * Among `paths` (relative to `root`), those whose working-tree bytes git could not give
   * back: untracked, or changed since HEAD (staged or not). Optional for fakes; init needs it.
   */
  uncommitted?(paths: readonly string[]): Promise<ReadonlySet<string>>;
  /**
   * A unified diff (`git diff --no-index`, a/ and b/ prefixes) from each path's `before`
   * bytes (null: a new file) to its `after` bytes, written to a temp dir outside the tree.
   * Optional for fakes; the hunt's proposal needs it.
   */
  diffBytes?(files: readonly FileChange[]): Promise<string>;
  /**
   * Refuses (a git SeedgateError naming the file) when git's own files that change its
   * answers (config, alternates, grafts, a worktree's pointers) differ from when the run
   * began. Asks git nothing. Optional for fakes.
   */
  unchanged?(): Promise<void>;
  /**
   * The blobs, links and gitlinks of `rev`'s tree that match any of `pathspecs` (git
   * pathspec magic: literal, glob, icase), found without listing the rest of the tree.
   * Optional for fakes; the sealed restore needs it.
   */
  treeMatching?(rev: string, pathspecs: readonly string[]): Promise<TreeEntry[]>;
  /**
   * Files in the working tree at `dir` (any worktree of this repository) that match
   * `pathspecs`: tracked, untracked and ignored alike (no exclude rule applies, so a
   * `.gitignore` hides nothing). An untracked directory holding a repository comes back
   * as its path with a trailing "/". Optional for fakes; the sealed restore needs it.
   */
  workingFiles?(dir: string, pathspecs: readonly string[]): Promise<string[]>;
  /** The entries at the top of `rev`'s tree, not recursing. Optional for fakes (lsTree then stands in). */
  lsTreeTop?(rev: string): Promise<TreeEntry[]>;
}

/** One file's bytes before and after an edit (a hunt's proposal). */
export interface FileChange {
  readonly path: string;
  readonly before: Buffer | null;
  readonly after: Buffer;
}

export interface ExecRequest {
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env: Readonly<Record<string, string>>;
  /** Whole process group is killed after this many milliseconds. */
  readonly timeoutMs: number;
  /** Bytes kept from the end of stdout/stderr. */
  readonly tailBytes?: number;
  /**
   * Absolute host paths this one process must see read-only (a sealed copy under /tmp)
   * or may write (its own scratch directory) inside the kernel sandbox. Without it the
   * process still runs sandboxed with the policy's defaults (adapters/sandbox.ts).
   */
  readonly sandbox?: { readonly readOnly?: readonly string[]; readonly writable?: readonly string[] };
  /**
   * The child inherits a pipe as fd 3, seedgate's result channel: harnesses write rows
   * and evidence there, never to a path in argv, env or the workspace, where code under
   * test could find and forge them. What it wrote comes back as ExecResult.channel.
   */
  readonly channel?: true;
  /**
   * With `channel`: each complete line written on fd 3, as it arrives, for progress only
   * (a fork server's line per seed). ExecResult.channel is unchanged and stays the only
   * evidence; nothing is handed out past the channel's cap, and a throw is ignored.
   */
  readonly onChannelLine?: (line: string) => void;
  /**
   * The child inherits a second pipe as fd 4 for a watchdog's dump (the batch harness's
   * faulthandler): like the channel, a descriptor seedgate opened, never a path the code
   * under test could find. What it wrote (its head, bounded) comes back as ExecResult.watchdog.
   */
  readonly watchdog?: true;
  /**
   * Issue 25: this process is an oracle that runs no pull-request code; it starts
   * `subject` itself, which does. The Exec puts the subject's full command line, as its
   * kernel sandbox would start it (bwrap or the Landlock launcher around `command`),
   * with its env and cwd, into this request's `SEEDGATE_BOOT` JSON as `subject`, and
   * starts this process as given: outside the sandbox (a sandbox cannot nest), with its
   * channel, timeout and process group. Only the Python runners' subject.ts sets it.
   */
  readonly subject?: SubjectRequest;
}

/** The process that imports production code for an oracle (ExecRequest.subject). */
export interface SubjectRequest {
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env: Readonly<Record<string, string>>;
}

export interface ExecResult {
  readonly exitCode: number | null;
  readonly signal: string | null;
  readonly timedOut: boolean;
  readonly durationMs: number;
  readonly stdoutTail: string;
  readonly stderrTail: string;
  /**
   * Everything written to fd 3 when the request asked for a channel (bounded: over the
   * cap the group is killed and this is absent, so a consumer fails closed on no rows).
   */
  readonly channel?: string;
  /** The head of what was written to fd 4 when the request asked for a watchdog pipe ("" when nothing was). */
  readonly watchdog?: string;
}

export interface SweepReport {
  /** False where live processes cannot be listed (no /proc): nothing was swept. */
  readonly available: boolean;
  /** Processes a run started that were still alive, wherever they moved, each SIGKILLed. */
  readonly killed: number;
}

export interface Exec {
  run(req: ExecRequest): Promise<ExecResult>;
  /**
   * Kills every process a run started that is still alive, including daemons that left
   * their process group. Once per command (it lists every process: too slow per run),
   * after the code under test ran and before anything it could touch is read or written.
   * Logs what it killed; throws a SeedgateError when some will not die. Absent on an Exec
   * that starts no process (a test fake); a wrapper around a real Exec must forward it.
   */
  sweep?(log: Log): Promise<SweepReport>;
  /**
   * Kills the warm oracle interpreter a lane command started (adapters/exec-warm.ts) when
   * the lane plans no Python row: its framework import would only compete with the rows.
   * Absent on an Exec that starts none; the sweep kills one left anyway.
   */
  dropWarm?(): Promise<void>;
}

export interface Clock {
  now(): Date;
}

export interface Log {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  debug(message: string): void;
  group<T>(name: string, fn: () => Promise<T>): Promise<T>;
}

/** Commit history by committer time (the stats command). */
export interface HistoryCommit {
  readonly sha: string;
  readonly parents: readonly string[];
  readonly time: Date;
}

export interface History {
  /** Commits reachable from `rev` committed after `since`, newest first; `firstParent` walks the trunk only. */
  commits(rev: string, since: Date, firstParent: boolean): Promise<HistoryCommit[]>;
  /** The newest trunk commit of `rev` committed at or before `time`, or null. */
  before(rev: string, time: Date): Promise<string | null>;
}
