// The lane's run stage: every planned row through the preset's runner, in the lane's
// sandbox, batched where a rule says so, while the property environment is probed.
import type { Config } from "../../core/inputs/config.js";
import type { Property } from "../../core/inputs/model.js";
import type { LaneName, PlanRow } from "../../core/plan/lane-plan.js";
import { HOLDOUT_SECRET_ENV } from "../../core/plan/secret-holdout.js";
import type { SealedMatcher } from "../../core/seal/sealed-set.js";
import type { Finding } from "../../core/findings.js";
import type { Exec } from "../../ports/local.js";
import type { Disk } from "../../ports/scratch.js";
import type { OracleCopy, Trees } from "../../ports/trees.js";
import { batchBoots, batchFans, batchKey, ruleFor, runBatch, runRow } from "../../runners/dispatch.js";
import { runRows, type RowResult } from "../../runners/engine.js";
import type { EndedAs } from "../../runners/seed-ends.js";
import { failure } from "../../runners/fast-check/fast-check.js";
import type { RowContext } from "../../runners/preset.js";
import { propertyEnvironment } from "./environment.js";
import { importRoots } from "./oracle.js";
import type { LaneSandbox } from "./sandbox.js";
import { isSecretRow, runSecretRow } from "./secret.js";

/** What the lane prepared before its first row: read from git, restored, sandboxed. */
export interface LaneState {
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
  /** The top-level Python modules the base commit's import roots held (production-names.ts). */
  readonly productionNames?: readonly string[];
  /** The sealed tests' pinned packages (sealed-requirements.ts): the folder the oracle imports them from. */
  readonly sealedPackages?: { readonly site?: string; verify(): string[] };
}

/** The ports the rows run through (LanePorts holds them and the ones preparing the lane takes). */
export interface RunPorts {
  readonly git: { readonly root: string };
  readonly exec: Exec;
  readonly disk: Disk;
  readonly trees: Trees;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly environment: Readonly<Record<string, string>>;
  readonly cores: number;
  readonly onResult?: (r: RowResult, done: number, total: number) => void;
  /** Progress only: rows whose first run ended, as a batch streams them (engine.ts onEnded). */
  readonly onEnded?: (ended: number, total: number, lane: LaneName) => void;
  /** Progress only: a batched row as it ends, by its own line, before its batch returns (engine.ts onRowEnded). */
  readonly onRowEnded?: (row: PlanRow, as: EndedAs) => void;
}

export interface LaneRows {
  readonly rows: readonly RowResult[];
  /** The ports' environment and the probed runtime and property library. */
  readonly environment: Readonly<Record<string, string>>;
}

export async function runPlan(s: { readonly lane: LaneName; readonly concurrency?: number }, ports: RunPorts, st: LaneState): Promise<LaneRows> {
  const { config, plan, byId, box } = st;
  const ctx = rowContext(ports, st);
  const refused = frameworkRefusal(st);
  // Asked while the rows run rather than after them (it reads what setup installed): a lane no longer waits for it at its end.
  const probed = box.ok
    ? propertyEnvironment(
        ctx,
        plan.map((r) => byId.get(r.property)!),
      )
    : Promise.resolve({});
  probed.catch(() => undefined); // awaited below; a rejection must not go unhandled while the rows run
  const rows = await runRows(plan, rowRunner(ctx, st, refused, ports.env[HOLDOUT_SECRET_ENV]), {
    concurrency: s.concurrency ?? (config.runners.concurrency || ports.cores),
    reruns: config.runners.reruns,
    // `batch: true` rules: a property's first runs share processes; reruns stay one per process.
    // Secret rows run one per process: a batch would list their seeds in one argv.
    batch: {
      key: (row) => (!box.ok || refused(row) !== undefined ? undefined : isSecretRow(row) ? undefined : batchKey(ctx, byId.get(row.property)!, row)),
      fans: (row) => batchFans(ctx, byId.get(row.property)!),
      boots: (row) => batchBoots(ctx, byId.get(row.property)!),
      run: (rows, how) => runBatch(ctx, byId.get(rows[0]!.property)!, rows, how),
    },
    ...(ports.onResult ? { onResult: ports.onResult } : {}),
    ...(ports.onEnded ? { onEnded: (n: number, total: number) => ports.onEnded!(n, total, s.lane) } : {}),
    ...(ports.onRowEnded ? { onRowEnded: ports.onRowEnded } : {}),
  });
  return { rows, environment: { ...ports.environment, ...(await probed) } };
}

/** What every row's runner gets: the sandboxed exec (when there is a sandbox), the oracle's copy, the import roots. */
function rowContext(ports: RunPorts, st: LaneState): RowContext & { readonly trees: Trees } {
  return {
    root: ports.git.root,
    config: st.config,
    exec: st.box.ok ? st.box.exec : ports.exec,
    disk: ports.disk,
    // A plain snapshot of the env: every row copies it, and reading process.env is slow.
    env: { ...ports.env },
    trees: ports.trees,
    isSealed: (p: string) => st.matcher.match(p) !== null,
    oracle: st.copy.root,
    importRoots: importRoots(st.config, ports.git.root),
    ...(st.productionNames === undefined ? {} : { productionNames: st.productionNames }),
    ...(st.sealedPackages?.site === undefined ? {} : { sealedPackages: st.sealedPackages.site }),
  };
}

/** Why a row's preset may not run it (its framework is not the base lockfile's), or undefined. */
const frameworkRefusal =
  (st: LaneState) =>
  (row: PlanRow): string | undefined => {
    const preset = ruleFor(st.config, st.byId.get(row.property)!.selector)?.preset;
    return preset === undefined ? undefined : st.framework.get(preset);
  };

/** One row, one process: refused without a sandbox or with a foreign framework; a secret holdout through its own runner. */
const rowRunner = (ctx: RowContext, st: LaneState, refused: (row: PlanRow) => string | undefined, secret: string | undefined) => (row: PlanRow) =>
  !st.box.ok
    ? Promise.resolve(st.box.refusal)
    : refused(row) !== undefined
      ? Promise.resolve(failure(refused(row)!))
      : isSecretRow(row)
        ? runSecretRow(ctx, st.byId.get(row.property)!, row, secret)
        : runRow(ctx, st.byId.get(row.property)!, row);
