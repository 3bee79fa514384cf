// An in-memory Workspace (src/ports/workspace.ts) for mode tests: a Map of path → bytes
// for files, a Set of directories and a Set of links. It refuses as the node adapter
// does: the same path check (core/inputs/workspace-path.ts), a link anywhere on the way
// or at a file is refused, a write needs its parent directory. Nothing touches the disk.
import { createHash } from "node:crypto";
import { SeedgateError } from "../../src/core/errors.js";
import { linkRefused, workspaceSegments } from "../../src/core/inputs/workspace-path.js";
import type { PathKind, Workspace, WorkspaceEntry } from "../../src/ports/workspace.js";

export interface FakeWorkspace extends Workspace {
  readonly files: Map<string, Buffer>;
  readonly dirs: Set<string>;
  readonly links: Set<string>;
  /** Seeds a file (and its parent directories), as a test's arrangement. */
  put(path: string, text: string | Buffer): FakeWorkspace;
  /** Seeds a link (its target is never followed, so it is not recorded). */
  link(path: string): FakeWorkspace;
  text(path: string): string | undefined;
}

export function fakeWorkspace(root = "/fake/workspace"): FakeWorkspace {
  const files = new Map<string, Buffer>();
  const dirs = new Set<string>([""]);
  const links = new Set<string>();
  /** The normalised path, after refusing a link on the way (not at the leaf). */
  const norm = (path: string): string => {
    const s = workspaceSegments(path);
    for (let i = 1; i < s.length; i++) if (links.has(s.slice(0, i).join("/"))) throw linkRefused(path, s.slice(0, i).join("/"));
    return s.join("/");
  };
  const kindAt = (p: string): PathKind => (links.has(p) ? "link" : files.has(p) ? "file" : dirs.has(p) ? "dir" : "absent");
  const parentOf = (p: string): string => p.split("/").slice(0, -1).join("/");
  const mkdirs = (p: string) => p.split("/").forEach((_, i, s) => dirs.add(s.slice(0, i + 1).join("/")));
  const regular = (path: string): string => {
    const p = norm(path);
    const k = kindAt(p);
    if (k === "link") throw linkRefused(path, path);
    if (k === "dir") throw new SeedgateError("input", `${path} is a directory, not a regular file`, { file: path });
    return p;
  };
  const writable = (path: string): string => {
    const p = regular(path);
    if (kindAt(parentOf(p)) !== "dir") throw new Error(`ENOENT: no directory for ${path} (fake workspace)`);
    return p;
  };
  const bytesOf = (b: Buffer | string) => (typeof b === "string" ? Buffer.from(b, "utf8") : Buffer.from(b));
  const ws: FakeWorkspace = {
    root,
    files,
    dirs,
    links,
    kind: (path) => kindAt(norm(path)),
    readFile: (path) => files.get(regular(path)) ?? null,
    sha256(path) {
      const b = files.get(regular(path));
      if (b === undefined) throw new SeedgateError("input", `${path} does not exist`, { file: path });
      return createHash("sha256").update(b).digest("hex");
    },
    writeFile: (path, bytes) => void files.set(writable(path), bytesOf(bytes)),
    appendFile(path, bytes) {
      const p = writable(path);
      files.set(p, Buffer.concat([files.get(p) ?? Buffer.alloc(0), bytesOf(bytes)]));
    },
    makeDir(path) {
      const p = norm(path);
      if (links.has(p)) throw linkRefused(path, path);
      if (files.has(p)) throw new Error(`EEXIST: ${path} is a file (fake workspace)`);
      mkdirs(p);
    },
    list(path) {
      const p = norm(path);
      if (kindAt(p) !== "dir") throw new SeedgateError("input", `${path || "."} is not a directory`, { file: path });
      const prefix = p === "" ? "" : `${p}/`;
      const names = new Map<string, WorkspaceEntry["kind"]>();
      for (const [set, kind] of [
        [dirs, "dir"],
        [files, "file"],
        [links, "link"],
      ] as const)
        for (const q of set.keys()) if (q.startsWith(prefix) && q !== p && !q.slice(prefix.length).includes("/")) names.set(q.slice(prefix.length), kind);
      return [...names].map(([name, kind]) => ({ name, kind })).sort((a, b) => (a.name < b.name ? -1 : 1));
    },
    remove(path) {
      const p = norm(path);
      const under = (q: string) => q === p || q.startsWith(`${p}/`);
      for (const set of [files, dirs, links]) for (const q of [...set.keys()]) if (under(q)) set.delete(q);
    },
    put(path, text) {
      const p = norm(path);
      mkdirs(parentOf(p));
      files.set(p, bytesOf(text));
      return ws;
    },
    link(path) {
      const p = norm(path);
      mkdirs(parentOf(p));
      links.add(p);
      return ws;
    },
    text: (path) => files.get(norm(path))?.toString("utf8"),
  };
  return ws;
}
