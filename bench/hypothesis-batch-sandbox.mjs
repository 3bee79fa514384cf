// The batched Hypothesis mode inside the kernel sandbox against a process per seed inside
// it: the same trivial 100-example property, both through the sandboxed Exec a lane uses
// (the sandbox `auto` picks here, bubblewrap; `--landlock 1` for Landlock). Per-seed wall
// time, alternated run by run. Target: batched >= 2.5x faster per seed (ratio <= 0.4).
// The sandbox's cost is per process, so the gap is wider than unsandboxed
// (hypothesis-batch.mjs): a process per seed pays it every seed, a batch once.
import { rmSync } from "node:fs";
import { argValue, report } from "./lib.mjs";
import { bundleLane, project, PYTHON, sideBySideAsync } from "./lane-lib.mjs";

const SINGLE = argValue("single", 12); // seeds run one per process, per run
const BATCH = argValue("batch", 100); // seeds in one sandboxed process
const RUNS = argValue("runs", 3);
const LANDLOCK = argValue("landlock", 0) === 1;

const PROPERTY = `from hypothesis import given, settings, strategies as st


@settings(max_examples=100)
@given(st.lists(st.integers(), max_size=10))
def test_trivial(xs):
    assert sorted(sorted(xs)) == sorted(xs)
`;

const { runHypothesis, runHypothesisBatch, processExec, sandboxedExec, chooseSandbox, hostDisk } = await bundleLane({
  "src/adapters/disk.ts": ["hostDisk"],
  "src/runners/hypothesis/hypothesis.ts": ["runHypothesis"],
  "src/runners/hypothesis/batch.ts": ["runHypothesisBatch"],
  "src/adapters/exec.ts": ["processExec"],
  "src/adapters/sandbox.ts": ["sandboxedExec"],
  "src/adapters/sandbox-probe.ts": ["chooseSandbox"],
});
const choice = chooseSandbox(LANDLOCK ? "landlock" : "auto", process.env);
if (!choice.ok) throw new Error(choice.message);
const root = project({ "tests/test_trivial.py": PROPERTY });
const exec = sandboxedExec(processExec, { kind: choice.kind, workspace: root, writable: [], network: false });
const env = { PATH: process.env.PATH, HOME: process.env.HOME };
const common = { root, selector: "tests/test_trivial.py::test_trivial", python: PYTHON, timeoutMs: 120_000, sealedConftest: false, baseEnv: env };
const seeds = (n) => Array.from({ length: n }, (_, i) => i + 1);

const perSeed = async (n, fn) => {
  const t0 = process.hrtime.bigint();
  const bad = (await fn()).find((o) => o.outcome !== "pass");
  if (bad) throw new Error(`a seed did not pass under ${choice.kind}: ${bad.outcome} ${bad.detail}\n${bad.tail}`);
  return Number(process.hrtime.bigint() - t0) / 1e6 / n;
};
const single = `${choice.kind}: process per seed`;
const batched = `${choice.kind}: batched`;
const contenders = {
  [single]: () =>
    perSeed(SINGLE, async () => {
      const out = [];
      for (const seed of seeds(SINGLE)) out.push(await runHypothesis({ exec, disk: hostDisk }, { ...common, seed }));
      return out;
    }),
  [batched]: () => perSeed(BATCH, () => runHypothesisBatch({ exec, disk: hostDisk }, { ...common, seeds: seeds(BATCH) })),
};

try {
  const medians = await sideBySideAsync(contenders, RUNS);
  const title = `hypothesis inside the sandbox (${choice.kind}), ms per seed: ${SINGLE} seeds one per process, ${BATCH} in one batch, ${RUNS} runs each`;
  const r = report(title, medians, batched, single, 0.4);
  console.log(
    `  batched is ${(medians[single] / medians[batched]).toFixed(2)}x faster per seed inside ${choice.kind} (target >= 2.5x: ${r.ok ? "met" : "NOT MET"})`,
  );
  process.exitCode = r.ok ? 0 : 1;
} finally {
  rmSync(root, { recursive: true, force: true });
}
