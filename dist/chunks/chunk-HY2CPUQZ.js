import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  parseLocated,
  schemaFindings
} from "./chunk-ETS57EWI.js";
import {
  error
} from "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";

// src/core/formats/source.ts
var schemaIdOf = (name) => `https://seedgate.dev/schemas/${name}.schema.json`;
function parseChecked(file, text, schema, code, explain) {
  let doc;
  try {
    doc = parseLocated(file, text, "json");
  } catch (err) {
    if (!(err instanceof SeedgateError)) throw err;
    return { doc: null, findings: [fromError(err, `${code}.syntax`)] };
  }
  const findings = [...explain?.(doc) ?? [], ...schemaFindings(schemaIdOf(schema), doc, `${code}.schema`)];
  return findings.length > 0 ? { doc: null, findings } : { doc, value: doc.value, findings };
}
function fromError(err, code) {
  return error(code, err.message, {
    ...err.file === void 0 ? {} : { file: err.file },
    ...err.line === void 0 ? {} : { line: err.line },
    ...err.field === void 0 ? {} : { pointer: err.field },
    ...err.hint === void 0 ? {} : { hint: err.hint }
  });
}
function refAt(doc, pointer) {
  const line = doc.lineOf(pointer);
  return line === void 0 ? { file: doc.file, pointer } : { file: doc.file, pointer, line };
}
function findingAt(doc, code, message, pointer, hint) {
  return error(code, message, { ...refAt(doc, pointer), ...hint === void 0 ? {} : { hint } });
}
function duplicateFindings(doc, code, values, pointer, what) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  values.forEach((v, i) => {
    if (seen.has(v)) out.push(findingAt(doc, code, `duplicate ${what} ${JSON.stringify(v)}`, pointer(i), `list each ${what} once`));
    seen.add(v);
  });
  return out;
}
var EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
var isSha256 = (s) => /^[0-9a-f]{64}$/.test(s);
function digestFinding(doc, code, what, digest, pointer) {
  if (!isSha256(digest))
    return findingAt(doc, `${code}.bad-digest`, `${what} sha256 is not 64 lowercase hex`, pointer, "compute the digest from the bytes; do not paste one");
  if (digest === EMPTY_SHA256) {
    return findingAt(
      doc,
      `${code}.empty-digest`,
      `${what} sha256 is the digest of an empty file`,
      pointer,
      "a pasted empty-file digest is a copy-paste failure; hash the real bytes"
    );
  }
  return null;
}
var propertyIdFinding = (doc, code, id, pointer) => id.includes(":") ? [findingAt(doc, `${code}.property-id`, `property id "${id}" contains ":", which separates plan row ids`, pointer, "rename the property")] : [];
var fieldOf = (value, key) => value !== null && typeof value === "object" && !Array.isArray(value) ? value[key] : void 0;

export {
  schemaIdOf,
  parseChecked,
  fromError,
  refAt,
  findingAt,
  duplicateFindings,
  digestFinding,
  propertyIdFinding,
  fieldOf
};
