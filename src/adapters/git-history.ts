// The History port over git: commits by committer time, newest first.
import type { History } from "../ports/local.js";
import { runGit } from "./git-run.js";

const epoch = (d: Date): string => `@${Math.floor(d.getTime() / 1000)}`;

export function gitHistory(root: string): History {
  return {
    async commits(rev, since, firstParent) {
      const out = await runGit(root, ["log", ...(firstParent ? ["--first-parent"] : []), "--format=%H%x09%P%x09%ct", `--since=${epoch(since)}`, rev, "--"]);
      return out
        .toString("utf8")
        .split("\n")
        .filter((l) => l !== "")
        .map((l) => {
          const [sha, parents, ct] = l.split("\t") as [string, string, string];
          return { sha, parents: parents.split(" ").filter((p) => p !== ""), time: new Date(Number(ct) * 1000) };
        });
    },
    async before(rev, time) {
      const out = (await runGit(root, ["rev-list", "--first-parent", "-n", "1", `--before=${epoch(time)}`, rev, "--"])).toString("utf8").trim();
      return out === "" ? null : out;
    },
  };
}
