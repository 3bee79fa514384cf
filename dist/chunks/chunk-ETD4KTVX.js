import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  linkNodeModules,
  withWorktree
} from "./chunk-F4XUKZHO.js";
import {
  gitAt,
  gitPinned
} from "./chunk-6GYLSYQK.js";
import {
  pinOf
} from "./chunk-NXVDCMLE.js";

// src/cli/head-tree.ts
async function inHeadTree(cwd, head, fn) {
  const top = (await pinOf(cwd ?? process.cwd())).workTree;
  const sha = await gitPinned(top).resolve(head);
  return withWorktree(top, sha, async (dir) => {
    linkNodeModules(top, dir);
    return fn(gitAt(dir), sha);
  });
}

export {
  inHeadTree
};
