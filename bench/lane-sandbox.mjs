// Lane overhead of the kernel sandbox, as users run a lane: 200 seed rows of a trivial
// Hypothesis property through the engine with the batched mode (runRows -> runBatch ->
// one sandboxed pytest per chunk of seeds, each seed's row and integrity evidence
// checked), with the sandbox `auto` picks here (bubblewrap) and with Landlock, against
// the same lane with `runners.sandbox: none`. Target: sandboxed / none <= 1.10 (wall
// medians). The sandbox's cost is per process, so batching is what keeps it small.
// Lanes batch only under `batch: true` (lane.ts, dispatch.ts batchKey); the default rule
// runs a process per seed, so a second row measures that too, on fewer seeds (each is a
// pytest start). An extra line prints the worst case, not the target: a `command` preset running
// `/bin/sh -c 'exit 0'` as one process per row, with the ms each sandbox adds per process.
import { loadavg } from "node:os";
import { rmSync } from "node:fs";
import { argValue, report } from "./lib.mjs";
import { bundleLane, project, PYTHON, sideBySideAsync } from "./lane-lib.mjs";

const SEEDS = argValue("seeds", 200);
const RUNS = argValue("runs", 5);
const PER_PROCESS_SEEDS = argValue("per-process-seeds", 24);
const PER_PROCESS_RUNS = argValue("per-process-runs", 3);
const CONCURRENCY = argValue("concurrency", 2);
const COMMAND = ["/bin/sh", "-c", "exit 0"];
const load0 = loadavg()[0];

const PROPERTY = `from hypothesis import given, settings, strategies as st


@settings(max_examples=10)
@given(st.integers())
def test_trivial(x):
    assert x == x
`;

const lane = await bundleLane({
  "src/runners/engine.ts": ["runRows"],
  "src/runners/dispatch.ts": ["runRow", "runBatch", "batchKey"],
  "src/adapters/exec.ts": ["processExec"],
  "src/adapters/sandbox.ts": ["sandboxedExec"],
  "src/adapters/sandbox-probe.ts": ["chooseSandbox"],
  "src/core/inputs/config.ts": ["DEFAULT_CONFIG"],
  "src/adapters/disk.ts": ["hostDisk"],
});
const { runRows, runRow, runBatch, batchKey, processExec, sandboxedExec, chooseSandbox, DEFAULT_CONFIG, hostDisk } = lane;

const root = project({ "tests/test_trivial.py": PROPERTY, "bench/trivial.sh": "exit 0\n" });
const withRule = (rule) => ({ ...DEFAULT_CONFIG, runners: { ...DEFAULT_CONFIG.runners, rules: [rule] } });
const propertyOf = (id, selector) => ({
  id,
  format: "journal",
  selector,
  votes: true,
  state: "locked",
  replay: [],
  holdout: [],
  fixtures: [],
  cases: [],
  source: { file: "bench", pointer: "" },
});
const lanes = {
  hypothesis: {
    config: withRule({ match: "tests/**", preset: "hypothesis", batch: true }),
    property: propertyOf("trivial", "tests/test_trivial.py::test_trivial"),
  },
  "hypothesis per process": { config: DEFAULT_CONFIG, property: propertyOf("trivial", "tests/test_trivial.py::test_trivial") },
  command: { config: withRule({ match: "bench/**", preset: "command", command: COMMAND }), property: propertyOf("shell", "bench/trivial.sh") },
};
const rowsOf = (id, n) => Array.from({ length: n }, (_, i) => ({ lane: "holdout", property: id, kind: "seed", key: String(i + 1), frozen: false }));
const auto = chooseSandbox("auto", process.env);
if (!auto.ok) throw new Error(auto.message);
const kinds = [...new Set([auto.kind, "landlock", "none"])];

/** One lane run as lane.ts wires it: the engine, dispatch's batch key and runner, the sandboxed Exec. */
const laneWith = (which, kind, n) => {
  const { config, property } = lanes[which];
  const exec = sandboxedExec(processExec, { kind, workspace: root, writable: [], network: false });
  const ctx = { root, config, exec, disk: hostDisk, env: { ...process.env, SEEDGATE_PYTHON: PYTHON }, isSealed: () => false };
  const rows = rowsOf(property.id, n);
  const batch = { key: (row) => batchKey(ctx, property, row), run: (rs) => runBatch(ctx, property, rs) };
  return async () => {
    const t0 = process.hrtime.bigint();
    const results = await runRows(rows, (row) => runRow(ctx, property, row), { concurrency: CONCURRENCY, reruns: 2, batch });
    const bad = results.filter((r) => r.outcome !== "pass");
    if (bad.length > 0) throw new Error(`${which} under ${kind}: ${bad.length} rows did not pass: ${bad[0].attempts[0].detail} ${bad[0].attempts[0].tail}`);
    return Number(process.hrtime.bigint() - t0) / 1e6;
  };
};

const measure = async (which, runs, n = SEEDS) => {
  const names = Object.fromEntries(kinds.map((k) => [k, `${which} ${k}, ${n} rows`]));
  const contenders = Object.fromEntries(kinds.map((k) => [names[k], laneWith(which, k, n)]));
  for (const fn of Object.values(contenders)) await fn(); // warm: module load, preflight and JIT are not per-row cost
  return { names, medians: await sideBySideAsync(contenders, runs) };
};

try {
  const hyp = await measure("hypothesis", RUNS);
  const r = report(
    `lane sandbox overhead: ${SEEDS} seeds of a trivial Hypothesis property, batched (batch: true), concurrency ${CONCURRENCY}, ${RUNS} runs each`,
    hyp.medians,
    hyp.names[auto.kind],
    hyp.names.none,
    1.1,
  );
  const none = hyp.medians[hyp.names.none];
  for (const k of kinds)
    console.log(`  ${k}: ratio to none ${(hyp.medians[hyp.names[k]] / none).toFixed(3)}, adds ${(hyp.medians[hyp.names[k]] - none).toFixed(1)} ms per lane`);
  const pp = await measure("hypothesis per process", PER_PROCESS_RUNS, PER_PROCESS_SEEDS);
  const r2 = report(
    `the same property under the default rule (a process per seed): ${PER_PROCESS_SEEDS} seeds, concurrency ${CONCURRENCY}, ${PER_PROCESS_RUNS} runs each`,
    pp.medians,
    pp.names[auto.kind],
    pp.names.none,
    1.1,
  );
  const ppnone = pp.medians[pp.names.none];
  for (const k of kinds) {
    const m = pp.medians[pp.names[k]];
    console.log(
      `  ${k}: ${(m / PER_PROCESS_SEEDS).toFixed(1)} ms per row, ratio to none ${(m / ppnone).toFixed(3)}, adds ${((m - ppnone) / PER_PROCESS_SEEDS).toFixed(2)} ms per process`,
    );
  }
  // The worst case, printed only: no table row, no target.
  const cmd = await measure("command", RUNS);
  const cnone = cmd.medians[cmd.names.none];
  console.log(`\nworst case (not a target): \`${COMMAND.join(" ")}\` as one process per row, ${SEEDS} rows, concurrency ${CONCURRENCY}`);
  for (const k of kinds) {
    const m = cmd.medians[cmd.names[k]];
    console.log(
      `  ${k}: ${(m / SEEDS).toFixed(2)} ms per row, ratio to none ${(m / cnone).toFixed(3)}, adds ${((m - cnone) / SEEDS).toFixed(2)} ms per process`,
    );
  }
  console.log(`  1-min load average: ${load0.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after (other processes here compete for the same cores)`);
  process.exitCode = r.ok && r2.ok ? 0 : 1;
} finally {
  rmSync(root, { recursive: true, force: true });
}
