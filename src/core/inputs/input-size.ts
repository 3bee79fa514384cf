// The size cap on sealed inputs, the same for a commit's blobs and a working tree.
import { SeedgateError } from "../errors.js";

/** Files bigger than this are refused outright: sealed inputs are small. */
export const MAX_SEALED_FILE_BYTES = 16 * 1024 * 1024;

export const oversizedInput = (path: string, size: number): SeedgateError =>
  new SeedgateError("input", `${path} is ${size} bytes, over the ${MAX_SEALED_FILE_BYTES}-byte cap for sealed inputs`, {
    file: path,
    hint: "sealed inputs are small JSON and code files; keep large fixtures under a manifest root",
  });
