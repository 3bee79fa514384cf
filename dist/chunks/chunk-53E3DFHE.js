import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  FRAMEWORK_HINT,
  SPEC_FIELDS,
  frameworkChanges,
  inFramework,
  installedProblem,
  requiredPackages
} from "./chunk-TSXIX5EH.js";
import {
  SETUP_FAILED,
  setupTail
} from "./chunk-G2VSTVAS.js";
import {
  presetFor,
  presetOf,
  ruleFor
} from "./chunk-P6U5UL5V.js";
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
  const pinned = /* @__PURE__ */ new Map();
  return {
    sealedPackages(key, install) {
      const made2 = pinned.get(key) ?? install();
      pinned.set(key, made2);
      return made2.then((p) => p && { ...p, dispose: () => void 0 });
    },
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
      for (const p of pinned.values())
        void p.then(
          (x) => x?.dispose(),
          () => void 0
        );
      pinned.clear();
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

// src/core/inputs/framework-closure.ts
var nameOfKey = (key) => key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length);
var edges = (e, field) => e[field] !== null && typeof e[field] === "object" ? Object.keys(e[field]) : [];
function resolveFrom(packages, from, name) {
  let dir = from;
  for (; ; ) {
    const key = `${dir === "" ? "" : `${dir}/`}node_modules/${name}`;
    if (key in packages) return key;
    if (dir === "") return void 0;
    const cut = dir.lastIndexOf("/node_modules/");
    dir = cut < 0 ? "" : dir.slice(0, cut);
  }
}
function pinOf(key, e, optional) {
  return {
    path: key,
    name: typeof e.name === "string" ? e.name : nameOfKey(key),
    version: typeof e.version === "string" ? e.version : "(no version)",
    integrity: typeof e.integrity === "string" ? e.integrity : void 0,
    optional: optional || e.optional === true,
    installScript: e.hasInstallScript === true
  };
}
function frameworkClosure(lockText, fw) {
  let lock;
  try {
    lock = JSON.parse(lockText);
  } catch {
    return { pins: [], known: /* @__PURE__ */ new Set(), problems: ["the base's package-lock.json is not valid JSON"] };
  }
  const packages = lock.packages;
  if (packages === null || typeof packages !== "object")
    return { pins: [], known: /* @__PURE__ */ new Set(), problems: ["the base's package-lock.json has no `packages` (lockfileVersion 1): regenerate it with npm 7 or later"] };
  const all = packages;
  const roots = Object.keys(all).filter((k) => k.includes("node_modules/") && inFramework(fw, nameOfKey(k)));
  const reached = new Map(roots.map((k) => [k, false]));
  const queue = [...roots];
  while (queue.length > 0) {
    const key = queue.pop();
    const e = all[key] ?? {};
    const optionalHere = reached.get(key);
    const next = [...edges(e, "dependencies").map((n) => [n, optionalHere]), ...edges(e, "optionalDependencies").map((n) => [n, true])];
    for (const [name, optional] of next) {
      const to = resolveFrom(all, key, name);
      if (to === void 0) continue;
      if (reached.has(to) && (optional || reached.get(to) === false)) continue;
      reached.set(to, optional);
      queue.push(to);
    }
  }
  const pins = [...reached].sort(([a], [b]) => a.localeCompare(b)).map(([key, optional]) => pinOf(key, all[key] ?? {}, optional));
  const problems = pins.flatMap((p) => {
    const e = all[p.path];
    if (e.link === true) return [`${p.path} is a link in the base's package-lock.json, not a registry tarball seedgate can check`];
    if (p.integrity === void 0 || !/(^|\s)sha512-/.test(p.integrity)) return [`the base's package-lock.json has no sha512 integrity for ${p.path}`];
    return [];
  });
  return { pins, known: new Set(Object.keys(all)), problems };
}

// src/modes/lane/framework.ts
function frameworksOf(config, selectors) {
  const out = /* @__PURE__ */ new Map();
  for (const selector of selectors) {
    const rule = ruleFor(config, selector);
    const fw = rule === void 0 ? void 0 : presetOf(rule.preset)?.framework;
    if (rule !== void 0 && fw !== void 0) out.set(rule.preset, fw);
  }
  return out;
}
async function texts(git, rev) {
  const [lock, manifest] = await Promise.all([git.readFile(rev, "package-lock.json"), git.readFile(rev, "package.json")]);
  return { lock: lock?.toString("utf8") ?? null, manifest: manifest?.toString("utf8") ?? null };
}
var frameworkTexts = async (git, base, head) => {
  const [b, h] = await Promise.all([texts(git, base), texts(git, head)]);
  return { base: b, head: h };
};
function frameworkRefusal(t, fw, trees, root) {
  const b = t.base;
  const changes = frameworkChanges(b, t.head, fw);
  const problems = changes.length > 0 ? changes : requiredPackages(fw).flatMap((n) => installedProblem(b.lock, trees.installed(root, n)) ?? []);
  if (problems.length === 0) return void 0;
  const what = changes.length > 0 ? `the pull request changes how the ${fw.name} framework resolves` : `the installed ${fw.name} framework is not the base lockfile's`;
  return `${what}: ${problems.join("; ")}. Hint: ${FRAMEWORK_HINT}`;
}
var TARBALL_HINT = "run `npm ci` in runners.setup (seedgate gives it an npm cache and finds the tarballs there by the base lockfile's sha512), or install from an npm cache seedgate can read ($npm_config_cache or ~/.npm)";
var PATCHED_HINT = "the framework's files must be the base lockfile's tarballs as npm ci unpacks them: a setup step or install script that writes node_modules/<package> makes the lane red";
var setupNpmCache = (trees, t, env = {}) => {
  if (!t?.base.lock) return void 0;
  const kept = setupCacheDir(env);
  return kept === void 0 ? trees.scratch("seedgate-npm-cache-") : { dir: `${kept}/npm`, dispose: () => void 0 };
};
function npmCaches(own, env) {
  const caller = env.npm_config_cache ?? env.NPM_CONFIG_CACHE ?? (env.HOME ? `${env.HOME}/.npm` : void 0);
  return [own?.dir, caller].filter((d) => d !== void 0 && d !== "");
}
function frameworkFilesRefusal(t, fw, ports, root, caches) {
  if (t.base.lock === null) return void 0;
  const closure = frameworkClosure(t.base.lock, fw);
  const files = closure.problems.length > 0 ? { problems: closure.problems, uncached: 0, verified: 0, unverified: [] } : ports.trees.frameworkFiles(root, closure, caches);
  if (files.unverified.length > 0) ports.log.warn(`not compared with their tarballs (they run their own install scripts): ${files.unverified.join(", ")}`);
  if (files.problems.length === 0) {
    ports.log.info(`${fw.name} framework: ${files.verified} packages match the base lockfile's tarballs`);
    return void 0;
  }
  const hint = files.uncached > 0 ? TARBALL_HINT : closure.problems.length > 0 ? FRAMEWORK_HINT : PATCHED_HINT;
  return `the installed ${fw.name} framework is not the base lockfile's: ${files.problems.join("; ")}. Hint: ${hint}`;
}
function frameworkRefusals(t, frameworks, ports, root, caches) {
  const out = /* @__PURE__ */ new Map();
  for (const [preset, fw] of frameworks) {
    const why = frameworkRefusal(t, fw, ports.trees, root) ?? frameworkFilesRefusal(t, fw, ports, root, caches);
    if (why !== void 0) out.set(preset, why);
  }
  return out;
}

// src/modes/lane/sealed-packages.ts
import { builtinModules } from "node:module";

// src/core/inputs/js-imports.ts
var COMMENTS = /\/\*[\s\S]*?\*\/|(^|[^:\\])\/\/[^\n]*/g;
var STATIC = /\b(?:import|export)\s+(?!type\s)(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"'\n]+)["']/g;
var DYNAMIC = /\b(?:import|require)\s*\(\s*["']([^"'\n]+)["']\s*\)/g;
function importSpecifiers(source) {
  const text = source.replace(COMMENTS, "$1");
  const found = [...text.matchAll(STATIC), ...text.matchAll(DYNAMIC)].sort((a, b) => a.index - b.index).map((m) => m[1]);
  return [...new Set(found)];
}
function packageName(specifier) {
  if (/^(?:[./#]|[a-z][a-z0-9+.-]*:)/i.test(specifier)) return void 0;
  const parts = specifier.split("/");
  const name = specifier.startsWith("@") ? `${parts[0]}/${parts[1] ?? ""}` : parts[0];
  return NPM_NAME.test(name) ? name : void 0;
}
var NPM_NAME = /^(?:@[a-z0-9-][a-z0-9-._~]*\/)?[a-z0-9-][a-z0-9-._~]*$/;
var EXTENSIONS = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"];
function relativeCandidates(from, specifier) {
  if (!specifier.startsWith("./") && !specifier.startsWith("../")) return [];
  const parts = from.split("/").slice(0, -1);
  for (const p of specifier.split("/")) {
    if (p === "..") {
      if (parts.length === 0) return [];
      parts.pop();
    } else if (p !== "." && p !== "") parts.push(p);
  }
  const path = parts.join("/");
  const swapped = /\.[cm]?js$/.test(path) ? [path.replace(/js$/, "ts"), path.replace(/\.js$/, ".tsx")] : [];
  return [.../* @__PURE__ */ new Set([path, ...swapped, ...EXTENSIONS.map((e) => path + e), ...EXTENSIONS.map((e) => `${path}/index${e}`)])];
}

// src/modes/lane/sealed-packages.ts
var BUILTIN = new Set(builtinModules.flatMap((m) => [m, m.replace(/^node:/, "")]));
var MOST = 200;
async function sealedImportsOf(git, base, config, selectors, isSealed) {
  const starts = /* @__PURE__ */ new Map();
  for (const selector of selectors) {
    const preset = ruleFor(config, selector)?.preset;
    const file = preset === void 0 ? void 0 : presetOf(preset)?.oracleFile?.(selector);
    if (file !== void 0) starts.set(preset, (starts.get(preset) ?? /* @__PURE__ */ new Set()).add(file));
  }
  const out = /* @__PURE__ */ new Map();
  for (const [preset, files] of starts) out.set(preset, await packagesReached(git, base, [...files], isSealed));
  return out;
}
async function packagesReached(git, base, files, isSealed) {
  const seen = /* @__PURE__ */ new Set();
  const packages = /* @__PURE__ */ new Set();
  let next = [...files];
  while (next.length > 0 && seen.size < MOST) {
    const texts2 = await Promise.all(next.filter((f) => !seen.has(f)).map(async (f) => (seen.add(f), [f, await git.readFile(base, f)])));
    next = [];
    for (const [file, bytes] of texts2) {
      if (bytes === null) continue;
      for (const spec of importSpecifiers(bytes.toString("utf8"))) {
        const name = packageName(spec);
        if (name !== void 0 && !BUILTIN.has(name) && !BUILTIN.has(spec)) packages.add(name);
        const sealed = relativeCandidates(file, spec).filter(isSealed);
        next.push(...sealed.filter((c) => !seen.has(c)));
      }
    }
  }
  return [...packages].sort();
}
function basePackages(base) {
  const own = /* @__PURE__ */ new Set();
  const known = /* @__PURE__ */ new Set();
  try {
    const manifest = JSON.parse(base.manifest ?? "{}");
    if (typeof manifest.name === "string") own.add(manifest.name);
    for (const field of SPEC_FIELDS) for (const name of Object.keys(manifest[field] ?? {})) known.add(name);
    const lock = JSON.parse(base.lock ?? "{}");
    for (const [key, entry] of Object.entries(lock.packages ?? {})) {
      const name = key.slice(key.lastIndexOf("node_modules/") + 13);
      if (key.includes("node_modules/")) (entry?.link === true ? own : known).add(name);
    }
    for (const name of Object.keys(lock.dependencies ?? {})) known.add(name);
  } catch {
  }
  return { own, known };
}
function withSealedImports(frameworks, imports, base) {
  const out = new Map(frameworks);
  const refusals = /* @__PURE__ */ new Map();
  const { own, known } = base === void 0 ? { own: /* @__PURE__ */ new Set(), known: /* @__PURE__ */ new Set() } : basePackages(base);
  const locked = base !== void 0 && base.lock !== null;
  for (const [preset, names] of imports) {
    const fw = frameworks.get(preset);
    const extra = names.filter((n) => !own.has(n) && !(fw !== void 0 && inFramework(fw, n)) && (!locked || known.has(n)));
    if (extra.length === 0) continue;
    if (!locked) {
      refusals.set(
        preset,
        `the sealed tests import ${extra.join(", ")}, which run in the oracle, and the base commit has no package-lock.json to pin them. Hint: commit a package-lock.json (npm install --package-lock-only) in a pull request the sealed paths' owners review`
      );
      continue;
    }
    out.set(preset, { name: fw?.name ?? "sealed tests' packages", packages: [...fw?.packages ?? [], ...extra] });
  }
  return { frameworks: out, refusals };
}

// src/modes/lane/node-trust.ts
async function nodeTrust(git, base, config, selectors, isSealed) {
  return { frameworks: frameworksOf(config, selectors), imports: await sealedImportsOf(git, base, config, selectors, isSealed) };
}
var trustsPackages = (t) => t.frameworks.size > 0 || [...t.imports.values()].some((names) => names.length > 0);
function nodeRefusals(t, texts2, ports, root, caches) {
  if (texts2 === void 0) return /* @__PURE__ */ new Map();
  const trusted = withSealedImports(t.frameworks, t.imports, texts2.base);
  return new Map([...frameworkRefusals(texts2, trusted.frameworks, ports, root, caches), ...trusted.refusals]);
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
function sealedPackagesOnce(ports, config, base, head) {
  const install = () => installSealedPackages(ports, config, base);
  const file = config.runners.sealedRequirements;
  if (file === void 0 || ports.setups === void 0) return install();
  return ports.setups.sealedPackages(JSON.stringify([base, head, file]), install);
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
  laneSandbox,
  frameworkTexts,
  setupNpmCache,
  npmCaches,
  nodeTrust,
  trustsPackages,
  nodeRefusals,
  pythonEnvironment,
  fastCheckEnvironment,
  lockfileHash,
  installSealedPackages,
  sealedPackagesOnce,
  sealedPackagesRefusals
};
