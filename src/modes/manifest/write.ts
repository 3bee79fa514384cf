// `seedgate manifest write DIR`: a human pins the bytes of a directory. Reads the
// working tree synchronously into one reused buffer (the fastest path measured here).
import { closeSync, lstatSync, openSync, readdirSync, readSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { SeedgateError } from "../../core/errors.js";
import { MANIFEST_NAME, renderManifest, type ManifestFormat } from "../../core/seal/manifest.js";

export interface ManifestWritten {
  readonly command: "manifest-write";
  readonly file: string;
  readonly format: ManifestFormat;
  readonly entries: number;
}

const buffer = Buffer.allocUnsafe(1 << 20);

export function sha256File(path: string): string {
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

function listFiles(dir: string, rel = ""): string[] {
  const out: string[] = [];
  for (const d of readdirSync(join(dir, rel), { withFileTypes: true })) {
    const p = rel === "" ? d.name : `${rel}/${d.name}`;
    if (d.isDirectory()) out.push(...listFiles(dir, p));
    else if (d.isFile()) out.push(p);
    else
      throw new SeedgateError("input", `${join(dir, p)} is a ${d.isSymbolicLink() ? "symlink" : "special file"}`, {
        file: join(dir, p),
        hint: "a manifest root holds regular files only; replace the link with the bytes it points at",
      });
  }
  return out;
}

export function writeManifest(dir: string, format: ManifestFormat = "json"): ManifestWritten {
  if (!lstatSync(dir).isDirectory()) throw new SeedgateError("usage", `${dir} is not a directory`);
  const files = listFiles(dir).filter((p) => p !== MANIFEST_NAME);
  const entries = files.map((path) => ({ path, sha256: sha256File(join(dir, path)) }));
  const file = join(dir, MANIFEST_NAME);
  writeFileSync(file, renderManifest(entries, format));
  return { command: "manifest-write", file, format, entries: entries.length };
}
