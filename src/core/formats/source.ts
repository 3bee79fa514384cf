// Shared plumbing for the format parsers: parse text into a Located document,
// schema-check it, and build findings / source refs that always carry file, JSON
// pointer and line so every invariant can be annotated in place.
import { SeedgateError } from "../errors.js";
import { error, type Finding } from "../findings.js";
import { parseLocated, type Located } from "../inputs/located.js";
import type { SourceRef } from "../inputs/model.js";
import { schemaFindings } from "../inputs/schema-check.js";

export const schemaIdOf = (name: string): string => `https://seedgate.dev/schemas/${name}.schema.json`;

export type Parsed<T> =
  { readonly doc: Located; readonly value: T; readonly findings: readonly Finding[] } | { readonly doc: null; readonly findings: readonly Finding[] };

/**
 * Syntax and schema errors come back as findings, never as a throw: one bad file
 * must not hide the findings of every other sealed input. `explain` runs on the
 * parsed (not yet schema-checked) value to name mistakes the schema can only call
 * "unknown field", such as an attempted holdout freeze.
 */
export function parseChecked<T>(file: string, text: string, schema: string, code: string, explain?: (doc: Located) => Finding[]): Parsed<T> {
  let doc: Located;
  try {
    doc = parseLocated(file, text, "json");
  } catch (err) {
    if (!(err instanceof SeedgateError)) throw err;
    return { doc: null, findings: [fromError(err, `${code}.syntax`)] };
  }
  const findings = [...(explain?.(doc) ?? []), ...schemaFindings(schemaIdOf(schema), doc, `${code}.schema`)];
  // A document that fails its schema has no trustworthy shape for the semantic checks.
  return findings.length > 0 ? { doc: null, findings } : { doc, value: doc.value as T, findings };
}

export function fromError(err: SeedgateError, code: string): Finding {
  return error(code, err.message, {
    ...(err.file === undefined ? {} : { file: err.file }),
    ...(err.line === undefined ? {} : { line: err.line }),
    ...(err.field === undefined ? {} : { pointer: err.field }),
    ...(err.hint === undefined ? {} : { hint: err.hint }),
  });
}

export function refAt(doc: Located, pointer: string): SourceRef {
  const line = doc.lineOf(pointer);
  return line === undefined ? { file: doc.file, pointer } : { file: doc.file, pointer, line };
}

export function findingAt(doc: Located, code: string, message: string, pointer: string, hint?: string): Finding {
  return error(code, message, { ...refAt(doc, pointer), ...(hint === undefined ? {} : { hint }) });
}

/** One finding per repeated value, pointing at the repeat (the first copy is the original). */
export function duplicateFindings(
  doc: Located,
  code: string,
  values: readonly (string | number)[],
  pointer: (index: number) => string,
  what: string,
): Finding[] {
  const seen = new Set<string | number>();
  const out: Finding[] = [];
  values.forEach((v, i) => {
    if (seen.has(v)) out.push(findingAt(doc, code, `duplicate ${what} ${JSON.stringify(v)}`, pointer(i), `list each ${what} once`));
    seen.add(v);
  });
  return out;
}

/** sha256 of zero bytes: the classic pasted-not-computed digest (seed 002). */
export const EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
export const isSha256 = (s: string): boolean => /^[0-9a-f]{64}$/.test(s);

/** A recorded digest must look computed: 64 lowercase hex, and not the empty file's. */
export function digestFinding(doc: Located, code: string, what: string, digest: string, pointer: string): Finding | null {
  if (!isSha256(digest))
    return findingAt(doc, `${code}.bad-digest`, `${what} sha256 is not 64 lowercase hex`, pointer, "compute the digest from the bytes; do not paste one");
  if (digest === EMPTY_SHA256) {
    return findingAt(
      doc,
      `${code}.empty-digest`,
      `${what} sha256 is the digest of an empty file`,
      pointer,
      "a pasted empty-file digest is a copy-paste failure; hash the real bytes",
    );
  }
  return null;
}

/**
 * A plan row id is `property:kind:key`; with no ":" in property ids it splits one
 * way only, so no two rows share an id and one report cannot answer for two rows.
 */
export const propertyIdFinding = (doc: Located, code: string, id: string, pointer: string): Finding[] =>
  id.includes(":")
    ? [findingAt(doc, `${code}.property-id`, `property id "${id}" contains ":", which separates plan row ids`, pointer, "rename the property")]
    : [];

/** Plain-object field access on an unchecked parsed value (for `explain` hooks). */
export const fieldOf = (value: unknown, key: string): unknown =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
