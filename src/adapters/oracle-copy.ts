// The lane's sealed copy: everything the oracle is made of, written from the base
// commit's blobs into a directory seedgate owns outside the workspace, before any
// pull-request code runs. Tests are collected and imported from here only, so a file
// the pull request adds or edits beside a sealed test (a helper, a strategy, a
// `__pycache__/*.pyc`, a `src/` that shadows the real one) is never imported.
import { createHash } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Git, TreeEntry } from "../ports/local.js";
import type { OracleCopy, OracleParts } from "../ports/trees.js";

const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const ancestors = (path: string): string[] =>
  path
    .split("/")
    .slice(0, -1)
    .map((_, i, segs) => segs.slice(0, i + 1).join("/"));

/** Base entries under the folders, the files, and each ancestor package's `__init__.py`: one listing. */
async function entriesOf(git: Git, base: string, parts: OracleParts): Promise<TreeEntry[]> {
  const folders = [...new Set(parts.folders)];
  // The root ("", a selector or fixture at the top) has no package above it.
  const inits = new Set(
    [...folders, ...parts.files.map((f) => f.slice(0, Math.max(0, f.lastIndexOf("/"))))]
      .filter((p) => p !== "")
      .flatMap((p) => [...ancestors(`${p}/x`)].map((d) => `${d}/__init__.py`)),
  );
  const exact = new Set([...parts.files, ...inits]);
  if (folders.length === 0 && exact.size === 0) return [];
  // A folder "" (a selector at the root) is the whole tree, as a listing with no prefix.
  const listed = folders.includes("") ? await git.lsTree(base) : await git.lsTree(base, [...folders, ...exact]);
  const inFolder = (path: string) => folders.some((f) => f === "" || path === f || path.startsWith(`${f}/`));
  return listed.filter((e) => (e.type !== "tree" && inFolder(e.path)) || exact.has(e.path));
}

export async function materialiseOracle(git: Git, base: string, parts: OracleParts): Promise<OracleCopy> {
  // Not `seedgate-*`: the subject process runs here (its cwd), and the name is no scratch the sandbox makes writable.
  const root = mkdtempSync(join(tmpdir(), "tests-"));
  const entries = await entriesOf(git, base, parts);
  const blobs = entries.filter((e) => e.type === "blob" && e.mode !== "120000");
  const skipped = entries.filter((e) => !blobs.includes(e)).map((e) => e.path);
  const bytes = await git.readBlobs(blobs.map((e) => e.oid));
  const digests = new Map<string, string>();
  for (const e of blobs) {
    const abs = join(root, e.path);
    mkdirSync(join(abs, ".."), { recursive: true });
    const b = bytes.get(e.oid)!;
    writeFileSync(abs, b, { mode: 0o444 });
    digests.set(e.path, sha256(b));
  }
  setDirModes(root, 0o555);
  return {
    root,
    digests,
    skipped,
    verify: () => changedPaths(root, digests),
    dispose: () => (setDirModes(root, 0o755), rmSync(root, { recursive: true, force: true })),
  };
}

export function setDirModes(dir: string, mode: number): void {
  try {
    chmodSync(dir, mode === 0o755 ? mode : 0o755);
    for (const d of readdirSync(dir, { withFileTypes: true })) if (d.isDirectory()) setDirModes(join(dir, d.name), mode);
    chmodSync(dir, mode);
  } catch {
    // gone already: nothing to protect or to clean
  }
}

function listFiles(root: string, rel = "", out: string[] = []): string[] {
  for (const d of readdirSync(join(root, rel), { withFileTypes: true })) {
    const p = rel === "" ? d.name : `${rel}/${d.name}`;
    if (d.isDirectory()) listFiles(root, p, out);
    else out.push(p);
  }
  return out;
}

export function changedPaths(root: string, digests: ReadonlyMap<string, string>): string[] {
  const changed: string[] = [];
  let present: string[];
  try {
    present = listFiles(root);
  } catch {
    return ["(the whole copy is gone)"];
  }
  for (const p of present) if (!digests.has(p)) changed.push(p);
  for (const [p, digest] of digests) {
    try {
      if (sha256(readFileSync(join(root, p))) !== digest) changed.push(p);
    } catch {
      changed.push(p);
    }
  }
  return changed.sort();
}
