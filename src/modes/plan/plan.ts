// `plan`: the lane × shard matrix for `strategy.matrix`, from the base commit's
// sealed inputs. The gate expects exactly these shards and fails closed on a gap.
import type { Finding } from "../../core/findings.js";
import type { LaneName } from "../../core/plan/lane-plan.js";
import { planLane } from "../../core/plan/plan.js";
import type { Clock, Git } from "../../ports/local.js";
import { readBase } from "../base/snapshot.js";

export interface MatrixCell {
  readonly lane: LaneName;
  readonly shard: string;
  readonly rows: number;
}

export interface PlanResult {
  readonly command: "plan";
  readonly base: string;
  readonly matrix: { readonly include: readonly MatrixCell[] };
  readonly findings: readonly Finding[];
}

export interface PlanSettings {
  readonly base: string;
  readonly configPath?: string;
}

export interface PlanPorts {
  readonly git: Git;
  readonly clock: Clock;
}

export async function plan(s: PlanSettings, ports: PlanPorts): Promise<PlanResult> {
  const base = await ports.git.resolve(s.base);
  const now = ports.clock.now();
  const snapshot = await readBase(ports.git, base, s.configPath);
  const config = snapshot.config;
  const { model, findings } = await snapshot.model();
  const total = config.runners.shards;
  const include: MatrixCell[] = [];
  for (const lane of ["replay", "holdout"] as const) {
    for (let index = 1; index <= total; index++) {
      include.push({ lane, shard: `${index}/${total}`, rows: planLane(model, lane, now, { index, total }).length });
    }
  }
  return { command: "plan", base, matrix: { include }, findings };
}
