// Hypothesis per-seed cost of a trivial 100-example property, three ways, alternated
// run by run: seedgate's process-per-seed preset, seedgate's batched mode (one pytest
// process for all seeds), and the property's own in-process run time (a plain Python
// loop setting Hypothesis' seed, no pytest, same hermetic profile). Targets: batched
// >= 2.5x faster per seed than a process per seed, and batched per-seed cost <= 1.10x
// the in-process time. Uses real pytest + Hypothesis ($SEEDGATE_PYTHON or /usr/bin/python3).
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { argValue, median, report } from "./lib.mjs";
import { bundleLane, childCpuMs, project, PYTHON, sideBySideAsync } from "./lane-lib.mjs";

const SINGLE = argValue("single", 12); // seeds run one per process, per run
const BATCH = argValue("batch", 100); // seeds in one process (and in the in-process loop): start-up is shared by these
const RUNS = argValue("runs", 3);

const PROPERTY = `from hypothesis import given, settings, strategies as st


@settings(max_examples=100)
@given(st.lists(st.integers(), max_size=10))
def test_trivial(xs):
    assert sorted(sorted(xs)) == sorted(xs)
`;
// The peer: the same test function, called once per seed exactly as --hypothesis-seed would seed it.
const IN_PROCESS = `import sys, time
sys.path.insert(0, sys.argv[1]); sys.path.insert(0, "tests")
import seedgate_profile  # the same hermetic settings as both seedgate modes
from hypothesis import core
import test_trivial
n = int(sys.argv[2])
w0, c0 = time.perf_counter(), time.process_time()
for seed in range(1, n + 1):
    core.global_force_seed = seed
    test_trivial.test_trivial()
print((time.perf_counter() - w0) * 1000, (time.process_time() - c0) * 1000)
`;

const { runHypothesis, runHypothesisBatch, processExec, hostDisk } = await bundleLane({
  "src/adapters/disk.ts": ["hostDisk"],
  "src/runners/hypothesis/hypothesis.ts": ["runHypothesis"],
  "src/runners/hypothesis/batch.ts": ["runHypothesisBatch"],
  "src/adapters/exec.ts": ["processExec"],
});
const root = project({ "tests/test_trivial.py": PROPERTY, "in_process.py": IN_PROCESS });
const selector = "tests/test_trivial.py::test_trivial";
const env = { PATH: process.env.PATH, HOME: process.env.HOME };
const common = { root, selector, python: PYTHON, timeoutMs: 120_000, sealedConftest: false, baseEnv: env };
const seeds = (n) => Array.from({ length: n }, (_, i) => i + 1);
const cpu = { "process per seed": [], batched: [], "in-process": [] };

const expectPass = (outcomes) => {
  const bad = outcomes.find((o) => o.outcome !== "pass");
  if (bad) throw new Error(`a seed did not pass: ${bad.outcome} ${bad.detail}\n${bad.tail}`);
};
const perSeed = async (name, n, fn) => {
  const c0 = childCpuMs();
  const t0 = process.hrtime.bigint();
  expectPass(await fn());
  cpu[name].push((childCpuMs() - c0) / n);
  return Number(process.hrtime.bigint() - t0) / 1e6 / n;
};

const contenders = {
  "process per seed": () =>
    perSeed("process per seed", SINGLE, async () => {
      const out = [];
      for (const seed of seeds(SINGLE)) out.push(await runHypothesis({ exec: processExec, disk: hostDisk }, { ...common, seed }));
      return out;
    }),
  batched: () => perSeed("batched", BATCH, () => runHypothesisBatch({ exec: processExec, disk: hostDisk }, { ...common, seeds: seeds(BATCH) })),
  "in-process": async () => {
    const harness = resolve("src/harness/evidence"); // seedgate_profile's room
    const [wall, proc] = execFileSync(PYTHON, ["-B", join(root, "in_process.py"), harness, String(BATCH)], { cwd: root, env, encoding: "utf8" })
      .trim()
      .split(" ")
      .map(Number);
    cpu["in-process"].push(proc / BATCH);
    return wall / BATCH;
  },
};

try {
  const medians = await sideBySideAsync(contenders, RUNS);
  const title = `hypothesis per-seed cost (ms per seed): ${SINGLE} seeds one per process, ${BATCH} in one batch / loop, ${RUNS} runs each`;
  const speed = report(title, medians, "batched", "process per seed", 0.4);
  console.log(`  batched is ${(medians["process per seed"] / medians.batched).toFixed(2)}x faster per seed (target >= 2.5x: ${speed.ok ? "met" : "NOT MET"})`);
  const over = report(
    "batched against the property's own in-process time",
    { batched: medians.batched, "in-process": medians["in-process"] },
    "batched",
    "in-process",
    1.1,
  );
  console.log(`  batched per-seed overhead ${((over.ratio - 1) * 100).toFixed(1)} % (target <= 10 %: ${over.ok ? "met" : "NOT MET"})`);
  const c = Object.fromEntries(Object.entries(cpu).map(([k, v]) => [k, median(v)]));
  console.log(
    `  CPU ms per seed (median; children's user+sys, in-process loop's process_time): ${Object.entries(c)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(", ")}`,
  );
  console.log(
    `  in CPU terms: batched ${(c["process per seed"] / c.batched).toFixed(2)}x faster per seed, ${((c.batched / c["in-process"] - 1) * 100).toFixed(1)} % over in-process (start-up included, shared by ${BATCH} seeds)`,
  );
  process.exitCode = speed.ok && over.ok ? 0 : 1;
} finally {
  rmSync(root, { recursive: true, force: true });
}
