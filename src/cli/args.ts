// How a command declares its flags, and the typed values it gets back. A flag is either
// a bare description (a boolean switch) or [VALUE, description] (takes a string value).
import { SeedgateError } from "../core/errors.js";
import type { Verdict } from "../core/findings.js";

export type FlagSpec = string | readonly [value: string, description: string];
export type Flags = Readonly<Record<string, FlagSpec>>;

/** The flags every command takes, on top of its own. */
export const COMMON_FLAGS = {
  json: "print a machine-readable result on stdout",
  cwd: ["DIR", "run as if started in DIR (default: the current directory)"],
} as const satisfies Flags;

type Value<S> = S extends string ? boolean : string;
export type Values<F extends Flags> = { readonly [K in keyof F]?: Value<F[K]> } & {
  readonly [K in keyof typeof COMMON_FLAGS]?: Value<(typeof COMMON_FLAGS)[K]>;
};

/**
 * What a command receives: flag values keyed by the long name as typed (`per-process`), its
 * positionals, and its usage line from its own table entry (the hint of its usage errors).
 */
export interface Parsed<F extends Flags> {
  readonly values: Values<F>;
  readonly positionals: readonly string[];
  readonly usage: string;
}

// `any` because each command narrows Parsed to its own flags; the table pairs them by name.
// A command ends with its verdict: exit.ts alone turns it into an exit code.
export type CliCommand = (parsed: Parsed<any>, io: import("./io.js").CliIo) => Promise<Verdict>;

export function requireString(value: unknown, flag: string, usage: string): string {
  if (typeof value !== "string" || value === "") throw new SeedgateError("usage", `${flag} is required`, { hint: usage });
  return value;
}
