import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  loadModel
} from "./chunk-RPJWGF45.js";
import {
  gitTreeReader
} from "./chunk-POEGIFWW.js";
import {
  loadConfig
} from "./chunk-22OZFHRX.js";

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
