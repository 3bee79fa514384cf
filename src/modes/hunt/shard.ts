// `hunt --shard I/N` and `hunt merge` (issue 27 item 6): a large re-hunt across an
// Actions matrix. A shard runs its slice of the budget exactly as the whole hunt runs
// it (runTree) and records each seed's run, capture and replay. The merge rebuilds the
// seed-by-seed run in budget order and hands it to the same summarise, so the
// proposal is the one an unsharded hunt over the budget makes.
import { createHash } from "node:crypto";
import { SeedgateError } from "../../core/errors.js";
import { mergePartials, PARTIAL_KIND, shardSeeds, type HuntPartial, type PartialRow, type Shard } from "../../core/formats/hunt-partial.js";
import { HOLDOUT_SECRET_ENV } from "../../core/plan/secret-holdout.js";
import type { Clock, Git } from "../../ports/local.js";
import type { OpenWorkspace } from "../../ports/workspace.js";
import { readBase } from "../base/snapshot.js";
import { firstLine, verifiedFrom } from "./fixtures.js";
import { summarise, type HuntRun } from "./hunt.js";
import type { SeedRun } from "./seeds.js";
import { findTarget } from "./target.js";
import { runTree, type HuntPorts, type HuntSettings } from "./tree-run.js";

export interface HuntShardRun {
  readonly command: "hunt";
  readonly status: "partial";
  readonly property: string;
  readonly shard: Shard;
  readonly message: string;
  readonly partial: HuntPartial;
}

export async function huntShard(s: HuntSettings, shard: Shard, ports: HuntPorts): Promise<HuntShardRun> {
  const seeds = shardSeeds(s.seeds, shard);
  if (seeds.length === 0)
    throw new SeedgateError("usage", `--shard ${shard.index}/${shard.total}: a budget of ${s.seeds.length} seeds leaves this shard none`, {
      hint: `use at most ${s.seeds.length} shards`,
    });
  const { parent, oracle, target, treeRun } = await runTree(s, seeds, ports);
  const rows = seeds.map((seed) => partialRow(seed, treeRun.runs.get(seed)!, treeRun.verified.get(seed)));
  const partial: HuntPartial = {
    kind: PARTIAL_KIND,
    version: 1,
    property: target.property.id,
    parent,
    oracle,
    seeds: s.seeds,
    shard,
    environment: treeRun.environment,
    rows,
  };
  const hits = rows.filter((r) => r.outcome === "fail").length;
  const message = `shard ${shard.index}/${shard.total}: ${seeds.length} of ${s.seeds.length} seeds, ${hits} hit${hits === 1 ? "" : "s"}; merge every shard's file with \`seedgate hunt merge\``;
  return { command: "hunt", status: "partial", property: target.property.id, shard, message, partial };
}

function partialRow(seed: number, run: SeedRun, verified: { readonly outcome: string; readonly detail: string } | undefined): PartialRow {
  const o = run.outcome;
  const capture = run.capture === undefined ? {} : { capture: run.capture.ok ? { ...run.capture, bytes: run.capture.bytes.toString("base64") } : run.capture };
  return {
    seed,
    outcome: o.outcome,
    durationMs: Math.round(o.durationMs),
    detail: firstLine(o.detail),
    ...(o.maxExamples === undefined ? {} : { maxExamples: o.maxExamples }),
    ...(run.shapes === undefined ? {} : { shapes: run.shapes }),
    ...(o.sealedInputs === undefined ? {} : { sealedInputs: o.sealedInputs }),
    ...(o.origins ? { origins: o.origins } : {}),
    ...capture,
    ...(verified ? { replay: { outcome: verified.outcome, detail: firstLine(verified.detail) } } : {}),
  };
}

export interface MergeSettings {
  readonly out?: string;
  readonly configPath?: string;
  readonly holdoutBudgetMs?: number;
  readonly replayMax?: number;
}

export interface MergePorts {
  readonly git: Git;
  readonly workspaceAt: OpenWorkspace;
  readonly clock: Clock;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** The partials of one sharded hunt, as the proposal (and fixtures) one unsharded hunt would write. */
export async function mergeHunt(
  parts: readonly { readonly file: string; readonly partial: HuntPartial }[],
  s: MergeSettings,
  ports: MergePorts,
): Promise<HuntRun> {
  const m = mergePartials(parts);
  const snapshot = await readBase(ports.git, m.oracle, s.configPath);
  const target = await findTarget(snapshot.config, await snapshot.sealedModel(), snapshot.tree, m.property);
  const runs = new Map(m.rows.map((r) => [r.seed, seedRun(r)]));
  const replays = new Map(m.rows.flatMap((r) => (r.capture?.ok && r.replay ? [[sha256Of(runs.get(r.seed)!), r.replay] as const] : [])));
  const settings = { ...s, parent: m.parent, property: m.property, seeds: m.seeds };
  return summarise(settings, m.seeds, {
    parent: m.parent,
    oracle: m.oracle,
    target,
    treeRun: { runs, verified: verifiedFrom(target, runs, replays), environment: { ...m.environment } },
    git: ports.git,
    workspaceAt: ports.workspaceAt,
    now: ports.clock.now(),
    secretHoldouts: Boolean(ports.env[HOLDOUT_SECRET_ENV]),
  });
}

function seedRun(r: PartialRow): SeedRun {
  const outcome = {
    outcome: r.outcome,
    exitCode: null,
    durationMs: r.durationMs,
    tail: "",
    detail: r.detail,
    location: undefined,
    ...(r.maxExamples === undefined ? {} : { maxExamples: r.maxExamples }),
    ...(r.sealedInputs === undefined ? {} : { sealedInputs: r.sealedInputs }),
    ...(r.origins ? { origins: r.origins } : {}),
  };
  const shapes = r.shapes === undefined ? {} : { shapes: r.shapes };
  if (r.capture === undefined) return { outcome, ...shapes };
  return { outcome, ...shapes, capture: r.capture.ok ? { ...r.capture, bytes: Buffer.from(r.capture.bytes, "base64") } : r.capture };
}

const sha256Of = (run: SeedRun): string =>
  createHash("sha256")
    .update((run.capture as { bytes: Buffer }).bytes)
    .digest("hex");
