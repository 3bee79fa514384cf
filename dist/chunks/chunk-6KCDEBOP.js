import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  runGit
} from "./chunk-UXVFAVEZ.js";

// src/adapters/worktree.ts
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
var reraise = (signal) => void process.kill(process.pid, signal);
function removeWorktree(repoRoot, dir, parent) {
  const git = (args) => {
    try {
      execFileSync("git", args, { cwd: repoRoot, stdio: "ignore", env: { ...process.env, GIT_TERMINAL_PROMPT: "0" } });
    } catch {
    }
  };
  git(["worktree", "remove", "--force", "--force", dir]);
  rmSync(parent, { recursive: true, force: true });
  git(["worktree", "prune"]);
}
async function withWorktree(repoRoot, sha, fn, opts = {}) {
  const parent = mkdtempSync(join(tmpdir(), "seedgate-hunt-"));
  const dir = join(parent, "tree");
  const signals = opts.signals ?? process;
  let removed = false;
  const cleanup = () => {
    if (removed) return;
    removed = true;
    signals.removeListener("SIGINT", onInt);
    signals.removeListener("SIGTERM", onTerm);
    removeWorktree(repoRoot, dir, parent);
  };
  const on = (signal) => () => {
    cleanup();
    (opts.onSignal ?? reraise)(signal);
  };
  const onInt = on("SIGINT");
  const onTerm = on("SIGTERM");
  signals.once("SIGINT", onInt);
  signals.once("SIGTERM", onTerm);
  try {
    await runGit(repoRoot, ["-c", "core.hooksPath=/dev/null", "worktree", "add", "--detach", "--quiet", dir, sha]);
    return await fn(dir);
  } finally {
    cleanup();
  }
}
function linkNodeModules(root, dir) {
  const installed = join(root, "node_modules");
  if (existsSync(installed) && !existsSync(join(dir, "node_modules"))) symlinkSync(realpathSync(installed), join(dir, "node_modules"), "junction");
}

export {
  withWorktree,
  linkNodeModules
};
