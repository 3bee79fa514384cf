import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  environmentFamily,
  inProcess
} from "./chunk-ROD5LKEC.js";
import {
  fastCheckEnvironment,
  frameworkTexts,
  ignoredFindings,
  importRoots,
  laneSandbox,
  nodeRefusals,
  nodeTrust,
  npmCaches,
  oracleParts,
  pythonEnvironment,
  sealedPackagesOnce,
  sealedPackagesRefusals,
  setupNpmCache,
  skippedFindings,
  spoiled,
  trustsPackages
} from "./chunk-53E3DFHE.js";
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
} from "./chunk-SKDT3HVE.js";
import {
  batchBoots,
  batchFans,
  batchKey,
  failure,
  presetFor,
  relativeOrigins,
  ruleFor,
  runBatch,
  runRow,
  unrecordedInputsNote
} from "./chunk-P6U5UL5V.js";
import {
  frameworkIsOracle,
  frameworkPython
} from "./chunk-MXVQWBCP.js";
import {
  baseOf
} from "./chunk-A634GDAO.js";
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
  const refused = frameworkRefusal(st);
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
var frameworkRefusal = (st) => (row) => {
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
  const trust = await nodeTrust(ports.git, base, config, [...new Set(plan.map((r) => byId.get(r.property).selector))], (p) => matcher.match(p) !== null);
  const copying = ports.trees.copyOracle(base, parts);
  let npmCache;
  let packages;
  try {
    const [copy, ignored, texts, sealed, productionNames, pinned] = await Promise.all([
      copying,
      ignoredFindings(ports.git, base, head, parts),
      trustsPackages(trust) ? frameworkTexts(ports.git, base, head) : void 0,
      ports.trees.pinSealed(ports.git.root, base, matcher),
      python ? baseProductionNames(ports.git, base, importRoots(config, ports.git.root)) : void 0,
      python ? sealedPackagesOnce(ports, config, base, head) : void 0
    ]);
    packages = pinned;
    const shown = [...findings, ...skippedFindings(copy), ...ignored];
    const unrecorded = unrecordedInputsNote(plan.map((r) => byId.get(r.property)).filter((p) => presetFor(config, p.selector)?.sealedInputs === true));
    if (unrecorded !== void 0) ports.log.info(unrecorded);
    const makeCache = () => setupNpmCache(ports.trees, texts, ports.env);
    npmCache = ports.setups ? ports.setups.npmCache(head, makeCache) : makeCache();
    if (config.runners.setup.length > 0) ports.trees.unlinkInstall(ports.git.root);
    const box = await laneSandbox(ports, config, ports.git.root, ports.env, npmCache?.dir, head);
    const restored = await sealed.again();
    ports.log.info(`restored ${restored.restored} sealed files from base${restored.removed.length ? `, removed ${restored.removed.length} the PR added` : ""}`);
    const framework = new Map([
      ...nodeRefusals(trust, texts, ports, ports.git.root, npmCaches(npmCache, ports.env)),
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
