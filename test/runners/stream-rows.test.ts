// Streamed rows (issue 46 item 4): a batched seed's row reaches the progress as it ends,
// with how its own line says it ended, not at its batch's end; the verdicts stay the
// batch's. Real pytest and Hypothesis in the sandbox (the fork server, a lane's default,
// and `batch: true`), with seeds that end at different times; then the engine and the CLI's
// progress on a scripted batch: a failing seed printed and counted as it ends, once.
// JavaScript's batches (vitest, jest): stream-js-rows.test.ts.
import { hostDisk } from "../../src/adapters/disk.js";
import { processExec } from "../../src/adapters/exec.js";
import { sandboxedExec } from "../../src/adapters/sandbox.js";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { runHypothesisForks } from "../../src/runners/hypothesis/fork-server.js";
import { runHypothesisBatch } from "../../src/runners/hypothesis/batch.js";
import { runRows, type BatchRun } from "../../src/runners/engine.js";
import type { EndedAs, RowEnded } from "../../src/runners/seed-ends.js";
import type { PlanRow } from "../../src/core/plan/lane-plan.js";
import type { RunOutcome } from "../../src/core/row.js";
import { laneProgress } from "../../src/cli/progress.js";
import type { CliIo } from "../../src/cli/io.js";
import { outcomes, PYTHON, SANDBOX } from "../support/fork-runs.js";

const SEEDS = [11, 12, 13];
// The seed decides (sealed code reads it in the oracle): 11 fails after 0.3 s, 12 passes after 0.6 s, 13 fails after 0.9 s.
const TESTS = `
import os, time
from hypothesis import given, settings, strategies as st
import production

@settings(max_examples=1, deadline=None, database=None)
@given(st.integers())
def test_ends_apart(x):
    seed = int(os.environ["SEEDGATE_SEED"])
    time.sleep(0.3 * (seed - 10))
    assert production.even(seed)
`;
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function place() {
  const [workspace, oracle] = [mkdtempSync(join(tmpdir(), "stream-ws-")), mkdtempSync(join(tmpdir(), "stream-oracle-"))];
  dirs.push(workspace, oracle);
  writeFileSync(join(workspace, "production.py"), "def even(n):\n    return n % 2 == 0\n");
  mkdirSync(join(oracle, "tests"));
  writeFileSync(join(oracle, "tests", "test_stream.py"), TESTS);
  const exec = sandboxedExec(processExec, { kind: SANDBOX, workspace, writable: [], network: false });
  const common = {
    root: oracle,
    selector: "tests/test_stream.py::test_ends_apart",
    python: PYTHON,
    timeoutMs: 60_000,
    sealedConftest: true,
    baseEnv: { PATH: process.env.PATH },
    layout: { oracle, roots: [workspace] },
    isolation: { kind: "process" as const, oraclePython: PYTHON, subjectPython: PYTHON, sites: [] },
  };
  return { ports: { exec, disk: hostDisk }, common };
}

/** Each row's end as told (index, how, ms from the start), and when the batch returned. */
async function told(run: (ended: RowEnded) => Promise<RunOutcome[]>) {
  const started = Date.now();
  const ends: [number, EndedAs | undefined, number][] = [];
  const out = await run((i, as) => ends.push([i, as, Date.now() - started]));
  return { out, ends, returned: Date.now() - started };
}

test.each([
  [
    "the fork server",
    (ended: RowEnded, { ports, common } = place()) => runHypothesisForks(ports, { ...common, rows: SEEDS.map((seed) => ({ seed })), width: 1, ended }),
  ],
  ["a batch: true process", (ended: RowEnded, { ports, common } = place()) => runHypothesisBatch(ports, { ...common, seeds: SEEDS, ended })],
])(
  "%s: each seed's row is told as it ends, with its outcome, well before the batch returns; the verdicts are the batch's",
  async (_how, run) => {
    const { out, ends, returned } = await told(run);
    expect(outcomes(out), JSON.stringify(out.map((o) => o.detail))).toEqual(["fail", "pass", "fail"]);
    expect(ends.map(([i, as]) => [i, as])).toEqual([
      [0, "fail"],
      [1, "pass"],
      [2, "fail"],
    ]);
    // Seed 11's failure was told while 12 and 13 still had 1.5 s of sleep between them.
    expect(returned - ends[0]![2]).toBeGreaterThan(1_000);
  },
  240_000,
);

const row = (key: string): PlanRow => ({ lane: "replay", property: "p", kind: "seed", key, frozen: false });
const o = (outcome: RunOutcome["outcome"]): RunOutcome => ({ outcome, exitCode: 0, durationMs: 1, tail: "", detail: "", location: undefined });
const later = (ms: number) => new Promise((done) => setTimeout(done, ms));

test("the engine and the CLI's progress: a failing seed is printed as it ends, before its batch returns, and not again; a seed the evidence changed is", async () => {
  const lines: string[] = [];
  const io: CliIo = { out: () => undefined, err: (t) => void lines.push(t), isTTY: false, color: false };
  const progress = laneProgress(io);
  const batch = {
    key: () => "p",
    run: async (rows: readonly PlanRow[], { ended }: BatchRun) => {
      ended?.(0, "fail");
      await later(30);
      ended?.(1, "pass");
      await later(30);
      ended?.(2, "fail");
      lines.push("(batch returns)");
      // Seed 3's row said fail, but the batch's evidence says error (a tampered batch): the final result says so.
      return rows.map((r) => o(r.key === "3" ? "error" : r.key === "2" ? "pass" : "fail"));
    },
  };
  const results = await runRows([row("1"), row("2"), row("3")], async () => o("pass"), {
    concurrency: 1,
    reruns: 0,
    batch,
    onResult: progress.onResult,
    onEnded: (n, total) => progress.onEnded(n, total, "replay"),
    onRowEnded: progress.onRowEnded,
  });
  expect(results.map((r) => r.outcome)).toEqual(["fail", "pass", "error"]);
  expect(lines.filter((l) => !l.startsWith("  rows:"))).toEqual([
    "  [as it ended] replay p seed 1: fail",
    "  [as it ended] replay p seed 3: fail",
    "(batch returns)",
    "  [3/3] replay p seed 3: error",
  ]);
  // The count's line under a failure told as it ended already counts it; the final results count no row twice.
  expect(lines[lines.indexOf("  [as it ended] replay p seed 1: fail") + 1]).toMatch(/^ {2}rows: 1\/3 rows ended \(33 %\), 1 not passing, \d+ s$/);
  expect(lines.filter((l) => l.startsWith("  rows:")).at(-1)).toMatch(/^ {2}rows: 3\/3 rows ended \(100 %\), 2 not passing, \d+ s$/);
});

test("an onRowEnded that throws loses progress, never the run", async () => {
  const batch = { key: () => "p", run: async (rows: readonly PlanRow[], { ended }: BatchRun) => (ended?.(0, "fail"), rows.map(() => o("pass"))) };
  const onRowEnded = () => {
    throw new Error("progress broke");
  };
  const results = await runRows([row("1"), row("2")], async () => o("pass"), { concurrency: 1, reruns: 0, batch, onRowEnded });
  expect(results.map((r) => r.outcome)).toEqual(["pass", "pass"]);
});
