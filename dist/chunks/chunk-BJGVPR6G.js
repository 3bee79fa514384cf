import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  pythonEnvironment,
  restoreSealed,
  runRows
} from "./chunk-U42245QS.js";
import {
  batchKey,
  ruleFor,
  runBatch,
  runRow
} from "./chunk-QWOQNSRP.js";
import {
  planLane
} from "./chunk-7NFQVCCI.js";
import {
  VERSION
} from "./chunk-LAABB2II.js";
import {
  compileSealedMatcher,
  sealedPatterns
} from "./chunk-UXEAUU4H.js";
import {
  loadModel,
  sealedModelFiles
} from "./chunk-234UT727.js";
import {
  loadConfig
} from "./chunk-MZIFEWFW.js";
import {
  gitTreeReader
} from "./chunk-PIULXU4W.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";

// src/commands/lane.ts
import { tmpdir } from "node:os";
async function propertyEnvironment(ctx, props) {
  if (!props.some((p) => ruleFor(ctx.config, p.selector)?.preset === "hypothesis")) return {};
  const python = ctx.config.runners.python ?? ctx.env.SEEDGATE_PYTHON ?? "python3";
  const env = Object.fromEntries(Object.entries(ctx.env).filter((e) => e[1] !== void 0));
  return pythonEnvironment(ctx.exec, python, tmpdir(), env);
}
var VOTES_RED = /* @__PURE__ */ new Set(["fail", "timeout", "error", "flaky"]);
async function lane(s, ports) {
  const [base, head] = [await ports.git.resolve(s.base), await ports.git.resolve(s.head)];
  const tree = gitTreeReader(ports.git, base);
  const config = await loadConfig(tree, s.configPath);
  const { model, findings } = await loadModel(config, tree);
  const matcher = compileSealedMatcher(sealedPatterns(config, sealedModelFiles(model)));
  const restored = await restoreSealed(ports.git, ports.git.root, base, matcher);
  ports.log.info(`restored ${restored.restored} sealed files from base${restored.removed.length ? `, removed ${restored.removed.length} the PR added` : ""}`);
  let plan = planLane(model, s.lane, ports.clock.now(), s.shard);
  if (s.only) plan = plan.filter((r) => r.property === s.only.property && (s.only.key === void 0 || r.key === s.only.key));
  if (s.only && plan.length === 0) throw new SeedgateError("usage", `--only ${s.only.property}${s.only.key ? `:${s.only.key}` : ""} matches no row of the ${s.lane} lane`);
  const byId = new Map(model.properties.map((p) => [p.id, p]));
  const ctx = { root: ports.git.root, config, exec: ports.exec, env: { ...ports.env }, isSealed: (p) => matcher.match(p) !== null };
  const rows = await runRows(plan, (row) => runRow(ctx, byId.get(row.property), row), {
    concurrency: s.concurrency ?? (config.runners.concurrency || ports.cores),
    reruns: config.runners.reruns,
    // `batch: true` rules: a property's first runs share processes; reruns stay one per process.
    batch: { key: (row) => batchKey(ctx, byId.get(row.property), row), run: (rows2) => runBatch(ctx, byId.get(rows2[0].property), rows2) },
    ...ports.onResult ? { onResult: ports.onResult } : {}
  });
  const environment = { ...ports.environment, ...await propertyEnvironment(ctx, plan.map((r) => byId.get(r.property))) };
  const results = {
    schema: 1,
    lane: s.lane,
    shard: `${s.shard.index}/${s.shard.total}`,
    base,
    head,
    runId: s.runId,
    seedgateVersion: VERSION,
    environment,
    rows: rows.map((r) => {
      const last = r.attempts[0];
      const tail = r.outcome === "pass" ? "" : last.tail.slice(-8192);
      return { property: r.row.property, kind: r.row.kind, key: r.row.key, outcome: r.outcome, durationMs: Math.round(r.attempts.reduce((n, a) => n + a.durationMs, 0)), exitCode: last.exitCode, attempts: r.attempts.length, detail: last.detail.slice(0, 2e3), tail, ...last.location ? { location: last.location } : {} };
    })
  };
  const red = findings.some((f) => f.severity === "error") || results.rows.some((r) => VOTES_RED.has(r.outcome));
  return { command: "lane", verdict: red ? "failure" : "success", results, findings };
}

export {
  lane
};
