import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  linkRefused,
  workspaceSegments
} from "./chunk-4EHZVTLU.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/adapters/workspace.ts
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, readSync, rmSync, writeSync } from "node:fs";
import { createHash } from "node:crypto";
import { join, relative, resolve } from "node:path";
var { O_RDONLY, O_WRONLY, O_CREAT, O_TRUNC, O_APPEND, O_NOFOLLOW, O_NONBLOCK } = constants;
var chunk = Buffer.allocUnsafe(1 << 20);
var workspaceAt = (root) => {
  const realDirs = /* @__PURE__ */ new Set();
  const at = (path) => {
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
  const kind = (path) => kindOf(lstatOrNull(at(path)));
  const open = (path, flags) => {
    try {
      return openSync(at(path), flags | O_NOFOLLOW, 438);
    } catch (cause) {
      if (cause.code === "ELOOP") throw linkRefused(path, path);
      throw cause;
    }
  };
  const openRegular = (path) => {
    let fd;
    try {
      fd = openSync(at(path), O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
    } catch (cause) {
      const code = cause.code;
      if (code === "ENOENT" || code === "ENOTDIR") return null;
      if (code === "ELOOP") throw linkRefused(path, path);
      throw cause;
    }
    const st = fstatSync(fd);
    if (st.isFile()) return fd;
    closeSync(fd);
    throw notRegular(path, st.isDirectory() ? "dir" : "other");
  };
  const regular = (path) => {
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
      const parts = [];
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
      return readdirSync(at(path), { withFileTypes: true }).map((d) => ({ name: d.name, kind: direntKind(d) })).sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    },
    remove(path) {
      if (workspaceSegments(path).length === 0) throw new SeedgateError("internal", `refusing to remove the workspace's root ${root}`);
      rmSync(at(path), { recursive: true, force: true });
      realDirs.clear();
    }
  };
};
function namedFile(root, cwd, name) {
  const abs = resolve(cwd, name);
  const rel = relative(root, abs);
  const file = rel === "" || rel === ".." || rel.startsWith("../") ? abs : rel.split("\\").join("/");
  try {
    const fd = openSync(abs, O_RDONLY);
    const parts = [];
    eachChunk(fd, (b) => parts.push(Buffer.from(b)));
    return { file, bytes: Buffer.concat(parts) };
  } catch (cause) {
    if (cause.code === "ENOENT") return { file, bytes: null };
    throw new SeedgateError("input", `${file} cannot be read: ${cause.message}`, { file, cause });
  }
}
var notRegular = (path, kind) => new SeedgateError("input", `${path} is a ${kind === "dir" ? "directory" : "special file"}, not a regular file`, { file: path });
function lstatOrNull(path) {
  try {
    return lstatSync(path);
  } catch (cause) {
    if (cause.code === "ENOENT" || cause.code === "ENOTDIR") return null;
    throw cause;
  }
}
var kindOf = (st) => st === null ? "absent" : st.isSymbolicLink() ? "link" : st.isFile() ? "file" : st.isDirectory() ? "dir" : "other";
var direntKind = (d) => d.isSymbolicLink() ? "link" : d.isFile() ? "file" : d.isDirectory() ? "dir" : "other";
function eachChunk(fd, take) {
  try {
    for (let n = readSync(fd, chunk, 0, chunk.length, null); n > 0; n = readSync(fd, chunk, 0, chunk.length, null)) take(chunk.subarray(0, n));
  } finally {
    closeSync(fd);
  }
}
function writeAll(fd, bytes) {
  const b = typeof bytes === "string" ? Buffer.from(bytes, "utf8") : bytes;
  try {
    for (let off = 0; off < b.length; ) off += writeSync(fd, b, off, b.length - off);
  } finally {
    closeSync(fd);
  }
}

export {
  workspaceAt,
  namedFile
};
