// Real temporary git repositories for tests. Every helper shells out to git.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, chmodSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

export interface TempRepo {
  readonly dir: string;
  git(...args: string[]): string;
  write(path: string, content: string | Buffer): void;
  symlink(path: string, target: string): void;
  remove(path: string): void;
  chmod(path: string, mode: number): void;
  /** Stage everything and commit; returns the new commit SHA. */
  commit(message: string): string;
  cleanup(): void;
}

export function tempRepo(prefix = "seedgate-test-"): TempRepo {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const git = (...args: string[]): string =>
    execFileSync("git", args, {
      cwd: dir,
      encoding: "utf8",
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: "Test",
        GIT_AUTHOR_EMAIL: "test@example.invalid",
        GIT_COMMITTER_NAME: "Test",
        GIT_COMMITTER_EMAIL: "test@example.invalid",
        GIT_CONFIG_NOSYSTEM: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
  git("init", "-q", "-b", "main");
  git("config", "core.autocrlf", "false");
  git("config", "commit.gpgsign", "false");
  const abs = (p: string) => join(dir, p);
  return {
    dir,
    git,
    write(path, content) {
      mkdirSync(dirname(abs(path)), { recursive: true });
      writeFileSync(abs(path), content);
    },
    symlink(path, target) {
      mkdirSync(dirname(abs(path)), { recursive: true });
      symlinkSync(target, abs(path));
    },
    remove(path) {
      rmSync(abs(path), { recursive: true, force: true });
    },
    chmod(path, mode) {
      chmodSync(abs(path), mode);
    },
    commit(message) {
      git("add", "-A");
      git("commit", "-q", "--allow-empty", "--no-verify", "-m", message);
      return git("rev-parse", "HEAD").trim();
    },
    cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
