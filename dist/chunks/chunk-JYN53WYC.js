import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  MAX_SEALED_FILE_BYTES,
  oversizedInput
} from "./chunk-RLIFJMDM.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";

// src/adapters/tree-reader.ts
import { lstatSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
var picomatchLoaded = () => import("./picomatch-WURPYH37.js").then((m) => m.default);
function fsTreeReader(root) {
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
      return walk(root, "").filter((p) => re(p)).sort();
    }
  };
}
function walk(root, rel) {
  const out = [];
  for (const d of readdirSync(join(root, rel), { withFileTypes: true })) {
    const p = rel === "" ? d.name : `${rel}/${d.name}`;
    if (d.name === ".git" || d.name === "node_modules") continue;
    if (d.isDirectory()) out.push(...walk(root, p));
    else out.push(p);
  }
  return out;
}

export {
  fsTreeReader
};
