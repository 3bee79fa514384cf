// sha256 of blobs taken from checked-out files where those bytes provably are the blob:
// each file is read once, and the same bytes give its sha256 and git's blob id
// ("blob <len>\0" + bytes). The sha256 counts only when that id is the tree's oid, so
// edits, filters, links or races can cost the shortcut but never change a digest. Why a
// Node SHA-1 match is enough: docs/security.md ("Manifest digests from checked-out files").
// Profiled on 20,000 files / 200 MB: opening, reading and both hashes are the cost, so
// this thread and a worker per spare core take files from a shared counter.
import * as fs from "node:fs";
import * as crypto from "node:crypto";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

/** Below this many files a worker's start-up costs more than it saves. */
const SHARE_FROM = 256;
/** Workers beside this thread, one per spare core: measured with one (2 cores here). */
const MAX_HELPERS = 3;
/** Files this thread reads between yields, so git's answers and parsing interleave. */
const SLICE = 256;

/** What a reader found (index into the oids, sha256) and whether any were left when it stopped. */
interface Slice {
  readonly found: [number, string][];
  readonly more: boolean;
}

/** sha256 of each wanted blob, hinted (oid → path), whose checked-out bytes are that blob; the rest are absent. */
export async function checkoutDigests(root: string, hints: ReadonlyMap<string, string>, wanted: ReadonlySet<string>): Promise<Map<string, string>> {
  if (hints.size === 0) return new Map();
  const count = hints.size < SHARE_FROM ? 0 : Math.min(MAX_HELPERS, availableParallelism() - 1);
  // [0]: the next job; [k]: helper k's state (0 not started, 1 working, 2 shut out).
  const shared = new Int32Array(new SharedArrayBuffer(4 * (1 + count)));
  // Started first, so they boot while this thread lists the jobs.
  const helpers = Array.from({ length: count }, (_, k) => startHelper(root, shared, k + 1));
  const oids: string[] = [];
  const paths: string[] = [];
  for (const [oid, path] of hints) if (wanted.has(oid)) (oids.push(oid), paths.push(path));
  if (helpers.length > 0) {
    const message = helperMessage(oids, paths);
    for (const helper of helpers) helper.give(message);
  }
  const read = shareReader(fs, crypto, root, oids, paths, shared);
  const found = new Map<string, string>();
  const keep = (pairs: readonly [number, string][]) => pairs.forEach(([i, digest]) => found.set(oids[i]!, digest));
  for (let slice = read(SLICE); ; slice = read(SLICE)) {
    keep(slice.found);
    if (!slice.more) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  (await Promise.all(helpers.map((h) => h.finish()))).forEach(keep);
  return found;
}

/** A worker on the same counter, joined when this thread runs out of jobs. */
interface Helper {
  give(message: HelperMessage): void;
  /** What it found; a helper that has not started by then is shut out, not awaited. */
  finish(): Promise<[number, string][]>;
}

function startHelper(root: string, shared: Int32Array, slot: number): Helper {
  let worker: Worker;
  try {
    worker = new Worker(helperSource(), { eval: true, workerData: { root, shared, slot } });
  } catch {
    return { give: () => undefined, finish: async () => [] }; // no threads here: this one reads alone
  }
  const answer = new Promise<[number, string][]>((resolve) => {
    worker.once("message", resolve);
    // A helper that failed loses only its shortcut: its files fall back to the object store.
    worker.once("error", () => resolve([]));
    worker.once("exit", () => resolve([]));
  });
  return {
    give: (message) => worker.postMessage(message),
    async finish() {
      const shutOut = Atomics.compareExchange(shared, slot, 0, 2) === 0;
      try {
        return shutOut ? [] : await answer;
      } finally {
        void worker.terminate();
      }
    },
  };
}

/** The jobs as a worker takes them. Two strings clone at half the cost of 20,000 pairs. */
export interface HelperMessage {
  readonly oids: string;
  readonly paths: string;
}

/** Oids hold no newline and git paths no NUL, so each list is one joined string. */
export const helperMessage = (oids: readonly string[], paths: readonly string[]): HelperMessage => ({ oids: oids.join("\n"), paths: paths.join("\0") });

/** The worker's whole program (source text, so src/ and the bundled dist/ run it alike). */
export function helperSource(): string {
  return [
    `const { parentPort, workerData: w } = require("node:worker_threads");`,
    `parentPort.once("message", ({ oids, paths }) => {`,
    `  if (Atomics.compareExchange(w.shared, w.slot, 0, 1) !== 0) return parentPort.postMessage([]);`,
    `  const reader = ${shareReader.toString()};`,
    `  const read = reader(require("node:fs"), require("node:crypto"), w.root, oids.split("\\n"), paths.split("\\0"), w.shared);`,
    `  parentPort.postMessage(read(Infinity).found);`,
    `});`,
  ].join("\n");
}

/**
 * A reader that takes up to `limit` jobs, one at a time, from `shared[0]` and finds
 * [job index, sha256] for each file whose bytes hash to its oid. It runs on this thread
 * and, from its source text, in the worker: it may use only its parameters and globals,
 * and never throws for a file.
 */
export function shareReader(
  fs: typeof import("node:fs"),
  crypto: typeof import("node:crypto"),
  root: string,
  oids: readonly string[],
  paths: readonly string[],
  shared: Int32Array,
): (limit: number) => Slice {
  const ROOM = 32; // "blob <size>\0" is written in front of the bytes
  const CHUNK = 1 << 20; // files up to this are hashed from one read; larger ones stream
  const LARGEST = 1 << 26; // past 64 MiB git reads the blob: a file here could be any size
  // No link at the last component, and never block on a FIFO put where a file was.
  const flags = fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK;
  const buffer = Buffer.allocUnsafe(ROOM + CHUNK);
  // A `.`/`..` or empty segment (a crafted tree) would read outside the checkout: the
  // object store answers. Nothing else about a path matters, only bytes whose id is the oid.
  const plain = (path: string) => !/(?:^|\/)\.{0,2}(?:\/|$)|\0/.test(path);
  // One-shot hashing where Node has it (20.12+): no Hash object per file.
  const digest = (alg: string, bytes: Buffer) =>
    typeof crypto.hash === "function" ? crypto.hash(alg, bytes, "hex") : crypto.createHash(alg).update(bytes).digest("hex");
  const hashOne = (oid: string, file: string): string | undefined => {
    const format = oid.length === 40 ? "sha1" : "sha256";
    const fd = fs.openSync(file, flags);
    try {
      const n = fs.readSync(fd, buffer, ROOM, CHUNK, null);
      if (n < CHUNK) {
        // A short read is the whole file; and bytes that hash to the oid are the blob, whatever the file is.
        const header = `blob ${n}\0`;
        const start = ROOM - header.length;
        buffer.write(header, start, "latin1");
        return digest(format, buffer.subarray(start, ROOM + n)) === oid ? digest("sha256", buffer.subarray(ROOM, ROOM + n)) : undefined;
      }
      // Large: the header needs the size first, and reading stops one byte past it.
      const stat = fs.fstatSync(fd);
      if (!stat.isFile() || stat.size > LARGEST) return undefined;
      const id = crypto.createHash(format).update(`blob ${stat.size}\0`, "latin1");
      const sha = crypto.createHash("sha256");
      let total = 0;
      for (let chunk = buffer.subarray(ROOM, ROOM + n); chunk.length > 0 && total <= stat.size;) {
        id.update(chunk);
        sha.update(chunk);
        total += chunk.length;
        chunk = buffer.subarray(ROOM, ROOM + fs.readSync(fd, buffer, ROOM, CHUNK, null));
      }
      return total === stat.size && id.digest("hex") === oid ? sha.digest("hex") : undefined;
    } finally {
      fs.closeSync(fd);
    }
  };
  return (limit) => {
    const found: [number, string][] = [];
    for (let taken = 0; taken < limit; taken++) {
      const i = Atomics.add(shared, 0, 1);
      if (i >= oids.length) return { found, more: false };
      const oid = oids[i]!;
      const path = paths[i]!;
      if ((oid.length !== 40 && oid.length !== 64) || !plain(path)) continue;
      try {
        const sha256 = hashOne(oid, `${root}/${path}`);
        if (sha256 !== undefined) found.push([i, sha256]);
      } catch {
        // unreadable (absent, a directory, a link, gone while read): the object store answers
      }
    }
    return { found, more: true };
  };
}
