// Concurrency on a CPU-bound property: the same seeds through the lane engine with the
// hypothesis preset (a pytest process per seed), one at a time against two at a time.
// Target: concurrency 2 >= 1.8x faster on this 2-core machine. Real pytest + Hypothesis.
// The cores the seeds actually got (their CPU time over wall time) are printed too:
// on a shared machine other processes take their share, and no scheduler beats that.
import { availableParallelism, loadavg } from "node:os";
import { rmSync } from "node:fs";
import { argValue, median, report } from "./lib.mjs";
import { bundleLane, childCpuMs, project, PYTHON, sideBySideAsync } from "./lane-lib.mjs";

const SEEDS = argValue("seeds", 8);
const load0 = loadavg()[0];
const RUNS = argValue("runs", 3);
const WORK = argValue("work", 150_000); // loop iterations per example: about 1 s per seed here

const PROPERTY = `from hypothesis import given, settings, strategies as st


@settings(max_examples=100)
@given(st.integers(min_value=1, max_value=1000))
def test_cpu_bound(n):
    total = 0
    for i in range(${WORK}):
        total += (i * n) % 7
    assert total >= 0
`;

const { runRows, runRow, processExec, DEFAULT_CONFIG, hostDisk } = await bundleLane({
  "src/adapters/disk.ts": ["hostDisk"],
  "src/runners/engine.ts": ["runRows"],
  "src/runners/dispatch.ts": ["runRow"],
  "src/adapters/exec.ts": ["processExec"],
  "src/core/inputs/config.ts": ["DEFAULT_CONFIG"],
});
const root = project({ "tests/properties/test_cpu.py": PROPERTY });
const selector = "tests/properties/test_cpu.py::test_cpu_bound"; // zero config: the hypothesis preset
const property = {
  id: "cpu",
  format: "journal",
  selector,
  votes: true,
  state: "locked",
  replay: [],
  holdout: [],
  fixtures: [],
  cases: [],
  source: { file: "bench", pointer: "" },
};
const rows = Array.from({ length: SEEDS }, (_, i) => ({ lane: "holdout", property: "cpu", kind: "seed", key: String(i + 1), frozen: false }));
const ctx = {
  root,
  config: DEFAULT_CONFIG,
  exec: processExec,
  disk: hostDisk,
  env: { PATH: process.env.PATH, HOME: process.env.HOME, SEEDGATE_PYTHON: PYTHON },
  isSealed: () => false,
};

const cores = { 1: [], 2: [] };
const lane = (concurrency) => async () => {
  const c0 = childCpuMs();
  const t0 = process.hrtime.bigint();
  const results = await runRows(rows, (row) => runRow(ctx, property, row), { concurrency, reruns: 2 });
  const bad = results.find((r) => r.outcome !== "pass");
  if (bad) throw new Error(`seed ${bad.row.key}: ${bad.outcome} ${bad.attempts[0].detail}\n${bad.attempts[0].tail}`);
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  cores[concurrency].push((childCpuMs() - c0) / ms); // CPU the seeds got per wall second
  return ms;
};

try {
  const medians = await sideBySideAsync({ "concurrency 2": lane(2), "concurrency 1": lane(1) }, RUNS);
  const r = report(
    `CPU-bound property, ${SEEDS} seeds, a process per seed, ${availableParallelism()} cores, ${RUNS} runs each`,
    medians,
    "concurrency 2",
    "concurrency 1",
    0.5555,
  ); // 1/1.8, rounded down
  const used = (c) => `${median(cores[c]).toFixed(2)} (best ${Math.max(...cores[c]).toFixed(2)})`;
  console.log(`  cores the seeds' processes got, CPU / wall, median: concurrency 1 ${used(1)}, concurrency 2 ${used(2)}`);
  console.log(`  speed-up ${(medians["concurrency 1"] / medians["concurrency 2"]).toFixed(2)}x (target >= 1.8x: ${r.ok ? "met" : "NOT MET"})`);
  console.log(`  1-min load average: ${load0.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after (other processes here compete for the same cores)`);
  process.exitCode = r.ok ? 0 : 1;
} finally {
  rmSync(root, { recursive: true, force: true });
}
