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
} from "./chunk-7PJR25CG.js";
import {
  loadSealedModel,
  sealedModelFiles
} from "./chunk-PUUV3VNM.js";
import {
  loadConfig
} from "./chunk-AY3HFHEY.js";
import {
  gitTreeReader,
  require_picomatch
} from "./chunk-GTSTSH4H.js";
import {
  require_dist
} from "./chunk-5Z5PCBC3.js";
import {
  error,
  verdictOf
} from "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";
import {
  __toESM
} from "./chunk-MUWMEZE2.js";

// src/commands/seal.ts
var import_picomatch = __toESM(require_picomatch(), 1);

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

// src/commands/seal-inputs.ts
import { dirname } from "node:path/posix";

// src/core/workflow-inputs.ts
var import_yaml = __toESM(require_dist(), 1);
var INTERPRETERS = /* @__PURE__ */ new Set(["bash", "sh", "zsh", "dash", "ksh", "python", "python3", "node", "ruby", "perl", "pwsh", "powershell", "source", ".", "deno", "bun", "tsx", "ts-node", "php", "Rscript"]);
var SEPARATORS = /(?:&&|\|\||[;|&()`]|\$\()/g;
var WORKSPACE = /(?:\$\{\{\s*github\.workspace\s*\}\}|\$GITHUB_WORKSPACE|\$\{GITHUB_WORKSPACE\})\//g;
function workflowInputs(text) {
  const doc = safeParse(text);
  const steps = [...jobSteps(doc), ...list(record(record(doc)?.["runs"])?.["steps"])];
  const actions = /* @__PURE__ */ new Set();
  const scripts = /* @__PURE__ */ new Set();
  for (const step of steps) {
    const s = record(step);
    if (s === void 0) continue;
    const uses = s["uses"];
    if (typeof uses === "string" && uses.startsWith("./")) actions.add(repoPath(uses));
    const run = s["run"];
    if (typeof run === "string") for (const p of scriptsOf(run)) scripts.add(p);
  }
  return { actions: [...actions].filter((a) => a !== "").sort(), scripts: [...scripts].sort(), parsed: doc !== void 0 };
}
function actionEntryFiles(text, dir) {
  const runs = record(record(safeParse(text))?.["runs"]);
  if (runs === void 0) return [];
  const out = [];
  for (const key of ["main", "pre", "post", "image"]) {
    const v = runs[key];
    const path = typeof v === "string" && !v.startsWith("docker://") ? repoPath(`${dir}/${v}`) : "";
    if (path !== "") out.push(path);
  }
  return out;
}
function scriptsOf(run) {
  const out = [];
  for (const line of run.split("\n")) {
    for (const command of line.replace(/#.*$/, "").replace(WORKSPACE, "./").split(SEPARATORS)) {
      const words = command.trim().split(/\s+/).map(unquote).filter((w) => w !== "");
      const first = words.findIndex((w) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(w) && w !== "sudo" && w !== "exec" && w !== "env");
      if (first === -1) continue;
      const head = words[first];
      if (head.startsWith("./") || head.includes("/")) {
        if (isRepoPath(head)) out.push(repoPath(head));
      } else if (INTERPRETERS.has(head)) {
        const target = words.slice(first + 1).find((w) => !w.startsWith("-"));
        const t = target;
        if (t !== void 0 && isRepoPath(t) && (t.includes("/") || /\.[A-Za-z0-9]+$/.test(t))) out.push(repoPath(t));
      }
    }
  }
  return out;
}
var isRepoPath = (w) => !/^[/~$-]/.test(w) && !w.includes("..") && !w.includes("${{") && /^[\w./@+-]+$/.test(w);
function repoPath(p) {
  const out = [];
  for (const s of p.split("/")) {
    if (s === "" || s === ".") continue;
    if (s !== "..") out.push(s);
    else if (out.pop() === void 0) return "";
  }
  return out.join("/");
}
var unquote = (w) => w.replace(/^["']|["']$/g, "");
function safeParse(text) {
  try {
    return (0, import_yaml.parse)(text);
  } catch {
    return void 0;
  }
}
function jobSteps(doc) {
  const jobs = record(record(doc)?.["jobs"]);
  return jobs === void 0 ? [] : Object.values(jobs).flatMap((job) => list(record(job)?.["steps"]));
}
var record = (v) => typeof v === "object" && v !== null && !Array.isArray(v) ? v : void 0;
var list = (v) => Array.isArray(v) ? v : [];

// src/commands/seal-inputs.ts
var escapeGlob = (path) => path.replace(/[*?[\]{}()!+@\\]/g, "\\$&");
async function workflowPatterns(base, log) {
  const workflows = (await base.glob(".github/workflows/**")).filter((p) => /\.ya?ml$/i.test(p));
  await base.prefetch?.(workflows);
  const actions = /* @__PURE__ */ new Set();
  const scripts = /* @__PURE__ */ new Set();
  for (const path of workflows) {
    const found = workflowInputs(await readOrNull(base, path) ?? "");
    if (!found.parsed) log.warn(`${path} at the base is not YAML; the seal cannot see what it runs`);
    found.actions.forEach((a) => actions.add(a));
    found.scripts.forEach((s) => scripts.add(s));
  }
  const seen = /* @__PURE__ */ new Set();
  for (let pending = [...actions]; pending.length > 0; ) {
    const dir = pending.pop();
    if (seen.has(dir)) continue;
    seen.add(dir);
    const text = await readOrNull(base, `${dir}/action.yml`) ?? await readOrNull(base, `${dir}/action.yaml`);
    if (text === null) continue;
    const found = workflowInputs(text);
    found.scripts.forEach((s) => scripts.add(s));
    actionEntryFiles(text, dir).forEach((s) => scripts.add(s));
    for (const a of found.actions) if (!seen.has(a)) actions.add(a), pending.push(a);
  }
  return [
    ...[...actions].sort().map((dir) => ({ glob: `${escapeGlob(dir)}/**`, reason: "a local action a sealed workflow runs" })),
    ...[...scripts].sort().map((path) => ({ glob: escapeGlob(path), reason: "a script a sealed workflow runs" }))
  ];
}
async function readOrNull(tree, path) {
  try {
    return (await tree.readFile(path))?.toString("utf8") ?? null;
  } catch {
    return null;
  }
}
function ledgerFixtureFolders(model, ledgerPath) {
  const dirs = new Set(
    model.properties.filter((p) => p.format === "ledger").flatMap((p) => p.fixtures.map((f) => dirname(f.path)))
  );
  const folders = [...dirs].filter((d) => d !== "." && d !== "").sort().map((d) => ({ glob: `${escapeGlob(d)}/**`, reason: "the folder of the ledger's fixtures" }));
  const first = model.files.includes(ledgerPath) ? [{ glob: PROMOTE_FIXTURES, reason: "where `promote` writes the ledger's fixtures" }] : [];
  return [...folders, ...first];
}
var PROMOTE_FIXTURES = "tests/fixtures/*.bin";

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
async function writeSetFromGit(git, base, head) {
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

// src/commands/seal.ts
async function seal(settings, ports) {
  const { git, log } = ports;
  const revs = await resolveRevisions(
    git,
    { base: settings.base, head: settings.head, fetch: settings.fetch, apiFallback: ports.pullFiles !== void 0 },
    log
  );
  const baseTree = gitTreeReader(git, revs.base);
  baseTree.preload([".github", ...settings.configPath === void 0 ? [] : [settings.configPath]]);
  const writeSetting = computeWriteSet(ports, revs);
  writeSetting.catch(() => void 0);
  const config = await loadConfig(baseTree, settings.configPath);
  baseTree.preload(sealedInputRoots(config));
  const writeSet = await writeSetting;
  const model = await (ports.baseModel ?? loadSealedModel)(config, baseTree);
  const derived = [...await workflowPatterns(baseTree, log), ...ledgerFixtureFolders(model, config.ledger)];
  const evaluation = evaluateSeal(writeSet, compileSealedMatcher(sealedPatterns(config, sealedModelFiles(model), derived)));
  const manifests = await ports.manifests(git, config.manifests, revs.base, revs.head);
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
var sealedInputRoots = (config) => [config.journals, config.ledger, config.oracle, config.quarantine].map((g) => import_picomatch.default.scan(g).base.replace(/\\(.)/g, "$1")).filter((d) => d !== "" && d !== ".");
async function computeWriteSet(ports, revs) {
  if (revs.mergeBase !== null) return writeSetFromGit(ports.git, revs.base, revs.head);
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
  writeSetFromGit,
  seal,
  sealPaths
};
