import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  MAX_SEALED_FILE_BYTES,
  oversizedInput
} from "./chunk-AYT3SRP2.js";
import {
  escapeGlob
} from "./chunk-3TNBGBUS.js";
import {
  loadSealedModel
} from "./chunk-G64J6QHH.js";
import {
  error,
  warning
} from "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/modes/base/git-tree.ts
var picomatchLoaded = () => import("./picomatch-WURPYH37.js").then((m) => m.default);
function gitTreeReader(git, rev) {
  const known = /* @__PURE__ */ new Map();
  const listings = /* @__PURE__ */ new Map();
  const preloaded = [];
  const covering = (path) => preloaded.find((p) => path === p.prefix || path.startsWith(`${p.prefix}/`));
  const below = (dir, all) => all.filter((e) => e.path === dir || e.path.startsWith(`${dir}/`));
  const lookUp = (paths) => {
    const wanted = [...new Set(paths)].filter((p) => !known.has(p));
    const spawn = wanted.filter((p) => covering(p) === void 0);
    const listed = spawn.length === 0 ? null : git.lsTree(rev, spawn).then((all) => new Map(all.map((e) => [e.path, e])));
    for (const p of wanted) {
      const from = covering(p)?.listing.then((all) => new Map(all.map((e) => [e.path, e]))) ?? listed;
      known.set(
        p,
        from.then((m) => m.get(p)?.type === "tree" ? void 0 : m.get(p))
      );
    }
  };
  const entry = (path) => (lookUp([path]), known.get(path));
  const blobs = /* @__PURE__ */ new Map();
  const fetch = (oids) => {
    const wanted = [...new Set(oids)].filter((o) => !blobs.has(o));
    if (wanted.length === 0) return;
    const batch = git.readBlobs(wanted);
    for (const oid of wanted)
      blobs.set(
        oid,
        batch.then((m) => m.get(oid))
      );
  };
  const regular = (e) => e.mode === "100644" || e.mode === "100755";
  return {
    label: `commit ${rev.slice(0, 12)}`,
    preload(prefixes) {
      const fresh = [...new Set(prefixes)].filter((p) => p !== "" && covering(p) === void 0);
      if (fresh.length === 0) return;
      const listing = git.lsTree(rev, fresh);
      for (const prefix of fresh) preloaded.push({ prefix, listing });
    },
    async readFile(path) {
      const e = await entry(path);
      if (e === void 0) return null;
      if (!regular(e)) {
        throw new SeedgateError("input", `${path} is not a regular file at ${rev.slice(0, 12)} (mode ${e.mode})`, {
          file: path,
          hint: "sealed inputs must be regular files; symlinks and submodules are refused"
        });
      }
      fetch([e.oid]);
      const bytes = await blobs.get(e.oid);
      if (bytes.length > MAX_SEALED_FILE_BYTES) throw oversizedInput(path, bytes.length);
      return bytes;
    },
    async prefetch(paths) {
      lookUp(paths);
      const found = await Promise.all(paths.map((p) => known.get(p)));
      fetch(found.flatMap((e) => e !== void 0 && regular(e) ? [e.oid] : []));
    },
    async glob(pattern) {
      const picomatch = await picomatchLoaded();
      const re = picomatch(pattern, { dot: true });
      const dir = picomatch.scan(pattern).base.replace(/\\(.)/g, "$1");
      const key = dir === "." ? "" : dir;
      let listing = listings.get(key);
      const cover = key === "" ? void 0 : covering(key);
      if (listing === void 0) {
        listing = cover !== void 0 ? cover.listing.then((all) => below(key, all)) : git.lsTree(rev, key === "" ? void 0 : key);
        listings.set(key, listing);
      }
      const files = (await listing).filter((e) => e.type !== "tree");
      for (const e of files) if (!known.has(e.path)) known.set(e.path, Promise.resolve(e));
      return files.filter((e) => re(e.path)).map((e) => e.path).sort();
    }
  };
}

// src/core/formats/digests.ts
var fixturePaths = (model) => [...new Set(model.properties.flatMap((p) => p.fixtures.map((f) => f.path)))].sort();
function fixtureDigestFindings(model, digests) {
  const out = [];
  for (const p of model.properties) {
    for (const f of p.fixtures) {
      const at = f.source;
      const actual = digests.get(f.path);
      if (actual === void 0) {
        out.push(
          error("fixture.unhashed", `fixture ${f.path} of "${p.id}" was not hashed`, {
            ...at,
            hint: "internal: the caller must hash every fixturePaths() entry"
          })
        );
      } else if (actual === null) {
        out.push(error("fixture.missing", `fixture ${f.path} of "${p.id}" is missing`, { ...at, hint: "restore the locked bytes or re-promote the seed" }));
      } else if (f.sha256 !== void 0 && actual !== f.sha256) {
        out.push(
          error("fixture.mismatch", `fixture ${f.path} of "${p.id}" hashes to ${actual}, locked ${f.sha256}`, {
            ...at,
            hint: "fixture bytes changed; a human must re-lock them"
          })
        );
      }
    }
  }
  return out;
}
function quarantineDigestFindings(model, digests) {
  return model.quarantine.flatMap((q) => {
    const at = { ...q.source, pointer: `${q.source.pointer}/file_sha256` };
    const actual = digests.get(q.file);
    if (actual === void 0)
      return [
        error("quarantine.unhashed", `test file ${q.file} of ${q.nodeid} was not hashed`, {
          ...at,
          hint: "internal: the caller must hash every quarantinePaths() entry"
        })
      ];
    if (actual === null)
      return [
        warning("quarantine.missing", `test file ${q.file} of quarantined ${q.nodeid} is missing`, {
          ...at,
          hint: "thaw (remove) the entry: the node no longer exists"
        })
      ];
    if (actual !== q.fileSha256)
      return [
        warning("quarantine.stale", `test file ${q.file} hashes to ${actual}, quarantined at ${q.fileSha256}`, {
          ...at,
          hint: "a human re-reviews the node and updates file_sha256 (and the manifest)"
        })
      ];
    return [];
  });
}

// src/modes/base/seal-inputs.ts
import { dirname } from "node:path/posix";
async function workflowPatterns(base, log) {
  const workflows = await baseWorkflows(base);
  if (workflows.length === 0) return [];
  const [{ actionEntryFiles, workflowInputs }] = await Promise.all([workflowParser(), base.prefetch?.(workflows)]);
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
async function baseWorkflows(base) {
  const workflows = (await base.glob(".github/workflows/**")).filter((p) => /\.ya?ml$/i.test(p));
  if (workflows.length > 0) workflowParser().catch(() => void 0);
  return workflows;
}
var workflowParser = () => import("./workflow-inputs-H62GSRXS.js");
async function readOrNull(tree, path) {
  try {
    return (await tree.readFile(path))?.toString("utf8") ?? null;
  } catch {
    return null;
  }
}
var sealedModelFiles = (model) => [.../* @__PURE__ */ new Set([...model.properties.filter((p) => p.format !== "sealed").map((p) => p.selector.split("::")[0]), ...fixturePaths(model)])].filter((f) => f !== "").sort();
function ledgerFixtureFolders(model, ledgerPath) {
  const dirs = new Set(model.properties.filter((p) => p.format === "ledger").flatMap((p) => p.fixtures.map((f) => dirname(f.path))));
  const folders = [...dirs].filter((d) => d !== "." && d !== "").sort().map((d) => ({ glob: `${escapeGlob(d)}/**`, reason: "the folder of the ledger's fixtures" }));
  const first = model.files.includes(ledgerPath) ? [{ glob: PROMOTE_FIXTURES, reason: "where `promote` writes the ledger's fixtures" }] : [];
  return [...folders, ...first];
}
var PROMOTE_FIXTURES = "tests/fixtures/*.bin";

// src/modes/base/model-load.ts
import { createHash } from "node:crypto";
async function loadModel(config, tree) {
  return hashFixtures(await loadSealedModel(config, tree), tree);
}
async function hashFixtures(model, tree) {
  const digests = /* @__PURE__ */ new Map();
  const unreadable = [];
  await tree.prefetch?.(fixturePaths(model));
  for (const path of fixturePaths(model)) {
    try {
      const bytes = await tree.readFile(path);
      digests.set(path, bytes === null ? null : createHash("sha256").update(bytes).digest("hex"));
    } catch (err) {
      if (!(err instanceof SeedgateError)) throw err;
      digests.set(path, null);
      unreadable.push(error("fixture.unreadable", err.message, { file: path, ...err.hint ? { hint: err.hint } : {} }));
    }
  }
  return { model, findings: [...model.findings, ...unreadable, ...fixtureDigestFindings(model, digests)] };
}

export {
  gitTreeReader,
  quarantineDigestFindings,
  workflowPatterns,
  baseWorkflows,
  sealedModelFiles,
  ledgerFixtureFolders,
  loadModel,
  hashFixtures
};
