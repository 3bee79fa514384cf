import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  MANIFEST_NAME,
  renderManifest
} from "./chunk-ZARIGTK5.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/modes/manifest/write.ts
function listFiles(ws, rel = "") {
  return ws.list(rel).flatMap((d) => {
    const p = rel === "" ? d.name : `${rel}/${d.name}`;
    if (d.kind === "dir") return listFiles(ws, p);
    if (d.kind === "file") return [p];
    throw new SeedgateError("input", `${ws.root}/${p} is a ${d.kind === "link" ? "symlink" : "special file"}`, {
      file: `${ws.root}/${p}`,
      hint: "a manifest root holds regular files only; replace the link with the bytes it points at"
    });
  });
}
function writeManifest(ws, format = "json") {
  if (ws.kind("") !== "dir") throw new SeedgateError("usage", `${ws.root} is not a directory`);
  const files = listFiles(ws).filter((p) => p !== MANIFEST_NAME);
  const entries = files.map((path) => ({ path, sha256: ws.sha256(path) }));
  ws.writeFile(MANIFEST_NAME, renderManifest(entries, format));
  return { command: "manifest-write", file: `${ws.root}/${MANIFEST_NAME}`, format, entries: entries.length };
}

export {
  writeManifest
};
