// Before a lane runs, every sealed path in the workspace is put back to the base
// commit's bytes, files the PR added under sealed paths are removed, and the sealed
// files are made read-only: a lane never runs an edited oracle, even if the judge
// were bypassed.
//
// Cost (issue 27 item 4, bench/sealed-restore.mjs): git lists the base's sealed files
// and what is on disk under the sealed roots by pathspec, reading no index, so a
// sealed root costs the same in a repository of 100,000 files as in one of 1,000; no
// Node walk enters the working tree. Only a configured glob with no root (`**/x.py`)
// makes git walk the base tree and the working tree, node_modules included (an ignored
// file there is found too). The four names only git and GitHub read are not restored
// (`restorable` in core/seal/sealed-set.ts), so the default set has no such glob.
import { chmodSync, lstatSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SealedMatcher } from "../core/seal/sealed-set.js";
import type { Git } from "../ports/local.js";
import type { RestoreReport } from "../ports/trees.js";
import { SeedgateError } from "../core/errors.js";
import { sealedPathspecs } from "../core/seal/pathspecs.js";

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

/** Every file under `rel` (a directory git did not enter: a repository of its own), by a walk of that directory only. */
function walk(root: string, rel: string, out: string[]): void {
  for (const d of readdirSync(join(root, rel), { withFileTypes: true })) {
    const p = `${rel}/${d.name}`;
    if (d.isDirectory()) walk(root, p, out);
    else out.push(p);
  }
}

/**
 * What is on disk under the sealed roots, from git: tracked, untracked and ignored
 * files (no exclude rule applies). Git does not enter an untracked directory that
 * holds a repository of its own; such a directory, whether git names it ("dir/") or
 * it sits above a root (so git names nothing below it), is walked here instead.
 */
async function presentUnder(git: Git, root: string, matcher: SealedMatcher): Promise<string[]> {
  if (git.workingFiles === undefined) throw new SeedgateError("internal", "the Git port given to the sealed restore cannot list working files (workingFiles)");
  const specs = sealedPathspecs(matcher.patterns);
  // Two listings: a glob pathspec beside the roots' makes git drop the "dir/" of a nested repository.
  const [rooted, anywhere] = await Promise.all([git.workingFiles(root, specs.roots), git.workingFiles(root, specs.anywhere)]);
  const out: string[] = [];
  // Git names no path above a root, and walks through no symlink. A directory above a root that is a symlink (or a
  // file) on disk is listed: the matcher seals a root's ancestors, so it is removed, and the sealed paths beneath
  // no longer resolve to the pull request's files. It is never walked (a walk would follow the link).
  const nested: string[] = [];
  const notDirs: string[] = [];
  for (const a of [...specs.ancestors].sort()) {
    if (notDirs.some((d) => a.startsWith(`${d}/`))) continue;
    const st = lstatOrNull(join(root, a));
    if (st === null) continue;
    if (!st.isDirectory()) {
      notDirs.push(a);
      out.push(a);
    } else if (lstatOrNull(join(root, a, ".git")) !== null) nested.push(a);
  }
  for (const p of [...rooted, ...anywhere]) {
    const dir = p.endsWith("/") ? p.slice(0, -1) : lstatOrNull(join(root, p))?.isDirectory() ? p : null;
    if (dir === null) out.push(p);
    else nested.push(dir); // a nested repository or a checked-out gitlink
  }
  for (const dir of new Set(nested)) if (lstatOrNull(join(root, dir))?.isDirectory() && !notDirs.some((d) => dir.startsWith(`${d}/`))) walk(root, dir, out);
  return [...new Set(out)];
}

export async function restoreSealed(git: Git, root: string, baseSha: string, matcher: SealedMatcher): Promise<RestoreReport> {
  if (git.treeMatching === undefined)
    throw new SeedgateError("internal", "the Git port given to the sealed restore cannot list a tree by pathspec (treeMatching)");
  const specs = sealedPathspecs(matcher.patterns);
  // The base's sealed files and what is on disk there: three git processes at once.
  const [listed, present] = await Promise.all([git.treeMatching(baseSha, [...specs.roots, ...specs.anywhere]), presentUnder(git, root, matcher)]);
  const base = listed.filter((e) => e.type === "blob" && matcher.match(e.path) !== null);
  const keep = new Set(base.map((e) => e.path));
  // Only what is on disk was added: git's index also names files the working tree lacks.
  const removed = present.filter((p) => !keep.has(p) && matcher.match(p) !== null && lstatOrNull(join(root, p)) !== null);
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
