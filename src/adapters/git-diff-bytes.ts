// The Git port's `diffBytes` (the hunt's proposal diff): bytes that are in no commit,
// diffed by `git diff --no-index` in a temp dir outside the tree.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { SeedgateError } from "../core/errors.js";
import { gitEnv } from "./git-env.js";
import { workspaceSegments } from "../core/inputs/workspace-path.js";
import type { FileChange } from "../ports/local.js";

/** `a/` holds each path's bytes before (if any), `b/` after, in a temp dir; the diff names both sides a/ and b/ as git does. */
export async function diffBytesOf(files: readonly FileChange[]): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "seedgate-diff-"));
  try {
    mkdirSync(join(dir, "a"));
    mkdirSync(join(dir, "b"));
    for (const f of files) {
      const rel = workspaceSegments(f.path).join("/"); // never outside the temp dir
      if (f.before !== null) put(join(dir, "a", rel), f.before);
      put(join(dir, "b", rel), f.after);
    }
    const raw = await gitDiffNoIndex(dir);
    // --no-prefix shows the temp dirs' names: a new file reads "b/x b/x"; name both sides a/ and b/ as git does.
    return raw.replace(/^diff --git [ab]\/(.*) b\/\1$/gm, "diff --git a/$1 b/$1");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function put(path: string, bytes: Buffer): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
}

/** Exit 1 means "differences found"; anything else but 0 is a real failure. */
function gitDiffNoIndex(cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      ["diff", "--no-index", "--no-color", "--no-prefix", "--no-ext-diff", "a", "b"],
      { cwd, maxBuffer: 64 * 1024 * 1024, env: gitEnv() },
      (err, stdout, stderr) => {
        const code: unknown = err === null ? 0 : (err as { code?: unknown }).code;
        if (code === 0 || code === 1) resolve(stdout);
        else reject(new SeedgateError("git", `git diff --no-index failed: ${stderr.trim() || String(err)}`));
      },
    );
  });
}
