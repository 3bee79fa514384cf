// TreeReader over the working tree (what a human is editing: validate, lock, promote).
import { lstatSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { SeedgateError } from "../core/errors.js";
import { MAX_SEALED_FILE_BYTES, oversizedInput } from "../core/inputs/input-size.js";
import type { TreeReader } from "../ports/tree.js";

/** picomatch costs ~15 ms to load: only a glob needs it, so only a glob loads it. */
const picomatchLoaded = () => import("picomatch").then((m) => m.default);

export function fsTreeReader(root: string): TreeReader {
  return {
    label: "working tree",
    async readFile(path) {
      const abs = join(root, path);
      let st;
      try {
        st = lstatSync(abs);
      } catch {
        return null;
      }
      if (!st.isFile()) {
        throw new SeedgateError("input", `${path} is not a regular file`, { file: path, hint: "symlinks are refused" });
      }
      if (st.size > MAX_SEALED_FILE_BYTES) throw oversizedInput(path, st.size);
      return readFileSync(abs);
    },
    async glob(pattern) {
      const re = (await picomatchLoaded())(pattern, { dot: true });
      return walk(root, "")
        .filter((p) => re(p))
        .sort();
    },
  };
}

function walk(root: string, rel: string): string[] {
  const out: string[] = [];
  for (const d of readdirSync(join(root, rel), { withFileTypes: true })) {
    const p = rel === "" ? d.name : `${rel}/${d.name}`;
    if (d.name === ".git" || d.name === "node_modules") continue;
    if (d.isDirectory()) out.push(...walk(root, p));
    else out.push(p);
  }
  return out;
}
