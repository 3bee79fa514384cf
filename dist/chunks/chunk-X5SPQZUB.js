import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  FRAMEWORK_HINT,
  frameworkChanges,
  inFramework,
  installedProblem,
  requiredPackages
} from "./chunk-3HOL7RET.js";
import {
  SETUP_FAILED,
  environmentFamily,
  inProcess,
  setupTail
} from "./chunk-LDVYUBES.js";
import {
  fastCheckEnvironment,
  ignoredFindings,
  importRoots,
  oracleParts,
  pythonEnvironment,
  skippedFindings,
  spoiled
} from "./chunk-5FC2UVJU.js";
import {
  HOLDOUT_SECRET_ENV,
  redactSeed,
  secretSeed
} from "./chunk-LTHYZVSK.js";
import {
  planLane,
  secretIndex
} from "./chunk-JIJZXNK4.js";
import {
  VERSION
} from "./chunk-LAABB2II.js";
import {
  runRows
} from "./chunk-TAV7737R.js";
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
  runRow
} from "./chunk-KWIK66OR.js";
import {
  frameworkPython
} from "./chunk-7ISQ3UUJ.js";
import {
  baseOf
} from "./chunk-MWY7A5FB.js";
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
      hint: "production code or its tests should not leave processes behind; a daemon that also drops seedgate's SEEDGATE_RUN marker from its environment is not found (docs/security.md)"
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
var setupNpmCache = (trees, t) => t?.base.lock ? trees.scratch("seedgate-npm-cache-") : void 0;
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
    return await pythonEnvironment(ctx.exec, frameworkPython(ctx.disk, ctx.config, ctx.env, ctx.root), probe.dir, env);
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
    ...ports.onEnded ? { onEnded: (n, total) => ports.onEnded(n, total, s.lane) } : {}
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
    importRoots: importRoots(st.config, ports.git.root)
  };
}
var frameworkRefusal2 = (st) => (row) => {
  const preset = ruleFor(st.config, st.byId.get(row.property).selector)?.preset;
  return preset === void 0 ? void 0 : st.framework.get(preset);
};
var rowRunner = (ctx, st, refused, secret) => (row) => !st.box.ok ? Promise.resolve(st.box.refusal) : refused(row) !== void 0 ? Promise.resolve(failure(refused(row))) : isSecretRow(row) ? runSecretRow(ctx, st.byId.get(row.property), row, secret) : runRow(ctx, st.byId.get(row.property), row);

// src/modes/lane/setups.ts
function setupMemo(digestOf) {
  const made = /* @__PURE__ */ new Map();
  const digest = (key) => digestOf(key.root, key.writable);
  let [runs, ms] = [0, 0];
  return {
    reuse: async (key) => made.has(key.id) && made.get(key.id) === await digest(key),
    async done(key, took) {
      runs += 1;
      ms += took;
      if (key !== void 0) made.set(key.id, await digest(key));
    },
    cost: () => ({ runs, ms })
  };
}
function setupKey(head, root, config, kind, npmCache) {
  const writable = config.runners.writable;
  if (kind === "none" || npmCache !== void 0 || writable.some((p) => /[*?[{]/.test(p))) return void 0;
  return { id: JSON.stringify([head, root, config.runners.setup, config.runners.network !== false, kind]), root, writable };
}

// src/modes/lane/sandbox.ts
var setupProgram = (root, program) => program.includes("/") && !program.startsWith("/") ? `${root}/${program.replace(/^(\.\/)+/, "")}` : program;
var SETUP_TIMEOUT_FACTOR = 10;
var refusal = (detail, tail = "") => ({
  outcome: "error",
  exitCode: null,
  durationMs: 0,
  tail,
  detail: detail.slice(0, 2e3),
  location: void 0
});
async function laneSandbox(ports, config, root, env, npmCache, head = "") {
  const { exec, log } = ports;
  const box = ports.sandboxes.around(exec, config, env, { workspace: root, setupOnly: ["node_modules"] });
  if (!box.ok) return { ok: false, kind: void 0, refusal: refusal(`${box.message}. Hint: ${box.hint}`) };
  log.info(box.kind === "none" ? "sandbox: none (runners.sandbox: none in the base config): pull-request code runs unsandboxed" : `sandbox: ${box.kind}`);
  const ready = { ok: true, exec: box.exec, kind: box.kind };
  if (config.runners.setup.length === 0) return ready;
  const key = ports.setups ? setupKey(head, root, config, box.kind, npmCache) : void 0;
  if (key !== void 0 && await ports.setups.reuse(key)) {
    log.info("setup: reused (this check already ran it for this head, same commands and sandbox; no row changed what it made)");
    return ready;
  }
  const setupExec = box.widened({ writable: npmCache ? [root, npmCache] : [root], network: config.runners.network !== false });
  const childEnv = Object.fromEntries(Object.entries(env).filter((e) => e[1] !== void 0));
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
      return { ok: false, kind: box.kind, refusal: refusal(detail, tail) };
    }
    log.info(`setup: ${argv.join(" ")} done in ${took}`);
  }
  const swept = await exec.sweep?.(log);
  if (swept?.killed) log.warn(`setup left ${swept.killed} process(es) running; seedgate killed them before the rows ran`);
  await ports.setups?.done(key, spent);
  return ready;
}

// src/modes/lane/lane.ts
async function lane(s, ports) {
  const [base, head] = await Promise.all([ports.git.resolve(s.base), ports.git.resolve(s.head)]);
  const { config, findings, matcher, plan, byId } = await readBase(s, ports, base);
  if (!plan.some((r) => presetFor(config, byId.get(r.property).selector)?.environment === "python")) void ports.exec.dropWarm?.();
  const parts = oracleParts(config, plan, byId);
  const frameworks = plannedFrameworks(config, plan, byId);
  const copying = ports.trees.copyOracle(base, parts);
  let npmCache;
  try {
    const [copy, ignored, texts2, sealed] = await Promise.all([
      copying,
      ignoredFindings(ports.git, base, head, parts),
      frameworks.size > 0 ? frameworkTexts(ports.git, base, head) : void 0,
      ports.trees.pinSealed(ports.git.root, base, matcher)
    ]);
    const shown = [...findings, ...skippedFindings(copy), ...ignored];
    npmCache = setupNpmCache(ports.trees, texts2);
    if (config.runners.setup.length > 0) ports.trees.unlinkInstall(ports.git.root);
    const box = await laneSandbox(ports, config, ports.git.root, ports.env, npmCache?.dir, head);
    const restored = await sealed.again();
    ports.log.info(`restored ${restored.restored} sealed files from base${restored.removed.length ? `, removed ${restored.removed.length} the PR added` : ""}`);
    const framework = texts2 === void 0 ? /* @__PURE__ */ new Map() : frameworkRefusals(texts2, frameworks, ports, ports.git.root, npmCaches(npmCache, ports.env));
    const run = await runLane(s, ports, { base, head, config, findings: shown, matcher, plan, byId, copy, box, framework });
    await ports.git.unchanged?.();
    return run;
  } finally {
    npmCache?.dispose();
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
  const results = laneClaim(s, st, rows, { environment, root: ports.git.root, changed: st.copy.verify() });
  const findings = swept?.killed ? [...st.findings, survivorsFinding(swept.killed)] : st.findings;
  return { command: "lane", verdict: laneVerdict(st.findings, results), results, findings };
}

export {
  setupMemo,
  lane
};
