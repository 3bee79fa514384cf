import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/core/inputs/input-size.ts
var MAX_SEALED_FILE_BYTES = 16 * 1024 * 1024;
var oversizedInput = (path, size) => new SeedgateError("input", `${path} is ${size} bytes, over the ${MAX_SEALED_FILE_BYTES}-byte cap for sealed inputs`, {
  file: path,
  hint: "sealed inputs are small JSON and code files; keep large fixtures under a manifest root"
});

export {
  MAX_SEALED_FILE_BYTES,
  oversizedInput
};
