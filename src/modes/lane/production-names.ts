// The production names of a lane's Python rows (issue 44 item 5), read from git before
// runners.setup runs: the top-level modules the base commit held under each of the base
// config's import roots. The oracle sends only these to the subject (seedgate_boot.py),
// so a `.pth` line setup writes, or a folder the pull request adds, never turns a
// package the sealed test imports into production code that answers for the test.
import { pythonTopNames, rootInTree } from "../../core/inputs/python-names.js";
import type { Git, TreeEntry } from "../../ports/local.js";

/** The base tree's top-level module names under `roots` (absolute paths); a root outside the repository holds none. */
export async function baseProductionNames(git: Git, base: string, roots: readonly string[]): Promise<string[]> {
  const dirs = [...new Set(roots.flatMap((r) => rootInTree(r, git.root) ?? []))];
  const lists = await Promise.all(dirs.map((dir) => topOf(git, base, dir)));
  return [...new Set(lists.flat())].sort();
}

async function topOf(git: Git, base: string, dir: string): Promise<string[]> {
  // The top of the root only: a recursive listing of the whole tree costs its size.
  if (git.lsTreeTop === undefined) return pythonTopNames(await git.lsTree(base, dir === "" ? undefined : dir), dir);
  const rev = dir === "" ? base : `${base}:${dir}`;
  let top: TreeEntry[];
  try {
    top = await git.lsTreeTop(rev);
  } catch {
    return []; // no such folder at the base: it holds no production name
  }
  return pythonTopNames(top, "");
}
