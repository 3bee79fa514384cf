// The Files port on the host's file system: lstat, never stat; reads open with O_NOFOLLOW.
import { constants, type Dirent, type Stats } from "node:fs";
import { lstat, open, readdir } from "node:fs/promises";
import { SeedgateError } from "../core/errors.js";
import type { FileKind, Files } from "../ports/files.js";

const kindOf = (e: Stats | Dirent): FileKind => (e.isSymbolicLink() ? "link" : e.isDirectory() ? "directory" : e.isFile() ? "file" : "other");

export const hostFiles: Files = {
  async stat(path) {
    const st = await lstat(path).catch(() => null);
    return st === null ? null : { kind: kindOf(st), size: st.size, mtimeMs: st.mtimeMs };
  },
  async list(dir) {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.map((e) => ({ name: e.name, kind: kindOf(e) })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  },
  async read(path) {
    const handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW).catch((cause: NodeJS.ErrnoException) => {
      const why = cause.code === "ELOOP" ? "is a symbolic link" : `cannot be read (${cause.code ?? cause.message})`;
      throw new SeedgateError("input", `${path} ${why}`, { file: path, hint: "seedgate reads regular files only", cause });
    });
    try {
      if (!(await handle.stat()).isFile()) throw new SeedgateError("input", `${path} is not a regular file`, { file: path });
      return await handle.readFile();
    } finally {
      await handle.close();
    }
  },
};
