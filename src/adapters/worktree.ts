// The hunt's scratch tree: a detached `git worktree` of the parent in a temp dir,
// removed afterwards whatever happens: on success, on a throw, and on SIGINT or
// SIGTERM (then the signal is re-raised, so the exit status still says why).
import { existsSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runGit } from "./git-run.js";
import { gitSync } from "./git-env.js";

/** What the worktree needs of the process: `process` itself, or a test's emitter. */
export interface SignalHub {
  once(signal: "SIGINT" | "SIGTERM", listener: () => void): unknown;
  removeListener(signal: "SIGINT" | "SIGTERM", listener: () => void): unknown;
}

export interface WorktreeOptions {
  readonly signals?: SignalHub;
  /** After cleanup on a signal; default re-raises the signal on this process. */
  readonly onSignal?: (signal: "SIGINT" | "SIGTERM") => void;
}

const reraise = (signal: "SIGINT" | "SIGTERM"): void => void process.kill(process.pid, signal);

/** Synchronous on purpose: a signal handler cannot await. Errors are swallowed: cleanup must not mask the run's own error. */
export function removeWorktree(repoRoot: string, dir: string, parent: string): void {
  const git = (args: string[]) => {
    try {
      gitSync(repoRoot, args);
    } catch {
      // already gone, or git unavailable: the prune and rm below still run
    }
  };
  git(["worktree", "remove", "--force", "--force", dir]);
  rmSync(parent, { recursive: true, force: true });
  git(["worktree", "prune"]);
}

export async function withWorktree<T>(repoRoot: string, sha: string, fn: (dir: string) => Promise<T>, opts: WorktreeOptions = {}): Promise<T> {
  // Not `seedgate-*`: production code runs from this tree, and its path is no name of seedgate for it to find (issue 44 item 7).
  const parent = mkdtempSync(join(tmpdir(), "worktree-"));
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
  const on = (signal: "SIGINT" | "SIGTERM") => () => {
    cleanup();
    (opts.onSignal ?? reraise)(signal);
  };
  const onInt = on("SIGINT");
  const onTerm = on("SIGTERM");
  signals.once("SIGINT", onInt);
  signals.once("SIGTERM", onTerm);
  try {
    // No hooks: a post-checkout hook is repository code the hunt did not ask to run.
    await runGit(repoRoot, ["-c", "core.hooksPath=/dev/null", "worktree", "add", "--detach", "--quiet", dir, sha]);
    return await fn(dir);
  } finally {
    cleanup();
  }
}

/**
 * The checkout's installed packages, linked into the worktree (git tracks none of
 * them): a fast-check property runs the project's own vitest from `node_modules`.
 * The link points at the real folder: a checkout whose own `node_modules` is a link
 * under /tmp would otherwise leave a chain the sandbox's private /tmp breaks halfway.
 */
export function linkNodeModules(root: string, dir: string): void {
  const installed = join(root, "node_modules");
  if (existsSync(installed) && !existsSync(join(dir, "node_modules"))) {
    symlinkSync(realpathSync(installed), join(dir, "node_modules"), "junction");
    linked.add(join(dir, "node_modules"));
  }
}

/** The links this process made (linkNodeModules): the only ones unlinkNodeModules takes away. */
const linked = new Set<string>();

/**
 * The checkout's install linked by linkNodeModules, taken out of the worktree again:
 * `runners.setup` then installs the lane's own there, and never writes through the link
 * into the checkout's (the sandbox keeps the checkout read-only). Any other
 * `node_modules` is left as it is.
 */
export function unlinkNodeModules(dir: string): void {
  const link = join(dir, "node_modules");
  if (linked.delete(link)) rmSync(link, { force: true });
}
