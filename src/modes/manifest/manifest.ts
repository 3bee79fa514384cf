// Manifest verification is tree equality: the base commit's MANIFEST.sha256 against
// the head commit's blobs (modes, list and bytes). The working tree is only a hint the
// digest adapter may use where its bytes provably are those blobs.
import { SeedgateError } from "../../core/errors.js";
import { error, type Finding } from "../../core/findings.js";
import { MANIFEST_NAME, parseManifest, type ManifestEntry } from "../../core/seal/manifest.js";
import type { BlobDigests } from "../../ports/fixtures.js";
import type { Git, TreeEntry } from "../../ports/local.js";
import type { ManifestCheck, ManifestRootReport } from "../../ports/manifests.js";

const REGULAR = new Set(["100644", "100755"]);

interface RootTree {
  readonly manifest: TreeEntry | undefined;
  /** Entries below the root, paths relative to it, manifest excluded. */
  readonly files: readonly (TreeEntry & { rel: string })[];
  /** Set when the root itself is not a directory (a file, symlink or submodule). */
  readonly rootEntry: TreeEntry | undefined;
}

async function rootTree(git: Git, rev: string, root: string, listed?: Promise<TreeEntry[]>): Promise<RootTree> {
  const all = await (listed ?? git.lsTree(rev, root));
  const prefix = root === "" ? "" : `${root}/`;
  // One pass: a root can hold 20,000 entries.
  let rootEntry: TreeEntry | undefined;
  let manifest: RootTree["manifest"];
  const files: RootTree["files"][number][] = [];
  for (const { mode, type, oid, path } of all) {
    if (type === "tree") continue;
    if (path === root) rootEntry = { mode, type, oid, path };
    else if (path.startsWith(prefix)) {
      const entry = { mode, type, oid, path, rel: path.slice(prefix.length) };
      if (entry.rel === MANIFEST_NAME) manifest = entry;
      else files.push(entry);
    }
  }
  return { manifest, files, rootEntry };
}

/** Compare manifest entries with a tree whose blobs are hashed; every difference is a finding. */
function compare(file: string, entries: readonly ManifestEntry[], tree: RootTree, digests: Map<string, string>, code = ""): Finding[] {
  const c = (name: string) => (code === "" ? `manifest.${name}` : code);
  const findings: Finding[] = [];
  const byPath = new Map(tree.files.map((f) => [f.rel, f]));
  for (const e of entries) {
    const f = byPath.get(e.path);
    const at = { file, ...(e.line === undefined ? {} : { line: e.line }) };
    if (f === undefined)
      findings.push(
        error(c("missing"), `${JSON.stringify(e.path)} is in the manifest but not in the tree`, {
          ...at,
          hint: "restore the file, or have a human rewrite the manifest",
        }),
      );
    else if (!REGULAR.has(f.mode))
      findings.push(
        error(
          c("not-regular"),
          `${JSON.stringify(e.path)} is a ${f.mode === "120000" ? "symlink" : f.mode === "160000" ? "submodule" : `mode ${f.mode}`}, not a regular file`,
          at,
        ),
      );
    else if (digests.get(f.oid) !== e.sha256)
      findings.push(
        error(c("mismatch"), `${JSON.stringify(e.path)} has sha256 ${digests.get(f.oid)}, the manifest pins ${e.sha256}`, {
          ...at,
          hint: "fixture bytes changed; only a human may re-lock them",
        }),
      );
  }
  const listed = new Set(entries.map((e) => e.path));
  for (const f of tree.files) {
    if (listed.has(f.rel)) continue;
    const kind = REGULAR.has(f.mode) ? "file" : f.mode === "120000" ? "symlink" : f.mode === "160000" ? "submodule" : `mode ${f.mode} entry`;
    findings.push(
      error(c("extra"), `${JSON.stringify(f.rel)} (${kind}) is in the tree but not in the manifest`, {
        file,
        hint: "every file under a manifest root is listed",
      }),
    );
  }
  return findings;
}

/** Trees head first: the checkout is usually the head's, so its paths are the better hints. */
async function digestsOf(git: Git, digests: BlobDigests, trees: readonly RootTree[]): Promise<Map<string, string>> {
  const files = trees.flatMap((t) => t.files.filter((f) => REGULAR.has(f.mode)));
  // Where each blob may be checked out: the adapter reads it there only if the bytes are the blob.
  const checkedOut = new Map<string, string>();
  for (const f of files) if (!checkedOut.has(f.oid)) checkedOut.set(f.oid, f.path);
  const oids = files.map((f) => f.oid);
  return digests.sha256(git.root, oids, checkedOut);
}

/** One root: base manifest, head tree; the base tree checked against its own manifest too. */
export async function verifyRoot(git: Git, blobs: BlobDigests, root: string, baseSha: string, headSha: string, listed?: Listings): Promise<ManifestRootReport> {
  const file = root === "" ? MANIFEST_NAME : `${root}/${MANIFEST_NAME}`;
  const base = await rootTree(git, baseSha, root, listed?.base);
  if (base.manifest === undefined) return { root, status: "absent", entries: 0, findings: [] };
  const head = baseSha === headSha ? base : await rootTree(git, headSha, root, listed?.head);
  // Git reads the manifest (and it is parsed) while the blobs are hashed.
  const manifestOid = base.manifest.oid;
  const parsing = git.readBlobs([manifestOid]).then((blobs) => parseManifest(file, blobs.get(manifestOid)!));
  parsing.catch(() => undefined); // awaited below; a hashing error first must not leave it unhandled
  const digests = await digestsOf(git, blobs, head === base ? [head] : [head, base]);
  const parsed = await parsing;
  const findings = [...parsed.findings];
  if (head.rootEntry !== undefined)
    findings.push(error("manifest.not-regular", `${root} is no longer a directory at head (mode ${head.rootEntry.mode})`, { file: root }));
  findings.push(...compare(file, parsed.entries, head, digests));
  const baseDrift = baseSha === headSha ? [] : compare(file, parsed.entries, base, digests, "manifest.base-inconsistent");
  if (baseDrift.length > 0) {
    findings.push(
      error(
        "manifest.base-inconsistent",
        `the base commit's manifest does not match the base commit's own tree (${baseDrift.length} difference${baseDrift.length === 1 ? "" : "s"}): ${baseDrift[0]!.message}`,
        { file, hint: "fix the manifest on the default branch first: `seedgate manifest write` then commit" },
      ),
    );
  }
  return { root, status: findings.length === 0 ? "verified" : "failed", entries: parsed.entries.length, findings };
}

/** The seal's manifest port over every configured root, given how blobs are hashed (each face's wiring). */
export const manifestCheckWith =
  (blobs: BlobDigests): ManifestCheck =>
  (git, roots, baseSha, headSha) =>
    manifestCheck(git, blobs, roots, baseSha, headSha);

async function manifestCheck(git: Git, blobs: BlobDigests, roots: readonly string[], baseSha: string, headSha: string): Promise<ManifestRootReport[]> {
  // One listing per commit for every root (each git process costs more than a small root's listing).
  const named = roots.filter((r) => r !== "");
  const listed = named.length === roots.length && roots.length > 1 ? { base: git.lsTree(baseSha, roots), head: git.lsTree(headSha, roots) } : undefined;
  listed?.head.catch(() => undefined); // unread when no root has a manifest at the base
  const out: ManifestRootReport[] = [];
  for (const root of roots) out.push(await verifyRoot(git, blobs, root, baseSha, headSha, listed));
  return out;
}

/** Listings of several roots at once; rootTree keeps only the entries of its own root. */
interface Listings {
  readonly base: Promise<TreeEntry[]>;
  readonly head: Promise<TreeEntry[]>;
}

/** `seedgate manifest verify DIR --rev REV`: manifest and files from the same commit. */
export async function verifyManifestAt(git: Git, blobs: BlobDigests, dir: string, rev: string): Promise<ManifestRootReport> {
  const sha = await git.resolve(rev);
  const report = await verifyRoot(git, blobs, dir, sha, sha);
  if (report.status === "absent") {
    throw new SeedgateError("input", `no ${MANIFEST_NAME} in ${dir || "."} at ${rev}`, {
      file: dir,
      hint: "write one with `seedgate manifest write DIR` and commit it",
    });
  }
  return report;
}
