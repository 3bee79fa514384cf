// The zero-config defaults, apart from the parser: a seal of a repository without a
// config (and the seal's start-up) never loads YAML or the schema validator.
import type { Config, Isolation } from "./config.js";

export const CONFIG_PATH = ".github/seedgate.yml";

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
