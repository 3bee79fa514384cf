import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  gitEnv
} from "./chunk-NXVDCMLE.js";
import {
  workspaceSegments
} from "./chunk-4EHZVTLU.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/adapters/git-diff-bytes.ts
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
async function diffBytesOf(files) {
  const dir = mkdtempSync(join(tmpdir(), "seedgate-diff-"));
  try {
    mkdirSync(join(dir, "a"));
    mkdirSync(join(dir, "b"));
    for (const f of files) {
      const rel = workspaceSegments(f.path).join("/");
      if (f.before !== null) put(join(dir, "a", rel), f.before);
      put(join(dir, "b", rel), f.after);
    }
    const raw = await gitDiffNoIndex(dir);
    return raw.replace(/^diff --git [ab]\/(.*) b\/\1$/gm, "diff --git a/$1 b/$1");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
function put(path, bytes) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
}
function gitDiffNoIndex(cwd) {
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      ["diff", "--no-index", "--no-color", "--no-prefix", "--no-ext-diff", "a", "b"],
      { cwd, maxBuffer: 64 * 1024 * 1024, env: gitEnv() },
      (err, stdout, stderr) => {
        const code = err === null ? 0 : err.code;
        if (code === 0 || code === 1) resolve(stdout);
        else reject(new SeedgateError("git", `git diff --no-index failed: ${stderr.trim() || String(err)}`));
      }
    );
  });
}
export {
  diffBytesOf
};
