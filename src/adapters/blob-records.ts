// The state machine over `git cat-file --batch` output, "<oid> blob <size>\n<bytes>\n"
// records, hashing each body with sha256 as it arrives. Every record must name the
// object asked for, in order, and be a blob whose bytes hash to its id: anything else
// fails closed.
import { createHash, hash as nodeHash, type Hash } from "node:crypto";
import { SeedgateError } from "../core/errors.js";
import { blobIdHasher, blobMismatch, checkedBlob } from "./git-object.js";

// One-shot hashing of a body held in one chunk skips a Hash object per blob, most of the
// per-blob cost for small files (crypto.hash is Node >= 20.12; older 20.x streams).
const hashWhole: (body: Buffer) => string =
  typeof nodeHash === "function" ? (body) => nodeHash("sha256", body, "hex") : (body) => createHash("sha256").update(body).digest("hex");

export function blobRecordHasher(oids: readonly string[], found: (oid: string, sha256: string) => void): (chunk: Buffer) => void {
  let index = 0;
  let header = "";
  let remaining = -1; // body bytes left; -1 while reading a header, 0 at the trailing newline
  let partial: Hash | undefined; // set while a body spans chunks
  let id: ReturnType<typeof blobIdHasher> | undefined; // the body's git id, alongside
  const done = (digest: string) => found(oids[index++]!, digest);
  return (chunk) => {
    let pos = 0;
    while (pos < chunk.length) {
      if (remaining < 0) {
        const nl = chunk.indexOf(0x0a, pos);
        header += chunk.toString("latin1", pos, nl === -1 ? chunk.length : nl);
        if (nl === -1) return;
        pos = nl + 1;
        remaining = bodySize(header, oids[index]);
        header = "";
        // The whole body and its newline in this chunk: hash it at once.
        if (pos + remaining < chunk.length) {
          done(hashWhole(checkedBlob(oids[index]!, chunk.subarray(pos, pos + remaining))));
          pos += remaining + 1;
          remaining = -1;
          continue;
        }
        partial = createHash("sha256");
        id = blobIdHasher(oids[index]!, remaining);
      }
      const take = Math.min(remaining, chunk.length - pos);
      partial!.update(chunk.subarray(pos, pos + take));
      id!.update(chunk.subarray(pos, pos + take));
      pos += take;
      remaining -= take;
      if (remaining === 0 && pos < chunk.length) {
        pos++; // the newline after the body
        if (!id!.matches()) throw blobMismatch(oids[index]!);
        done(partial!.digest("hex"));
        remaining = -1;
      }
    }
  };
}

function bodySize(header: string, expected: string | undefined): number {
  const [oid, type, size, ...rest] = header.split(" ");
  const n = /^\d{1,15}$/.test(size ?? "") ? Number(size) : NaN; // decimal digits only, as git writes sizes
  if (expected === undefined || oid !== expected || type !== "blob" || rest.length > 0 || Number.isNaN(n))
    throw new SeedgateError("git", `object ${expected ?? "(none asked)"} is not a readable blob (git answered ${JSON.stringify(header)})`, {
      hint: "the tree names an object this clone lacks or that is not a file; fetch the full history, or check the repository",
    });
  return n;
}
