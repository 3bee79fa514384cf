import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  gitAt,
  runGit
} from "./chunk-Q35FYUMK.js";

// src/cli/local.ts
async function localGit(cwd) {
  const dir = cwd ?? process.cwd();
  const top = (await runGit(dir, ["rev-parse", "--show-toplevel"])).toString("utf8").trim();
  return gitAt(top);
}

export {
  localGit
};
