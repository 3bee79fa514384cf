// Git's own files beside a workspace, which no process running pull-request code may
// write: the workspace's `.git` (a directory, or a linked worktree's pointer file), the
// worktree's gitdir and the common dir. Read from the pin the run's first git process
// made when there is one; else from the pointer files as they are now, before any
// pull-request code runs (the policy is built then).
import { lstatSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve } from "node:path";
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

/** The workspace's `.git`, its gitdir and its common dir (one path thrice for a main checkout). */
function gitPlaces(workspace: string): { dotGit: string; gitDir: string; commonDir: string } {
  const dotGit = join(workspace, ".git");
  const pin = settledPinOf(workspace);
  const gitDir = pin?.gitDir ?? pointer(dotGit, workspace, "gitdir:") ?? dotGit;
  const commonDir = pin?.commonDir ?? pointer(join(gitDir, "commondir"), gitDir, "") ?? gitDir;
  return { dotGit, gitDir, commonDir };
}

/** Absolute paths of the workspace's git metadata that exist: `.git`, and for a linked worktree its gitdir and the common dir. */
export function gitMetadata(workspace: string): string[] {
  const { dotGit, gitDir, commonDir } = gitPlaces(workspace);
  return [...new Set([dotGit, gitDir, commonDir])].filter(exists);
}

/**
 * The checkout a linked worktree was made from (a CLI lane's worktree of the head): the
 * caller's own tree, which may hold uncommitted work. Read-only to every run as git's
 * files are, even inside a folder a run may write (a scratch folder that holds it). None
 * for a main checkout, a bare repository, or one that holds the workspace or lies in it.
 */
export function mainCheckout(workspace: string): string[] {
  const { dotGit, commonDir } = gitPlaces(workspace);
  if (commonDir === dotGit || basename(commonDir) !== ".git" || !exists(commonDir)) return [];
  const checkout = dirname(commonDir);
  return inside(workspace, checkout) || inside(checkout, workspace) ? [] : [checkout];
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
