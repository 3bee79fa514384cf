// The MutantCommits port on git plumbing: a commit over a base with one file replaced,
// made in a private index (the user's index and working tree are never touched), with
// the base's own dates and a fixed identity so the same base and mutation give the same
// SHA on every machine (never signed: a signature would differ). The branch moves with update-ref.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { SeedgateError } from "../core/errors.js";
import type { MutantCommits } from "../ports/mutant.js";
import { gitEnv, pinOf } from "./git-env.js";

const IDENTITY = { name: "seedgate mutate", email: "mutate@seedgate.invalid" };

export async function mutantCommits(root: string): Promise<MutantCommits> {
  const pin = await pinOf(root);
  const git = (args: readonly string[], extra: Record<string, string> = {}, input?: Buffer): string => {
    try {
      return execFileSync("git", [...args], { cwd: pin.workTree, env: { ...gitEnv(pin), ...extra }, input, maxBuffer: 64 << 20 })
        .toString("utf8")
        .trim();
    } catch (err) {
      const stderr = (err as { stderr?: Buffer }).stderr?.toString("utf8").trim() ?? "";
      throw new SeedgateError("git", `git ${args[0]} failed: ${stderr || String(err)}`, {
        hint: "seedgate mutate commits with git plumbing in the repository at --cwd",
      });
    }
  };
  /** Its output, or null when git says no (a branch that does not exist, a detached HEAD). */
  const quiet = (args: readonly string[]): string | null => {
    try {
      return execFileSync("git", [...args], { cwd: pin.workTree, env: gitEnv(pin), stdio: ["ignore", "pipe", "ignore"] })
        .toString("utf8")
        .trim();
    } catch {
      return null;
    }
  };
  return {
    async commitOver(base, path, bytes, message) {
      const index = join(pin.gitDir, `seedgate-mutate-index-${process.pid}`);
      try {
        const blob = git(["hash-object", "-w", "--stdin"], {}, bytes);
        const mode = git(["ls-tree", base, "--", path]).split(" ")[0] || "100644";
        git(["read-tree", base], { GIT_INDEX_FILE: index });
        git(["update-index", "--add", "--cacheinfo", `${mode},${blob},${path}`], { GIT_INDEX_FILE: index });
        const tree = git(["write-tree"], { GIT_INDEX_FILE: index });
        const date = git(["log", "-1", "--format=%cI", base]);
        const who = {
          GIT_AUTHOR_NAME: IDENTITY.name,
          GIT_AUTHOR_EMAIL: IDENTITY.email,
          GIT_COMMITTER_NAME: IDENTITY.name,
          GIT_COMMITTER_EMAIL: IDENTITY.email,
        };
        return git(
          ["commit-tree", "--no-gpg-sign", tree, "-p", base, "-F", "-"],
          { ...who, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
          Buffer.from(message),
        );
      } finally {
        rmSync(index, { force: true });
      }
    },
    async branchMessage(branch) {
      return quiet(["rev-parse", "--verify", "--quiet", `refs/heads/${branch}`]) === null
        ? null
        : `${git(["log", "-1", "--format=%B", `refs/heads/${branch}`])}\n`;
    },
    async setBranch(branch, sha) {
      git(["check-ref-format", "--branch", branch]);
      if (quiet(["symbolic-ref", "-q", "HEAD"]) === `refs/heads/${branch}`)
        throw new SeedgateError("usage", `${branch} is checked out here: mutate moves it only while another branch is`, {
          hint: "git switch to your branch first",
        });
      git(["update-ref", "-m", "seedgate mutate", `refs/heads/${branch}`, sha]);
    },
  };
}
