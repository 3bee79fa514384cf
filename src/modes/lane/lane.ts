// `lane replay|holdout`: the base commit's plan run against the PR's production code
// with the base commit's oracle. Its output is a claim the judge checks.
import { relativeOrigins } from "../../runners/hypothesis/origin.js";
import { ignoredFindings, importRoots, oracleParts, skippedFindings, spoiled } from "./oracle.js";
import { SeedgateError } from "../../core/errors.js";
import { warning, type Finding } from "../../core/findings.js";
import type { LaneName, PlanRow, Shard } from "../../core/plan/lane-plan.js";
import { planLane } from "../../core/plan/plan.js";
import { environmentFamily } from "../../core/judge/judge.js";
import { HOLDOUT_SECRET_ENV } from "../../core/plan/secret-holdout.js";
import { runRows, type RowResult } from "../../runners/engine.js";
import type { Clock, Exec, Git, Log } from "../../ports/local.js";
import type { Disk } from "../../ports/scratch.js";
import type { Sandboxes } from "../../ports/sandbox.js";
import type { OracleCopy, Trees } from "../../ports/trees.js";
import { batchBoots, batchFans, batchKey, presetFor, ruleFor, runBatch, runRow } from "../../runners/dispatch.js";
import { failure } from "../../runners/fast-check/fast-check.js";
import { VERSION } from "../../version.js";
import { isSecretRow, runSecretRow } from "./secret.js";
import { laneSandbox, type LaneSandbox } from "./sandbox.js";
import { frameworkRefusals, frameworkTexts, npmCaches, plannedFrameworks, setupNpmCache } from "./framework.js";
import { fastCheckEnvironment, pythonEnvironment } from "../base/environment.js";
import type { Config } from "../../core/inputs/config.js";
import type { SealedMatcher } from "../../core/seal/sealed-set.js";
import type { LaneClaim } from "../../core/judge/claims.js";
import type { Property } from "../../core/inputs/model.js";
import { baseOf, type BaseReader } from "../base/snapshot.js";
import { frameworkPython } from "../../runners/interpreter.js";
import { inProcess } from "../../runners/isolation-label.js";

export interface LaneSettings {
  readonly lane: LaneName;
  readonly base: string;
  readonly head: string;
  readonly shard: Shard;
  readonly only?: { readonly property: string; readonly key?: string };
  readonly configPath?: string;
  readonly runId: string;
  readonly concurrency?: number;
}

export interface LanePorts {
  readonly git: Git;
  readonly exec: Exec;
  readonly disk: Disk;
  readonly sandboxes: Sandboxes;
  readonly trees: Trees;
  readonly clock: Clock;
  readonly log: Log;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly environment: Readonly<Record<string, string>>;
  readonly cores: number;
  readonly onResult?: (r: RowResult, done: number, total: number) => void;
  /** Progress only: rows whose first run ended, as a batch streams them (engine.ts onEnded). */
  readonly onEnded?: (ended: number, total: number, lane: LaneName) => void;
  /** The run's base reader (`check` hands one to every mode); without one the lane reads its own. */
  readonly bases?: BaseReader;
}

/** What a lane writes is exactly what the judge reads: one type for both ends. */
export type LaneResults = LaneClaim;

export interface LaneRun {
  readonly command: "lane";
  readonly verdict: "success" | "failure";
  readonly results: LaneResults;
  /** Model findings of the base commit (the judge blocks on them; the lane reports them), and a warning if daemons were killed. */
  readonly findings: readonly Finding[];
}

/**
 * The runtime and property library the lane ran with, under the keys a hunt records
 * (runtime, property_library): the judge compares them to each journal's tuple to
 * tell a stale seed from a regression: each planned preset's `environment`. Python's is
 * asked only when a preset planned records it; Node's fast-check is read from the tree's node_modules.
 */
async function propertyEnvironment(
  ctx: { root: string; config: Config; exec: Exec; disk: Disk; env: Readonly<Record<string, string | undefined>>; trees: Trees },
  props: readonly Property[],
): Promise<Record<string, string>> {
  const recorded = new Set(props.map((p) => presetFor(ctx.config, p.selector)?.environment));
  const env = Object.fromEntries(Object.entries(ctx.env).filter((e): e is [string, string] => e[1] !== undefined));
  const python = recorded.has("python") ? await probedPython(ctx, env) : {};
  if (!recorded.has("node")) return python;
  // Beside Python's, under `key/family` (the judge compares values of one family only).
  const node = Object.entries(fastCheckEnvironment(ctx.trees.installed(ctx.root, "fast-check"))).map(([k, v]) => [
    python[k] === undefined ? k : `${k}/${environmentFamily(v)}`,
    v,
  ]);
  return { ...python, ...Object.fromEntries(node) };
}

/** Asked from an empty directory: `python -c` puts its cwd on sys.path, and the tree's files must not answer for the library. */
async function probedPython(
  ctx: { root: string; config: Config; exec: Exec; disk: Disk; env: Readonly<Record<string, string | undefined>>; trees: Trees },
  env: Record<string, string>,
) {
  const probe = ctx.trees.scratch("seedgate-probe-");
  try {
    return await pythonEnvironment(ctx.exec, frameworkPython(ctx.disk, ctx.config, ctx.env, ctx.root), probe.dir, env);
  } finally {
    probe.dispose();
  }
}

const VOTES_RED = new Set(["fail", "timeout", "error", "flaky"]);

export async function lane(s: LaneSettings, ports: LanePorts): Promise<LaneRun> {
  const [base, head] = await Promise.all([ports.git.resolve(s.base), ports.git.resolve(s.head)]);
  // Everything the lane takes from git is read here, before the first process that runs
  // pull-request code (runners.setup included); after that it asks git nothing. The
  // reads are independent (objects only; the restore alone writes, under sealed paths), so they run at once.
  const snapshot = await baseOf(ports, base, s.configPath);
  const config = snapshot.config;
  const [{ model, findings }, matcher] = await Promise.all([snapshot.model(), snapshot.restored()]);
  let plan = planLane(model, s.lane, ports.clock.now(), s.shard);
  if (s.only) plan = plan.filter((r) => r.property === s.only!.property && (s.only!.key === undefined || r.key === s.only!.key));
  if (s.only && plan.length === 0)
    throw new SeedgateError("usage", `--only ${s.only.property}${s.only.key ? `:${s.only.key}` : ""} matches no row of the ${s.lane} lane`);
  const byId = new Map(model.properties.map((p) => [p.id, p]));
  if (!plan.some((r) => presetFor(config, byId.get(r.property)!.selector)?.environment === "python")) void ports.exec.dropWarm?.();
  const parts = oracleParts(config, plan, byId);
  const frameworks = plannedFrameworks(config, plan, byId);
  const copying = ports.trees.copyOracle(base, parts);
  let npmCache: ReturnType<typeof setupNpmCache>;
  try {
    const [copy, ignored, texts, sealed] = await Promise.all([
      copying,
      ignoredFindings(ports.git, base, head, parts),
      frameworks.size > 0 ? frameworkTexts(ports.git, base, head) : undefined,
      ports.trees.pinSealed(ports.git.root, base, matcher),
    ]);
    const shown = [...findings, ...skippedFindings(copy), ...ignored];
    // Setup runs (sandboxed) and nothing it started survives; then the sealed files are put back from what was read above.
    npmCache = setupNpmCache(ports.trees, texts);
    // Setup installs the lane's own dependencies: never through a link into the caller's checkout (cli/head-tree.ts).
    if (config.runners.setup.length > 0) ports.trees.unlinkInstall(ports.git.root);
    const box = await laneSandbox(ports, config, ports.git.root, ports.env, npmCache?.dir);
    const restored = await sealed.again();
    ports.log.info(`restored ${restored.restored} sealed files from base${restored.removed.length ? `, removed ${restored.removed.length} the PR added` : ""}`);
    // After setup installed the dependencies: each planned preset's framework must be the base lockfile's, version and files.
    const framework =
      texts === undefined ? new Map<string, string>() : frameworkRefusals(texts, frameworks, ports, ports.git.root, npmCaches(npmCache, ports.env));
    const run = await runLane(s, ports, { base, head, config, findings: shown, matcher, plan, byId, copy, box, framework });
    // Git's own files as the run found them, or the run fails: a later step in this checkout must not read what PR code wrote.
    await ports.git.unchanged?.();
    return run;
  } finally {
    npmCache?.dispose();
    await copying.then(
      (copy) => copy.dispose(),
      () => undefined, // the copy's own failure is the one thrown above
    );
  }
}

interface LaneState {
  readonly base: string;
  readonly head: string;
  readonly config: Config;
  readonly findings: readonly Finding[];
  readonly matcher: SealedMatcher;
  readonly plan: readonly PlanRow[];
  readonly byId: ReadonlyMap<string, Property>;
  readonly copy: OracleCopy;
  readonly box: LaneSandbox;
  /** Why a preset's rows must not run, by preset name: its framework is not the base lockfile's. */
  readonly framework: ReadonlyMap<string, string>;
}

async function runLane(s: LaneSettings, ports: LanePorts, st: LaneState): Promise<LaneRun> {
  const { base, head, config, matcher, plan, byId, copy, box } = st;
  // A plain snapshot of the env: every row copies it, and reading process.env is slow.
  const ctx = {
    root: ports.git.root,
    config,
    exec: box.ok ? box.exec : ports.exec,
    disk: ports.disk,
    env: { ...ports.env },
    trees: ports.trees,
    isSealed: (p: string) => matcher.match(p) !== null,
    oracle: copy.root,
    importRoots: importRoots(config, ports.git.root),
  };
  const secret = ports.env[HOLDOUT_SECRET_ENV];
  const frameworkRefused = (row: PlanRow) => {
    const preset = ruleFor(config, byId.get(row.property)!.selector)?.preset;
    return preset === undefined ? undefined : st.framework.get(preset);
  };
  const run = (row: PlanRow) =>
    !box.ok
      ? Promise.resolve(box.refusal)
      : frameworkRefused(row) !== undefined
        ? Promise.resolve(failure(frameworkRefused(row)!))
        : isSecretRow(row)
          ? runSecretRow(ctx, byId.get(row.property)!, row, secret)
          : runRow(ctx, byId.get(row.property)!, row);
  // Asked while the rows run rather than after them (it reads what setup installed): a lane no longer waits for it at its end.
  const probed = box.ok
    ? propertyEnvironment(
        ctx,
        plan.map((r) => byId.get(r.property)!),
      )
    : Promise.resolve({});
  probed.catch(() => undefined); // awaited below; a rejection must not go unhandled while the rows run
  const rows = await runRows(plan, run, {
    concurrency: s.concurrency ?? (config.runners.concurrency || ports.cores),
    reruns: config.runners.reruns,
    // `batch: true` rules: a property's first runs share processes; reruns stay one per process.
    // Secret rows run one per process: a batch would list their seeds in one argv.
    batch: {
      key: (row) => (!box.ok || frameworkRefused(row) !== undefined ? undefined : isSecretRow(row) ? undefined : batchKey(ctx, byId.get(row.property)!, row)),
      fans: (row) => batchFans(ctx, byId.get(row.property)!),
      boots: (row) => batchBoots(ctx, byId.get(row.property)!),
      run: (rows, how) => runBatch(ctx, byId.get(rows[0]!.property)!, rows, how),
    },
    ...(ports.onResult ? { onResult: ports.onResult } : {}),
    ...(ports.onEnded ? { onEnded: (n: number, total: number) => ports.onEnded!(n, total, s.lane) } : {}),
  });
  const environment = { ...ports.environment, ...(await probed) };
  // The last PR process has ended: whatever it left running dies before the claim exists.
  const swept = await ports.exec.sweep?.(ports.log);
  const findings = st.findings;
  const settled = spoiled(
    rows.map((r) => ({ ...r, detail: r.notRerun === undefined ? r.attempts[0]!.detail : `${r.attempts[0]!.detail.slice(0, 1900)} (${r.notRerun})` })),
    copy.verify(),
  );
  const results: LaneResults = {
    schema: 1,
    lane: s.lane,
    shard: `${s.shard.index}/${s.shard.total}`,
    base,
    head,
    runId: s.runId,
    seedgateVersion: VERSION,
    environment,
    sandbox: box.kind ?? "unavailable",
    inProcess: inProcess(config, plan, byId),
    rows: settled.map((r) => {
      const last = r.attempts[0]!;
      // A passing row's output is noise: leaving it out keeps a 100,000-row claim far below the judge's size cap.
      const tail = r.outcome === "pass" ? "" : last.tail.slice(-8192);
      return {
        property: r.row.property,
        kind: r.row.kind,
        key: r.row.key,
        outcome: r.outcome,
        durationMs: Math.round(r.attempts.reduce((n, a) => n + a.durationMs, 0)),
        exitCode: last.exitCode,
        attempts: r.attempts.length,
        detail: r.detail.slice(0, 2000),
        tail,
        ...(last.location ? { location: last.location } : {}),
        ...(last.origins ? { origins: relativeOrigins(last.origins, ports.git.root) } : {}),
      };
    }),
  };
  const red = findings.some((f) => f.severity === "error") || results.rows.some((r) => VOTES_RED.has(r.outcome));
  return { command: "lane", verdict: red ? "failure" : "success", results, findings: swept?.killed ? [...findings, survivorsFinding(swept.killed)] : findings };
}

/** Shown, never voting: the daemons were killed before the claim was written, so its rows are the lane's own. */
function survivorsFinding(killed: number): Finding {
  return warning(
    "lane.survivors-killed",
    `the code under test left ${killed} process(es) running outside the lane's process group (a daemon); seedgate killed them before writing the results`,
    {
      hint: "production code or its tests should not leave processes behind; a daemon that also drops seedgate's SEEDGATE_RUN marker from its environment is not found (docs/security.md)",
    },
  );
}
