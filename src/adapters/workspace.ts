// The Workspace port over a directory on disk. Every path is checked before any IO
// (core/inputs/workspace-path.ts), each existing directory on the way is lstat'ed so a
// link is refused rather than followed, and the leaf is opened with O_NOFOLLOW, so a
// link put there after the check is refused by the kernel too.
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, readSync, rmSync, writeSync, type Dirent, type Stats } from "node:fs";
import { createHash } from "node:crypto";
import { join, relative, resolve } from "node:path";
import { SeedgateError } from "../core/errors.js";
import { linkRefused, workspaceSegments } from "../core/inputs/workspace-path.js";
import type { OpenWorkspace, PathKind, Workspace, WorkspaceEntry } from "../ports/workspace.js";

const { O_RDONLY, O_WRONLY, O_CREAT, O_TRUNC, O_APPEND, O_NOFOLLOW, O_NONBLOCK } = constants;
const chunk = Buffer.allocUnsafe(1 << 20);

export const workspaceAt: OpenWorkspace = (root: string): Workspace => {
  /**
   * Directories already lstat'ed as real ones: a walk over 20,000 files asks about the same
   * few again and again (manifest write measured 1.4x slower without it). Forgotten on
   * remove; a directory swapped for a link afterwards is a race with the human's own tree.
   */
  const realDirs = new Set<string>();
  /** The absolute path, after refusing `..`, absolute paths and a link on the way (not the leaf). */
  const at = (path: string): string => {
    const segments = workspaceSegments(path);
    for (let i = 1; i < segments.length; i++) {
      const prefix = segments.slice(0, i).join("/");
      if (realDirs.has(prefix)) continue;
      const st = lstatOrNull(join(root, prefix));
      if (st === null) break;
      if (st.isSymbolicLink()) throw linkRefused(path, prefix);
      if (st.isDirectory()) realDirs.add(prefix);
    }
    return join(root, ...segments);
  };
  const kind = (path: string): PathKind => kindOf(lstatOrNull(at(path)));
  const open = (path: string, flags: number): number => {
    try {
      return openSync(at(path), flags | O_NOFOLLOW, 0o666);
    } catch (cause) {
      if ((cause as NodeJS.ErrnoException).code === "ELOOP") throw linkRefused(path, path);
      throw cause;
    }
  };
  /**
   * A regular file opened for reading in one walk and one open (the manifest writer's
   * loop), never through a link (O_NOFOLLOW), never blocking on a FIFO (O_NONBLOCK); null when absent.
   */
  const openRegular = (path: string): number | null => {
    let fd: number;
    try {
      fd = openSync(at(path), O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
    } catch (cause) {
      const code = (cause as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || code === "ENOTDIR") return null;
      if (code === "ELOOP") throw linkRefused(path, path);
      throw cause;
    }
    const st = fstatSync(fd);
    if (st.isFile()) return fd;
    closeSync(fd);
    throw notRegular(path, st.isDirectory() ? "dir" : "other");
  };
  /** The kind of a path that must be a regular file or absent. */
  const regular = (path: string): "file" | "absent" => {
    const k = kind(path);
    if (k === "link") throw linkRefused(path, path);
    if (k !== "file" && k !== "absent") throw notRegular(path, k);
    return k;
  };
  return {
    root,
    kind,
    readFile(path) {
      const fd = openRegular(path);
      if (fd === null) return null;
      const parts: Buffer[] = [];
      eachChunk(fd, (b) => parts.push(Buffer.from(b)));
      return Buffer.concat(parts);
    },
    sha256(path) {
      const fd = openRegular(path);
      if (fd === null) throw new SeedgateError("input", `${path} does not exist`, { file: path });
      const hash = createHash("sha256");
      eachChunk(fd, (b) => hash.update(b));
      return hash.digest("hex");
    },
    writeFile(path, bytes) {
      regular(path);
      writeAll(open(path, O_WRONLY | O_CREAT | O_TRUNC), bytes);
    },
    appendFile(path, bytes) {
      regular(path);
      writeAll(open(path, O_WRONLY | O_CREAT | O_APPEND), bytes);
    },
    makeDir(path) {
      const k = kind(path);
      if (k === "link") throw linkRefused(path, path);
      if (k !== "dir") mkdirSync(at(path), { recursive: true });
    },
    list(path) {
      const k = kind(path);
      if (k === "link") throw linkRefused(path, path);
      if (k !== "dir") throw new SeedgateError("input", `${path || "."} is not a directory`, { file: path });
      return readdirSync(at(path), { withFileTypes: true })
        .map((d): WorkspaceEntry => ({ name: d.name, kind: direntKind(d) }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },
    remove(path) {
      if (workspaceSegments(path).length === 0) throw new SeedgateError("internal", `refusing to remove the workspace's root ${root}`);
      rmSync(at(path), { recursive: true, force: true }); // rm removes a link itself, never its target
      realDirs.clear();
    },
  };
};

/**
 * A file the human named on the command line (`--proposal`, `--fixture`), read as given
 * (it may lie outside the working tree, like a hunt's `--out`): its name relative to
 * `root` when inside it, else absolute; null bytes when it does not exist.
 */
export function namedFile(root: string, cwd: string, name: string): { readonly file: string; readonly bytes: Buffer | null } {
  const abs = resolve(cwd, name);
  const rel = relative(root, abs);
  const file = rel === "" || rel === ".." || rel.startsWith("../") ? abs : rel.split("\\").join("/");
  try {
    const fd = openSync(abs, O_RDONLY);
    const parts: Buffer[] = [];
    eachChunk(fd, (b) => parts.push(Buffer.from(b)));
    return { file, bytes: Buffer.concat(parts) };
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === "ENOENT") return { file, bytes: null };
    throw new SeedgateError("input", `${file} cannot be read: ${(cause as Error).message}`, { file, cause });
  }
}

const notRegular = (path: string, kind: PathKind): SeedgateError =>
  new SeedgateError("input", `${path} is a ${kind === "dir" ? "directory" : "special file"}, not a regular file`, { file: path });

function lstatOrNull(path: string): Stats | null {
  try {
    return lstatSync(path);
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === "ENOENT" || (cause as NodeJS.ErrnoException).code === "ENOTDIR") return null;
    throw cause;
  }
}

const kindOf = (st: Stats | null): PathKind =>
  st === null ? "absent" : st.isSymbolicLink() ? "link" : st.isFile() ? "file" : st.isDirectory() ? "dir" : "other";

const direntKind = (d: Dirent): WorkspaceEntry["kind"] => (d.isSymbolicLink() ? "link" : d.isFile() ? "file" : d.isDirectory() ? "dir" : "other");

/** Reads a descriptor to its end through one reused buffer, then closes it. */
function eachChunk(fd: number, take: (b: Buffer) => void): void {
  try {
    for (let n = readSync(fd, chunk, 0, chunk.length, null); n > 0; n = readSync(fd, chunk, 0, chunk.length, null)) take(chunk.subarray(0, n));
  } finally {
    closeSync(fd);
  }
}

function writeAll(fd: number, bytes: Buffer | string): void {
  const b = typeof bytes === "string" ? Buffer.from(bytes, "utf8") : bytes;
  try {
    for (let off = 0; off < b.length;) off += writeSync(fd, b, off, b.length - off);
  } finally {
    closeSync(fd);
  }
}
