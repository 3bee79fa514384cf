import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  MAX_SEALED_FILE_BYTES,
  oversizedInput
} from "./chunk-AYT3SRP2.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/modes/base/working-tree.ts
var picomatchLoaded = () => import("./picomatch-WURPYH37.js").then((m) => m.default);
function workingTree(ws) {
  return {
    label: "working tree",
    async readFile(path) {
      const kind = ws.kind(path);
      if (kind === "absent") return null;
      if (kind !== "file") throw new SeedgateError("input", `${path} is not a regular file`, { file: path, hint: "symlinks are refused" });
      const bytes = ws.readFile(path);
      if (bytes.length > MAX_SEALED_FILE_BYTES) throw oversizedInput(path, bytes.length);
      return bytes;
    },
    async glob(pattern) {
      const re = (await picomatchLoaded())(pattern, { dot: true });
      return walk(ws, "").filter((p) => re(p)).sort();
    }
  };
}
function walk(ws, rel) {
  return ws.list(rel).flatMap((d) => {
    const p = rel === "" ? d.name : `${rel}/${d.name}`;
    if (d.name === ".git" || d.name === "node_modules") return [];
    return d.kind === "dir" ? walk(ws, p) : [p];
  });
}

export {
  workingTree
};
