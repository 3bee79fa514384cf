// Ports for a local run: git at the repository that contains --cwd.
import { gitAt, runGit } from "../adapters/git.js";
import type { Git } from "../ports/local.js";

export async function localGit(cwd: string | undefined): Promise<Git> {
  const dir = cwd ?? process.cwd();
  const top = (await runGit(dir, ["rev-parse", "--show-toplevel"])).toString("utf8").trim();
  return gitAt(top);
}
