// The lane's sealed restore, pinned: run once before any pull-request code with git
// answering (every question and answer recorded), then again after runners.setup from
// the record alone. The second run reads no object and no tree from git: whatever setup
// did to git's files, the sealed files come back as the first run read them. Only the
// listing of what is on disk now (`workingFiles`: the index and the working tree, which
// the pull request shaped anyway; git's own files are read-only to it and pinned) is
// asked again. Any other question the record cannot answer is an internal error.
import { SeedgateError } from "../core/errors.js";
import type { SealedMatcher } from "../core/seal/sealed-set.js";
import type { Git, TreeEntry } from "../ports/local.js";
import type { PinnedRestore } from "../ports/trees.js";
import { restoreSealed } from "./sealed-restore.js";

const late = (what: string) =>
  new SeedgateError("internal", `the pinned sealed restore asked git for ${what} after pull-request code ran; it may only replay what it read before`, {
    hint: "a change to the sealed restore must ask git the same questions on both runs (adapters/sealed-pin.ts)",
  });

/** A Git that records lsTree, treeMatching and readBlobs answers, and its replay that answers from them only. */
export function recordedGit(git: Git): { readonly live: Git; replay(): Git } {
  const listings = new Map<string, TreeEntry[]>();
  const blobs = new Map<string, Buffer>();
  const key = (rev: string, prefix?: string | readonly string[]) => JSON.stringify([rev, prefix ?? null]);
  const live: Git = {
    ...git,
    async lsTree(rev, prefix) {
      const out = await git.lsTree(rev, prefix);
      listings.set(key(rev, prefix), out);
      return out;
    },
    async readBlobs(oids) {
      const out = await git.readBlobs(oids);
      for (const [oid, b] of out) blobs.set(oid, b);
      return out;
    },
    ...(git.treeMatching === undefined
      ? {}
      : {
          async treeMatching(rev: string, pathspecs: readonly string[]) {
            const out = await git.treeMatching!(rev, pathspecs);
            listings.set(key(rev, ["treeMatching", ...pathspecs]), out);
            return out;
          },
        }),
  };
  const refuse = (what: string) => () => Promise.reject(late(what));
  const replay = (): Git => ({
    root: git.root,
    resolve: refuse("a revision"),
    mergeBase: refuse("a merge base"),
    diffRaw: refuse("a diff"),
    mergeTree: refuse("a merge"),
    readFile: refuse("a file"),
    isShallow: refuse("its depth"),
    fetch: refuse("a fetch"),
    async lsTree(rev, prefix) {
      const out = listings.get(key(rev, prefix));
      if (out === undefined) throw late(`a listing of ${rev} it had not made`);
      return out;
    },
    async treeMatching(rev, pathspecs) {
      const out = listings.get(key(rev, ["treeMatching", ...pathspecs]));
      if (out === undefined) throw late(`a listing of ${rev} it had not made`);
      return out;
    },
    ...(git.workingFiles === undefined ? {} : { workingFiles: (dir: string, pathspecs: readonly string[]) => git.workingFiles!(dir, pathspecs) }),
    async readBlobs(oids) {
      const missing = oids.find((o) => !blobs.has(o));
      if (missing !== undefined) throw late(`blob ${missing}`);
      return new Map(oids.map((o) => [o, blobs.get(o)!]));
    },
  });
  return { live, replay };
}

export async function pinnedRestore(git: Git, dir: string, rev: string, matcher: SealedMatcher): Promise<PinnedRestore> {
  const record = recordedGit(git);
  const first = await restoreSealed(record.live, dir, rev, matcher);
  const replay = record.replay();
  return { first, again: () => restoreSealed(replay, dir, rev, matcher) };
}
