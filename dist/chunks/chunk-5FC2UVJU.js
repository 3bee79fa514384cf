import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  presetOf,
  ruleFor
} from "./chunk-KWIK66OR.js";
import {
  parseDiffRaw
} from "./chunk-ZL3VSXLC.js";
import {
  warning
} from "./chunk-RGSGG2WK.js";

// src/modes/lane/oracle.ts
function oracleParts(config, plan, byId) {
  const folders = /* @__PURE__ */ new Set();
  const files = /* @__PURE__ */ new Set();
  for (const row of plan) {
    const p = byId.get(row.property);
    const rule = ruleFor(config, p.selector);
    if (rule === void 0 || presetOf(rule.preset)?.sealedCopy !== "test-folder") continue;
    const file = p.selector.split("::")[0];
    folders.add(file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : "");
    if (row.kind === "fixture") files.add(row.key);
  }
  return { folders: [...folders], files: [...files] };
}
var importRoots = (config, root) => (config.runners.pythonPaths ?? ["."]).map((p) => p === "." || p === "" ? root : `${root}/${p.replace(/^(\.\/)+/, "").replace(/\/+$/, "")}`);
async function ignoredFindings(git, base, head, parts) {
  const inCopy = (p) => parts.folders.some((f) => f === "" || p.startsWith(`${f}/`)) || parts.files.includes(p);
  const changed = parseDiffRaw(await git.diffRaw(base, head)).map((e) => e.path).filter(inCopy);
  if (changed.length === 0) return [];
  const shown = changed.slice(0, 20).join(", ") + (changed.length > 20 ? `, and ${changed.length - 20} more` : "");
  return [
    warning(
      "lane.oracle-ignored",
      `the lane imported the base commit's copy of the oracle's folders; the pull request's changes there were ignored: ${shown}`,
      { hint: "sealed tests, their helpers and fixtures change only through a sealed-only pull request a sealed owner approves" }
    )
  ];
}
var skippedFindings = (copy) => copy.skipped.length === 0 ? [] : [
  warning("lane.oracle-skipped", `not copied into the sealed oracle (not regular files at base): ${copy.skipped.join(", ")}`, {
    hint: "an import of one of these fails in the lane: make it a regular file"
  })
];
function spoiled(rows, changed) {
  if (changed.length === 0) return [...rows];
  const detail = `the sealed oracle copy changed while the lane ran (${changed.slice(0, 5).join(", ")}): no row of this lane can be trusted`;
  return rows.map((r) => ({ ...r, outcome: "error", detail }));
}

// src/modes/base/environment.ts
import { createHash } from "node:crypto";
var LOCKFILES = ["uv.lock", "poetry.lock", "requirements.txt", "package-lock.json"];
var ENVIRONMENT_PROBE = [
  "import importlib.util, json, os, platform",
  "out = {'runtime': platform.python_implementation() + ' ' + platform.python_version()}",
  "spec = importlib.util.find_spec('hypothesis')",
  "if spec is not None:",
  "    try:",
  "        path = os.path.join(list(spec.submodule_search_locations)[0], 'version.py')",
  "        with open(path, encoding='utf-8') as fh:",
  "            ns = {}",
  "            exec(compile(fh.read(), path, 'exec'), ns)",
  "        out['property_library'] = 'hypothesis ' + ns['__version__']",
  "    except Exception:",
  "        try:",
  "            import hypothesis",
  "            out['property_library'] = 'hypothesis ' + hypothesis.__version__",
  "        except ImportError:",
  "            pass",
  "print(json.dumps(out))"
].join("\n");
async function pythonEnvironment(exec, python, cwd, env) {
  const r = await exec.run({ command: python, args: ["-c", ENVIRONMENT_PROBE], cwd, env, timeoutMs: 3e4 });
  if (r.exitCode !== 0) return { runtime: `unknown (${python} exited ${r.exitCode ?? r.signal})` };
  try {
    return JSON.parse(r.stdoutTail.trim().split("\n").at(-1));
  } catch {
    return { runtime: `unknown (${python} printed no environment)` };
  }
}
function fastCheckEnvironment(fastCheck) {
  const out = { runtime: `Node ${process.version}` };
  if (fastCheck.version !== void 0) out.property_library = `fast-check ${fastCheck.version}`;
  return out;
}
async function lockfileHash(git, rev) {
  const top = git.lsTreeTop ? await git.lsTreeTop(rev) : await git.lsTree(rev);
  const root = top.filter((e) => e.type === "blob" && !e.path.includes("/")).map((e) => e.path);
  const requirements = root.filter((p) => /^requirements.*\.txt$/.test(p) && p !== "requirements.txt").sort();
  const order = [...LOCKFILES.slice(0, 3), ...requirements, LOCKFILES[3]];
  const found = order.find((p) => root.includes(p));
  if (found === void 0) return "absent";
  const bytes = await git.readFile(rev, found);
  return `${found} sha256:${createHash("sha256").update(bytes).digest("hex")}`;
}

export {
  oracleParts,
  importRoots,
  ignoredFindings,
  skippedFindings,
  spoiled,
  pythonEnvironment,
  fastCheckEnvironment,
  lockfileHash
};
