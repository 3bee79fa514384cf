// Blobs hashed from checked-out files where their bytes are the blob, else from git's
// object store. Real git repositories, real files.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, beforeEach, expect, test } from "vitest";
import { hashBlobs, hashBlobsCounted } from "../../src/adapters/blob-hash.js";
import { helperMessage, helperSource } from "../../src/adapters/checkout-blobs.js";
import { Worker } from "node:worker_threads";
import { tempRepo, type TempRepo } from "../support/repo.js";

const sha = (b: string | Buffer) => createHash("sha256").update(b).digest("hex");
const FILES: Record<string, string> = {
  "fx/a.txt": "alpha\n",
  "fx/deep/b.bin": "b".repeat(70_000),
  "fx/big.bin": "0123456789abcdef".repeat(100_000), // past the one-shot buffer: streamed
  "fx/empty": "",
  "fx/same.txt": "alpha\n", // the same blob as a.txt
};

let repo: TempRepo;
beforeEach(() => {
  repo = tempRepo();
  for (const [p, t] of Object.entries(FILES)) repo.write(p, t);
  repo.commit("fixtures");
});
afterEach(() => repo.cleanup());

/** blob id → path, as the manifest mode passes them, and the true sha256 per blob. */
function listing(dir: string, git = repo.git) {
  const checkedOut = new Map<string, string>();
  for (const line of git("ls-tree", "-r", "HEAD").trim().split("\n")) {
    const [meta, path] = line.split("\t");
    const oid = meta!.split(" ")[2]!;
    if (!checkedOut.has(oid)) checkedOut.set(oid, path!);
  }
  const truth = new Map([...checkedOut].map(([oid, p]) => [oid, sha(FILES[p]!)]));
  return { checkedOut, truth, oids: [...checkedOut.keys()], dir };
}

test("(a) a matching checkout is read directly: every blob through the fast path, digests as the object store's", async () => {
  const { checkedOut, truth, oids } = listing(repo.dir);
  const r = await hashBlobsCounted(repo.dir, oids, checkedOut);
  expect(r.fromCheckout).toBe(oids.length);
  expect(r.digests).toEqual(truth);
  expect(r.digests).toEqual(await hashBlobs(repo.dir, oids));
});

test("(b) a file edited in the working tree is hashed from its blob: the revision's digest, not the edit's", async () => {
  const { checkedOut, truth, oids } = listing(repo.dir);
  repo.write("fx/deep/b.bin", "tampered");
  const r = await hashBlobsCounted(repo.dir, oids, checkedOut);
  expect(r.fromCheckout).toBe(oids.length - 1);
  expect(r.digests).toEqual(truth);
});

test("(c) a symlink in place of a file falls back, even when it points at the very bytes", async () => {
  const { checkedOut, truth, oids } = listing(repo.dir);
  repo.write("elsewhere/copy", FILES["fx/deep/b.bin"]!);
  repo.remove("fx/deep/b.bin");
  repo.symlink("fx/deep/b.bin", join(repo.dir, "elsewhere/copy"));
  repo.remove("fx/a.txt"); // absent (the hint names a.txt for the blob it shares with same.txt): falls back too
  const r = await hashBlobsCounted(repo.dir, oids, checkedOut);
  expect(r.fromCheckout).toBe(oids.length - 2);
  expect(r.digests).toEqual(truth);
});

test("(d) a sha256-format repository binds files with SHA-256 blob ids", async () => {
  const dir = mkdtempSync(join(tmpdir(), "seedgate-sha256-"));
  try {
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], {
        cwd: dir,
        encoding: "utf8",
        env: { ...process.env, GIT_CONFIG_NOSYSTEM: "1" },
      });
    git("init", "-q", "--object-format=sha256");
    for (const [p, t] of Object.entries(FILES)) {
      mkdirSync(join(dir, p, ".."), { recursive: true });
      writeFileSync(join(dir, p), t);
    }
    git("add", "-A");
    git("commit", "-q", "-m", "fixtures");
    const { checkedOut, truth, oids } = listing(dir, git);
    expect(oids[0]).toMatch(/^[0-9a-f]{64}$/);
    const r = await hashBlobsCounted(dir, oids, checkedOut);
    expect(r.fromCheckout).toBe(oids.length);
    expect(r.digests).toEqual(truth);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a root where the hinted paths are not checked out, or no hint at all, uses only the object store", async () => {
  const { checkedOut, truth, oids } = listing(repo.dir);
  const sub = join(repo.dir, "fx");
  const r = await hashBlobsCounted(sub, oids, checkedOut);
  expect(r).toEqual({ digests: truth, fromCheckout: 0 });
  expect(await hashBlobsCounted(repo.dir, oids)).toEqual({ digests: truth, fromCheckout: 0 });
});

/** What can happen to a checked-out file before seedgate reads it. */
const change = fc.constantFrom("keep", "edit", "append", "truncate", "remove", "symlink", "directory", "chmod");

test("whatever happens to the checkout, the digests are the object store's", async () => {
  const names = Object.keys(FILES);
  await fc.assert(
    fc.asyncProperty(fc.array(change, { minLength: names.length, maxLength: names.length }), async (changes) => {
      const { checkedOut, truth, oids } = listing(repo.dir);
      changes.forEach((c, i) => {
        const p = names[i]!;
        if (c === "edit") repo.write(p, "x" + FILES[p]!.slice(1));
        if (c === "append") repo.write(p, FILES[p]! + "\n");
        if (c === "truncate") repo.write(p, FILES[p]!.slice(0, -1));
        if (c === "remove") repo.remove(p);
        if (c === "symlink") (repo.remove(p), repo.symlink(p, "a.txt"));
        if (c === "directory") (repo.remove(p), repo.write(`${p}/inner`, FILES[p]!));
        if (c === "chmod") repo.chmod(p, 0o755); // mode is the tree's business, bytes unchanged
      });
      const r = await hashBlobsCounted(repo.dir, oids, checkedOut);
      expect(r.digests).toEqual(truth);
      // The shortcut is taken exactly where the hinted path still holds the blob's bytes.
      const same = (p: string, c: string) => c === "keep" || c === "chmod" || (c === "truncate" && FILES[p] === "");
      const intact = [...checkedOut.values()].filter((p) => same(p, changes[names.indexOf(p)]!));
      expect(r.fromCheckout).toBe(intact.length);
      repo.git("reset", "-q", "--hard");
      repo.git("clean", "-qfd");
    }),
    { numRuns: 12 },
  );
}, 60_000);

test("a FIFO or a directory where a file was falls back at once: nothing blocks", async () => {
  const { checkedOut, truth, oids } = listing(repo.dir);
  repo.remove("fx/a.txt");
  execFileSync("mkfifo", [join(repo.dir, "fx/a.txt")]);
  repo.remove("fx/empty");
  mkdirSync(join(repo.dir, "fx/empty"));
  const r = await hashBlobsCounted(repo.dir, oids, checkedOut);
  expect(r.digests).toEqual(truth);
  expect(r.fromCheckout).toBe(oids.length - 2);
});

test("a checked-out file far larger than any blob (sparse, 100 GiB) is not read through: git answers", async () => {
  const { checkedOut, truth, oids } = listing(repo.dir);
  execFileSync("truncate", ["-s", "100G", join(repo.dir, "fx/big.bin")]);
  const r = await hashBlobsCounted(repo.dir, oids, checkedOut);
  expect(r.digests).toEqual(truth);
  expect(r.fromCheckout).toBe(oids.length - 1);
});

test("a hinted path with a `..`, `.` or empty segment is never read, even where it reaches the very bytes", async () => {
  const { checkedOut, truth, oids } = listing(repo.dir);
  const crafted = new Map([...checkedOut].map(([oid, p]) => [oid, p.replace("fx/", "fx/../fx/")]));
  crafted.set(oids[0]!, `./${checkedOut.get(oids[0]!)}`);
  crafted.set(oids[1]!, checkedOut.get(oids[1]!)!.replace("/", "//"));
  const r = await hashBlobsCounted(repo.dir, oids, crafted);
  expect(r).toEqual({ digests: truth, fromCheckout: 0 });
});

test("past 256 files, where a worker may join the reading: every file counted once, edits still fall back", async () => {
  const many = Array.from({ length: 700 }, (_, i) => [`many/${i % 7}/f${i}.txt`, `file ${i}\n`.repeat(1 + (i % 50))] as const);
  for (const [p, t] of many) repo.write(p, t);
  repo.commit("many");
  const checkedOut = new Map<string, string>();
  for (const line of repo.git("ls-tree", "-r", "HEAD", "--", "many").trim().split("\n")) {
    const [meta, path] = line.split("\t");
    checkedOut.set(meta!.split(" ")[2]!, path!);
  }
  const oids = [...checkedOut.keys()];
  repo.write("many/3/f3.txt", "edited\n");
  const r = await hashBlobsCounted(repo.dir, oids, checkedOut);
  expect(r.fromCheckout).toBe(699);
  expect(r.digests).toEqual(await hashBlobs(repo.dir, oids));
  expect(r.digests.get(oids[[...checkedOut.values()].indexOf("many/3/f3.txt")]!)).toBe(sha("file 3\n".repeat(4)));
});

test("the worker's program, run alone, reads every job it is given and answers [index, sha256]", async () => {
  const { checkedOut, truth } = listing(repo.dir);
  const oids = [...checkedOut.keys()];
  const message = helperMessage(oids, [...checkedOut.values()]);
  const shared = new Int32Array(new SharedArrayBuffer(8));
  const worker = new Worker(helperSource(), { eval: true, workerData: { root: repo.dir, shared, slot: 1 } });
  worker.postMessage(message);
  const answer = await new Promise<[number, string][]>((resolve, reject) => (worker.once("message", resolve), worker.once("error", reject)));
  await worker.terminate();
  expect(new Map(answer.map(([i, d]) => [oids[i]!, d]))).toEqual(truth);
  expect(shared[1]).toBe(1); // it claimed its start
  // Shut out before it starts, it reads nothing.
  const closed = new Int32Array(new SharedArrayBuffer(8));
  closed[1] = 2;
  const idle = new Worker(helperSource(), { eval: true, workerData: { root: repo.dir, shared: closed, slot: 1 } });
  idle.postMessage(message);
  expect(await new Promise((resolve) => idle.once("message", resolve))).toEqual([]);
  await idle.terminate();
  expect(closed[0]).toBe(0);
});
