import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);

// src/core/inputs/config-defaults.ts
var CONFIG_PATH = ".github/seedgate.yml";
var COMMENT_MODES = ["always", "failures", "changes", "off"];
var PYTHON_ISOLATION = "process";
var DEFAULT_CONFIG = {
  file: null,
  sealed: [".sealed/**", "oracles/**"],
  manifests: [".sealed/oracle", ".sealed/fixtures"],
  journals: "oracles/*.json",
  ledger: "seed_ledger.json",
  oracle: ".sealed/oracle",
  quarantine: ".sealed/quarantine.json",
  runners: { timeout: 120, reruns: 2, concurrency: 0, shards: 1, python: void 0, rules: [], sandbox: "auto", network: false, writable: [], setup: [] },
  telemetry: { timeout: 600 },
  owners: [],
  check: { name: "seedgate", annotations: 1e3, comment: "always" },
  explicit: /* @__PURE__ */ new Set()
};

export {
  CONFIG_PATH,
  COMMENT_MODES,
  PYTHON_ISOLATION,
  DEFAULT_CONFIG
};
