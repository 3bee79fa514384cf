// The configuration model: parsed once from `.github/seedgate.yml` at the base
// commit (or the zero-config defaults) into typed, defaulted settings.
import { CONFIG_PATH, DEFAULT_CONFIG } from "./config-defaults.js";
import { SeedgateError } from "../errors.js";
import type { Finding } from "../findings.js";
import { parseLocated } from "./located.js";
import { schemaFindings } from "./schema-check.js";

// The defaults live apart so the seal path reads them without loading YAML and ajv.
export { CONFIG_PATH, DEFAULT_CONFIG };
export const CONFIG_SCHEMA_ID = "https://seedgate.dev/schemas/config.schema.json";

/** A runner preset's name: a key of the table in runners/presets.ts (the schema's enum is checked equal to it, test/runners/presets.test.ts). */
export type RunnerPreset = string;

/** Where production code runs: a sandboxed subject process the oracle's process proxies, or the oracle's own process (forgeable). */
export type Isolation = "process" | "shared";

export type SandboxKind = "bwrap" | "landlock" | "none";
export type SandboxSetting = "auto" | SandboxKind;

export interface RunnerRule {
  readonly match?: string;
  readonly preset: RunnerPreset;
  readonly command?: string | readonly string[];
  readonly junit?: boolean;
  readonly batch?: boolean;
  readonly timeout?: number;
  readonly profile?: string;
  readonly isolation?: Isolation;
  /** runners.forkServer for the selectors this rule matches. */
  readonly forkServer?: boolean;
}

export interface Config {
  /** Where the config came from; `null` when the defaults were used. */
  readonly file: string | null;
  readonly sealed: readonly string[];
  readonly manifests: readonly string[];
  readonly journals: string;
  readonly ledger: string;
  readonly oracle: string;
  readonly quarantine: string;
  readonly runners: {
    readonly timeout: number;
    readonly reruns: number;
    readonly concurrency: number;
    readonly shards: number;
    readonly python: string | undefined;
    /** Production import roots for Python presets, repository-relative, after the standard library (default: ["."]). */
    readonly pythonPaths?: readonly string[];
    readonly rules: readonly RunnerRule[];
    /** Kernel sandbox for pull-request code; `none` is honoured from the base config only (the lane reads no other). */
    readonly sandbox: SandboxSetting;
    /** Absent: each preset's default (runners/isolation.ts); a rule's own `isolation` wins. */
    readonly isolation?: Isolation;
    /** Hypothesis seeds under isolation: process run as forks of one oracle and one subject zygote per shard (default true); false: a process pair per seed. */
    readonly forkServer?: boolean;
    /** Network for pull-request code: closed, open to `setup` only, or open to setup and rows. */
    readonly network: boolean | "setup";
    /** Workspace-relative paths or globs pull-request code may write; the rest of the workspace is read-only. */
    readonly writable: readonly string[];
    /** Commands (argv) seedgate runs in the sandbox before the rows, e.g. ["pip", "install", "-r", "requirements.txt"]. */
    readonly setup: readonly (readonly string[])[];
  };
  readonly telemetry: { readonly command?: string | readonly string[]; readonly junit?: string; readonly timeout: number };
  readonly owners: readonly string[];
  /** `comment`: when the sticky pull-request comment is posted (the check run always is). */
  readonly check: { readonly name: string; readonly annotations: number; readonly comment: CommentMode };
  /**
   * Inputs the user named explicitly. A default that names a missing file is
   * simply unused; a configured one that is missing is an error.
   */
  readonly explicit: ReadonlySet<"manifests" | "journals" | "ledger" | "oracle" | "quarantine">;
}

export const COMMENT_MODES = ["always", "failures", "changes", "off"] as const;
export type CommentMode = (typeof COMMENT_MODES)[number];

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
