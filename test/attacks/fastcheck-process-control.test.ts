// The control of the fast-check `isolation: process` attack rows
// (table-fastcheck-process.ts): each payload, with the bug kept, through one journal
// seed row (`runFastCheck`, no `check`, no git history). Under `shared` it forges a
// pass, so the payload has teeth; under `process` the same row is not a pass, so the
// red of the CLI row (fastcheck-process.test.ts) comes from the isolation, not from a
// payload that breaks itself. The table's own strings are run, so the two cannot drift.
import { hostDisk } from "../../src/adapters/disk.js";
import { expect, test } from "vitest";
import { processExec } from "../../src/adapters/exec.js";
import { runFastCheck } from "../../src/runners/fast-check/fast-check.js";
import { SHARED_NODE, type NodeIsolation } from "../../src/runners/fast-check/isolation.js";
import { BUG, fastCheckProcessRows } from "./table-fastcheck-process.js";
import { ENV, PROCESS, rowProjects, SELECTOR } from "./fastcheck-row-project.js";

/** A journal seed of the example: fast-check 4.11 finds the bug under it (README: seeds 3 and 8 hit). */
const SEED = 3;
const project = rowProjects("seedgate-fc-control-");

const run = (root: string, isolation: NodeIsolation) =>
  runFastCheck({ exec: processExec, disk: hostDisk }, { root, selector: SELECTOR, seed: SEED, timeoutMs: 120_000, baseEnv: ENV, isolation });

test(`the bug alone fails seed ${SEED} under both settings (the seed hits)`, async () => {
  const root = project({ intervals: BUG });
  for (const isolation of [SHARED_NODE, PROCESS]) {
    const r = await run(root, isolation);
    expect(r.outcome, `${isolation.kind}: ${r.detail}\n${r.tail}`).toBe("fail");
  }
}, 240_000);

for (const row of fastCheckProcessRows.filter((r) => r.verdict === "failure" && r.sharedControl !== false))
  test(`shared forges a pass, process does not: ${row.name}`, async () => {
    const root = project(row);
    const shared = await run(root, SHARED_NODE);
    expect(shared.outcome, `shared: ${shared.detail}\n${shared.tail}`).toBe("pass");
    const isolated = await run(root, PROCESS);
    expect(isolated.outcome, `process: ${isolated.detail}\n${isolated.tail}`).not.toBe("pass");
  }, 240_000);
