// Lane-engine overhead: 200 seed rows of a trivial command, one at a time, through the
// engine (runRows -> dispatch -> command preset -> process-group Exec), against
// spawning the same command directly from Node the same number of times, awaiting
// each exit and reading its output. Target: engine / direct <= 1.05 (wall medians).
// The machine is shared, so the parent's own CPU per row is printed too: it is what
// the engine adds, and load does not move it much.
import { spawn } from "node:child_process";
import { loadavg } from "node:os";
import { argValue, median, report } from "./lib.mjs";
import { bundleLane, sideBySideAsync } from "./lane-lib.mjs";

const SEEDS = argValue("seeds", 200);
const load0 = loadavg()[0];
const RUNS = argValue("runs", 21);
const COMMAND = ["/bin/sh", "-c", "exit 0"];

const { runRows, runRow, processExec, DEFAULT_CONFIG, hostDisk } = await bundleLane({
  "src/adapters/disk.ts": ["hostDisk"],
  "src/runners/engine.ts": ["runRows"],
  "src/runners/dispatch.ts": ["runRow"],
  "src/adapters/exec.ts": ["processExec"],
  "src/core/inputs/config.ts": ["DEFAULT_CONFIG"],
});

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
// As the lane command does: a plain snapshot of the env, not process.env itself.
const ctx = { root: process.cwd(), config, exec: processExec, disk: hostDisk, env: { ...process.env }, isSealed: () => false };
const cpu = { engine: [], direct: [] };
const walls = { engine: [], direct: [] };
const timed = async (name, fn) => {
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  await fn();
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const c = process.cpuUsage(c0);
  cpu[name].push((c.user + c.system) / 1000 / SEEDS);
  walls[name].push(ms);
  return ms;
};

const engine = () =>
  timed("engine", async () => {
    const results = await runRows(rows, (row) => runRow(ctx, property, row), { concurrency: 1, reruns: 2 });
    const bad = results.filter((r) => r.outcome !== "pass");
    if (bad.length > 0) throw new Error(`${bad.length} rows did not pass: ${bad[0].attempts[0].detail}`);
  });

const runDirect = () =>
  new Promise((resolve, reject) => {
    const child = spawn(COMMAND[0], COMMAND.slice(1), { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", () => {});
    child.stderr.on("data", () => {});
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`))));
  });

const direct = () =>
  timed("direct", async () => {
    for (let i = 0; i < SEEDS; i++) await runDirect();
  });

await engine(); // warm both paths once: module load and JIT are not per-row cost
await direct();
cpu.engine.length = cpu.direct.length = walls.engine.length = walls.direct.length = 0;
const medians = await sideBySideAsync({ [`lane engine, ${SEEDS} rows`]: engine, [`direct spawn, ${SEEDS} runs`]: direct }, RUNS);
const r = report(
  `lane-engine overhead: \`${COMMAND.join(" ")}\` x ${SEEDS}, one at a time, ${RUNS} runs each`,
  medians,
  `lane engine, ${SEEDS} rows`,
  `direct spawn, ${SEEDS} runs`,
  1.05,
);
const [ours, peer] = Object.values(medians);
console.log(`  per row: engine ${(ours / SEEDS).toFixed(2)} ms, direct ${(peer / SEEDS).toFixed(2)} ms, overhead ${((ours - peer) / SEEDS).toFixed(3)} ms`);
const [ce, cd] = [median(cpu.engine), median(cpu.direct)];
console.log(`  fastest runs (least disturbed by other load): engine / direct = ${(Math.min(...walls.engine) / Math.min(...walls.direct)).toFixed(3)}`);
console.log(`  parent CPU per row (median): engine ${ce.toFixed(3)} ms, direct ${cd.toFixed(3)} ms, engine adds ${(ce - cd).toFixed(3)} ms`);
console.log(`  1-min load average: ${load0.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after (other processes here compete for the same cores)`);
process.exitCode = r.ok ? 0 : 1;
