// Ports for a local run: git at the repository that contains --cwd.
import { gitAt } from "../adapters/git.js";
import { pinOf } from "../adapters/git-env.js";
import type { Git } from "../ports/local.js";

export async function localGit(cwd: string | undefined): Promise<Git> {
  const dir = cwd ?? process.cwd();
  return gitAt((await pinOf(dir)).workTree);
}
