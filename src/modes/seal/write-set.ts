// Compute the write-set: git first (base tip to the merge result of base and head, the
// tree GitHub's merge would land); the API only for checkouts without history, and then
// only when its count is trustworthy.
import { SeedgateError, RevisionError } from "../../core/errors.js";
import { API_FILE_LIMIT, fromApiFiles, parseDiffRaw, type ApiPullFile, type WriteSet } from "../../core/seal/write-set.js";
import type { Git, Log } from "../../ports/local.js";

export interface PullFilesSource {
  /** The pull request's own `changed_files` count. */
  changedFiles(): Promise<number>;
  listFiles(): Promise<ApiPullFile[]>;
}

export interface WriteSetRequest {
  readonly base: string;
  readonly head: string;
  /** May seedgate fetch missing history itself (CI checkouts)? */
  readonly fetch: boolean;
  readonly remote?: string;
  /** An API file list can stand in for a merge base that the checkout lacks. */
  readonly apiFallback?: boolean;
}

export interface Revisions {
  readonly base: string;
  readonly head: string;
  /** Null only with `apiFallback`, when the checkout has no merge base. */
  readonly mergeBase: string | null;
}

const DEEPEN_STEPS = [50, 200, 1000];

export async function resolveRevisions(git: Git, req: WriteSetRequest, log: Log): Promise<Revisions> {
  // One process when both resolve and have one merge base; otherwise step by step, for
  // the fetch, the deepening and the error (and `merge-base`'s own pick among several).
  const pair = await git.resolvePair?.(req.head, req.base).catch(() => null);
  if (pair?.mergeBases.length === 1) return { head: pair.a, base: pair.b, mergeBase: pair.mergeBases[0]! };
  const head = await resolveOrFetch(git, req.head, req, log);
  const base = await resolveOrFetch(git, req.base, req, log);
  for (let step = 0; ; step++) {
    try {
      return { base, head, mergeBase: await git.mergeBase(base, head) };
    } catch (err) {
      const deepen = DEEPEN_STEPS[step];
      if (!req.fetch || deepen === undefined || !(await git.isShallow())) {
        if (req.apiFallback && (await git.isShallow())) return { base, head, mergeBase: null };
        throw shallowHint(err, req);
      }
      log.info(`no merge base in this shallow checkout yet; fetching ${deepen} more commits`);
      await git.fetch([req.remote ?? "origin", `--deepen=${deepen}`, base, head]).catch(() => undefined);
    }
  }
}

async function resolveOrFetch(git: Git, rev: string, req: WriteSetRequest, log: Log): Promise<string> {
  try {
    return await git.resolve(rev);
  } catch (err) {
    if (!req.fetch) throw shallowHint(err, req);
    log.info(`${rev} is not in this checkout; fetching it`);
    try {
      await git.fetch([req.remote ?? "origin", "--depth=1", rev]);
      return await git.resolve(/^[0-9a-f]{40}$/.test(rev) ? rev : "FETCH_HEAD");
    } catch {
      throw shallowHint(err, req);
    }
  }
}

function shallowHint(err: unknown, req: WriteSetRequest): SeedgateError {
  // A revision the user mistyped is not a shallow-history problem: its own error names it.
  if (err instanceof RevisionError && !req.fetch) return err;
  const msg = err instanceof Error ? err.message : String(err);
  return new SeedgateError("git", `cannot find the merge base of ${req.base} and ${req.head}: ${msg}`, {
    hint:
      `fetch the history the seal needs: \`git fetch --no-tags ${req.remote ?? "origin"} ${req.base} ${req.head}\` ` +
      "and deepen if needed (`git fetch --deepen=200`), or use actions/checkout with `fetch-depth: 0`",
    cause: err,
  });
}

/**
 * What lands: the diff from the base tip to `merge-tree --write-tree base head`. A diff
 * from one merge base misses what a criss-cross history's other bases bring back (a
 * reverted sealed journal); the merge result covers every base. On a conflict the
 * tree still exists (with conflict markers), so its paths are judged too.
 * When the base is the merge base (head is ahead of it), the merge result is the
 * head's own tree: no merge-tree process is needed to know it.
 */
export async function writeSetFromGit(git: Git, base: string, head: string, mergeBase?: string): Promise<WriteSet> {
  if (mergeBase === base) return { source: "git", base, head, entries: parseDiffRaw(await git.diffRaw(base, head)), conflicts: [] };
  const merged = await git.mergeTree(base, head);
  const entries = parseDiffRaw(await git.diffRaw(base, merged.tree));
  return { source: "git", base, head, entries, conflicts: merged.conflicts };
}

/** The API path fails closed past GitHub's 3,000-file listing limit or on a count mismatch. */
export async function writeSetFromApi(pull: PullFilesSource, base: string, head: string): Promise<WriteSet> {
  const expected = await pull.changedFiles();
  if (expected > API_FILE_LIMIT) {
    throw new SeedgateError("github", `the pull request changes ${expected} files; the API lists at most ${API_FILE_LIMIT}`, {
      hint: "check out with history (fetch-depth: 0) so git can compute the write-set",
    });
  }
  const files = await pull.listFiles();
  if (files.length !== expected) {
    throw new SeedgateError("github", `the API listed ${files.length} changed files but the pull request reports ${expected}`, {
      hint: "the listing is incomplete or the PR moved; re-run, or check out with history so git computes the set",
    });
  }
  return { source: "api", base, head, entries: fromApiFiles(files) };
}
