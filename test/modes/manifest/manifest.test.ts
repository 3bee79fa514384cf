// Manifests verified from git blobs on real temporary repositories.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { gitBlobDigests as blobs } from "../../../src/adapters/blob-hash.js";
import { gitAt } from "../../../src/adapters/git.js";
import { manifestCheckWith, verifyManifestAt, verifyRoot } from "../../../src/modes/manifest/manifest.js";
import { writeManifest } from "../../../src/modes/manifest/write.js";
import { workspaceAt } from "../../../src/adapters/workspace.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const H = (s: string | Buffer) => createHash("sha256").update(s).digest("hex");
const ROOT = ".sealed/fixtures";
let repo: TempRepo;
let base: string;

beforeEach(() => {
  repo = tempRepo();
  repo.write(`${ROOT}/a.bin`, "alpha\n");
  repo.write(`${ROOT}/deep/b.json`, '{"b": 1}\n');
  repo.write(`${ROOT}/it's "odd" $(x);\nname.txt`, "odd\n");
  writeManifest(workspaceAt(join(repo.dir, ROOT)));
  base = repo.commit("base");
});
afterEach(() => repo.cleanup());

const verify = () => verifyRoot(gitAt(repo.dir), blobs, ROOT, base, repo.git("rev-parse", "HEAD").trim());
const codes = async () => (await verify()).findings.map((f) => f.code);

test("an untouched root verifies, odd names included", async () => {
  repo.write("src/x.py", "x = 1\n");
  repo.commit("prod");
  expect(await verify()).toMatchObject({ status: "verified", entries: 3, findings: [] });
});

test("altered bytes are a mismatch naming the entry and its line", async () => {
  repo.write(`${ROOT}/a.bin`, "ALPHA\n");
  repo.commit("alter");
  const r = await verify();
  expect(r.status).toBe("failed");
  expect(r.findings).toMatchObject([{ code: "manifest.mismatch", file: `${ROOT}/MANIFEST.sha256`, line: 2 }]);
  expect(r.findings[0]!.message).toContain('"a.bin"');
});

test("an extra file under the root", async () => {
  repo.write(`${ROOT}/new.bin`, "new\n");
  repo.commit("extra");
  expect(await codes()).toEqual(["manifest.extra"]);
});

test("a missing file", async () => {
  repo.remove(`${ROOT}/deep/b.json`);
  repo.commit("missing");
  expect(await codes()).toEqual(["manifest.missing"]);
});

test("a fixture turned into a symlink is not a regular file", async () => {
  repo.remove(`${ROOT}/a.bin`);
  repo.symlink(`${ROOT}/a.bin`, "deep/b.json");
  repo.commit("link");
  expect(await codes()).toEqual(["manifest.not-regular"]);
});

test("a submodule added under the root is extra and not a file", async () => {
  repo.git("update-index", "--add", "--cacheinfo", `160000,${base},${ROOT}/sub`);
  repo.git("commit", "-q", "-m", "sub");
  const r = await verify();
  expect(r.findings.map((f) => f.code)).toEqual(["manifest.extra"]);
  expect(r.findings[0]!.message).toContain("submodule");
});

test("a .gitattributes change alters checked-out bytes; the blobs still verify", async () => {
  repo.write(".gitattributes", "*.bin text eol=crlf\n");
  repo.commit("attrs");
  repo.remove(`${ROOT}/a.bin`);
  repo.git("checkout", "--", `${ROOT}/a.bin`);
  const onDisk = readFileSync(join(repo.dir, ROOT, "a.bin"));
  expect(onDisk.toString()).toBe("alpha\r\n"); // the working tree was rewritten...
  expect(H(onDisk)).not.toBe(H("alpha\n"));
  expect((await verify()).status).toBe("verified"); // ...the judge reads blobs
});

test("the base manifest disagreeing with its own base tree is its own finding", async () => {
  repo.write(`${ROOT}/a.bin`, "changed without re-locking\n");
  const drifted = repo.commit("drift on main");
  repo.write("src/x.py", "x = 2\n");
  const head = repo.commit("pr");
  const r = await verifyRoot(gitAt(repo.dir), blobs, ROOT, drifted, head);
  expect(r.findings.map((f) => f.code)).toEqual(["manifest.mismatch", "manifest.base-inconsistent"]);
});

test("malformed manifest at base fails closed", async () => {
  repo.write(`${ROOT}/MANIFEST.sha256`, "{ broken");
  const b = repo.commit("broken manifest");
  const r = await verifyRoot(gitAt(repo.dir), blobs, ROOT, b, b);
  expect(r.status).toBe("failed");
  expect(r.findings[0]!.code).toBe("manifest.malformed");
});

test("a root replaced by a symlink is caught", async () => {
  repo.remove(ROOT);
  repo.symlink(ROOT, "../src");
  repo.commit("swap");
  const c = await codes();
  expect(c).toContain("manifest.not-regular");
  expect(c).toContain("manifest.missing");
});

test("a root without a manifest at base is absent; verify DIR refuses it", async () => {
  const [r] = await manifestCheckWith(blobs)(gitAt(repo.dir), [".sealed/oracle"], base, base);
  expect(r).toMatchObject({ root: ".sealed/oracle", status: "absent" });
  await expect(verifyManifestAt(gitAt(repo.dir), blobs, ".sealed/oracle", "HEAD")).rejects.toThrow(/no MANIFEST.sha256/);
});

test("manifest write refuses a symlink in the tree", () => {
  repo.symlink(`${ROOT}/link`, "a.bin");
  expect(() => writeManifest(workspaceAt(join(repo.dir, ROOT)))).toThrow(/symlink/);
});

test("sha256sum-format manifests verify the same way", async () => {
  writeManifest(workspaceAt(join(repo.dir, ROOT)), "sha256sum");
  const b = repo.commit("text manifest");
  expect((await verifyRoot(gitAt(repo.dir), blobs, ROOT, b, b)).status).toBe("verified");
  repo.write(`${ROOT}/deep/b.json`, "{}\n");
  const h = repo.commit("alter");
  expect((await verifyRoot(gitAt(repo.dir), blobs, ROOT, b, h)).findings.map((f) => f.code)).toEqual(["manifest.mismatch"]);
});
