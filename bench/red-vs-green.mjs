// A red pull request costs no more than a green one (issue 27 item 3): the replay lane
// of one journal (12 seeds of a Hypothesis property, the default rule: a sandboxed
// process per seed, `reruns: 2` as the default config) on the fixed code (green) and on
// the buggy code (red: every seed fails). An unfrozen failing seed is not rerun (it
// blocks whatever a rerun says), so red <= 1.2x green. A third contender prints what
// red cost when every failing seed was rerun (the seeds frozen: a freeze still needs
// its reruns), for the before/after. Wall medians.
import { loadavg } from "node:os";
import { rmSync } from "node:fs";
import { argValue, report } from "./lib.mjs";
import { bundleLane, project, PYTHON, sideBySideAsync } from "./lane-lib.mjs";

const SEEDS = argValue("seeds", 12);
const RUNS = argValue("runs", 3);
const CONCURRENCY = argValue("concurrency", 2);
const load0 = loadavg()[0];

const PROPERTY = `from hypothesis import given, settings, strategies as st

from src.ledger import balance


@settings(max_examples=50, database=None, deadline=None)
@given(st.lists(st.integers(0, 10**6), max_size=8))
def test_balance(amounts):
    assert balance(amounts) == sum(amounts)
`;
const FIXED = "def balance(amounts):\n    return sum(amounts)\n";
const BUGGY = "def balance(amounts):\n    return sum(a for a in amounts if a % 2 == 0)  # drops odd amounts\n";

const { runRows, runRow, processExec, sandboxedExec, chooseSandbox, DEFAULT_CONFIG, hostDisk } = await bundleLane({
  "src/adapters/disk.ts": ["hostDisk"],
  "src/runners/engine.ts": ["runRows"],
  "src/runners/dispatch.ts": ["runRow"],
  "src/adapters/exec.ts": ["processExec"],
  "src/adapters/sandbox.ts": ["sandboxedExec"],
  "src/adapters/sandbox-probe.ts": ["chooseSandbox"],
  "src/core/inputs/config.ts": ["DEFAULT_CONFIG"],
});
const property = {
  id: "balance",
  format: "journal",
  selector: "tests/test_balance.py::test_balance",
  votes: true,
  state: "locked",
  replay: [],
  holdout: [],
  fixtures: [],
  cases: [],
  source: { file: "bench", pointer: "" },
};
const auto = chooseSandbox("auto", process.env);
if (!auto.ok) throw new Error(auto.message);
const trees = { green: FIXED, red: BUGGY, "red, every failing seed rerun (frozen)": BUGGY };
const roots = Object.fromEntries(
  Object.entries(trees).map(([name, code]) => [name, project({ "src/__init__.py": "", "src/ledger.py": code, "tests/test_balance.py": PROPERTY })]),
);

const laneOf = (name) => {
  const root = roots[name];
  const exec = sandboxedExec(processExec, { kind: auto.kind, workspace: root, writable: [], network: false });
  const ctx = { root, config: DEFAULT_CONFIG, exec, disk: hostDisk, env: { ...process.env, SEEDGATE_PYTHON: PYTHON }, isSealed: () => false };
  const frozen = name.includes("frozen");
  const rows = Array.from({ length: SEEDS }, (_, i) => ({ lane: "replay", property: "balance", kind: "seed", key: String(i + 1), frozen }));
  const want = name === "green" ? "pass" : "fail";
  return async () => {
    const t0 = process.hrtime.bigint();
    const results = await runRows(rows, (row) => runRow(ctx, property, row), { concurrency: CONCURRENCY, reruns: DEFAULT_CONFIG.runners.reruns });
    const wrong = results.filter((r) => r.outcome !== want);
    if (wrong.length > 0) throw new Error(`${name}: ${wrong.length} rows are not ${want}: ${wrong[0].outcome} ${wrong[0].attempts[0].detail}`);
    return Number(process.hrtime.bigint() - t0) / 1e6;
  };
};

try {
  const contenders = Object.fromEntries(Object.keys(trees).map((name) => [name, laneOf(name)]));
  await contenders.green(); // warm: module load and the interpreter's page cache
  const medians = await sideBySideAsync(contenders, RUNS);
  const r = report(
    `red against green: the replay lane of one journal, ${SEEDS} seeds, a ${auto.kind}-sandboxed process per seed, reruns ${DEFAULT_CONFIG.runners.reruns}, concurrency ${CONCURRENCY}, ${RUNS} runs each`,
    medians,
    "red",
    "green",
    1.2,
  );
  console.log(`  1-min load average: ${load0.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after (other processes here compete for the same cores)`);
  process.exitCode = r.ok ? 0 : 1;
} finally {
  for (const root of Object.values(roots)) rmSync(root, { recursive: true, force: true });
}
