// Readable fakes of the Sandboxes and Trees ports: they record what a mode asked for, in
// order, and run nothing. A mode test that needs no process uses these instead of the host's.
import type { InstalledPackage } from "../../src/core/inputs/framework-lock.js";
import type { Exec, ExecRequest } from "../../src/ports/local.js";
import type { Sandbox, Sandboxes } from "../../src/ports/sandbox.js";
import type { OracleCopy, Scratch, Trees } from "../../src/ports/trees.js";

/** Every call, in the order the mode made it: "restore <dir> <rev>", "copy <rev> <folders>", "exec <command>", … */
export type Journal = string[];

/** An Exec that starts nothing: it records the command and answers with `exitCode`. */
export const recordingExec = (journal: Journal, exitCode = 0): Exec => ({
  run: async (req: ExecRequest) => {
    journal.push(`exec ${req.command} ${req.args.join(" ")}`.trim());
    return { exitCode, signal: null, timedOut: false, durationMs: 1, stdoutTail: "", stderrTail: "" };
  },
});

/** No sandbox can run here: what a runner without bubblewrap or Landlock answers. */
export const noSandboxes = (journal: Journal, message = "no sandbox available (fake)"): Sandboxes => ({
  around: (_exec, _config, _env, req) => {
    journal.push(`sandbox? ${req.workspace}`);
    return { ok: false, message, hint: "install bubblewrap" } satisfies Sandbox;
  },
});

/** Trees that touch no disk: restores and copies are recorded, the copy is empty and never changes. */
export function fakeTrees(journal: Journal, installed: Record<string, string> = {}): Trees {
  const copy = (root: string): OracleCopy => ({ root, digests: new Map(), skipped: [], verify: () => [], dispose: () => void journal.push(`dispose ${root}`) });
  return {
    restoreSealed: async (dir, rev) => (journal.push(`restore ${dir} ${rev.slice(0, 7)}`), { restored: 0, removed: [] }),
    pinSealed: async (dir, rev) => {
      journal.push(`restore ${dir} ${rev.slice(0, 7)}`);
      const report = { restored: 0, removed: [] };
      return { first: report, again: async () => (journal.push(`restore again ${dir} ${rev.slice(0, 7)}`), report) };
    },
    copyOracle: async (rev, parts) => (journal.push(`copy ${rev.slice(0, 7)} ${[...parts.folders].join(",")}`), copy("/fake/oracle")),
    withWorktree: async (sha, fn) => {
      journal.push(`worktree ${sha.slice(0, 7)}`);
      return fn(`/fake/worktree-${sha.slice(0, 7)}`);
    },
    linkInstall: (dir) => void journal.push(`link ${dir}`),
    writableDigest: async () => "fake-digest", // nothing on disk changes
    unlinkInstall: (dir) => void journal.push(`unlink ${dir}`),
    installed: (_dir, name): InstalledPackage =>
      installed[name] === undefined ? { name, kind: "absent", version: undefined } : { name, kind: "directory", version: installed[name] },
    frameworkFiles: (dir, closure) => {
      journal.push(`framework files ${dir} ${closure.pins.length}`);
      return { problems: [], uncached: 0, verified: closure.pins.length, unverified: [] };
    },
    packagesDir: () => ({
      requirements: "/fake/wheels/requirements.txt",
      site: "/fake/wheels/site",
      seal: () => void journal.push("packages seal"),
      verify: () => [],
      dispose: () => void journal.push("packages dispose"),
    }),
    scratch: (prefix): Scratch => ({
      dir: `/fake/${prefix}`,
      path: (name) => `/fake/${prefix}/${name}`,
      write: (name) => void journal.push(`scratch ${prefix}${name}`),
      read: () => null,
      copyTo: (dest) => void journal.push(`scratch copy ${dest}`),
      dispose: () => void journal.push(`scratch dispose ${prefix}`),
    }),
  };
}
