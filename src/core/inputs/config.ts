// The configuration model: parsed once from `.github/seedgate.yml` at the base
// commit (or the zero-config defaults) into typed, defaulted settings.
import { DEFAULT_CONFIG, type Config } from "./config-defaults.js";
import { SeedgateError } from "../errors.js";
import type { Finding } from "../findings.js";
import { parseLocated } from "./located.js";
import { schemaFindings } from "./schema-check.js";

// The shape and the defaults live apart so the seal path reads them without loading YAML and ajv.
export { CONFIG_PATH, COMMENT_MODES, DEFAULT_CONFIG } from "./config-defaults.js";
export type { CommentMode, Config, Isolation, RunnerPreset, RunnerRule, SandboxKind, SandboxSetting } from "./config-defaults.js";
export const CONFIG_SCHEMA_ID = "https://seedgate.dev/schemas/config.schema.json";

type Raw = Partial<{
  sealed: string[];
  manifests: string[];
  journals: string;
  ledger: string;
  oracle: string;
  quarantine: string;
  runners: Partial<Config["runners"]>;
  telemetry: Partial<Config["telemetry"]>;
  owners: string[];
  check: Partial<Config["check"]>;
}>;

export type ConfigResult = { readonly ok: true; readonly config: Config } | { readonly ok: false; readonly findings: readonly Finding[] };

/** Parse config text. Syntax errors throw; schema violations come back as findings. */
export function parseConfig(file: string, text: string): ConfigResult {
  const doc = parseLocated(file, text, "yaml");
  if (doc.value === null || doc.value === undefined) return { ok: true, config: { ...DEFAULT_CONFIG, file } };
  const findings = schemaFindings(CONFIG_SCHEMA_ID, doc, "config.schema");
  if (findings.length > 0) return { ok: false, findings };
  const raw = doc.value as Raw;
  const d = DEFAULT_CONFIG;
  const explicit = new Set<Config["explicit"] extends ReadonlySet<infer K> ? K : never>();
  for (const key of ["manifests", "journals", "ledger", "oracle", "quarantine"] as const) {
    if (raw[key] !== undefined) explicit.add(key);
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
      explicit,
    },
  };
}

/** Throwing form for commands: a bad config is a config error (exit 2) naming each field. */
export function configOrThrow(result: ConfigResult): Config {
  if (result.ok) return result.config;
  const first = result.findings[0]!;
  const all = result.findings.map((f) => `${f.file ?? ""}${f.line ? `:${f.line}` : ""}: ${f.message}`).join("\n  ");
  throw new SeedgateError("config", `invalid configuration:\n  ${all}`, {
    file: first.file,
    ...(first.pointer === undefined ? {} : { field: first.pointer }),
    ...(first.line === undefined ? {} : { line: first.line }),
    hint: "see schemas/config.schema.json or docs/formats.md",
  });
}

const trimSlash = (p: string): string => p.replace(/\/+$/, "");
