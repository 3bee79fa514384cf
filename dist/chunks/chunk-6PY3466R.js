import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  gitAt
} from "./chunk-NVRF4VWY.js";
import {
  pinOf
} from "./chunk-NXVDCMLE.js";

// src/cli/local.ts
async function localGit(cwd) {
  const dir = cwd ?? process.cwd();
  return gitAt((await pinOf(dir)).workTree);
}

export {
  localGit
};
