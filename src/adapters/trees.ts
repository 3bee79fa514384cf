// The Trees port on the host: git worktrees, the sealed restore, the oracle's copy and
// scratch directories (the Disk port's, adapters/disk.ts).
import { lstatSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { InstalledPackage } from "../core/inputs/framework-lock.js";
import type { Git } from "../ports/local.js";
import type { Trees } from "../ports/trees.js";
import { hostDisk } from "./disk.js";
import { frameworkFiles } from "./npm-verify.js";
import { materialiseOracle } from "./oracle-copy.js";
import { packagesDir } from "./packages-dir.js";
import { restoreSealed } from "./sealed-restore.js";
import { pinnedRestore } from "./sealed-pin.js";
import { linkNodeModules, unlinkNodeModules, withWorktree, type SignalHub } from "./worktree.js";
import { writableDigest } from "./writable-digest.js";

export function gitTrees(git: Git, opts: { readonly signals?: SignalHub } = {}): Trees {
  return {
    restoreSealed: (dir, rev, matcher) => restoreSealed(git, dir, rev, matcher),
    pinSealed: (dir, rev, matcher) => pinnedRestore(git, dir, rev, matcher),
    copyOracle: (rev, parts) => materialiseOracle(git, rev, parts),
    withWorktree: (sha, fn) => withWorktree(git.root, sha, fn, opts.signals ? { signals: opts.signals } : {}),
    linkInstall: (dir) => linkNodeModules(git.root, dir),
    unlinkInstall: unlinkNodeModules,
    installed: installedPackage,
    frameworkFiles,
    scratch: hostDisk.scratch,
    packagesDir,
    writableDigest,
  };
}

function installedPackage(root: string, name: string): InstalledPackage {
  const dir = join(root, "node_modules", name);
  let kind: InstalledPackage["kind"];
  try {
    kind = lstatSync(dir).isSymbolicLink() ? "link" : "directory";
  } catch {
    return { name, kind: "absent", version: undefined };
  }
  try {
    // Read through a link too: the environment tuple names what runs, the framework check refuses links.
    const version = (JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { version?: unknown }).version;
    return { name, kind, version: typeof version === "string" ? version : undefined };
  } catch {
    return { name, kind, version: undefined };
  }
}
