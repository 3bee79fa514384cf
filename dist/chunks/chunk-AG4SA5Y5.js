import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  didYouMean
} from "./chunk-LHPWTKG5.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";

// src/cli/args.ts
import { parseArgs } from "node:util";
var COMMON_OPTIONS = {
  json: { type: "boolean" },
  cwd: { type: "string" },
  help: { type: "boolean", short: "h" }
};
function parse(args, options, usage) {
  try {
    return parseArgs({ args, options: { ...COMMON_OPTIONS, ...options }, allowPositionals: true, strict: true });
  } catch (err) {
    const message = err.message;
    const unknown = /^Unknown option '(--[^']+)'/.exec(message)?.[1];
    const flags = Object.keys({ ...COMMON_OPTIONS, ...options }).map((name) => `--${name}`);
    if (unknown !== void 0) throw new SeedgateError("usage", `unknown option ${unknown}${didYouMean(unknown, flags)}`, { hint: usage });
    throw new SeedgateError("usage", message, { hint: usage });
  }
}
function requireString(value, flag, usage) {
  if (typeof value !== "string" || value === "") throw new SeedgateError("usage", `${flag} is required`, { hint: usage });
  return value;
}

export {
  parse,
  requireString
};
