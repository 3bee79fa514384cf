// The folder the sealed tests' pinned packages are installed into (runners.sealedRequirements,
// issue 44 item 5): outside every workspace, under a name that is no scratch the sandbox
// makes writable (not `seedgate-*`), so neither runners.setup nor a row can write it; pip
// fills it before setup runs, then it is made read-only and its files' digests kept, and
// the lane's claim names any file that changed (as for the oracle's copy).
import { createHash } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PackagesDir } from "../ports/trees.js";
import { changedPaths, setDirModes } from "./oracle-copy.js";

const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

function files(root: string, rel = "", out: string[] = []): string[] {
  for (const d of readdirSync(join(root, rel), { withFileTypes: true })) {
    const p = rel === "" ? d.name : `${rel}/${d.name}`;
    if (d.isDirectory()) files(root, p, out);
    else out.push(p);
  }
  return out;
}

export function packagesDir(requirements: Buffer): PackagesDir {
  const root = mkdtempSync(join(tmpdir(), "wheels-"));
  const site = join(root, "site-packages"); // a name the origin check reads as no production root
  mkdirSync(site);
  const file = join(root, "requirements.txt");
  writeFileSync(file, requirements, { mode: 0o444 });
  let digests = new Map<string, string>();
  return {
    requirements: file,
    site,
    seal() {
      digests = new Map(files(site).map((p) => [p, sha256(readFileSync(join(site, p)))]));
      for (const p of digests.keys()) chmodSync(join(site, p), statSync(join(site, p)).mode & 0o555);
      setDirModes(root, 0o555);
    },
    verify: () => changedPaths(site, digests),
    dispose: () => (setDirModes(root, 0o755), rmSync(root, { recursive: true, force: true })),
  };
}
