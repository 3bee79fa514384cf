// TreeReader over git blobs (the judge) or over the working tree (humans).
import { lstatSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import picomatch from "picomatch";
import { SeedgateError } from "../core/errors.js";
import type { Git, TreeEntry } from "../ports.js";
import type { TreeReader } from "../ports-tree.js";

/** Files bigger than this are refused outright: sealed inputs are small. */
export const MAX_SEALED_FILE_BYTES = 16 * 1024 * 1024;

export function gitTreeReader(git: Git, rev: string): TreeReader {
  let listing: Promise<Map<string, TreeEntry>> | undefined;
  const entries = () =>
    (listing ??= git.lsTree(rev).then((all) => new Map(all.filter((e) => e.type !== "tree").map((e) => [e.path, e]))));
  // One `git cat-file --batch` per prefetch instead of one process per file: a
  // thousand journals cost one spawn, not a thousand.
  const blobs = new Map<string, Promise<Buffer>>();
  const fetch = (oids: readonly string[]) => {
    const wanted = [...new Set(oids)].filter((o) => !blobs.has(o));
    if (wanted.length === 0) return;
    const batch = git.readBlobs(wanted);
    for (const oid of wanted) blobs.set(oid, batch.then((m) => m.get(oid)!));
  };
  return {
    label: `commit ${rev.slice(0, 12)}`,
    async readFile(path) {
      const e = (await entries()).get(path);
      if (e === undefined) return null;
      if (e.mode !== "100644" && e.mode !== "100755") {
        throw new SeedgateError("input", `${path} is not a regular file at ${rev.slice(0, 12)} (mode ${e.mode})`, {
          file: path,
          hint: "sealed inputs must be regular files; symlinks and submodules are refused",
        });
      }
      fetch([e.oid]);
      const bytes = await blobs.get(e.oid)!;
      if (bytes.length > MAX_SEALED_FILE_BYTES) throw sizeError(path, bytes.length);
      return bytes;
    },
    async prefetch(paths) {
      const all = await entries();
      fetch(paths.flatMap((p) => {
        const e = all.get(p);
        return e !== undefined && (e.mode === "100644" || e.mode === "100755") ? [e.oid] : [];
      }));
    },
    async glob(pattern) {
      const re = picomatch(pattern, { dot: true });
      return [...(await entries()).values()].filter((e) => re(e.path)).map((e) => e.path).sort();
    },
  };
}

export function fsTreeReader(root: string): TreeReader {
  return {
    label: "working tree",
    async readFile(path) {
      const abs = join(root, path);
      let st;
      try {
        st = lstatSync(abs);
      } catch {
        return null;
      }
      if (!st.isFile()) {
        throw new SeedgateError("input", `${path} is not a regular file`, { file: path, hint: "symlinks are refused" });
      }
      if (st.size > MAX_SEALED_FILE_BYTES) throw sizeError(path, st.size);
      return readFileSync(abs);
    },
    async glob(pattern) {
      const re = picomatch(pattern, { dot: true });
      return walk(root, "").filter((p) => re(p)).sort();
    },
  };
}

function walk(root: string, rel: string): string[] {
  const out: string[] = [];
  for (const d of readdirSync(join(root, rel), { withFileTypes: true })) {
    const p = rel === "" ? d.name : `${rel}/${d.name}`;
    if (d.name === ".git" || d.name === "node_modules") continue;
    if (d.isDirectory()) out.push(...walk(root, p));
    else out.push(p);
  }
  return out;
}

const sizeError = (path: string, size: number): SeedgateError =>
  new SeedgateError("input", `${path} is ${size} bytes, over the ${MAX_SEALED_FILE_BYTES}-byte cap for sealed inputs`, {
    file: path,
    hint: "sealed inputs are small JSON and code files; keep large fixtures under a manifest root",
  });
