// Git's own files beside a workspace, which no process running pull-request code may
// write: the workspace's `.git` (a directory, or a linked worktree's pointer file), the
// worktree's gitdir and the common dir. Read from the pin the run's first git process
// made when there is one; else from the pointer files as they are now, before any
// pull-request code runs (the policy is built then).
import { lstatSync, readdirSync, readFileSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import { settledPinOf } from "./git-env.js";

const exists = (p: string): boolean => {
  try {
    lstatSync(p);
    return true;
  } catch {
    return false;
  }
};

const pointer = (file: string, base: string, prefix: string): string | undefined => {
  try {
    const line = readFileSync(file, "utf8").split("\n")[0]!.trim();
    const target = prefix === "" ? line : line.startsWith(prefix) ? line.slice(prefix.length).trim() : "";
    return target === "" ? undefined : resolve(base, target);
  } catch {
    return undefined;
  }
};

/** Absolute paths of the workspace's git metadata that exist: `.git`, and for a linked worktree its gitdir and the common dir. */
export function gitMetadata(workspace: string): string[] {
  const dotGit = join(workspace, ".git");
  const pin = settledPinOf(workspace);
  const gitDir = pin?.gitDir ?? pointer(dotGit, workspace, "gitdir:") ?? dotGit;
  const commonDir = pin?.commonDir ?? pointer(join(gitDir, "commondir"), gitDir, "") ?? gitDir;
  return [...new Set([dotGit, gitDir, commonDir])].filter(exists);
}

export const inside = (child: string, parent: string): boolean => {
  const r = relative(parent, child);
  return r === "" || (!r.startsWith("..") && !isAbsolute(r));
};

/**
 * Landlock only grants (a rule cannot take a right away beneath a granted directory):
 * a writable path that holds protected ones is replaced by its entries, recursively,
 * leaving the protected paths and symbolic links out. Creating a new entry right in
 * such a directory is then refused; `runners.writable` names what may be created.
 */
export function carveWritable(writable: readonly string[], protectedPaths: readonly string[]): string[] {
  const out: string[] = [];
  const carve = (w: string): void => {
    if (protectedPaths.some((p) => inside(w, p))) return;
    if (!protectedPaths.some((p) => inside(p, w))) return void out.push(w);
    for (const e of readdirSync(w, { withFileTypes: true })) if (!e.isSymbolicLink()) carve(join(w, e.name));
  };
  for (const w of writable) carve(w);
  return out;
}
