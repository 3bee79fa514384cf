// Lane overhead of the kernel sandbox: 200 seed rows of a trivial command through the
// engine (runRows -> dispatch -> command preset -> sandboxed Exec -> process-group Exec)
// with the sandbox `auto` picks here (bubblewrap), and with Landlock, against the same
// lane with `runners.sandbox: none`. Target: sandboxed / none <= 1.10 (wall medians).
// A trivial command is the worst case: the sandbox's fixed cost per process (namespaces,
// or the launcher's interpreter start) is all there is to measure; the added ms per row
// are printed too, to set against a real seed's run time.
import { loadavg } from "node:os";
import { argValue, report } from "./lib.mjs";
import { bundleLane, project, sideBySideAsync } from "./lane-lib.mjs";

const SEEDS = argValue("seeds", 200);
const RUNS = argValue("runs", 7);
const CONCURRENCY = argValue("concurrency", 2);
const COMMAND = ["/bin/sh", "-c", "exit 0"];
const load0 = loadavg()[0];

const { runRows, runRow, processExec, sandboxedExec, chooseSandbox, DEFAULT_CONFIG } = await bundleLane({
  "src/lanes/engine.ts": ["runRows"],
  "src/runners/dispatch.ts": ["runRow"],
  "src/adapters/exec.ts": ["processExec"],
  "src/adapters/sandbox.ts": ["sandboxedExec"],
  "src/adapters/sandbox-probe.ts": ["chooseSandbox"],
  "src/core/config.ts": ["DEFAULT_CONFIG"],
});

const root = project({ "bench/trivial.sh": "exit 0\n" });
const config = { ...DEFAULT_CONFIG, runners: { ...DEFAULT_CONFIG.runners, rules: [{ match: "bench/**", preset: "command", command: COMMAND }] } };
const property = {
  id: "trivial",
  format: "journal",
  selector: "bench/trivial.sh",
  votes: true,
  state: "locked",
  replay: [],
  holdout: [],
  fixtures: [],
  cases: [],
  source: { file: "bench", pointer: "" },
};
const rows = Array.from({ length: SEEDS }, (_, i) => ({ lane: "holdout", property: "trivial", kind: "seed", key: String(i + 1), frozen: false }));
const auto = chooseSandbox("auto", process.env);
if (!auto.ok) throw new Error(auto.message);
const execFor = (kind) => sandboxedExec(processExec, { kind, workspace: root, writable: [], network: false });

const laneWith = (kind) => {
  const ctx = { root, config, exec: execFor(kind), env: { ...process.env }, isSealed: () => false };
  return async () => {
    const t0 = process.hrtime.bigint();
    const results = await runRows(rows, (row) => runRow(ctx, property, row), { concurrency: CONCURRENCY, reruns: 2 });
    const bad = results.filter((r) => r.outcome !== "pass");
    if (bad.length > 0) throw new Error(`${kind}: ${bad.length} rows did not pass: ${bad[0].attempts[0].detail} ${bad[0].attempts[0].tail}`);
    return Number(process.hrtime.bigint() - t0) / 1e6;
  };
};

const names = { [auto.kind]: `${auto.kind}, ${SEEDS} rows`, landlock: `landlock, ${SEEDS} rows`, none: `none, ${SEEDS} rows` };
const contenders = Object.fromEntries([...new Set([auto.kind, "landlock", "none"])].map((k) => [names[k], laneWith(k)]));
for (const fn of Object.values(contenders)) await fn(); // warm: module load and JIT are not per-row cost
const medians = await sideBySideAsync(contenders, RUNS);
const r = report(
  `lane sandbox overhead: \`${COMMAND.join(" ")}\` x ${SEEDS}, concurrency ${CONCURRENCY}, ${RUNS} runs each`,
  medians,
  names[auto.kind],
  names.none,
  1.1,
);
const none = medians[names.none];
for (const k of Object.keys(contenders))
  console.log(
    `  ${k}: ${(medians[k] / SEEDS).toFixed(2)} ms per row, ratio to none ${(medians[k] / none).toFixed(3)}, adds ${((medians[k] - none) / SEEDS).toFixed(2)} ms per row`,
  );
console.log(`  1-min load average: ${load0.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after (other processes here compete for the same cores)`);
process.exitCode = r.ok ? 0 : 1;
