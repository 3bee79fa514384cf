import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/cli/args.ts
var COMMON_FLAGS = {
  json: "print a machine-readable result on stdout",
  cwd: ["DIR", "run as if started in DIR (default: the current directory)"]
};
function requireString(value, flag, usage) {
  if (typeof value !== "string" || value === "") throw new SeedgateError("usage", `${flag} is required`, { hint: usage });
  return value;
}

export {
  COMMON_FLAGS,
  requireString
};
