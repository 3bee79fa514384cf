// The fork server (issue 27.1): both lanes of a real fix, default config (sandbox on,
// isolation: process, fork server), against seed 000's own reference runner over the
// same seeds: `python -m pytest -q SELECTOR --hypothesis-seed=N` per seed, as many at
// once as there are cores. The input is built as a user has it: the journal example's
// history (examples/journal, built by journal-repo.mjs), its property at --examples examples, hunted over seeds
// 1..--seeds, the proposal locked with every hunted seed, the real fix on a branch; the lanes run through
// `node dist/cli.js lane` (npm run build first). Target: lanes / reference <= 0.5.
// With --per-process, a third contender runs the lanes with runners.forkServer: false.
// With --properties N, the lanes hold N properties (copies of the test, each its own journal
// locked with the same seeds), as a library with several properties has them: each is a zygote
// pair of its own, and the engine boots the next on the core a booting one leaves idle.
// Two more lines say where the lanes' time goes (one property only): the rows' own time (the fork lines' per-seed
// ms, summed per lane and spread over the cores) against the rest (Node, git, the seal, the
// sandbox, the zygotes), and a floor (bench/floors/hypothesis-in-process.py): one bare
// interpreter per core per lane calling the test body under each of its seeds.
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { argValue, report } from "./lib.mjs";
import { PYTHON, sideBySideAsync } from "./lane-lib.mjs";
import { idOf, journalRepo, moduleOf, PER_PROCESS_CONFIG } from "./journal-repo.mjs";

const SEEDS = argValue("seeds", 24);
const PROPERTIES = argValue("properties", 1);
const EXAMPLES = argValue("examples", 50);
const RUNS = argValue("runs", 3);
const CORES = availableParallelism();
const PER_PROCESS = process.argv.includes("--per-process");
const PROPERTY_NUMBERS = Array.from({ length: PROPERTIES }, (_, i) => i + 1);
const load0 = loadavg()[0];

const {
  dir,
  repo,
  env,
  git,
  seedgate,
  base,
  head,
  selectors: SELECTORS,
} = journalRepo({ name: "forks", seeds: SEEDS, examples: EXAMPLES, properties: PROPERTIES });
/** Each property's seeds over both lanes (learnt from the warm-up run), for the reference. */
const seeds = new Map(PROPERTY_NUMBERS.map((k) => [idOf(k), new Set()]));
/** Each lane's seeds of each property (learnt from the warm-up run), for the floor. */
const laneSeeds = { replay: new Map(), holdout: new Map() };
/** Per run of the default contender: the rows' own ms (summed, over the cores) and the lanes' wall ms. */
const split = [];

/** Both lanes, one after the other, as `seedgate lane` runs them; every row must pass. */
const lanes = (config) => async () => {
  const t0 = process.hrtime.bigint();
  let rowsMs = 0;
  for (const lane of ["replay", "holdout"]) {
    const out = join(dir, `${lane}.json`);
    const args = ["lane", lane, "--base", base, "--head", head, "--out", out, ...(config ? ["--config", config] : [])];
    seedgate(...args);
    const rows = JSON.parse(readFileSync(out, "utf8")).rows;
    const bad = rows.filter((r) => r.outcome !== "pass");
    if (bad.length > 0) throw new Error(`${lane}: ${bad.length} rows did not pass: ${JSON.stringify(bad[0]).slice(0, 400)}`);
    for (const r of rows) if (r.kind === "seed") seeds.get(r.property)?.add(Number(r.key));
    for (const k of PROPERTY_NUMBERS) {
      const mine = rows.filter((r) => r.kind === "seed" && r.property === idOf(k)).map((r) => Number(r.key));
      if (!laneSeeds[lane].has(k)) laneSeeds[lane].set(k, mine);
    }
    rowsMs += rows.reduce((n, r) => n + r.durationMs, 0) / Math.min(CORES, rows.length);
  }
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (!config) split.push({ rowsMs, ms });
  git("checkout", "-q", "--", ".");
  git("clean", "-qfd");
  return ms;
};

const pytestSeed = ([selector, seed]) =>
  new Promise((done, fail) => {
    const child = spawn(PYTHON, ["-m", "pytest", "-q", selector, `--hypothesis-seed=${seed}`], { cwd: repo, env, stdio: "ignore" });
    child.on("error", fail);
    child.on("close", (code) => (code === 0 ? done() : fail(new Error(`seed ${seed}: pytest exited ${code}`))));
  });

/** Seed 000's reference runner: a pytest process per seed of each property, as many at once as there are cores. */
const reference = async () => {
  const queue = PROPERTY_NUMBERS.flatMap((k) => [...seeds.get(idOf(k))].map((seed) => [SELECTORS[k - 1], seed]));
  const t0 = process.hrtime.bigint();
  const worker = async () => {
    for (let s = queue.shift(); s !== undefined; s = queue.shift()) await pytestSeed(s);
  };
  await Promise.all(Array.from({ length: CORES }, worker));
  return Number(process.hrtime.bigint() - t0) / 1e6;
};

const FLOOR_SCRIPT = resolve("bench/floors/hypothesis-in-process.py");
const floorProcess = (module, list) =>
  new Promise((done, fail) => {
    const args = [FLOOR_SCRIPT, ".", `tests.properties.${module}`, "test_round_trip", ...list.map(String)];
    const child = spawn(PYTHON, args, { cwd: repo, env, stdio: "ignore" });
    child.on("error", fail);
    child.on("close", (code) => (code === 0 ? done() : fail(new Error(`floor: exited ${code}`))));
  });

/** The floor: per lane and property, one bare interpreter per core, each calling the test body under its share of the lane's seeds. */
const floor = async () => {
  const t0 = process.hrtime.bigint();
  for (const byProperty of Object.values(laneSeeds))
    for (const [k, list] of byProperty) {
      const shares = Array.from({ length: CORES }, (_, c) => list.filter((_, i) => i % CORES === c)).filter((l) => l.length > 0);
      await Promise.all(shares.map((share) => floorProcess(moduleOf(k), share)));
    }
  return Number(process.hrtime.bigint() - t0) / 1e6;
};
const FLOOR = "floor: the seeds' test bodies in a bare interpreter per core";

try {
  await lanes()(); // warm, and learns the lanes' seeds
  split.length = 0;
  const contenders = {
    "both lanes (default config)": lanes(),
    "reference runner (pytest per seed)": reference,
    ...(PER_PROCESS ? { "both lanes, forkServer: false": lanes(PER_PROCESS_CONFIG) } : {}),
    [FLOOR]: floor,
  };
  const medians = await sideBySideAsync(contenders, RUNS);
  const r = report(
    `fork server: both lanes of the journal example's real fix (${PROPERTIES > 1 ? `${PROPERTIES} properties × ` : ""}${seeds.get(idOf(1)).size} seeds, ${EXAMPLES} examples each), ${CORES} cores, ${RUNS} runs each`,
    medians,
    "both lanes (default config)",
    "reference runner (pytest per seed)",
    0.5,
  );
  const mid = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const [rowsMs, wallMs] = [mid(split.map((x) => x.rowsMs)), mid(split.map((x) => x.ms))];
  // Several properties' rows overlap (one boots while another runs): their own times no longer add up to the wall's.
  if (PROPERTIES === 1)
    console.log(
      `  where the lanes' time goes (medians): rows ${rowsMs.toFixed(0)} ms (their own time over ${CORES} cores), the rest ${(wallMs - rowsMs).toFixed(0)} ms (Node, git, seal, sandbox, zygotes)`,
    );
  const floorRatio = medians[FLOOR] / medians["reference runner (pytest per seed)"];
  console.log(`  ${FLOOR} / reference = ${floorRatio.toFixed(3)}: no design that runs every seed's examples goes below it`);
  console.log(`  1-min load average: ${load0.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after (other processes here compete for the same cores)`);
  process.exitCode = r.ok ? 0 : 1;
} finally {
  if (process.argv.includes("--keep")) console.log(`  kept: ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
