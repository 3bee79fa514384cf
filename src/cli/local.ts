// Ports for a local run: git at the repository that contains --cwd.
import { gitAt, runGit } from "../adapters/git.js";
import { repositoryTop } from "../adapters/git-errors.js";
import type { Git } from "../ports/local.js";

export async function localGit(cwd: string | undefined): Promise<Git> {
  const dir = cwd ?? process.cwd();
  const top = await repositoryTop(runGit, dir);
  return gitAt(top);
}
