import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  compileSealedMatcher,
  sealedPatterns
} from "./chunk-B5W75RRQ.js";
import {
  loadConfig
} from "./chunk-VOLGPYLT.js";
import {
  loadSealedModel,
  sealedModelFiles
} from "./chunk-Q75TV2MW.js";
import {
  code,
  escapeCell,
  findingLine,
  plural,
  short,
  verdictWord
} from "./chunk-UJVMDGU7.js";
import {
  gitTreeReader
} from "./chunk-7IZHHMI5.js";
import {
  error,
  verdictOf
} from "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";

// src/core/write-set.ts
var KIND_BY_STATUS = { A: "added", D: "deleted", M: "modified", T: "type-change" };
function parseDiffRaw(buf) {
  const fields = buf.toString("utf8").split("\0");
  const out = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const meta = fields[i];
    const path = fields[i + 1];
    const m = /^:(\d{6}) (\d{6}) ([0-9a-f]+) ([0-9a-f]+) ([A-Z])\d*$/.exec(meta);
    if (!m || path === "") throw new SeedgateError("git", `unparsable git diff record: ${JSON.stringify(meta)}`);
    const [, oldMode, newMode, oldOid, newOid, status] = m;
    out.push({ path, kind: kindOf(status, oldMode, newMode, oldOid, newOid), oldMode, newMode });
  }
  return out;
}
function kindOf(status, oldMode, newMode, oldOid, newOid) {
  const kind = KIND_BY_STATUS[status];
  if (kind === void 0) {
    throw new SeedgateError("git", `unexpected git diff status ${status}`);
  }
  if (kind === "modified" && oldMode !== newMode && oldOid === newOid) return "mode-change";
  return kind;
}
var KIND_BY_API_STATUS = {
  added: "added",
  removed: "deleted",
  modified: "modified",
  changed: "modified",
  renamed: "added",
  copied: "added",
  unchanged: "modified"
};
function fromApiFiles(files) {
  const out = [];
  for (const f of files) {
    const kind = KIND_BY_API_STATUS[f.status];
    if (kind === void 0) throw new SeedgateError("github", `unexpected pull request file status ${f.status} for ${f.filename}`);
    out.push({ path: f.filename, kind, oldMode: "unknown", newMode: "unknown" });
    if (f.previous_filename !== void 0 && f.previous_filename !== f.filename) {
      out.push({ path: f.previous_filename, kind: "deleted", oldMode: "unknown", newMode: "unknown" });
    }
  }
  return out;
}
var API_FILE_LIMIT = 3e3;
var modeName = (mode) => ({ "120000": "symlink", "160000": "submodule", "100755": "executable", "100644": "file", "040000": "directory", "000000": "absent" })[mode] ?? mode;

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
  const extra = sealedModelFiles(await loadSealedModel(config, baseTree));
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

// src/render/seal.ts
function sealText(r) {
  const lines = [
    `seedgate seal  base ${short(r.base)}  head ${short(r.head)}  merge base ${short(r.mergeBase)}`,
    `  config      ${r.configFile ?? "defaults (no .github/seedgate.yml)"}`,
    `  write-set   ${r.writeSet.changed} path${r.writeSet.changed === 1 ? "" : "s"} (from ${r.writeSet.source})`
  ];
  if (r.hits.length === 0) lines.push("  ✓ no sealed path touched");
  else {
    lines.push(`  ✗ ${r.hits.length} sealed path${r.hits.length === 1 ? "" : "s"} touched${r.sealedOnly ? " (nothing else: mergeable only with a sealed owner's approval)" : ""}`);
    for (const h of r.hits) lines.push(`      ${JSON.stringify(h.path)}  ${describeChange(h)}  ← ${h.pattern.glob} (${h.pattern.reason})`);
  }
  for (const m of r.manifests) {
    if (m.status === "absent") lines.push(`  · manifest ${m.root}: no MANIFEST.sha256 at base (unused)`);
    else if (m.status === "verified") lines.push(`  ✓ manifest ${m.root}: ${plural(m.entries, "entry", "entries")} verified from head blobs`);
    else {
      lines.push(`  ✗ manifest ${m.root}: ${m.findings.length} problem${m.findings.length === 1 ? "" : "s"}`);
      for (const f of m.findings) lines.push(`      ${findingLine(f)}`);
    }
  }
  lines.push(`verdict: ${verdictWord(r.verdict)}${r.findings.length > 0 ? ` (${r.findings.length} reason${r.findings.length === 1 ? "" : "s"})` : ""}`);
  return lines.join("\n");
}
function sealMarkdown(r) {
  const out = [`### seedgate seal: ${verdictWord(r.verdict)}`, ""];
  out.push(`Base \`${short(r.base)}\`, head \`${short(r.head)}\`, ${r.writeSet.changed} changed paths (from ${r.writeSet.source}).`, "");
  if (r.hits.length > 0) {
    out.push("| sealed path | change | matched |", "|---|---|---|");
    for (const h of r.hits) out.push(`| ${escapeCell(code(h.path))} | ${describeChange(h)} | ${escapeCell(code(h.pattern.glob))} ${h.pattern.reason} |`);
    out.push("");
  } else out.push("No sealed path touched.", "");
  for (const m of r.manifests) {
    const mark = m.status === "verified" ? "✓" : m.status === "absent" ? "·" : "✗";
    out.push(`- ${mark} manifest ${code(m.root)}: ${m.status === "verified" ? `${m.entries} entries verified` : m.status}`);
    for (const f of m.findings) out.push(`  - ${escapeCell(findingLine(f))}`);
  }
  return out.join("\n") + "\n";
}
function sealPathsText(r) {
  const lines = [`seedgate seal --paths: ${r.checked} paths checked, ${r.hits.length} sealed`];
  for (const h of r.hits) lines.push(`  ${JSON.stringify(h.path)}  ← ${h.pattern.glob} (${h.pattern.reason})`);
  lines.push(`verdict: ${verdictWord(r.verdict)}`);
  return lines.join("\n");
}

export {
  seal,
  sealPaths,
  sealText,
  sealMarkdown,
  sealPathsText
};
