// Typed errors: every failure the user can act on carries a hint. One place
// (src/cli/main.ts, src/action/main.ts) turns them into exit code 2 / setFailed.

export type ErrorKind = "usage" | "config" | "input" | "git" | "github" | "internal";

export interface ErrorDetail {
  readonly hint?: string;
  /** The file the error is about, repository-relative where possible. */
  readonly file?: string;
  /** JSON pointer or dotted field path inside `file`. */
  readonly field?: string;
  readonly line?: number;
  readonly cause?: unknown;
}

export class SeedgateError extends Error {
  readonly kind: ErrorKind;
  readonly hint: string | undefined;
  readonly file: string | undefined;
  readonly field: string | undefined;
  readonly line: number | undefined;

  constructor(kind: ErrorKind, message: string, detail: ErrorDetail = {}) {
    super(message, detail.cause === undefined ? undefined : { cause: detail.cause });
    this.name = "SeedgateError";
    this.kind = kind;
    this.hint = detail.hint;
    this.file = detail.file;
    this.field = detail.field;
    this.line = detail.line;
  }
}

export const usageError = (message: string, hint?: string): SeedgateError => new SeedgateError("usage", message, hint === undefined ? {} : { hint });

/** "file:line field: message (hint)" — the one rendering used everywhere. */
export function describeError(err: unknown): string {
  if (!(err instanceof SeedgateError)) {
    return err instanceof Error ? `internal error: ${err.stack ?? err.message}` : `internal error: ${String(err)}`;
  }
  const where = err.file === undefined ? "" : `${err.file}${err.line === undefined ? "" : `:${err.line}`}: `;
  const field = err.field === undefined ? "" : `${err.field}: `;
  const hint = err.hint === undefined ? "" : `\n  hint: ${err.hint}`;
  return `${err.kind} error: ${where}${field}${err.message}${hint}`;
}

/** A revision the user named that git cannot resolve to a commit: never re-worded as a fetch or shallow-history problem. */
export class RevisionError extends SeedgateError {
  readonly revision: string;
  constructor(revision: string, message: string, detail: ErrorDetail = {}) {
    super("git", message, detail);
    this.revision = revision;
  }
}
