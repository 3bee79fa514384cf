// sha256 of git blobs: one stream for a few, two parallel git streams for many. Real git.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import { gitBlobDigests, hashBlobs } from "../../src/adapters/blob-hash.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

let repo: TempRepo;
const contents = new Map<string, string>();

beforeAll(() => {
  repo = tempRepo();
  for (let i = 0; i < 600; i++) {
    // Sizes from empty to past a pipe chunk, so records straddle chunk boundaries.
    const text = i % 50 === 0 ? "" : `${i}\n`.repeat(i * 37);
    repo.write(`f/${i}.txt`, text);
  }
  repo.commit("blobs");
  for (const line of repo.git("ls-tree", "-r", "HEAD").trim().split("\n")) {
    const [meta, path] = line.split("\t");
    const oid = meta!.split(" ")[2]!;
    const i = Number(/(\d+)\.txt$/.exec(path!)![1]);
    contents.set(oid, i % 50 === 0 ? "" : `${i}\n`.repeat(i * 37));
  }
}, 60_000);
afterAll(() => repo.cleanup());

const sha = (s: string) => createHash("sha256").update(s).digest("hex");

test.each([10, 600])("%i blobs hash to the sha256 of their bytes", async (n) => {
  const oids = [...contents.keys()].slice(0, n);
  const got = await hashBlobs(repo.dir, [...oids, ...oids.slice(0, 3)]);
  expect(got.size).toBe(oids.length);
  for (const oid of oids) expect(got.get(oid)).toBe(sha(contents.get(oid)!));
});

test("a tree among many blobs fails closed, naming the object", async () => {
  const tree = repo.git("rev-parse", "HEAD:f").trim();
  const oids = [...contents.keys()];
  await expect(hashBlobs(repo.dir, [...oids.slice(0, 400), tree])).rejects.toMatchObject({ kind: "git", message: expect.stringContaining(tree) });
});

test("an object the clone lacks fails closed, naming it, alone or among many", async () => {
  const absent = "0123456789abcdef0123456789abcdef01234567";
  const oids = [...contents.keys()];
  for (const asked of [[absent], [...oids.slice(0, 300), absent, ...oids.slice(300)]])
    await expect(hashBlobs(repo.dir, asked)).rejects.toMatchObject({ kind: "git", message: expect.stringContaining(absent) });
});

test("the port hashes through the same streams", async () => {
  const oids = [...contents.keys()].slice(0, 5);
  expect(await gitBlobDigests.sha256(repo.dir, oids)).toEqual(await hashBlobs(repo.dir, oids));
});
