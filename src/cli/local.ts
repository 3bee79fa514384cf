// Ports for a local run: git at the repository that contains --cwd.
import { gitPinned } from "../adapters/git.js";
import { pinOf } from "../adapters/git-env.js";
import type { Git } from "../ports/local.js";

export async function localGit(cwd: string | undefined): Promise<Git> {
  const dir = cwd ?? process.cwd();
  return gitPinned((await pinOf(dir)).workTree); // pinned by pinOf a moment ago: one rev-parse, not two
}
