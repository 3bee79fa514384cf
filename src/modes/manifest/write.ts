// `seedgate manifest write DIR`: a human pins the bytes of a directory. The Workspace is
// rooted at DIR; its node adapter hashes each file synchronously through one reused
// buffer (the fastest path measured here).
import { SeedgateError } from "../../core/errors.js";
import { MANIFEST_NAME, renderManifest, type ManifestFormat } from "../../core/seal/manifest.js";
import type { Workspace } from "../../ports/workspace.js";

export interface ManifestWritten {
  readonly command: "manifest-write";
  readonly file: string;
  readonly format: ManifestFormat;
  readonly entries: number;
}

/** Every regular file under `rel`; anything else (a link, a device) is refused, never followed. */
function listFiles(ws: Workspace, rel = ""): string[] {
  return ws.list(rel).flatMap((d) => {
    const p = rel === "" ? d.name : `${rel}/${d.name}`;
    if (d.kind === "dir") return listFiles(ws, p);
    if (d.kind === "file") return [p];
    throw new SeedgateError("input", `${ws.root}/${p} is a ${d.kind === "link" ? "symlink" : "special file"}`, {
      file: `${ws.root}/${p}`,
      hint: "a manifest root holds regular files only; replace the link with the bytes it points at",
    });
  });
}

/** Writes MANIFEST.sha256 at the workspace's root, over every file below it. */
export function writeManifest(ws: Workspace, format: ManifestFormat = "json"): ManifestWritten {
  if (ws.kind("") !== "dir") throw new SeedgateError("usage", `${ws.root} is not a directory`);
  const files = listFiles(ws).filter((p) => p !== MANIFEST_NAME);
  const entries = files.map((path) => ({ path, sha256: ws.sha256(path) }));
  ws.writeFile(MANIFEST_NAME, renderManifest(entries, format));
  return { command: "manifest-write", file: `${ws.root}/${MANIFEST_NAME}`, format, entries: entries.length };
}
