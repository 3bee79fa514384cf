// Where a usage error points the user: the command's own usage line (which names its
// help), or, before a command is known, the program's help.
import { SeedgateError } from "../core/errors.js";
import { COMMANDS, usageOf, type CommandName } from "./commands.js";

/** A command's usage error that carries no hint of its own gets the command's usage line. */
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
  argv[0] !== undefined && Object.hasOwn(COMMANDS, argv[0]) ? usageOf(argv[0] as CommandName) : "run seedgate --help";
