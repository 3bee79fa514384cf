// The manifest mode over an in-memory BlobDigests fake: the tree is real git, the
// digests are whatever the port reports, so the mode's use of the port is visible.
import { afterEach, beforeEach, expect, test } from "vitest";
import { gitAt } from "../../../src/adapters/git.js";
import { SeedgateError } from "../../../src/core/errors.js";
import { verifyManifestAt, verifyRoot } from "../../../src/modes/manifest/manifest.js";
import type { BlobDigests } from "../../../src/ports/fixtures.js";
import type { TempRepo } from "../../support/repo.js";
import { lockedRepo, sha256Of } from "./locked-repo.js";

const H = sha256Of;
const ROOT = "fixtures";
const FILES: Record<string, string> = { "a.bin": "alpha\n", "deep/b.json": '{"b": 1}\n' };

/** Digests from a table of blob id → sha256, every request recorded. */
class TableDigests implements BlobDigests {
  readonly asked: string[][] = [];
  constructor(readonly table: Map<string, string>) {}
  async sha256(_root: string, oids: readonly string[]): Promise<Map<string, string>> {
    this.asked.push([...oids]);
    return new Map(oids.flatMap((o) => (this.table.has(o) ? [[o, this.table.get(o)!] as const] : [])));
  }
}

let repo: TempRepo;
let sha: string;
beforeEach(() => ({ repo, sha } = lockedRepo(ROOT, FILES)));
afterEach(() => repo.cleanup());

const oidOf = (path: string) => repo.git("rev-parse", `${sha}:${ROOT}/${path}`).trim();
const trueTable = () => new Map(Object.entries(FILES).map(([p, t]) => [oidOf(p), H(t)]));

test("the port's digests decide: true ones verify, one altered digest is a mismatch on that entry", async () => {
  expect((await verifyRoot(gitAt(repo.dir), new TableDigests(trueTable()), ROOT, sha, sha)).status).toBe("verified");
  const lying = trueTable().set(oidOf("deep/b.json"), H("something else\n"));
  const r = await verifyRoot(gitAt(repo.dir), new TableDigests(lying), ROOT, sha, sha);
  expect(r.findings.map((f) => [f.code, f.line])).toEqual([["manifest.mismatch", 3]]);
  expect(r.findings[0]!.message).toContain('"deep/b.json"');
});

test("the port is asked for the regular blobs only: never the manifest, a symlink or a submodule", async () => {
  repo.symlink(`${ROOT}/link`, "a.bin");
  repo.commit("a symlink");
  repo.git("update-index", "--add", "--cacheinfo", `160000,${sha},${ROOT}/sub`);
  repo.git("commit", "-q", "-m", "a submodule"); // not commit(): `add -A` would drop the gitlink
  const head = repo.git("rev-parse", "HEAD").trim();
  const port = new TableDigests(trueTable());
  const r = await verifyRoot(gitAt(repo.dir), port, ROOT, sha, head);
  expect(new Set(port.asked.flat())).toEqual(new Set([oidOf("a.bin"), oidOf("deep/b.json")]));
  expect(r.findings.map((f) => f.code)).toEqual(["manifest.extra", "manifest.extra"]);
});

test("a blob the port could not hash is never taken as verified", async () => {
  const partial = trueTable();
  partial.delete(oidOf("a.bin"));
  const r = await verifyRoot(gitAt(repo.dir), new TableDigests(partial), ROOT, sha, sha);
  expect(r.status).toBe("failed");
  expect(r.findings.map((f) => f.code)).toEqual(["manifest.mismatch"]);
});

test("a failing port fails the verification closed, with its own error", async () => {
  const broken: BlobDigests = {
    sha256: async () => {
      throw new SeedgateError("git", "object 1234 is not a readable blob");
    },
  };
  await expect(verifyManifestAt(gitAt(repo.dir), broken, ROOT, "HEAD")).rejects.toMatchObject({ kind: "git", message: expect.stringContaining("1234") });
});
