import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  SETUP_FAILED,
  setupTail
} from "./chunk-G2VSTVAS.js";
import {
  presetFor,
  presetOf,
  ruleFor
} from "./chunk-N24J3QNF.js";
import {
  ORACLE_SITES,
  oraclePython,
  pythonInterpreter
} from "./chunk-MXVQWBCP.js";
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

// src/modes/lane/setups.ts
function setupMemo(digestOf) {
  const made = /* @__PURE__ */ new Map();
  const digest = (key) => digestOf(key.root, key.writable);
  let [runs, reused, ms] = [0, 0, 0];
  const caches = /* @__PURE__ */ new Map();
  return {
    npmCache(head, make) {
      const made2 = caches.get(head) ?? make();
      if (made2 === void 0) return void 0;
      caches.set(head, made2);
      return { dir: made2.dir, dispose: () => void 0 };
    },
    holds: (dir) => dir === void 0 || [...caches.values()].some((c) => c.dir === dir),
    dispose() {
      for (const c of caches.values()) c.dispose();
      caches.clear();
    },
    async reuse(key) {
      const same = made.has(key.id) && made.get(key.id) === await digest(key);
      if (same) reused += 1;
      return same;
    },
    async done(key, took) {
      runs += 1;
      ms += took;
      if (key !== void 0) made.set(key.id, await digest(key));
    },
    cost: () => ({ runs, reused, ms })
  };
}
function setupKey(head, root, config, kind, npmCache, held = false) {
  const writable = config.runners.writable;
  if (kind === "none" || npmCache !== void 0 && !held || writable.some((p) => /[*?[{]/.test(p))) return void 0;
  return { id: JSON.stringify([head, root, config.runners.setup, config.runners.network !== false, kind, npmCache ?? null]), root, writable };
}

// src/modes/lane/sandbox.ts
var setupProgram = (root, program) => program.includes("/") && !program.startsWith("/") ? `${root}/${program.replace(/^(\.\/)+/, "")}` : program;
var SETUP_CACHE_ENV = "SEEDGATE_SETUP_CACHE";
function setupCacheDir(env) {
  const dir = env[SETUP_CACHE_ENV]?.replace(/\/+$/, "");
  return dir !== void 0 && dir.startsWith("/") ? dir : void 0;
}
var inside = (path, dir) => path === dir || path.startsWith(`${dir}/`);
var SETUP_TIMEOUT_FACTOR = 10;
var refusal = (detail, tail = "") => ({
  outcome: "error",
  exitCode: null,
  durationMs: 0,
  tail,
  detail: detail.slice(0, 2e3),
  location: void 0
});
async function laneSandbox(ports, config, root, env, npmCache, head = "", more = {}) {
  const { exec, log } = ports;
  const box = ports.sandboxes.around(exec, config, env, { ...more, workspace: root, setupOnly: ["node_modules"] });
  if (!box.ok) return { ok: false, kind: void 0, refusal: refusal(`${box.message}. Hint: ${box.hint}`) };
  log.info(box.kind === "none" ? "sandbox: none (runners.sandbox: none in the base config): pull-request code runs unsandboxed" : `sandbox: ${box.kind}`);
  const ready = { ok: true, exec: box.exec, kind: box.kind };
  if (config.runners.setup.length === 0) return ready;
  const key = ports.setups ? setupKey(head, root, config, box.kind, npmCache, ports.setups.holds(npmCache)) : void 0;
  if (key !== void 0 && await ports.setups.reuse(key)) {
    log.info("setup: reused (this check already ran it for this head, same commands and sandbox; no row changed what it made)");
    return ready;
  }
  const kept = setupCacheDir(env);
  const writable = [root, ...kept ? [kept] : [], ...npmCache && !(kept && inside(npmCache, kept)) ? [npmCache] : []];
  const setupExec = box.widened({ writable, network: config.runners.network !== false });
  const childEnv = Object.fromEntries(Object.entries(env).filter((e) => e[1] !== void 0));
  if (kept) childEnv.PIP_CACHE_DIR = `${kept}/pip`;
  if (npmCache) {
    delete childEnv.NPM_CONFIG_CACHE;
    childEnv.npm_config_cache = npmCache;
  }
  let spent = 0;
  for (const argv of config.runners.setup) {
    log.info(`setup: ${argv.join(" ")} …`);
    const r = await setupExec.run({
      command: setupProgram(root, argv[0]),
      args: argv.slice(1),
      cwd: root,
      env: childEnv,
      timeoutMs: config.runners.timeout * 1e3 * SETUP_TIMEOUT_FACTOR
    });
    const took = `${(r.durationMs / 1e3).toFixed(1)} s`;
    spent += r.durationMs;
    if (r.exitCode !== 0) {
      await exec.sweep?.(log);
      const how = r.timedOut ? "timed out" : r.exitCode === null ? `was killed by ${r.signal ?? "a signal"}` : `exited ${r.exitCode}`;
      const detail = `${SETUP_FAILED} \`${argv.join(" ")}\` ${how} after ${took}, so no row ran`;
      const tail = setupTail(r.stdoutTail + r.stderrTail);
      log.error(`${detail}; its last lines:
${tail.replace(/^/gm, "    ")}`);
      await ports.setups?.done(void 0, spent);
      return { ok: false, kind: box.kind, refusal: refusal(detail, tail) };
    }
    log.info(`setup: ${argv.join(" ")} done in ${took}`);
  }
  const swept = await exec.sweep?.(log);
  if (swept?.killed) log.warn(`setup left ${swept.killed} process(es) running; seedgate killed them before the rows ran`);
  await ports.setups?.done(key, spent);
  return ready;
}

// src/modes/lane/sealed-requirements.ts
var PIP_ARGS = ["-m", "pip", "install", "--require-hashes", "--no-deps", "--only-binary=:all:", "--no-compile", "--disable-pip-version-check"];
var HINT = "every line of the file pins one package by version and --hash=sha256:… (pip hash, or pip-compile --generate-hashes), dependencies included (pip resolves none), each available as a wheel from the runner's index; it changes only in a sealed-only pull request";
var none = (refusal2) => ({ ...refusal2 === void 0 ? {} : { refusal: refusal2 }, verify: () => [], dispose: () => void 0 });
function pipReason(tail, tmp, file) {
  const lines = tail.split("\n");
  const first = lines.findIndex((l) => l.startsWith("ERROR"));
  const kept = (first < 0 ? lines.slice(-12) : lines.slice(first)).filter((l) => l.trim() !== "" && !l.startsWith("WARNING"));
  return kept.join("\n").split(tmp).join(file).trim().slice(0, 1500);
}
async function installSealedPackages(ports, config, base) {
  const file = config.runners.sealedRequirements;
  if (file === void 0) return void 0;
  const bytes = await ports.git.readFile(base, file);
  if (bytes === null) return none(`runners.sealedRequirements names ${file}, which the base commit does not hold. Hint: ${HINT}`);
  const dir = ports.trees.packagesDir(bytes);
  const root = ports.git.root;
  const python = oraclePython(ports.disk, pythonInterpreter(config, ports.env, root), [root], ports.env);
  const env = Object.fromEntries(Object.entries(ports.env).filter((e) => e[1] !== void 0 && !e[0].startsWith("PYTHON")));
  const r = await ports.exec.run({
    command: python,
    args: [...PIP_ARGS, "--target", dir.site, "-r", dir.requirements],
    cwd: dir.site,
    env: { ...env, PIP_NO_INPUT: "1" },
    timeoutMs: config.runners.timeout * 1e3 * 10
  });
  if (r.exitCode !== 0) {
    dir.dispose();
    const how = r.timedOut ? "timed out" : `exited ${r.exitCode ?? r.signal}`;
    const why = pipReason(`${r.stdoutTail}
${r.stderrTail}`, dir.requirements, file);
    ports.log.error(`sealed packages: pip ${how} installing ${file}:
${why.replace(/^/gm, "    ")}`);
    return none(
      `the sealed tests' pinned packages (runners.sealedRequirements: ${file}, from the base commit) did not install: pip ${how}: ${why}. Hint: ${HINT}`
    );
  }
  dir.seal();
  ports.log.info(`sealed packages: ${file} installed from the base's hashes into ${dir.site}, for the oracle only`);
  return { site: dir.site, verify: dir.verify, dispose: dir.dispose };
}
function sealedPackagesRefusals(packages, config, plan, byId) {
  const out = /* @__PURE__ */ new Map();
  if (packages?.refusal === void 0) return out;
  for (const row of plan) {
    const selector = byId.get(row.property).selector;
    const preset = ruleFor(config, selector)?.preset;
    if (preset !== void 0 && presetFor(config, selector)?.environment === "python") out.set(preset, packages.refusal);
  }
  return out;
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
async function pythonEnvironment(exec, python, cwd, env, oracle = false) {
  const args = oracle ? ["-S", "-c", `${ORACLE_SITES}
${ENVIRONMENT_PROBE}`] : ["-c", ENVIRONMENT_PROBE];
  const r = await exec.run({ command: python, args, cwd, env, timeoutMs: 3e4 });
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
  setupMemo,
  setupCacheDir,
  laneSandbox,
  pythonEnvironment,
  fastCheckEnvironment,
  lockfileHash,
  installSealedPackages,
  sealedPackagesRefusals
};
