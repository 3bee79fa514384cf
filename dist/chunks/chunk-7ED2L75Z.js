import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  MANIFEST_NAME,
  renderManifest
} from "./chunk-ZARIGTK5.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";

// src/modes/manifest/write.ts
import { closeSync, lstatSync, openSync, readdirSync, readSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { join } from "node:path";
var buffer = Buffer.allocUnsafe(1 << 20);
function sha256File(path) {
  const hash = createHash("sha256");
  const fd = openSync(path, "r");
  try {
    for (let n = readSync(fd, buffer, 0, buffer.length, null); n > 0; n = readSync(fd, buffer, 0, buffer.length, null)) {
      hash.update(buffer.subarray(0, n));
    }
  } finally {
    closeSync(fd);
  }
  return hash.digest("hex");
}
function listFiles(dir, rel = "") {
  const out = [];
  for (const d of readdirSync(join(dir, rel), { withFileTypes: true })) {
    const p = rel === "" ? d.name : `${rel}/${d.name}`;
    if (d.isDirectory()) out.push(...listFiles(dir, p));
    else if (d.isFile()) out.push(p);
    else
      throw new SeedgateError("input", `${join(dir, p)} is a ${d.isSymbolicLink() ? "symlink" : "special file"}`, {
        file: join(dir, p),
        hint: "a manifest root holds regular files only; replace the link with the bytes it points at"
      });
  }
  return out;
}
function writeManifest(dir, format = "json") {
  if (!lstatSync(dir).isDirectory()) throw new SeedgateError("usage", `${dir} is not a directory`);
  const files = listFiles(dir).filter((p) => p !== MANIFEST_NAME);
  const entries = files.map((path) => ({ path, sha256: sha256File(join(dir, path)) }));
  const file = join(dir, MANIFEST_NAME);
  writeFileSync(file, renderManifest(entries, format));
  return { command: "manifest-write", file, format, entries: entries.length };
}

export {
  writeManifest
};
