// Before a lane runs, every sealed path in the workspace is put back to the base
// commit's bytes, files the PR added under sealed paths are removed, and the sealed
// files are made read-only: a lane never runs an edited oracle, even if the judge
// were bypassed.
import { chmodSync, lstatSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SealedMatcher } from "../core/seal/sealed-set.js";
import type { Git } from "../ports/local.js";
import type { RestoreReport } from "../ports/trees.js";

/** Make `dir` (relative to root) a real directory: a symlink or file in its place is removed. */
function realDir(root: string, dir: string): void {
  let cur = root;
  for (const seg of dir.split("/").filter(Boolean)) {
    cur = join(cur, seg);
    const st = lstatOrNull(cur);
    if (st !== null && !st.isDirectory()) rmSync(cur, { force: true, recursive: true });
    if (st === null || !st.isDirectory()) mkdirSync(cur);
    else if ((st.mode & 0o200) === 0) chmodSync(cur, 0o755);
  }
}

const lstatOrNull = (p: string) => {
  try {
    return lstatSync(p);
  } catch {
    return null;
  }
};

function walk(root: string, rel: string, out: string[]): void {
  for (const d of readdirSync(join(root, rel), { withFileTypes: true })) {
    const p = rel === "" ? d.name : `${rel}/${d.name}`;
    if (rel === "" && d.name === ".git") continue;
    if (d.isDirectory()) walk(root, p, out);
    else out.push(p);
  }
}

export async function restoreSealed(git: Git, root: string, baseSha: string, matcher: SealedMatcher): Promise<RestoreReport> {
  const base = (await git.lsTree(baseSha)).filter((e) => e.type === "blob" && matcher.match(e.path) !== null);
  const keep = new Set(base.map((e) => e.path));
  const present: string[] = [];
  walk(root, "", present);
  const removed = present.filter((p) => !keep.has(p) && matcher.match(p) !== null);
  for (const p of removed) rmSync(join(root, p), { force: true });
  const blobs = await git.readBlobs(base.map((e) => e.oid));
  for (const e of base) {
    const slash = e.path.lastIndexOf("/");
    realDir(root, slash === -1 ? "" : e.path.slice(0, slash));
    const abs = join(root, e.path);
    rmSync(abs, { force: true, recursive: true });
    if (e.mode === "120000") symlinkSync(blobs.get(e.oid)!.toString("utf8"), abs);
    else writeFileSync(abs, blobs.get(e.oid)!, { mode: e.mode === "100755" ? 0o555 : 0o444 });
  }
  return { restored: base.length, removed };
}
