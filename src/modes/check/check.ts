// `check`: what a user runs before pushing — both lanes (every shard), telemetry,
// quarantine, then the gate over their results, exactly as CI would judge them.
import type { LaneName } from "../../core/plan/lane-plan.js";
import { loadConfig } from "../base/config-load.js";
import { gate, type GateResult } from "../gate/gate.js";
import { lane, type LanePorts } from "../lane/lane.js";
import type { ManifestCheck } from "../../ports/manifests.js";
import { quarantine } from "../quarantine/quarantine.js";
import { telemetry } from "../telemetry/telemetry.js";
import { baseReader } from "../base/snapshot.js";
import type { Scratch } from "../../ports/trees.js";
import type { Files } from "../../ports/files.js";
import { setupMemo, type SetupCost, type Setups } from "../lane/setups.js";
import type { LaneClaim } from "../../core/judge/claims.js";

export interface CheckSettings {
  readonly base: string;
  readonly head: string;
  readonly configPath?: string;
  /** Where the results files are written (kept, so the user can rerun `seedgate gate` on them). */
  readonly resultsDir: string;
  readonly runId: string;
}

/** What a lane needs, plus the judge's manifest check. */
export interface CheckPorts extends LanePorts {
  readonly manifests: ManifestCheck;
  readonly files: Files;
}

/** One lane's share of a check (its shards summed): its rows, their time, and its own time without setup. */
export interface LaneCost {
  readonly lane: LaneName;
  readonly rows: number;
  /** The rows' own times, summed (rows run side by side, so this can exceed `ms`). */
  readonly rowsMs: number;
  /** The lane's wall time, less the setup it ran. */
  readonly ms: number;
}

/** Where a check's minutes went: `runners.setup`, each lane, and the whole check (render.ts prints it). */
export interface CheckCost {
  readonly rows: number;
  readonly rowsMs: number;
  readonly setup: SetupCost;
  readonly lanes: readonly LaneCost[];
  /** The whole check's wall time, from reading the base to the verdict. */
  readonly ms: number;
}

export type CheckResult = GateResult & { readonly cost: CheckCost };

export async function check(s: CheckSettings, ports: CheckPorts): Promise<CheckResult> {
  const started = ports.clock.now().getTime();
  const [base, head] = [await ports.git.resolve(s.base), await ports.git.resolve(s.head)];
  // One read of the base for every mode below: the lanes, the non-voting runs and the gate.
  const bases = baseReader(ports.git, s.configPath, ports.log);
  const { config } = await bases(base);
  const cfg = s.configPath ? { configPath: s.configPath } : {};
  // The results are judged from a private directory outside the workspace: the patch's
  // own tests (telemetry, sandboxed, workspace writable) run after the lanes and cannot reach it.
  const judged = ports.trees.scratch("seedgate-check-results-");
  try {
    const r = await checkInto(judged, { base, head, config, cfg, s, ports: { ...ports, bases } });
    return { ...r, cost: { ...r.cost, ms: ports.clock.now().getTime() - started } };
  } finally {
    judged.copyTo(s.resultsDir);
    judged.dispose();
  }
}

interface CheckRun {
  readonly base: string;
  readonly head: string;
  readonly config: Awaited<ReturnType<typeof loadConfig>>;
  readonly cfg: { configPath?: string };
  readonly s: CheckSettings;
  readonly ports: CheckPorts;
}

async function checkInto(judged: Scratch, run: CheckRun): Promise<CheckResult> {
  const { ports } = run;
  // Both lanes run in this one worktree of the head: its setup runs once, for the first lane (lane/setups.ts).
  const setups = setupMemo((root, paths) => ports.trees.writableDigest(root, paths));
  try {
    return await lanesThenGate(judged, run, setups);
  } finally {
    setups.dispose();
  }
}

async function lanesThenGate(judged: Scratch, { base, head, config, cfg, s, ports }: CheckRun, setups: Setups): Promise<CheckResult> {
  const write = (name: string, value: unknown) => judged.write(name, JSON.stringify(value) + "\n");
  const lanes: LaneCost[] = [];
  const now = () => ports.clock.now().getTime();
  for (const name of ["replay", "holdout"] as LaneName[]) {
    for (let index = 1; index <= config.runners.shards; index++) {
      const shard = { index, total: config.runners.shards };
      const [started, setupBefore] = [now(), setups.cost().ms];
      const r = await ports.log.group(`${name} lane, shard ${index}/${shard.total}`, () =>
        lane({ lane: name, base, head, shard, runId: s.runId, ...cfg }, { ...ports, setups }),
      );
      lanes.push(laneCost(name, r.results, now() - started - (setups.cost().ms - setupBefore)));
      write(`${name}-${index}-of-${shard.total}.json`, r.results);
    }
  }
  write("telemetry.json", (await telemetry({ base, head, runId: s.runId, ...cfg }, ports)).results);
  write("quarantine.json", (await quarantine({ base, head, runId: s.runId, ...cfg }, ports)).results);
  const verdict = await gate({ base, head, results: judged.dir, fetch: false, ...cfg }, ports);
  return { ...verdict, cost: checkCost(lanes, setups.cost()) };
}

function laneCost(lane: LaneName, claim: LaneClaim, ms: number): LaneCost {
  return { lane, rows: claim.rows.length, rowsMs: claim.rows.reduce((sum, r) => sum + r.durationMs, 0), ms: Math.max(0, ms) };
}

/** Shards of one lane summed into one line each; the whole check's time is added by `check`. */
function checkCost(shards: readonly LaneCost[], setup: SetupCost): CheckCost {
  const lanes = (["replay", "holdout"] as const).map((lane) => {
    const of = shards.filter((c) => c.lane === lane);
    return { lane, rows: sum(of, (c) => c.rows), rowsMs: sum(of, (c) => c.rowsMs), ms: sum(of, (c) => c.ms) };
  });
  return { rows: sum(lanes, (c) => c.rows), rowsMs: sum(lanes, (c) => c.rowsMs), setup, lanes, ms: 0 };
}

const sum = <T>(xs: readonly T[], f: (x: T) => number): number => xs.reduce((n, x) => n + f(x), 0);
