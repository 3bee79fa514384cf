// Every shipped schema's validator, compiled ahead of time (scripts/validators.mjs);
// schema errors become findings that name the file, the JSON pointer, the line and
// what is allowed.
import type { ErrorObject } from "ajv";
import { error, type Finding } from "../findings.js";
import type { Located } from "./located.js";
import { byId } from "./validators.generated.js";

/** A compiled schema: true when `data` is valid, else false with `errors` set. */
export type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

const validators = byId as unknown as Readonly<Record<string, Validate | undefined>>;

/**
 * The validator of the shipped schema `id`. Compiled at build time (Ajv standalone, the
 * runtime's options): compiling at start cost about 50 ms of every command. The shipped
 * schemas are meta-validated in strict mode by test/core/inputs/schemas.test.ts.
 */
export function validatorFor(id: string): Validate {
  const fn = validators[id];
  if (fn === undefined) throw new Error(`no schema with $id ${id}`);
  return fn;
}

export function schemaFindings(schemaId: string, doc: Located, code: string): Finding[] {
  const validate = validatorFor(schemaId);
  if (validate(doc.value)) return [];
  return relevant(validate.errors ?? []).map((e) => {
    const pointer = e.instancePath;
    const line = doc.lineOf(pointer);
    return error(code, `${pointer || "(top level)"}: ${explain(e)}`, {
      file: doc.file,
      pointer,
      ...(line === undefined ? {} : { line }),
      hint: `see ${schemaId}`,
    });
  });
}

/** A wrong type makes every other complaint about the same value noise; so does `if`'s "must match then", beside then's own complaints. */
function relevant(errors: readonly ErrorObject[]): ErrorObject[] {
  const typed = new Set(errors.filter((e) => e.keyword === "type").map((e) => e.instancePath));
  return errors.filter((e) => e.keyword === "type" || (e.keyword !== "if" && !typed.has(e.instancePath)));
}

function explain(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case "additionalProperties":
      return `unknown field "${String(p.additionalProperty)}"`;
    case "required":
      return `missing required field "${String(p.missingProperty)}"`;
    case "enum":
      return `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`;
    case "type":
      return `must be ${String(p.type)}`;
    case "not":
      return "is not allowed here (absolute paths, .. and backslashes are refused)";
    default:
      return e.message ?? e.keyword;
  }
}
