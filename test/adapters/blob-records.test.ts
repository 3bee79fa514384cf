// The cat-file record parser fed the same output cut into chunks anywhere: whole-chunk
// bodies (one-shot hash) and bodies across chunks (streamed hash) give the same digests,
// and a body that is not the object asked for (its git id differs) fails closed either way.
import { createHash } from "node:crypto";
import fc from "fast-check";
import { expect, test } from "vitest";
import { blobRecordHasher } from "../../src/adapters/blob-records.js";

const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");
const oidOf = (i: number) => i.toString(16).padStart(40, "0");
/** git's blob id, computed here by the definition (not by the code under test). */
const gitOid = (b: Uint8Array, algo = "sha1") => createHash(algo).update(`blob ${b.length}\0`).update(b).digest("hex");
const output = (blobs: Uint8Array[], oids = blobs.map((b) => gitOid(b))) =>
  Buffer.concat(blobs.flatMap((b, i) => [Buffer.from(`${oids[i]} blob ${b.length}\n`), Buffer.from(b), Buffer.from("\n")]));

/** Cut points as fractions of the length, so any split of any output can be drawn. */
function feed(bytes: Buffer, cuts: number[], oids: string[]): Map<string, string> {
  const got = new Map<string, string>();
  const parse = blobRecordHasher(oids, (oid, d) => got.set(oid, d));
  const at = [...new Set(cuts.map((c) => Math.floor(c * bytes.length)))].sort((a, b) => a - b);
  let from = 0;
  for (const to of [...at, bytes.length]) (parse(bytes.subarray(from, to)), (from = to));
  return got;
}

test("digests do not depend on where the chunks are cut", () => {
  const blob = fc.oneof(fc.uint8Array({ maxLength: 40 }), fc.constant(new Uint8Array(0)), fc.constant(new Uint8Array(70_000).fill(10)));
  fc.assert(
    fc.property(fc.array(blob, { minLength: 1, maxLength: 8 }), fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 12 }), (blobs, cuts) => {
      const oids = blobs.map((b) => gitOid(b));
      const got = feed(output(blobs), cuts, oids);
      expect(got).toEqual(new Map(blobs.map((b) => [gitOid(b), sha(b)])));
    }),
    { numRuns: 300 },
  );
});

test.each([
  ["another object than the one asked", `${oidOf(9)} blob 1\nx\n`],
  ["a tree", `${oidOf(0)} tree 1\nx\n`],
  ["a missing object", `${oidOf(0)} missing\n`],
  ["a size that is not a number", `${oidOf(0)} blob 1e3\nx\n`],
])("%s fails closed, naming the object asked for", (_, text) => {
  expect(() => feed(Buffer.from(text), [], [oidOf(0)])).toThrow(new RegExp(`object ${oidOf(0)} is not a readable blob`));
});

test("bytes that are not the blob asked for fail closed, naming the object, wherever the chunks are cut", () => {
  fc.assert(
    fc.property(fc.uint8Array({ minLength: 1, maxLength: 3000 }), fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }), (body, cuts) => {
      const asked = gitOid(Buffer.concat([body, Buffer.from("x")])); // another blob's id, same header shape
      expect(() => feed(output([body], [asked]), cuts, [asked])).toThrow(new RegExp(`object ${asked} do not hash to that object id`));
    }),
    { numRuns: 200 },
  );
});

test("a SHA-256 repository's ids are checked with SHA-256", () => {
  const body = Buffer.from("sealed\n");
  const oid = gitOid(body, "sha256");
  expect(feed(output([body], [oid]), [0.5], [oid])).toEqual(new Map([[oid, sha(body)]]));
  const wrong = gitOid(Buffer.from("other\n"), "sha256");
  expect(() => feed(output([body], [wrong]), [], [wrong])).toThrow(/do not hash/);
});
