import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  MAX_SEALED_FILE_BYTES,
  oversizedInput
} from "./chunk-RLIFJMDM.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";

// src/cli/human.ts
function refuseUnlessHuman(command, what) {
  if (process.env.CI || process.env.GITHUB_ACTIONS) {
    throw new SeedgateError("usage", `${command} refuses to run in CI (CI or GITHUB_ACTIONS is set)`, {
      hint: `${what} is a human's write: run it on your machine, review the diff, commit it`
    });
  }
  if (!process.stdin.isTTY)
    throw new SeedgateError("usage", `${command} refuses to run without a terminal`, { hint: `${what} is a human's write; run it interactively` });
}

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
  workingTree,
  refuseUnlessHuman
};
