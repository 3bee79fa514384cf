import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  gitPinned
} from "./chunk-6GYLSYQK.js";
import {
  pinOf
} from "./chunk-NXVDCMLE.js";

// src/cli/local.ts
async function localGit(cwd) {
  const dir = cwd ?? process.cwd();
  return gitPinned((await pinOf(dir)).workTree);
}

export {
  localGit
};
