// Shared argv parsing: strict, so a misspelt flag is a usage error, never ignored.
import { parseArgs, type ParseArgsConfig } from "node:util";
import { SeedgateError } from "../core/errors.js";
import { didYouMean } from "./suggest.js";

type Options = NonNullable<ParseArgsConfig["options"]>;

export const COMMON_OPTIONS = {
  json: { type: "boolean" },
  cwd: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const satisfies Options;

export function parse<O extends Options>(args: string[], options: O, usage: string) {
  try {
    return parseArgs({ args, options: { ...COMMON_OPTIONS, ...options }, allowPositionals: true, strict: true });
  } catch (err) {
    const message = (err as Error).message;
    const unknown = /^Unknown option '(--[^']+)'/.exec(message)?.[1];
    const flags = Object.keys({ ...COMMON_OPTIONS, ...options }).map((name) => `--${name}`);
    if (unknown !== undefined) throw new SeedgateError("usage", `unknown option ${unknown}${didYouMean(unknown, flags)}`, { hint: usage });
    throw new SeedgateError("usage", message, { hint: usage });
  }
}

export function requireString(value: unknown, flag: string, usage: string): string {
  if (typeof value !== "string" || value === "") throw new SeedgateError("usage", `${flag} is required`, { hint: usage });
  return value;
}
