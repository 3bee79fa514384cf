// TreeReader over a commit's git blobs (what the judge trusts), through the Git port only.
import { SeedgateError } from "../../core/errors.js";
import { MAX_SEALED_FILE_BYTES, oversizedInput } from "../../core/inputs/input-size.js";
import type { Git, TreeEntry } from "../../ports/local.js";
import type { TreeReader } from "../../ports/tree.js";

/** picomatch costs ~15 ms to load: only a glob needs it, so only a glob loads it. */
const picomatchLoaded = () => import("picomatch").then((m) => m.default);

/**
 * Reads only what is asked: a file's own tree entry, or the listing below a glob's
 * literal directory. The seal's cost then follows the change and the sealed inputs,
 * not the size of the repository (a whole `ls-tree -r` of a 100,000-file base is most
 * of a seal's time). Only a glob with no literal directory lists the whole tree.
 */
export interface GitTreeReader extends TreeReader {
  /**
   * List these directories (or files) in one `ls-tree`: later reads and globs inside
   * them are answered from that listing without another git process. Each process
   * costs ~10 ms of spawn on a busy runner, more than listing a directory.
   */
  preload(prefixes: readonly string[]): void;
  /** Read these files' blobs in one `git cat-file` (absent and irregular paths are skipped). */
  prefetch(paths: readonly string[]): Promise<void>;
}

export function gitTreeReader(git: Git, rev: string): GitTreeReader {
  const known = new Map<string, Promise<TreeEntry | undefined>>();
  const listings = new Map<string, Promise<TreeEntry[]>>();
  const preloaded: { prefix: string; listing: Promise<TreeEntry[]> }[] = [];
  const covering = (path: string) => preloaded.find((p) => path === p.prefix || path.startsWith(`${p.prefix}/`));
  const below = (dir: string, all: readonly TreeEntry[]) => all.filter((e) => e.path === dir || e.path.startsWith(`${dir}/`));
  /** One `ls-tree` for every path not looked up yet; absent paths are remembered as absent. */
  const lookUp = (paths: readonly string[]) => {
    const wanted = [...new Set(paths)].filter((p) => !known.has(p));
    const spawn = wanted.filter((p) => covering(p) === undefined);
    const listed = spawn.length === 0 ? null : git.lsTree(rev, spawn).then((all) => new Map(all.map((e) => [e.path, e])));
    for (const p of wanted) {
      const from = covering(p)?.listing.then((all) => new Map(all.map((e) => [e.path, e]))) ?? listed!;
      known.set(
        p,
        from.then((m) => (m.get(p)?.type === "tree" ? undefined : m.get(p))),
      );
    }
  };
  const entry = (path: string) => (lookUp([path]), known.get(path)!);
  // One `git cat-file --batch` per prefetch instead of one process per file: a
  // thousand journals cost one spawn, not a thousand.
  const blobs = new Map<string, Promise<Buffer>>();
  const fetch = (oids: readonly string[]) => {
    const wanted = [...new Set(oids)].filter((o) => !blobs.has(o));
    if (wanted.length === 0) return;
    const batch = git.readBlobs(wanted);
    for (const oid of wanted)
      blobs.set(
        oid,
        batch.then((m) => m.get(oid)!),
      );
  };
  const regular = (e: TreeEntry): boolean => e.mode === "100644" || e.mode === "100755";
  return {
    label: `commit ${rev.slice(0, 12)}`,
    preload(prefixes) {
      const fresh = [...new Set(prefixes)].filter((p) => p !== "" && covering(p) === undefined);
      if (fresh.length === 0) return;
      const listing = git.lsTree(rev, fresh);
      for (const prefix of fresh) preloaded.push({ prefix, listing });
    },
    async readFile(path) {
      const e = await entry(path);
      if (e === undefined) return null;
      if (!regular(e)) {
        throw new SeedgateError("input", `${path} is not a regular file at ${rev.slice(0, 12)} (mode ${e.mode})`, {
          file: path,
          hint: "sealed inputs must be regular files; symlinks and submodules are refused",
        });
      }
      fetch([e.oid]);
      const bytes = await blobs.get(e.oid)!;
      if (bytes.length > MAX_SEALED_FILE_BYTES) throw oversizedInput(path, bytes.length);
      return bytes;
    },
    async prefetch(paths) {
      lookUp(paths);
      const found = await Promise.all(paths.map((p) => known.get(p)!));
      fetch(found.flatMap((e) => (e !== undefined && regular(e) ? [e.oid] : [])));
    },
    async glob(pattern) {
      const picomatch = await picomatchLoaded();
      const re = picomatch(pattern, { dot: true });
      const dir = picomatch.scan(pattern).base.replace(/\\(.)/g, "$1");
      const key = dir === "." ? "" : dir;
      let listing = listings.get(key);
      const cover = key === "" ? undefined : covering(key);
      if (listing === undefined) {
        listing = cover !== undefined ? cover.listing.then((all) => below(key, all)) : git.lsTree(rev, key === "" ? undefined : key);
        listings.set(key, listing);
      }
      const files = (await listing).filter((e) => e.type !== "tree");
      // What was listed is known: later reads of these paths need no second ls-tree.
      for (const e of files) if (!known.has(e.path)) known.set(e.path, Promise.resolve(e));
      return files
        .filter((e) => re(e.path))
        .map((e) => e.path)
        .sort();
    },
  };
}
