import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  baseWorkflows,
  gitTreeReader,
  hashFixtures,
  ledgerFixtureFolders,
  sealedModelFiles,
  workflowPatterns
} from "./chunk-YPC4Q24N.js";
import {
  loadConfig
} from "./chunk-CB6KKIAZ.js";
import {
  CONFIG_PATH,
  DEFAULT_CONFIG
} from "./chunk-5AD4QTPM.js";

// src/core/inputs/model.ts
var EMPTY_MODEL = { properties: [], ledgerFreezes: [], quarantine: [], findings: [], files: [] };

// src/modes/base/sealed-model.ts
var sealedInputRoots = (config) => [config.journals, config.ledger, config.oracle, config.quarantine, ...config.manifests].map(literalPrefix).filter((d) => d !== "" && d !== ".");
function literalPrefix(glob) {
  const segments = glob.split("/");
  const firstGlob = segments.findIndex((s) => GLOB_CHARS.test(s));
  return (firstGlob === -1 ? segments : segments.slice(0, firstGlob)).join("/");
}
var GLOB_CHARS = /[*?[\]{}()!+@\\]/;
var PLAIN_PATH = /^(?!\.?$)[^*?[\]{}()!+@\\]+$/;
async function parseSealedModel(config, tree) {
  const configured = ["journals", "ledger", "oracle", "quarantine"].some((k) => config.explicit.has(k));
  if (!configured && [config.ledger, config.oracle, config.quarantine].every((p) => PLAIN_PATH.test(p))) {
    const globs = [config.journals, config.ledger, `${config.oracle}/**`, config.quarantine];
    const found = await Promise.all(globs.map((g) => tree.glob(g).catch(() => null)));
    if (found.every((f) => f !== null && f.length === 0)) return EMPTY_MODEL;
  }
  return (await import("./load-NHYMPMPR.js")).loadSealedModel(config, tree);
}

// src/modes/base/snapshot.ts
async function readBase(git, sha, configPath, log = UNHEARD) {
  const tree = gitTreeReader(git, sha);
  tree.preload([".github", ...configPath === void 0 ? [] : [configPath], ...sealedInputRoots(DEFAULT_CONFIG)]);
  const workflows = await baseWorkflows(tree).catch(() => []);
  await tree.prefetch([configPath ?? CONFIG_PATH, ...workflows]).catch(() => void 0);
  const config = await loadConfig(tree, configPath);
  tree.preload(sealedInputRoots(config));
  return snapshotOf(sha, tree, config, log);
}
var UNHEARD = { info() {
}, warn() {
}, error() {
}, debug() {
}, group: (_n, fn) => fn() };
function snapshotOf(sha, tree, config, log) {
  const once = (make) => {
    let made;
    return () => made ??= make();
  };
  const sealedModel = once(() => parseSealedModel(config, tree));
  const model = once(async () => hashFixtures(await sealedModel(), tree));
  const patterns = async (workflows) => {
    const [set, found, run] = await Promise.all([import("./sealed-set-O6PGOCSR.js"), sealedModel(), workflows]);
    return set.sealedPatterns(config, sealedModelFiles(found), [...run, ...ledgerFixtureFolders(found, config.ledger)]);
  };
  const compiled = async (p) => (await import("./sealed-set-O6PGOCSR.js")).compileSealedMatcher(await p);
  const sealedPatterns = once(() => patterns(workflowPatterns(tree, log)));
  const restoredPatterns = once(async () => (await import("./sealed-set-O6PGOCSR.js")).restorable(await patterns(Promise.resolve([]))));
  const sealed = once(() => compiled(sealedPatterns()));
  const restored = once(() => compiled(restoredPatterns()));
  return { sha, tree, config, sealedModel, model, sealedPatterns, sealed, restoredPatterns, restored };
}
function baseReader(git, configPath, log) {
  const read = /* @__PURE__ */ new Map();
  return (sha) => {
    let snapshot = read.get(sha);
    if (snapshot === void 0) read.set(sha, snapshot = readBase(git, sha, configPath, log));
    return snapshot;
  };
}
function baseOf(ports, sha, configPath) {
  return (ports.bases ?? baseReader(ports.git, configPath, ports.log))(sha);
}

export {
  PLAIN_PATH,
  readBase,
  baseReader,
  baseOf
};
