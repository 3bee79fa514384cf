// The Workspace port over a directory on disk. Every path is checked before any IO
// (core/inputs/workspace-path.ts), each existing directory on the way is lstat'ed so a
// link is refused rather than followed, and the leaf is opened with O_NOFOLLOW, so a
// link put there after the check is refused by the kernel too.
import { closeSync, constants, lstatSync, mkdirSync, openSync, readdirSync, readSync, rmSync, writeSync, type Dirent, type Stats } from "node:fs";
import { createHash } from "node:crypto";
import { join, relative, resolve } from "node:path";
import { SeedgateError } from "../core/errors.js";
import { linkRefused, workspaceSegments } from "../core/inputs/workspace-path.js";
import type { OpenWorkspace, PathKind, Workspace, WorkspaceEntry } from "../ports/workspace.js";

const { O_RDONLY, O_WRONLY, O_CREAT, O_TRUNC, O_APPEND, O_NOFOLLOW } = constants;
const chunk = Buffer.allocUnsafe(1 << 20);

export const workspaceAt: OpenWorkspace = (root: string): Workspace => {
  /** The absolute path, after refusing `..`, absolute paths and a link on the way (not the leaf). */
  const at = (path: string): string => {
    const segments = workspaceSegments(path);
    let dir = root;
    for (const [i, s] of segments.slice(0, -1).entries()) {
      dir = join(dir, s);
      const st = lstatOrNull(dir);
      if (st === null) break;
      if (st.isSymbolicLink()) throw linkRefused(path, segments.slice(0, i + 1).join("/"));
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
  /** The kind of a path that must be a regular file or absent. */
  const regular = (path: string): "file" | "absent" => {
    const k = kind(path);
    if (k === "link") throw linkRefused(path, path);
    if (k !== "file" && k !== "absent")
      throw new SeedgateError("input", `${path} is a ${k === "dir" ? "directory" : "special file"}, not a regular file`, { file: path });
    return k;
  };
  return {
    root,
    kind,
    readFile(path) {
      if (regular(path) === "absent") return null;
      const parts: Buffer[] = [];
      eachChunk(open(path, O_RDONLY), (b) => parts.push(Buffer.from(b)));
      return Buffer.concat(parts);
    },
    sha256(path) {
      if (regular(path) === "absent") throw new SeedgateError("input", `${path} does not exist`, { file: path });
      const hash = createHash("sha256");
      eachChunk(open(path, O_RDONLY), (b) => hash.update(b));
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
