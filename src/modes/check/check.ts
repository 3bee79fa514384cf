// `check`: what a user runs before pushing — both lanes (every shard), telemetry,
// quarantine, then the gate over their results, exactly as CI would judge them.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LaneName } from "../../core/plan/lane-plan.js";
import { loadConfig } from "../base/config-load.js";
import { gate, type GateResult } from "../gate/gate.js";
import { lane, type LanePorts } from "../lane/lane.js";
import type { ManifestCheck } from "../seal/seal.js";
import { quarantine } from "../quarantine/quarantine.js";
import { telemetry } from "../telemetry/telemetry.js";
import { readBase } from "../base/snapshot.js";

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
}

export async function check(s: CheckSettings, ports: CheckPorts): Promise<GateResult> {
  const [base, head] = [await ports.git.resolve(s.base), await ports.git.resolve(s.head)];
  const { config } = await readBase(ports.git, base, s.configPath);
  const cfg = s.configPath ? { configPath: s.configPath } : {};
  // The results are judged from a private directory outside the workspace: the patch's
  // own tests (telemetry, sandboxed, workspace writable) run after the lanes and cannot reach it.
  const judged = mkdtempSync(join(tmpdir(), "seedgate-check-results-"));
  const write = (name: string, value: unknown) => writeFileSync(join(judged, name), JSON.stringify(value) + "\n", { mode: 0o600 });
  try {
    return await checkInto(judged, write, { base, head, config, cfg, s, ports });
  } finally {
    mkdirSync(s.resultsDir, { recursive: true });
    cpSync(judged, s.resultsDir, { recursive: true });
    rmSync(judged, { recursive: true, force: true });
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

async function checkInto(judged: string, write: (name: string, value: unknown) => void, { base, head, config, cfg, s, ports }: CheckRun): Promise<GateResult> {
  for (const name of ["replay", "holdout"] as LaneName[]) {
    for (let index = 1; index <= config.runners.shards; index++) {
      const shard = { index, total: config.runners.shards };
      const r = await ports.log.group(`${name} lane, shard ${index}/${shard.total}`, () =>
        lane({ lane: name, base, head, shard, runId: s.runId, ...cfg }, ports),
      );
      write(`${name}-${index}-of-${shard.total}.json`, r.results);
    }
  }
  write("telemetry.json", (await telemetry({ base, head, runId: s.runId, ...cfg }, ports)).results);
  write("quarantine.json", (await quarantine({ base, head, runId: s.runId, ...cfg }, ports)).results);
  return gate({ base, head, results: judged, fetch: false, ...cfg }, ports);
}
