// A blob's bytes are trusted only when they hash to the id they were asked by: git's
// object id is the SHA-1 (40 hex) or SHA-256 (64 hex) of "blob <size>\0" and the bytes.
// A loose object or a pack that pull-request code rewrote in place, or an object store
// borrowed through alternates, gives other bytes under the same name; this catches it.
import { createHash } from "node:crypto";
import { SeedgateError } from "../core/errors.js";

/** The hash a git object id of this length is made with. */
export const objectFormat = (oid: string): "sha1" | "sha256" | undefined => (oid.length === 40 ? "sha1" : oid.length === 64 ? "sha256" : undefined);

/** A running blob id over bytes that arrive in pieces. */
export function blobIdHasher(oid: string, size: number): { update(b: Buffer): void; matches(): boolean } {
  const format = objectFormat(oid);
  const h = createHash(format ?? "sha1").update(`blob ${size}\0`);
  return { update: (b) => void h.update(b), matches: () => format !== undefined && h.digest("hex") === oid };
}

export function blobMismatch(oid: string, path?: string): SeedgateError {
  return new SeedgateError("git", `the bytes git gave for ${path === undefined ? "" : `${path}, `}object ${oid} do not hash to that object id`, {
    hint: "the object store was changed under git (a rewritten loose object or pack, or alternates): seedgate trusts none of it; rerun on a fresh clone",
  });
}

/** `bytes` when they are blob `oid`; otherwise an error naming the object (and the path, when known). */
export function checkedBlob(oid: string, bytes: Buffer, path?: string): Buffer {
  const h = blobIdHasher(oid, bytes.length);
  h.update(bytes);
  if (!h.matches()) throw blobMismatch(oid, path);
  return bytes;
}
