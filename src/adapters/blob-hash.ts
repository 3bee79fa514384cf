// sha256 of many git blobs. Where the manifest mode says where a blob is checked out,
// the file is read instead if its bytes provably are the blob (checkout-blobs.ts); the
// rest go through `git cat-file --batch --buffer` and are hashed as the bytes stream in,
// nothing buffered beyond one pipe chunk. Profiled on a 20,000-blob / 200 MB packed
// clone: git writing the bytes into a pipe is that path's cost (hashing them is ~0.15 s
// with SHA-NI), so large sets are split over two git streams, read by this thread.
import { spawn, type ChildProcess } from "node:child_process";
import { availableParallelism } from "node:os";
import { SeedgateError } from "../core/errors.js";
import { blobRecordHasher } from "./blob-records.js";
import { checkPin, gitEnv, pinOf } from "./git-env.js";
import { checkoutDigests } from "./checkout-blobs.js";
import type { BlobDigests } from "../ports/fixtures.js";

/** Below this many blobs a second git process costs more than it saves. */
const SPLIT_FROM = 256;
/** Two streams kept both cores busy; more only helped where more cores exist. */
const MAX_STREAMS = 4;

/** Digests, and how many came from checked-out files rather than git's object store. */
export interface BlobHashing {
  readonly digests: Map<string, string>;
  readonly fromCheckout: number;
}

/**
 * sha256 per blob id. With `checkedOut` (oid → path where the working tree may hold it),
 * files that provably hold their blob's bytes are read directly (checkout-blobs.ts);
 * every other blob streams from the object store.
 */
export async function hashBlobsCounted(root: string, oids: readonly string[], checkedOut?: ReadonlyMap<string, string>): Promise<BlobHashing> {
  const wanted = new Set(oids);
  const fast = checkedOut === undefined ? new Map<string, string>() : await checkoutDigests(root, checkedOut, wanted);
  const rest = await hashBlobs(
    root,
    [...wanted].filter((oid) => !fast.has(oid)),
  );
  return { digests: new Map([...fast, ...rest]), fromCheckout: fast.size };
}

export async function hashBlobs(root: string, oids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(oids)];
  if (unique.length === 0) return new Map();
  const count = unique.length < SPLIT_FROM ? 1 : Math.min(MAX_STREAMS, Math.max(2, availableParallelism()));
  // Interleaved, so halves of a tree sorted by size or folder carry alike loads.
  const parts = Array.from({ length: count }, (_, k) => unique.filter((_, i) => i % count === k));
  const children: ChildProcess[] = [];
  try {
    const pin = await pinOf(root);
    checkPin(pin);
    const env = gitEnv(pin);
    const maps = await Promise.all(parts.map((part) => hashStream(root, part, children, env)));
    return new Map(maps.flatMap((m) => [...m]));
  } finally {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(); // a sibling failed
  }
}

function hashStream(root: string, oids: readonly string[], children: ChildProcess[], env: Record<string, string>): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  return new Promise((resolve, reject) => {
    // --buffer: without it git flushes after every object, one wake-up per small blob.
    const child = spawn("git", ["cat-file", "--batch", "--buffer"], { cwd: root, stdio: ["pipe", "pipe", "pipe"], env });
    children.push(child);
    const parse = blobRecordHasher(oids, (oid, digest) => result.set(oid, digest));
    let stderr = "";
    let failure: Error | undefined;
    child.stdout.on("data", (chunk: Buffer) => {
      try {
        parse(chunk);
      } catch (err) {
        failure ??= err as Error;
        child.kill();
      }
    });
    child.stderr.on("data", (b) => (stderr += b));
    child.on("error", (cause) => reject(new SeedgateError("git", `could not run git cat-file: ${cause.message}`, { cause })));
    child.on("close", (code) => {
      if (failure) return reject(failure);
      if (code !== 0 || result.size !== oids.length) {
        return reject(new SeedgateError("git", `git cat-file --batch failed (exit ${code}): ${stderr.trim() || "incomplete output"}`));
      }
      resolve(result);
    });
    child.stdin.on("error", () => undefined);
    child.stdin.end(oids.join("\n") + "\n");
  });
}

/** The BlobDigests port: checked-out files where they provably are the blob, else git's object store. */
export const gitBlobDigests: BlobDigests = {
  sha256: async (root, oids, checkedOut) => (await hashBlobsCounted(root, oids, checkedOut)).digests,
};
