// One ajv instance for every shipped schema; schema errors become findings that
// name the file, the JSON pointer, the line and what is allowed.
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { error, type Finding } from "../findings.js";
import type { Located } from "./located.js";
import { schemas } from "./schemas.js";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

let ajv: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();

/**
 * Compile only the schema a command needs, on first use: compiling all of them
 * (with meta-validation) cost ~100 ms of every start. The shipped schemas are
 * meta-validated in strict mode by test/core/inputs/schemas.test.ts instead.
 */
export function validatorFor(id: string, validateSchema = false): ValidateFunction {
  let fn = compiled.get(id);
  if (fn) return fn;
  const schema = Object.values(schemas).find((s) => (s as { $id?: string }).$id === id);
  if (schema === undefined) throw new Error(`no schema with $id ${id}`);
  if (!ajv) {
    ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, validateSchema });
    addFormats(ajv);
  }
  fn = ajv.compile(schema);
  compiled.set(id, fn);
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

/** A wrong type makes every other complaint about the same value noise. */
function relevant(errors: readonly ErrorObject[]): ErrorObject[] {
  const typed = new Set(errors.filter((e) => e.keyword === "type").map((e) => e.instancePath));
  return errors.filter((e) => e.keyword === "type" || !typed.has(e.instancePath));
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
