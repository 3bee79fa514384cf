import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  loadModel
} from "./chunk-DNYLTCTM.js";
import {
  gitTreeReader
} from "./chunk-HIL2AFNQ.js";
import {
  loadConfig
} from "./chunk-B56B5CMN.js";

// src/modes/base/snapshot.ts
async function readBase(git, sha, configPath) {
  const tree = gitTreeReader(git, sha);
  const config = await loadConfig(tree, configPath);
  let loaded;
  return { sha, tree, config, model: () => loaded ??= loadModel(config, tree) };
}

export {
  readBase
};
