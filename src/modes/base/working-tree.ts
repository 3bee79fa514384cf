// A read-only TreeReader over a Workspace: the config and journals as a human is
// editing them (lock, promote). Regular files only (a link is refused by the port),
// sealed inputs' size cap, `.git` and `node_modules` never walked.
import { SeedgateError } from "../../core/errors.js";
import { MAX_SEALED_FILE_BYTES, oversizedInput } from "../../core/inputs/input-size.js";
import type { TreeReader } from "../../ports/tree.js";
import type { Workspace } from "../../ports/workspace.js";

/** picomatch costs ~15 ms to load: only a glob needs it, so only a glob loads it. */
const picomatchLoaded = () => import("picomatch").then((m) => m.default);

export function workingTree(ws: Workspace): TreeReader {
  return {
    label: "working tree",
    async readFile(path) {
      const kind = ws.kind(path);
      if (kind === "absent") return null;
      if (kind !== "file") throw new SeedgateError("input", `${path} is not a regular file`, { file: path, hint: "symlinks are refused" });
      const bytes = ws.readFile(path)!;
      if (bytes.length > MAX_SEALED_FILE_BYTES) throw oversizedInput(path, bytes.length);
      return bytes;
    },
    async glob(pattern) {
      const re = (await picomatchLoaded())(pattern, { dot: true });
      return walk(ws, "")
        .filter((p) => re(p))
        .sort();
    },
  };
}

function walk(ws: Workspace, rel: string): string[] {
  return ws.list(rel).flatMap((d) => {
    const p = rel === "" ? d.name : `${rel}/${d.name}`;
    if (d.name === ".git" || d.name === "node_modules") return [];
    return d.kind === "dir" ? walk(ws, p) : [p];
  });
}
