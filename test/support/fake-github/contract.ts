// Request bodies are checked against GitHub's own OpenAPI description, as
// pinned by the @octokit/openapi version in package.json (api.github.com, the
// non-dereferenced file: $refs are resolved here). Each body schema is compiled
// with ajv in strict mode; the only leniencies are listed in LENIENT below.
import { createRequire } from "node:module";
import { Ajv, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Operation {
  readonly operationId: string;
  readonly requestBody?: Json;
}
interface Spec {
  readonly paths: Record<string, Record<string, Operation>>;
}

/**
 * Where GitHub's description cannot be compiled by ajv in strict mode, and why.
 * checks/update: its `anyOf` branch `{status: completed} -> required: [conclusion]`
 * names `conclusion` without redeclaring it (legal JSON Schema, but ajv's
 * strictRequired rejects it). Only that check is relaxed, only for that operation.
 */
const LENIENT: Record<string, { readonly strictRequired: boolean }> = {
  "checks/update": { strictRequired: false },
};

let spec: Spec | undefined;
const validators = new Map<string, ValidateFunction | null>();

function loadSpec(): Spec {
  if (!spec) {
    const require = createRequire(import.meta.url);
    spec = require("@octokit/openapi/generated/api.github.com.json") as Spec;
  }
  return spec;
}

/** The spec's operation for `method template`, or undefined when GitHub has none. */
export function operationAt(method: string, template: string): Operation | undefined {
  return loadSpec().paths[template]?.[method.toLowerCase()];
}

/** Schema errors for `body` sent to `method template` (empty when valid). */
export function bodyErrors(method: string, template: string, body: unknown): string[] {
  const validate = validatorFor(method, template);
  if (validate === null) return body === undefined ? [] : ["this operation takes no request body"];
  if (body === undefined) return requiresBody(method, template) ? ["a request body is required"] : [];
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || "(body)"} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`);
}

function requiresBody(method: string, template: string): boolean {
  const rb = resolve(operationAt(method, template)?.requestBody ?? null);
  return typeof rb === "object" && rb !== null && !Array.isArray(rb) && rb.required === true;
}

function validatorFor(method: string, template: string): ValidateFunction | null {
  const key = `${method} ${template}`;
  if (validators.has(key)) return validators.get(key) ?? null;
  const op = operationAt(method, template);
  if (!op) throw new Error(`fake-github: ${key} is not in GitHub's OpenAPI description`);
  const schema = bodySchema(op);
  const lenient = LENIENT[op.operationId];
  const fn = schema === null ? null : newAjv(lenient?.strictRequired ?? true).compile(schema as object);
  validators.set(key, fn);
  return fn;
}

/** allowUnionTypes: `nullable` becomes `type: [T, "null"]`, which strict mode otherwise refuses. */
function newAjv(strictRequired: boolean): Ajv {
  const ajv = new Ajv({ strict: true, strictRequired, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  // OpenAPI 3.0 annotation keywords: metadata, not constraints.
  ajv.addKeyword("example");
  return ajv;
}

function bodySchema(op: Operation): Json {
  const body = resolve(op.requestBody ?? null);
  if (body === null || typeof body !== "object" || Array.isArray(body)) return null;
  const content = body.content as Record<string, { schema?: Json }> | undefined;
  const schema = content?.["application/json"]?.schema;
  return schema === undefined ? null : toJsonSchema(schema);
}

/** Follow local $refs ("#/components/...") all the way down. */
function resolve(node: Json, depth = 0): Json {
  if (depth > 64) throw new Error("fake-github: $ref chain too deep (cycle?)");
  if (Array.isArray(node)) return node.map((n) => resolve(n, depth + 1));
  if (node === null || typeof node !== "object") return node;
  const ref = node.$ref;
  if (typeof ref === "string") return resolve(pointer(ref), depth + 1);
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, resolve(v, depth + 1)]));
}

function pointer(ref: string): Json {
  if (!ref.startsWith("#/")) throw new Error(`fake-github: non-local $ref ${ref}`);
  let at: Json = loadSpec() as unknown as Json;
  for (const raw of ref.slice(2).split("/")) {
    const part = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    at = at !== null && typeof at === "object" && !Array.isArray(at) ? (at[part] ?? null) : null;
  }
  if (at === null) throw new Error(`fake-github: unresolvable $ref ${ref}`);
  return at;
}

/** OpenAPI 3.0's `nullable: true` is JSON Schema's `type: [T, "null"]`. */
function toJsonSchema(node: Json): Json {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (node === null || typeof node !== "object") return node;
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === "nullable") continue;
    out[k] =
      k === "properties" && v !== null && typeof v === "object" && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).map(([name, s]) => [name, toJsonSchema(s)]))
        : toJsonSchema(v);
  }
  if (node.nullable === true && typeof node.type === "string") out.type = [node.type, "null"];
  return out;
}
