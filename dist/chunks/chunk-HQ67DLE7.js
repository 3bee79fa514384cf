import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  COMMANDS,
  usageOf
} from "./chunk-S25UFXXT.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/cli/usage-hint.ts
function withHelpHint(err, argv) {
  if (!(err instanceof SeedgateError) || err.kind !== "usage" || err.hint !== void 0) return err;
  return new SeedgateError("usage", err.message, {
    hint: helpHint(argv),
    cause: err,
    ...err.file ? { file: err.file } : {},
    ...err.field ? { field: err.field } : {},
    ...err.line ? { line: err.line } : {}
  });
}
var helpHint = (argv) => argv[0] !== void 0 && Object.hasOwn(COMMANDS, argv[0]) ? usageOf(argv[0]) : "run seedgate --help";

export {
  withHelpHint,
  helpHint
};
