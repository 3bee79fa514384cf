// The manifest mode over the port that reads checked-out files (gitBlobDigests):
// the hint lets matching files skip git's pipes, and the verdict is still the revision's.
import { afterEach, beforeEach, expect, test } from "vitest";
import { hashBlobsCounted } from "../../../src/adapters/blob-hash.js";
import { gitAt } from "../../../src/adapters/git.js";
import { verifyManifestAt, verifyRoot } from "../../../src/modes/manifest/manifest.js";
import type { BlobDigests } from "../../../src/ports/fixtures.js";
import type { TempRepo } from "../../support/repo.js";
import { lockedRepo, sha256Of } from "./locked-repo.js";

const H = sha256Of;
const ROOT = "fixtures";
const FILES: Record<string, string> = { "a.bin": "alpha\n", "deep/b.json": '{"b": 1}\n', "c.txt": "gamma\n" };

/** The checkout port, counting how many blobs came from the working tree. */
class CountingCheckout implements BlobDigests {
  fromCheckout = 0;
  async sha256(root: string, oids: readonly string[], checkedOut?: ReadonlyMap<string, string>) {
    const r = await hashBlobsCounted(root, oids, checkedOut);
    this.fromCheckout += r.fromCheckout;
    return r.digests;
  }
}

let repo: TempRepo;
let sha: string;
beforeEach(() => ({ repo, sha } = lockedRepo(ROOT, FILES)));
afterEach(() => repo.cleanup());

test("(a) a checkout that matches the revision is verified through the fast path", async () => {
  const port = new CountingCheckout();
  expect((await verifyManifestAt(gitAt(repo.dir), port, ROOT, "HEAD")).status).toBe("verified");
  expect(port.fromCheckout).toBe(3);
});

test("(b) an uncommitted edit changes nothing: the revision still verifies, from the blob", async () => {
  repo.write(`${ROOT}/deep/b.json`, '{"b": 2}\n');
  const port = new CountingCheckout();
  expect((await verifyManifestAt(gitAt(repo.dir), port, ROOT, "HEAD")).status).toBe("verified");
  expect(port.fromCheckout).toBe(2);
});

test("committed tampering stays red even when the working tree is put back to the pinned bytes", async () => {
  repo.write(`${ROOT}/a.bin`, "tampered\n");
  const head = repo.commit("tamper");
  repo.write(`${ROOT}/a.bin`, FILES["a.bin"]!); // the checkout now shows the manifest's bytes
  const port = new CountingCheckout();
  const r = await verifyRoot(gitAt(repo.dir), port, ROOT, sha, head);
  expect(r.findings.map((f) => f.code)).toEqual(["manifest.mismatch"]);
  expect(r.findings[0]!.message).toContain(H("tampered\n"));
});

test("(c) a symlink in place of a fixture falls back to its blob", async () => {
  repo.remove(`${ROOT}/c.txt`);
  repo.symlink(`${ROOT}/c.txt`, "a.bin");
  const port = new CountingCheckout();
  expect((await verifyManifestAt(gitAt(repo.dir), port, ROOT, "HEAD")).status).toBe("verified");
  expect(port.fromCheckout).toBe(2);
});
