import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  DEFAULT_CONFIG
} from "./chunk-5AD4QTPM.js";
import {
  parseLocated,
  schemaFindings
} from "./chunk-J6YZ5B6J.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/core/inputs/config.ts
var CONFIG_SCHEMA_ID = "https://seedgate.dev/schemas/config.schema.json";
function parseConfig(file, text) {
  const doc = parseLocated(file, text, "yaml");
  if (doc.value === null || doc.value === void 0) return { ok: true, config: { ...DEFAULT_CONFIG, file } };
  const findings = schemaFindings(CONFIG_SCHEMA_ID, doc, "config.schema");
  if (findings.length > 0) return { ok: false, findings };
  const raw = doc.value;
  const d = DEFAULT_CONFIG;
  const explicit = /* @__PURE__ */ new Set();
  for (const key of ["manifests", "journals", "ledger", "oracle", "quarantine"]) {
    if (raw[key] !== void 0) explicit.add(key);
  }
  return {
    ok: true,
    config: {
      file,
      sealed: raw.sealed ?? d.sealed,
      manifests: (raw.manifests ?? d.manifests).map(trimSlash),
      journals: raw.journals ?? d.journals,
      ledger: raw.ledger ?? d.ledger,
      oracle: trimSlash(raw.oracle ?? d.oracle),
      quarantine: raw.quarantine ?? d.quarantine,
      runners: { ...d.runners, ...raw.runners },
      telemetry: { ...d.telemetry, ...raw.telemetry },
      owners: raw.owners ?? d.owners,
      check: { ...d.check, ...raw.check },
      explicit
    }
  };
}
function configOrThrow(result) {
  if (result.ok) return result.config;
  const first = result.findings[0];
  const all = result.findings.map((f) => `${f.file ?? ""}${f.line ? `:${f.line}` : ""}: ${f.message}`).join("\n  ");
  throw new SeedgateError("config", `invalid configuration:
  ${all}`, {
    file: first.file,
    ...first.pointer === void 0 ? {} : { field: first.pointer },
    ...first.line === void 0 ? {} : { line: first.line },
    hint: "see schemas/config.schema.json or docs/formats.md"
  });
}
var trimSlash = (p) => p.replace(/\/+$/, "");

export {
  CONFIG_SCHEMA_ID,
  parseConfig,
  configOrThrow
};
