// sha256 of many blobs through `git cat-file --batch`, hashed while the bytes stream
// in: nothing is buffered beyond one pipe chunk. Large sets are split over two worker
// threads, each with its own git stream: hashing 200 MB on one thread left the
// second core idle.
import { spawn } from "node:child_process";
import { createHash, type Hash } from "node:crypto";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { HASH_WORKER_SOURCE } from "./blob-hash-worker.js";
import { SeedgateError } from "../core/errors.js";

/** Below this many blobs a second git process costs more than it saves. */
const SPLIT_FROM = 256;

export async function hashBlobs(root: string, oids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(oids)];
  const streams = unique.length < SPLIT_FROM ? 1 : Math.max(1, Math.min(2, availableParallelism()));
  if (streams === 1) return hashStream(root, unique);
  // Interleaved, so two halves of a tree sorted by size or folder carry alike loads.
  const parts = Array.from({ length: streams }, (_, k) => unique.filter((_, i) => i % streams === k));
  const parted = await Promise.all(parts.map((part) => hashInWorker(root, part)));
  return new Map(parted.flat());
}

function hashInWorker(root: string, oids: readonly string[]): Promise<[string, string][]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(HASH_WORKER_SOURCE, { eval: true, workerData: { root, oids } });
    let settled = false;
    worker.once("message", (m: { digests?: [string, string][]; failure?: string }) => {
      settled = true;
      if (m.digests !== undefined) resolve(m.digests);
      else reject(new SeedgateError("git", m.failure ?? "the blob-hashing worker answered nothing"));
      void worker.terminate();
    });
    worker.once("error", (cause) => ((settled = true), reject(new SeedgateError("git", `the blob-hashing worker failed: ${cause.message}`, { cause }))));
    worker.once("exit", (code) => {
      if (!settled) reject(new SeedgateError("git", `the blob-hashing worker exited (${code}) without an answer`));
    });
  });
}

function hashStream(root: string, oids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(oids)];
  const result = new Map<string, string>();
  if (unique.length === 0) return Promise.resolve(result);
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["cat-file", "--batch"], { cwd: root, stdio: ["pipe", "pipe", "pipe"], env: { ...process.env, LC_ALL: "C" } });
    const parser = batchParser(unique, result);
    let stderr = "";
    let failure: Error | undefined;
    child.stdout.on("data", (chunk: Buffer) => {
      try {
        parser(chunk);
      } catch (err) {
        failure ??= err as Error;
        child.kill();
      }
    });
    child.stderr.on("data", (b) => (stderr += b));
    child.on("error", (cause) => reject(new SeedgateError("git", `could not run git cat-file: ${cause.message}`, { cause })));
    child.on("close", (code) => {
      if (failure) return reject(failure);
      if (code !== 0 || result.size !== unique.length) {
        return reject(new SeedgateError("git", `git cat-file --batch failed (exit ${code}): ${stderr.trim() || "incomplete output"}`));
      }
      resolve(result);
    });
    child.stdin.on("error", () => undefined);
    child.stdin.end(unique.join("\n") + "\n");
  });
}

/** State machine over "<oid> blob <size>\n<bytes>\n" records. */
function batchParser(oids: readonly string[], out: Map<string, string>): (chunk: Buffer) => void {
  let index = 0;
  let header = "";
  let remaining = -1; // body bytes left; -1 while reading a header, 0 at the trailing newline
  let hash: Hash | undefined;
  return (chunk) => {
    let pos = 0;
    while (pos < chunk.length) {
      if (remaining < 0) {
        const nl = chunk.indexOf(0x0a, pos);
        header += chunk.toString("latin1", pos, nl === -1 ? chunk.length : nl);
        if (nl === -1) return;
        pos = nl + 1;
        const [oid, type, size] = header.split(" ");
        if (oid !== oids[index] || type !== "blob") throw new SeedgateError("git", `object ${oids[index]} is not a readable blob (${header})`);
        header = "";
        remaining = Number(size);
        hash = createHash("sha256");
      }
      const take = Math.min(remaining, chunk.length - pos);
      hash!.update(chunk.subarray(pos, pos + take));
      pos += take;
      remaining -= take;
      if (remaining === 0 && pos < chunk.length) {
        pos++; // the newline after the body
        out.set(oids[index++]!, hash!.digest("hex"));
        remaining = -1;
      }
    }
  };
}
