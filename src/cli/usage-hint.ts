// Where a usage error points the user: the command's help, or the program's.
import { SeedgateError } from "../core/errors.js";
import { COMMANDS } from "./commands.js";

/** A command's usage error that carries no hint of its own points at the command's help. */
export function withHelpHint(err: unknown, argv: readonly string[]): unknown {
  if (!(err instanceof SeedgateError) || err.kind !== "usage" || err.hint !== undefined) return err;
  return new SeedgateError("usage", err.message, {
    hint: helpHint(argv),
    cause: err,
    ...(err.file ? { file: err.file } : {}),
    ...(err.field ? { field: err.field } : {}),
    ...(err.line ? { line: err.line } : {}),
  });
}

export const helpHint = (argv: readonly string[]): string =>
  argv[0] !== undefined && Object.hasOwn(COMMANDS, argv[0]) ? `run seedgate ${argv[0]} --help` : "run seedgate --help";
