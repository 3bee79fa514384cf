import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  baseWorkflows,
  gitTreeReader,
  ledgerFixtureFolders,
  sealedModelFiles,
  workflowPatterns
} from "./chunk-HIL2AFNQ.js";
import {
  MANIFEST_NAME
} from "./chunk-ZARIGTK5.js";
import {
  loadConfig
} from "./chunk-B56B5CMN.js";
import {
  evaluateSeal
} from "./chunk-5YZVLQIN.js";
import {
  API_FILE_LIMIT,
  fromApiFiles,
  parseDiffRaw
} from "./chunk-ZL3VSXLC.js";
import {
  error,
  verdictOf
} from "./chunk-RGSGG2WK.js";
import {
  CONFIG_PATH,
  DEFAULT_CONFIG
} from "./chunk-JBJC2ID3.js";
import {
  RevisionError,
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/core/inputs/model.ts
var EMPTY_MODEL = { properties: [], ledgerFreezes: [], quarantine: [], findings: [], files: [] };

// src/modes/seal/base.ts
var sealedInputRoots = (config) => [config.journals, config.ledger, config.oracle, config.quarantine, ...config.manifests].map(literalPrefix).filter((d) => d !== "" && d !== ".");
function literalPrefix(glob) {
  const segments = glob.split("/");
  const firstGlob = segments.findIndex((s) => GLOB_CHARS.test(s));
  return (firstGlob === -1 ? segments : segments.slice(0, firstGlob)).join("/");
}
var GLOB_CHARS = /[*?[\]{}()!+@\\]/;
var PLAIN_PATH = /^(?!\.?$)[^*?[\]{}()!+@\\]+$/;
async function checkManifests(ports, roots, base, revs) {
  const present = await Promise.all(
    roots.map(async (root) => !PLAIN_PATH.test(root) || (await base.glob(`${root}/${MANIFEST_NAME}`).catch(() => [root])).length > 0)
  );
  const wanted = roots.filter((_, i) => present[i]);
  const checked = wanted.length === 0 ? [] : await ports.manifests(ports.git, wanted, revs.base, revs.head);
  const byRoot = new Map(checked.map((r) => [r.root, r]));
  return roots.map((root) => byRoot.get(root) ?? { root, status: "absent", entries: 0, findings: [] });
}
async function baseModel(ports, config, tree) {
  if (ports.baseModel !== void 0) return ports.baseModel(config, tree);
  if ([config.ledger, config.oracle, config.quarantine].every((p) => PLAIN_PATH.test(p))) {
    const globs = [config.journals, config.ledger, `${config.oracle}/**`, config.quarantine];
    const found = await Promise.all(globs.map((g) => tree.glob(g).catch(() => null)));
    if (found.every((f) => f !== null && f.length === 0)) return EMPTY_MODEL;
  }
  return (await import("./load-FH3PXL6H.js")).loadSealedModel(config, tree);
}

// src/modes/seal/write-set.ts
var DEEPEN_STEPS = [50, 200, 1e3];
async function resolveRevisions(git, req, log) {
  const pair = await git.resolvePair?.(req.head, req.base).catch(() => null);
  if (pair?.mergeBases.length === 1) return { head: pair.a, base: pair.b, mergeBase: pair.mergeBases[0] };
  const head = await resolveOrFetch(git, req.head, req, log);
  const base = await resolveOrFetch(git, req.base, req, log);
  for (let step = 0; ; step++) {
    try {
      return { base, head, mergeBase: await git.mergeBase(base, head) };
    } catch (err) {
      const deepen = DEEPEN_STEPS[step];
      if (!req.fetch || deepen === void 0 || !await git.isShallow()) {
        if (req.apiFallback && await git.isShallow()) return { base, head, mergeBase: null };
        throw shallowHint(err, req);
      }
      log.info(`no merge base in this shallow checkout yet; fetching ${deepen} more commits`);
      await git.fetch([req.remote ?? "origin", `--deepen=${deepen}`, base, head]).catch(() => void 0);
    }
  }
}
async function resolveOrFetch(git, rev, req, log) {
  try {
    return await git.resolve(rev);
  } catch (err) {
    if (!req.fetch) throw shallowHint(err, req);
    log.info(`${rev} is not in this checkout; fetching it`);
    try {
      await git.fetch([req.remote ?? "origin", "--depth=1", rev]);
      return await git.resolve(/^[0-9a-f]{40}$/.test(rev) ? rev : "FETCH_HEAD");
    } catch {
      throw shallowHint(err, req);
    }
  }
}
function shallowHint(err, req) {
  if (err instanceof RevisionError && !req.fetch) return err;
  const msg = err instanceof Error ? err.message : String(err);
  return new SeedgateError("git", `cannot find the merge base of ${req.base} and ${req.head}: ${msg}`, {
    hint: `fetch the history the seal needs: \`git fetch --no-tags ${req.remote ?? "origin"} ${req.base} ${req.head}\` and deepen if needed (\`git fetch --deepen=200\`), or use actions/checkout with \`fetch-depth: 0\``,
    cause: err
  });
}
async function writeSetFromGit(git, base, head, mergeBase) {
  if (mergeBase === base) return { source: "git", base, head, entries: parseDiffRaw(await git.diffRaw(base, head)), conflicts: [] };
  const merged = await git.mergeTree(base, head);
  const entries = parseDiffRaw(await git.diffRaw(base, merged.tree));
  return { source: "git", base, head, entries, conflicts: merged.conflicts };
}
async function writeSetFromApi(pull, base, head) {
  const expected = await pull.changedFiles();
  if (expected > API_FILE_LIMIT) {
    throw new SeedgateError("github", `the pull request changes ${expected} files; the API lists at most ${API_FILE_LIMIT}`, {
      hint: "check out with history (fetch-depth: 0) so git can compute the write-set"
    });
  }
  const files = await pull.listFiles();
  if (files.length !== expected) {
    throw new SeedgateError("github", `the API listed ${files.length} changed files but the pull request reports ${expected}`, {
      hint: "the listing is incomplete or the PR moved; re-run, or check out with history so git computes the set"
    });
  }
  return { source: "api", base, head, entries: fromApiFiles(files) };
}

// src/modes/seal/seal.ts
async function seal(settings, ports) {
  const { git, log } = ports;
  const matching = quiet(import("./sealed-set-OBOMLF6C.js"));
  const revs = await resolveRevisions(
    git,
    { base: settings.base, head: settings.head, fetch: settings.fetch, apiFallback: ports.pullFiles !== void 0 },
    log
  );
  const baseTree = gitTreeReader(git, revs.base);
  baseTree.preload([".github", ...settings.configPath === void 0 ? [] : [settings.configPath], ...sealedInputRoots(DEFAULT_CONFIG)]);
  const writeSetting = quiet(computeWriteSet(ports, revs));
  const workflows = await baseWorkflows(baseTree).catch(() => []);
  await baseTree.prefetch([settings.configPath ?? CONFIG_PATH, ...workflows]).catch(() => void 0);
  const config = await loadConfig(baseTree, settings.configPath);
  baseTree.preload(sealedInputRoots(config));
  const manifesting = quiet(checkManifests(ports, config.manifests, baseTree, revs));
  const workflowing = quiet(workflowPatterns(baseTree, log));
  const modelling = quiet(baseModel(ports, config, baseTree));
  const writeSet = await writeSetting;
  const model = await modelling;
  const derived = [...await workflowing, ...ledgerFixtureFolders(model, config.ledger)];
  const { compileSealedMatcher, sealedPatterns } = await matching;
  const evaluation = evaluateSeal(writeSet, compileSealedMatcher(sealedPatterns(config, sealedModelFiles(model), derived)));
  const manifests = await manifesting;
  const findings = [...conflictFindings(writeSet), ...evaluation.findings, ...manifests.flatMap((m) => m.findings)];
  return {
    command: "seal",
    verdict: verdictOf(findings),
    base: revs.base,
    head: revs.head,
    mergeBase: revs.mergeBase,
    configFile: config.file,
    writeSet: { source: writeSet.source, changed: evaluation.changed },
    hits: evaluation.hits,
    sealedOnly: evaluation.sealedOnly,
    manifests,
    findings
  };
}
function quiet(promise) {
  promise.catch(() => void 0);
  return promise;
}
async function computeWriteSet(ports, revs) {
  if (revs.mergeBase !== null) return writeSetFromGit(ports.git, revs.base, revs.head, revs.mergeBase);
  ports.log.warn("this shallow checkout has no merge base; using the pull request's file list from the API");
  return writeSetFromApi(ports.pullFiles, revs.base, revs.head);
}
function conflictFindings(writeSet) {
  const paths = writeSet.conflicts ?? [];
  if (paths.length === 0) return [];
  const shown = paths.slice(0, 10).join(", ") + (paths.length > 10 ? ` and ${paths.length - 10} more` : "");
  return [
    error("seal.merge-conflict", `the pull request does not merge cleanly into ${writeSet.base.slice(0, 12)}: ${shown}`, {
      file: paths[0],
      hint: "rebase the branch onto the base (or merge the base into it) and resolve the conflicts, then push again"
    })
  ];
}

export {
  writeSetFromGit,
  seal
};
