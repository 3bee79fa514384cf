// The stats command's view of git history: commits by committer time, and the
// sealed inputs of a commit read as blobs (never a working tree), with every blob
// read and hashed once however many commits share it.
import { createHash } from "node:crypto";
import picomatch from "picomatch";
import { runGit } from "../adapters/git.js";
import type { Config } from "../core/config.js";
import { snapshotOf, type SealedVersion, type Snapshot } from "../core/stats.js";
import type { Git, TreeEntry } from "../ports.js";

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

const epoch = (d: Date): string => `@${Math.floor(d.getTime() / 1000)}`;

export function gitHistory(root: string): History {
  return {
    async commits(rev, since, firstParent) {
      const out = await runGit(root, ["log", ...(firstParent ? ["--first-parent"] : []), "--format=%H%x09%P%x09%ct", `--since=${epoch(since)}`, rev, "--"]);
      return out
        .toString("utf8")
        .split("\n")
        .filter((l) => l !== "")
        .map((l) => {
          const [sha, parents, ct] = l.split("\t") as [string, string, string];
          return { sha, parents: parents.split(" ").filter((p) => p !== ""), time: new Date(Number(ct) * 1000) };
        });
    },
    async before(rev, time) {
      const out = (await runGit(root, ["rev-list", "--first-parent", "-n", "1", `--before=${epoch(time)}`, rev, "--"])).toString("utf8").trim();
      return out === "" ? null : out;
    },
  };
}

/** Snapshots and fixture digests of commits, cached by commit and by blob. */
export function sealedReader(git: Git, config: Config) {
  const trees = new Map<string, Promise<Map<string, TreeEntry>>>();
  const blobs = new Map<string, Buffer>();
  const digests = new Map<string, string>();
  const snapshots = new Map<string, Snapshot>();
  const isJournal = picomatch(config.journals, { dot: true });
  const manifestFiles = new Map(config.manifests.map((root) => [`${root === "" ? "" : `${root.replace(/\/$/, "")}/`}MANIFEST.sha256`, root]));

  const tree = (sha: string) => {
    let t = trees.get(sha);
    if (t === undefined)
      trees.set(
        sha,
        (t = git
          .lsTree(sha)
          .then((all) => new Map(all.filter((e) => e.type === "blob" && (e.mode === "100644" || e.mode === "100755")).map((e) => [e.path, e])))),
      );
    return t;
  };
  const read = async (oids: readonly string[]) => {
    const missing = [...new Set(oids)].filter((o) => !blobs.has(o));
    if (missing.length > 0) for (const [oid, bytes] of await git.readBlobs(missing)) blobs.set(oid, bytes);
  };

  return {
    async snapshot(sha: string): Promise<{ snapshot: Snapshot; unreadable: readonly string[] }> {
      const entries = await tree(sha);
      const wanted = [...entries.values()].filter((e) => isJournal(e.path) || e.path === config.ledger || manifestFiles.has(e.path));
      const key = wanted.map((e) => `${e.path}\0${e.oid}`).join("\n");
      let snapshot = snapshots.get(key);
      if (snapshot === undefined) {
        await read(wanted.map((e) => e.oid));
        const text = (e: TreeEntry) => blobs.get(e.oid)!.toString("utf8");
        const ledger = entries.get(config.ledger);
        const version: SealedVersion = {
          journals: wanted.filter((e) => isJournal(e.path)).map((e) => ({ path: e.path, text: text(e) })),
          ledger: ledger === undefined ? null : { path: ledger.path, text: text(ledger) },
          manifests: wanted.filter((e) => manifestFiles.has(e.path)).map((e) => ({ root: manifestFiles.get(e.path)!, bytes: blobs.get(e.oid)! })),
        };
        snapshots.set(key, (snapshot = snapshotOf(version)));
      }
      return { snapshot, unreadable: snapshot.unreadable };
    },
    /** sha256 of each path's bytes at `sha`; null when the path is absent or not a regular file. */
    async digests(sha: string, paths: readonly string[]): Promise<Map<string, string | null>> {
      const entries = await tree(sha);
      const oids = paths.map((p) => entries.get(p)?.oid).filter((o): o is string => o !== undefined && !digests.has(o));
      await read(oids);
      for (const oid of oids) {
        digests.set(oid, createHash("sha256").update(blobs.get(oid)!).digest("hex"));
        blobs.delete(oid); // fixture bytes are only ever hashed
      }
      return new Map(paths.map((p) => [p, entries.has(p) ? digests.get(entries.get(p)!.oid)! : null]));
    },
  };
}
