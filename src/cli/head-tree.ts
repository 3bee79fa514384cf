// Local runs never touch the user's checkout: `check` and `lane` restore sealed files
// to the base commit's bytes and run the head's code, so they do it in a detached
// worktree of the head in a temp dir, removed afterwards. The user's tree, dirty or
// not, stays byte for byte as it was.
import { gitAt, gitPinned } from "../adapters/git.js";
import { pinOf } from "../adapters/git-env.js";
import { linkNodeModules, withWorktree } from "../adapters/worktree.js";
import type { Git } from "../ports/local.js";

export async function inHeadTree<T>(cwd: string | undefined, head: string, fn: (git: Git, head: string) => Promise<T>): Promise<T> {
  const top = (await pinOf(cwd ?? process.cwd())).workTree;
  const sha = await gitPinned(top).resolve(head);
  return withWorktree(top, sha, async (dir) => {
    linkNodeModules(top, dir);
    return fn(gitAt(dir), sha);
  });
}
