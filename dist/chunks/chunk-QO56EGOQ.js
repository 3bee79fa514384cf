import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  linkNodeModules,
  withWorktree
} from "./chunk-XBHWGHZ7.js";
import {
  gitAt
} from "./chunk-NVRF4VWY.js";
import {
  pinOf
} from "./chunk-NXVDCMLE.js";

// src/cli/head-tree.ts
async function inHeadTree(cwd, head, fn) {
  const top = (await pinOf(cwd ?? process.cwd())).workTree;
  const sha = await gitAt(top).resolve(head);
  return withWorktree(top, sha, async (dir) => {
    linkNodeModules(top, dir);
    return fn(gitAt(dir), sha);
  });
}

export {
  inHeadTree
};
