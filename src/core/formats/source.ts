// Shared plumbing for the three format parsers: parse text into a Located
// document, schema-check it, and build findings / source refs that always carry
// file, JSON pointer and line so every invariant can be annotated in place.
import { SeedgateError } from "../errors.js";
import { error, type Finding } from "../findings.js";
import { parseLocated, type Located } from "../located.js";
import type { SourceRef } from "../model.js";
import { schemaFindings } from "../schema-check.js";

export const schemaIdOf = (name: string): string => `https://seedgate.dev/schemas/${name}.schema.json`;

export type Parsed<T> = { readonly doc: Located; readonly value: T } | { readonly doc: null; readonly findings: readonly Finding[] };

/**
 * Syntax and schema errors come back as findings, never as a throw: one bad file
 * must not hide the findings of every other sealed input.
 */
export function parseChecked<T>(file: string, text: string, schema: string, code: string): Parsed<T> {
  let doc: Located;
  try {
    doc = parseLocated(file, text, "json");
  } catch (err) {
    if (!(err instanceof SeedgateError)) throw err;
    return { doc: null, findings: [fromError(err, `${code}.syntax`)] };
  }
  const findings = schemaFindings(schemaIdOf(schema), doc, `${code}.schema`);
  // A document that fails its schema has no trustworthy shape for the semantic checks.
  return findings.length > 0 ? { doc: null, findings } : { doc, value: doc.value as T };
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
