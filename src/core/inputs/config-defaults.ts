// The config's shape and its zero-config defaults, apart from the parser (config.ts): a
// seal of a repository without a config (and the seal's start-up) never loads YAML or the
// schema validator.

export const CONFIG_PATH = ".github/seedgate.yml";

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
    /** A requirements file with --hash lines, read from the base and sealed: the sealed Python tests' third-party packages, installed outside the workspace before setup. */
    readonly sealedRequirements?: string;
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

/** `runners.isolation` of the hypothesis, sealed-python, fast-check and sealed-node presets when the config names none (core/inputs/isolation.ts). */
export const PYTHON_ISOLATION: Isolation = "process";

export const DEFAULT_CONFIG: Config = {
  file: null,
  sealed: [".sealed/**", "oracles/**"],
  manifests: [".sealed/oracle", ".sealed/fixtures"],
  journals: "oracles/*.json",
  ledger: "seed_ledger.json",
  oracle: ".sealed/oracle",
  quarantine: ".sealed/quarantine.json",
  runners: { timeout: 120, reruns: 2, concurrency: 0, shards: 1, python: undefined, rules: [], sandbox: "auto", network: false, writable: [], setup: [] },
  telemetry: { timeout: 600 },
  owners: [],
  check: { name: "seedgate", annotations: 1000, comment: "always" },
  explicit: new Set(),
};
