import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);

// src/core/errors.ts
var SeedgateError = class extends Error {
  kind;
  hint;
  file;
  field;
  line;
  constructor(kind, message, detail = {}) {
    super(message, detail.cause === void 0 ? void 0 : { cause: detail.cause });
    this.name = "SeedgateError";
    this.kind = kind;
    this.hint = detail.hint;
    this.file = detail.file;
    this.field = detail.field;
    this.line = detail.line;
  }
};
var usageError = (message, hint) => new SeedgateError("usage", message, hint === void 0 ? {} : { hint });
function describeError(err) {
  if (!(err instanceof SeedgateError)) {
    return err instanceof Error ? `internal error: ${err.stack ?? err.message}` : `internal error: ${String(err)}`;
  }
  const where = err.file === void 0 ? "" : `${err.file}${err.line === void 0 ? "" : `:${err.line}`}: `;
  const field = err.field === void 0 ? "" : `${err.field}: `;
  const hint = err.hint === void 0 ? "" : `
  hint: ${err.hint}`;
  return `${err.kind} error: ${where}${field}${err.message}${hint}`;
}
var RevisionError = class extends SeedgateError {
  revision;
  constructor(revision, message, detail = {}) {
    super("git", message, detail);
    this.revision = revision;
  }
};

export {
  SeedgateError,
  usageError,
  describeError,
  RevisionError
};
