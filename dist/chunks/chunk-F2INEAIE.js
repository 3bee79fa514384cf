import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  API_FILE_LIMIT,
  fromApiFiles,
  modeName,
  parseDiffRaw
} from "./chunk-2OHU6B3T.js";
import {
  compileSealedMatcher,
  sealedPatterns
} from "./chunk-CHDUGTRS.js";
import {
  loadSealedModel,
  sealedModelFiles
} from "./chunk-IUQWBCJG.js";
import {
  loadConfig
} from "./chunk-X5FIIKIQ.js";
import {
  gitTreeReader
} from "./chunk-VKWXBSMI.js";
import {
  error,
  verdictOf
} from "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";

// src/core/seal.ts
function evaluateSeal(writeSet, matcher) {
  const hits = [];
  for (const entry of writeSet.entries) {
    const m = matcher.match(entry.path);
    if (m) hits.push({ ...entry, pattern: m.pattern, ancestor: m.ancestor });
  }
  const changed = writeSet.entries.length;
  return {
    hits,
    changed,
    sealedOnly: changed > 0 && hits.length === changed,
    findings: hits.map(hitFinding)
  };
}
function hitFinding(hit) {
  const how = describeChange(hit);
  const why = hit.ancestor ? `it replaces a directory that holds sealed files (${hit.pattern.glob})` : `it matches ${hit.pattern.glob} (${hit.pattern.reason})`;
  return error("seal.sealed-path", `${hit.path} was ${how}; ${why}`, {
    file: hit.path,
    hint: "sealed paths change only in a sealed-only pull request approved by a sealed owner"
  });
}
function describeChange(e) {
  switch (e.kind) {
    case "type-change":
      return `changed from a ${modeName(e.oldMode)} to a ${modeName(e.newMode)}`;
    case "mode-change":
      return `changed mode ${e.oldMode} → ${e.newMode}`;
    case "added":
      return e.newMode === "100644" || e.newMode === "unknown" ? "added" : `added as a ${modeName(e.newMode)}`;
    default:
      return e.kind;
  }
}

// src/commands/write-set.ts
var DEEPEN_STEPS = [50, 200, 1e3];
async function resolveRevisions(git, req, log) {
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
  const msg = err instanceof Error ? err.message : String(err);
  return new SeedgateError("git", `cannot find the merge base of ${req.base} and ${req.head}: ${msg}`, {
    hint: `fetch the history the seal needs: \`git fetch --no-tags ${req.remote ?? "origin"} ${req.base} ${req.head}\` and deepen if needed (\`git fetch --deepen=200\`), or use actions/checkout with \`fetch-depth: 0\``,
    cause: err
  });
}
async function writeSetFromGit(git, mergeBase, head) {
  const entries = parseDiffRaw(await git.diffRaw(mergeBase, head));
  return { source: "git", base: mergeBase, head, entries };
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

// src/commands/seal.ts
async function seal(settings, ports) {
  const { git, log } = ports;
  const revs = await resolveRevisions(
    git,
    { base: settings.base, head: settings.head, fetch: settings.fetch, apiFallback: ports.pullFiles !== void 0 },
    log
  );
  const baseTree = gitTreeReader(git, revs.base);
  const config = await loadConfig(baseTree, settings.configPath);
  const writeSet = await computeWriteSet(ports, revs);
  const extra = sealedModelFiles(await (ports.baseModel ?? loadSealedModel)(config, baseTree));
  const evaluation = evaluateSeal(writeSet, compileSealedMatcher(sealedPatterns(config, extra)));
  const manifests = await ports.manifests(git, config.manifests, revs.base, revs.head);
  const findings = [...evaluation.findings, ...manifests.flatMap((m) => m.findings)];
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
async function computeWriteSet(ports, revs) {
  if (revs.mergeBase !== null) return writeSetFromGit(ports.git, revs.mergeBase, revs.head);
  ports.log.warn("this shallow checkout has no merge base; using the pull request's file list from the API");
  return writeSetFromApi(ports.pullFiles, revs.base, revs.head);
}
function sealPaths(paths, config) {
  const writeSet = {
    source: "git",
    base: "",
    head: "",
    entries: paths.map((path) => ({ path, kind: "modified", oldMode: "100644", newMode: "100644" }))
  };
  const evaluation = evaluateSeal(writeSet, compileSealedMatcher(sealedPatterns(config)));
  return { command: "seal-paths", verdict: verdictOf(evaluation.findings), checked: paths.length, hits: evaluation.hits, findings: evaluation.findings };
}

export {
  describeChange,
  seal,
  sealPaths
};
