// The fast-check `isolation: process` attack payloads (table-fastcheck-process.ts), with
// the bug kept, through a lane's batch of seeds (runFastCheckSeeds: one vitest run, a
// fresh worker per seed) and through one run per seed: the same outcome and detail for
// every seed under both settings, so batching neither forges a pass nor loses a red.
import { hostDisk } from "../../src/adapters/disk.js";
import { expect, test } from "vitest";
import { processExec } from "../../src/adapters/exec.js";
import { runFastCheckSeeds } from "../../src/runners/fast-check/batch.js";
import { runFastCheck } from "../../src/runners/fast-check/fast-check.js";
import { SHARED_NODE, type NodeIsolation } from "../../src/runners/fast-check/isolation.js";
import { BUG, fastCheckProcessRows } from "./table-fastcheck-process.js";
import { ENV, PROCESS, rowProjects, SELECTOR } from "./fastcheck-row-project.js";

/** The example's README: seeds 3 and 8 hit under fast-check 4.11, 1 does not. */
const SEEDS = [1, 3, 8];
const project = rowProjects("seedgate-fc-batch-attack-");

const place = (root: string, isolation: NodeIsolation) => ({ root, selector: SELECTOR, timeoutMs: 120_000, baseEnv: ENV, isolation });
const verdict = (o: { outcome: string; detail: string }) => `${o.outcome}: ${o.detail}`;

for (const row of [{ name: "the bug alone", intervals: BUG }, ...fastCheckProcessRows.filter((r) => r.verdict === "failure")])
  test(`batched seeds, the verdicts of a run per seed: ${row.name}`, async () => {
    const root = project(row);
    for (const isolation of [SHARED_NODE, PROCESS]) {
      const batched = await runFastCheckSeeds({ exec: processExec, disk: hostDisk }, { ...place(root, isolation), seeds: SEEDS, width: 2 });
      const alone = await Promise.all(SEEDS.map((seed) => runFastCheck({ exec: processExec, disk: hostDisk }, { ...place(root, isolation), seed })));
      expect(batched.map(verdict), isolation.kind).toEqual(alone.map(verdict));
    }
  }, 480_000);
