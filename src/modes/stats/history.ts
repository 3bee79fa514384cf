// The stats command's view of git history: the sealed inputs of a commit read as blobs
// (never a working tree), with every blob read and hashed once however many commits share it.
import { createHash } from "node:crypto";
import picomatch from "picomatch";
import type { Config } from "../../core/inputs/config.js";
import { snapshotOf, type SealedVersion, type Snapshot } from "../../core/judge/stats.js";
import type { Git, TreeEntry } from "../../ports/local.js";

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
