import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  error,
  warning
} from "./chunk-RGSGG2WK.js";

// src/commands/seal-inputs.ts
import { dirname } from "node:path/posix";

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

// src/commands/seal-inputs.ts
var escapeGlob = (path) => path.replace(/[*?[\]{}()!+@\\]/g, "\\$&");
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
var workflowParser = () => import("./workflow-inputs-B4RXGJVB.js");
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

export {
  fixturePaths,
  fixtureDigestFindings,
  quarantineDigestFindings,
  workflowPatterns,
  baseWorkflows,
  sealedModelFiles,
  ledgerFixtureFolders
};
