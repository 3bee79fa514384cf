import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  environmentFamily,
  inProcess
} from "./chunk-4H33EZKX.js";
import {
  fastCheckEnvironment,
  ignoredFindings,
  importRoots,
  installSealedPackages,
  laneSandbox,
  oracleParts,
  pythonEnvironment,
  sealedPackagesRefusals,
  setupCacheDir,
  skippedFindings,
  spoiled
} from "./chunk-PYZKLYI3.js";
import {
  FRAMEWORK_HINT,
  SPEC_FIELDS,
  frameworkChanges,
  inFramework,
  installedProblem,
  requiredPackages
} from "./chunk-TSXIX5EH.js";
import {
  HOLDOUT_SECRET_ENV,
  redactSeed,
  secretSeed
} from "./chunk-G2VSTVAS.js";
import {
  planLane,
  secretIndex
} from "./chunk-JIJZXNK4.js";
import {
  VERSION
} from "./chunk-LAABB2II.js";
import {
  runRows
} from "./chunk-JDEC6IPH.js";
import {
  batchBoots,
  batchFans,
  batchKey,
  failure,
  presetFor,
  presetOf,
  relativeOrigins,
  ruleFor,
  runBatch,
  runRow,
  unrecordedInputsNote
} from "./chunk-N24J3QNF.js";
import {
  frameworkIsOracle,
  frameworkPython
} from "./chunk-MXVQWBCP.js";
import {
  baseOf
} from "./chunk-7SE6TAKS.js";
import {
  warning
} from "./chunk-RGSGG2WK.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/modes/lane/claim.ts
function laneClaim(s, st, rows, run) {
  return {
    schema: 1,
    lane: s.lane,
    shard: `${s.shard.index}/${s.shard.total}`,
    base: st.base,
    head: st.head,
    runId: s.runId,
    seedgateVersion: VERSION,
    environment: run.environment,
    sandbox: st.box.kind ?? "unavailable",
    inProcess: inProcess(st.config, st.plan, st.byId),
    rows: settled(rows, run.changed).map((r) => claimedRow(r, run.root))
  };
}
var settled = (rows, changed) => spoiled(
  rows.map((r) => ({ ...r, detail: r.notRerun === void 0 ? r.attempts[0].detail : `${r.attempts[0].detail.slice(0, 1900)} (${r.notRerun})` })),
  changed
);
function claimedRow(r, root) {
  const last = r.attempts[0];
  return {
    property: r.row.property,
    kind: r.row.kind,
    key: r.row.key,
    outcome: r.outcome,
    durationMs: Math.round(r.attempts.reduce((n, a) => n + a.durationMs, 0)),
    exitCode: last.exitCode,
    attempts: r.attempts.length,
    detail: r.detail.slice(0, 2e3),
    // A passing row's output is noise: leaving it out keeps a 100,000-row claim far below the judge's size cap.
    tail: r.outcome === "pass" ? "" : last.tail.slice(-8192),
    ...last.location ? { location: last.location } : {},
    ...last.origins ? { origins: relativeOrigins(last.origins, root) } : {}
  };
}
var VOTES_RED = /* @__PURE__ */ new Set(["fail", "timeout", "error", "flaky"]);
var laneVerdict = (findings, claim) => findings.some((f) => f.severity === "error") || claim.rows.some((r) => VOTES_RED.has(r.outcome)) ? "failure" : "success";
function survivorsFinding(killed) {
  return warning(
    "lane.survivors-killed",
    `the code under test left ${killed} process(es) running outside the lane's process group (a daemon); seedgate killed them before writing the results`,
    {
      hint: "production code or its tests should not leave processes behind; a daemon that also drops seedgate's sweep marker from its environment is not found (docs/security.md)"
    }
  );
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
function plannedFrameworks(config, plan, byId) {
  const out = /* @__PURE__ */ new Map();
  for (const row of plan) {
    const rule = ruleFor(config, byId.get(row.property).selector);
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

// src/core/inputs/python-names.ts
var IDENTIFIER = /^[\p{L}_][\p{L}\p{N}_]*$/u;
function pythonTopName(entry) {
  const name = entry.path.slice(entry.path.lastIndexOf("/") + 1);
  const stem = entry.type === "tree" || entry.type === "commit" ? name : name.endsWith(".py") ? name.slice(0, -3) : /\.(so|pyd)$/.test(name) ? name.split(".")[0] : void 0;
  return stem !== void 0 && IDENTIFIER.test(stem) ? stem : void 0;
}
function pythonTopNames(entries, dir) {
  const prefix = dir === "" ? "" : `${dir}/`;
  const direct = entries.filter((e) => e.path.startsWith(prefix) && e.path.length > prefix.length && !e.path.slice(prefix.length).includes("/"));
  return [...new Set(direct.flatMap((e) => pythonTopName(e) ?? []))].sort();
}
function rootInTree(root, repository) {
  const top = repository.replace(/\/+$/, "");
  if (root === top) return "";
  if (!root.startsWith(`${top}/`)) return void 0;
  const rel = root.slice(top.length + 1).replace(/\/+$/, "");
  return rel.split("/").some((p) => p === ".." || p === ".") ? void 0 : rel;
}

// src/modes/lane/production-names.ts
async function baseProductionNames(git, base, roots) {
  const dirs = [...new Set(roots.flatMap((r) => rootInTree(r, git.root) ?? []))];
  const lists = await Promise.all(dirs.map((dir) => topOf(git, base, dir)));
  return [...new Set(lists.flat())].sort();
}
async function topOf(git, base, dir) {
  if (git.lsTreeTop === void 0) return pythonTopNames(await git.lsTree(base, dir === "" ? void 0 : dir), dir);
  const rev = dir === "" ? base : `${base}:${dir}`;
  let top;
  try {
    top = await git.lsTreeTop(rev);
  } catch {
    return [];
  }
  return pythonTopNames(top, "");
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
async function sealedImports(git, base, config, plan, byId, isSealed) {
  const starts = /* @__PURE__ */ new Map();
  for (const row of plan) {
    const selector = byId.get(row.property).selector;
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

// src/modes/lane/environment.ts
async function propertyEnvironment(ctx, props) {
  const recorded = new Set(props.map((p) => presetFor(ctx.config, p.selector)?.environment));
  const env = Object.fromEntries(Object.entries(ctx.env).filter((e) => e[1] !== void 0));
  const python = recorded.has("python") ? await probedPython(ctx, env) : {};
  if (!recorded.has("node")) return python;
  const node = Object.entries(fastCheckEnvironment(ctx.trees.installed(ctx.root, "fast-check"))).map(([k, v]) => [
    python[k] === void 0 ? k : `${k}/${environmentFamily(v)}`,
    v
  ]);
  return { ...python, ...Object.fromEntries(node) };
}
async function probedPython(ctx, env) {
  const probe = ctx.trees.scratch("seedgate-probe-");
  try {
    return await pythonEnvironment(ctx.exec, frameworkPython(ctx.disk, ctx.config, ctx.env, ctx.root), probe.dir, env, frameworkIsOracle(ctx.config));
  } finally {
    probe.dispose();
  }
}

// src/modes/lane/secret.ts
var isSecretRow = (row) => row.lane === "holdout" && secretIndex(row.key) !== void 0;
async function runSecretRow(ctx, property, row, secret) {
  const s = secretSeed(property, row.key, secret);
  if (!s.ok) return { outcome: "error", exitCode: null, durationMs: 0, tail: "", detail: s.reason, location: void 0 };
  const out = await runRow(ctx, property, { ...row, key: String(s.seed) });
  const hide = (text) => redactSeed(text, s.seed, row.key);
  const location = out.location?.line === s.seed ? void 0 : out.location;
  return { ...out, detail: hide(out.detail), tail: hide(out.tail), location };
}

// src/modes/lane/run.ts
async function runPlan(s, ports, st) {
  const { config, plan, byId, box } = st;
  const ctx = rowContext(ports, st);
  const refused = frameworkRefusal2(st);
  const probed = box.ok ? propertyEnvironment(
    ctx,
    plan.map((r) => byId.get(r.property))
  ) : Promise.resolve({});
  probed.catch(() => void 0);
  const rows = await runRows(plan, rowRunner(ctx, st, refused, ports.env[HOLDOUT_SECRET_ENV]), {
    concurrency: s.concurrency ?? (config.runners.concurrency || ports.cores),
    reruns: config.runners.reruns,
    // `batch: true` rules: a property's first runs share processes; reruns stay one per process.
    // Secret rows run one per process: a batch would list their seeds in one argv.
    batch: {
      key: (row) => !box.ok || refused(row) !== void 0 ? void 0 : isSecretRow(row) ? void 0 : batchKey(ctx, byId.get(row.property), row),
      fans: (row) => batchFans(ctx, byId.get(row.property)),
      boots: (row) => batchBoots(ctx, byId.get(row.property)),
      run: (rows2, how) => runBatch(ctx, byId.get(rows2[0].property), rows2, how)
    },
    ...ports.onResult ? { onResult: ports.onResult } : {},
    ...ports.onEnded ? { onEnded: (n, total) => ports.onEnded(n, total, s.lane) } : {},
    ...ports.onRowEnded ? { onRowEnded: ports.onRowEnded } : {}
  });
  return { rows, environment: { ...ports.environment, ...await probed } };
}
function rowContext(ports, st) {
  return {
    root: ports.git.root,
    config: st.config,
    exec: st.box.ok ? st.box.exec : ports.exec,
    disk: ports.disk,
    // A plain snapshot of the env: every row copies it, and reading process.env is slow.
    env: { ...ports.env },
    trees: ports.trees,
    isSealed: (p) => st.matcher.match(p) !== null,
    oracle: st.copy.root,
    importRoots: importRoots(st.config, ports.git.root),
    ...st.productionNames === void 0 ? {} : { productionNames: st.productionNames },
    ...st.sealedPackages?.site === void 0 ? {} : { sealedPackages: st.sealedPackages.site }
  };
}
var frameworkRefusal2 = (st) => (row) => {
  const preset = ruleFor(st.config, st.byId.get(row.property).selector)?.preset;
  return preset === void 0 ? void 0 : st.framework.get(preset);
};
var rowRunner = (ctx, st, refused, secret) => (row) => !st.box.ok ? Promise.resolve(st.box.refusal) : refused(row) !== void 0 ? Promise.resolve(failure(refused(row))) : isSecretRow(row) ? runSecretRow(ctx, st.byId.get(row.property), row, secret) : runRow(ctx, st.byId.get(row.property), row);

// src/modes/lane/lane.ts
async function lane(s, ports) {
  const [base, head] = await Promise.all([ports.git.resolve(s.base), ports.git.resolve(s.head)]);
  const { config, findings, matcher, plan, byId } = await readBase(s, ports, base);
  const python = plan.some((r) => presetFor(config, byId.get(r.property).selector)?.environment === "python");
  if (!python) void ports.exec.dropWarm?.();
  const parts = oracleParts(config, plan, byId);
  const frameworks = plannedFrameworks(config, plan, byId);
  const imports = await sealedImports(ports.git, base, config, plan, byId, (p) => matcher.match(p) !== null);
  const copying = ports.trees.copyOracle(base, parts);
  let npmCache;
  let packages;
  try {
    const [copy, ignored, texts2, sealed, productionNames, pinned] = await Promise.all([
      copying,
      ignoredFindings(ports.git, base, head, parts),
      frameworks.size > 0 || [...imports.values()].some((n) => n.length > 0) ? frameworkTexts(ports.git, base, head) : void 0,
      ports.trees.pinSealed(ports.git.root, base, matcher),
      python ? baseProductionNames(ports.git, base, importRoots(config, ports.git.root)) : void 0,
      python ? installSealedPackages(ports, config, base) : void 0
    ]);
    packages = pinned;
    const shown = [...findings, ...skippedFindings(copy), ...ignored];
    const unrecorded = unrecordedInputsNote(plan.map((r) => byId.get(r.property)).filter((p) => presetFor(config, p.selector)?.sealedInputs === true));
    if (unrecorded !== void 0) ports.log.info(unrecorded);
    const makeCache = () => setupNpmCache(ports.trees, texts2, ports.env);
    npmCache = ports.setups ? ports.setups.npmCache(head, makeCache) : makeCache();
    if (config.runners.setup.length > 0) ports.trees.unlinkInstall(ports.git.root);
    const box = await laneSandbox(ports, config, ports.git.root, ports.env, npmCache?.dir, head);
    const restored = await sealed.again();
    ports.log.info(`restored ${restored.restored} sealed files from base${restored.removed.length ? `, removed ${restored.removed.length} the PR added` : ""}`);
    const trusted = withSealedImports(frameworks, imports, texts2?.base);
    const framework = new Map([
      ...texts2 === void 0 ? [] : frameworkRefusals(texts2, trusted.frameworks, ports, ports.git.root, npmCaches(npmCache, ports.env)),
      ...trusted.refusals,
      ...sealedPackagesRefusals(packages, config, plan, byId)
    ]);
    const st = { base, head, config, findings: shown, matcher, plan, byId, copy, box, framework, productionNames, sealedPackages: packages };
    const run = await runLane(s, ports, st);
    await ports.git.unchanged?.();
    return run;
  } finally {
    npmCache?.dispose();
    packages?.dispose();
    await copying.then(
      (copy) => copy.dispose(),
      () => void 0
      // the copy's own failure is the one thrown above
    );
  }
}
async function readBase(s, ports, base) {
  const snapshot = await baseOf(ports, base, s.configPath);
  const [{ model, findings }, matcher] = await Promise.all([snapshot.model(), snapshot.restored()]);
  const plan = plannedRows(model, s, ports.clock.now());
  return { config: snapshot.config, findings, matcher, plan, byId: new Map(model.properties.map((p) => [p.id, p])) };
}
function plannedRows(model, s, now) {
  const plan = planLane(model, s.lane, now, s.shard);
  if (!s.only) return plan;
  const { property, key } = s.only;
  const only = plan.filter((r) => r.property === property && (key === void 0 || r.key === key));
  if (only.length === 0) throw new SeedgateError("usage", `--only ${property}${key ? `:${key}` : ""} matches no row of the ${s.lane} lane`);
  return only;
}
async function runLane(s, ports, st) {
  const { rows, environment } = await runPlan(s, ports, st);
  const swept = await ports.exec.sweep?.(ports.log);
  const changed = [...st.copy.verify(), ...st.sealedPackages?.verify().map((p) => `(sealed package) ${p}`) ?? []];
  const results = laneClaim(s, st, rows, { environment, root: ports.git.root, changed });
  const findings = swept?.killed ? [...st.findings, survivorsFinding(swept.killed)] : st.findings;
  return { command: "lane", verdict: laneVerdict(st.findings, results), results, findings };
}

export {
  lane
};
