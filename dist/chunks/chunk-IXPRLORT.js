import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  MANIFEST_NAME
} from "./chunk-ZARIGTK5.js";
import {
  PLAIN_PATH,
  baseReader
} from "./chunk-A634GDAO.js";
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
  RevisionError,
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/modes/seal/base.ts
async function checkManifests(ports, roots, base, revs) {
  const present = await Promise.all(
    roots.map(async (root) => !PLAIN_PATH.test(root) || (await base.glob(`${root}/${MANIFEST_NAME}`).catch(() => [root])).length > 0)
  );
  const wanted = roots.filter((_, i) => present[i]);
  const checked = wanted.length === 0 ? [] : await ports.manifests(ports.git, wanted, revs.base, revs.head);
  const byRoot = new Map(checked.map((r) => [r.root, r]));
  return roots.map((root) => byRoot.get(root) ?? { root, status: "absent", entries: 0, findings: [] });
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
  const revs = await resolveRevisions(
    git,
    { base: settings.base, head: settings.head, fetch: settings.fetch, apiFallback: ports.pullFiles !== void 0 },
    log
  );
  const writeSetting = quiet(computeWriteSet(ports, revs));
  const base = await (ports.bases ?? baseReader(git, settings.configPath, log))(revs.base);
  const config = base.config;
  const manifesting = quiet(checkManifests(ports, config.manifests, base.tree, revs));
  const sealing = quiet(base.sealed());
  const writeSet = await writeSetting;
  const evaluation = evaluateSeal(writeSet, await sealing);
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
