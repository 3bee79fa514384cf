// Hunt throughput (issue #5): `seedgate hunt` through the CLI (concurrency = cores)
// against the framework command run once per seed in a shell loop, same seeds, same
// machine, on the ledger fixture project with its bug on the parent. Target: the loop
// takes >= 1.8x as long as the hunt on 2 cores, more with the batched Hypothesis mode.
// The hunt batches Hypothesis seeds by default; `--per-process` (one process per seed,
// the lanes' default) is measured beside it. The hunt does more than the loop: a
// git worktree, the sealed overlay, and for each hit a captured fixture that is
// replayed on the parent; the loop only runs pytest. All must agree on which seeds hit.
// The same loop split over the cores, side by side, is measured too: the ceiling one
// process per seed can reach on this machine at this moment (a shared host's cores are
// not all ours), so a missed target can be told from a slow hunt.
//
//   node bench/hunt-throughput.mjs [--seeds 40] [--runs 1]
//
// A second round hunts the fixed commit (no seed hits, so no fixture is captured or
// replayed): the same seeds, the engine's per-seed throughput alone.
//
// The CLI is src/cli/main.ts bundled here with esbuild into node_modules/.cache (as
// build.mjs bundles dist/cli.js, harness copied beside it): dist/ is not used.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { argValue, median, tableRow } from "./lib.mjs";

const SEEDS = argValue("seeds", 40);
const RUNS = argValue("runs", 1);
const CORES = availableParallelism();
const PYTHON = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const SELECTOR = "tests/properties/test_ledger.py::test_balance_invariant";
const FIXED = "def balance(amounts):\n    return sum(amounts)\n";
const seeds = Array.from({ length: SEEDS }, (_, i) => i + 1);

async function bundleCli() {
  mkdirSync(resolve("node_modules/.cache"), { recursive: true }); // absent on a fresh install
  const dir = mkdtempSync(join(resolve("node_modules/.cache"), "seedgate-bench-hunt-"));
  const { version } = JSON.parse(readFileSync("package.json", "utf8"));
  await build({
    entryPoints: ["src/cli/main.ts"],
    outfile: join(dir, "cli.mjs"),
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    logLevel: "error",
    define: { __SEEDGATE_VERSION__: JSON.stringify(version) },
    alias: { "jsonc-parser": "./node_modules/jsonc-parser/lib/esm/main.js" },
    banner: { js: "import { createRequire as __benchCreateRequire } from 'node:module'; const require = __benchCreateRequire(import.meta.url);" },
  });
  cpSync("src/harness", join(dir, "harness"), { recursive: true, filter: (src) => !src.includes("__pycache__") });
  return { dir, cli: join(dir, "cli.mjs") };
}

const git = (cwd, ...args) => {
  const r = spawnSync("git", args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, GIT_AUTHOR_NAME: "b", GIT_AUTHOR_EMAIL: "b@example.invalid", GIT_COMMITTER_NAME: "b", GIT_COMMITTER_EMAIL: "b@example.invalid" },
  });
  if (r.status !== 0) throw new Error(`git ${args.join(" ")}: ${r.stderr}`);
  return r.stdout.trim();
};

/** parent: the fixture project with its bug; HEAD: the fix and a proposed journal. Also a plain copy of the parent for the loop. */
function projects() {
  const repo = mkdtempSync(join(tmpdir(), "seedgate-bench-hunt-repo-"));
  git(repo, "init", "-q", "-b", "main");
  cpSync("test/fixtures/projects/ledger", repo, { recursive: true });
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "parent: the bug");
  const parent = git(repo, "rev-parse", "HEAD");
  const loopTree = mkdtempSync(join(tmpdir(), "seedgate-bench-hunt-loop-"));
  cpSync("test/fixtures/projects/ledger", loopTree, { recursive: true });
  const loopFixed = mkdtempSync(join(tmpdir(), "seedgate-bench-hunt-fixed-"));
  cpSync("test/fixtures/projects/ledger", loopFixed, { recursive: true });
  writeFileSync(join(loopFixed, "src/ledger.py"), FIXED);
  writeFileSync(join(repo, "src/ledger.py"), FIXED);
  const journal = { id: "ledger", selector: SELECTOR, replay: { seeds: [], hits: 0 }, holdout: { seeds: [], generator_saw: false }, state: "proposed" };
  mkdirSync(join(repo, "oracles"), { recursive: true });
  writeFileSync(join(repo, "oracles/ledger.json"), JSON.stringify(journal, null, 2) + "\n");
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "fix + proposed journal");
  return { repo, parent, fixed: git(repo, "rev-parse", "HEAD"), loopTree, loopFixed };
}

const ENV = { PATH: process.env.PATH, HOME: process.env.HOME, SEEDGATE_PYTHON: PYTHON, PYTHONDONTWRITEBYTECODE: "1" };

function timed(cmd, args, opts) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { encoding: "utf8", maxBuffer: 256 * 1024 * 1024, ...opts });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.error) throw r.error;
  return { ms, r };
}

function runHunt(cli, p, parent, out, extra = []) {
  const { ms, r } = timed(
    process.execPath,
    [
      cli,
      "hunt",
      "--cwd",
      p.repo,
      "--parent",
      parent,
      "--property",
      "ledger",
      "--seeds",
      `1..${SEEDS}`,
      "--concurrency",
      String(CORES),
      "--out",
      out,
      "--json",
      ...extra,
    ],
    { env: ENV },
  );
  // 0: hits; 1: no hit (a dead property), the expected result on the fixed commit.
  if (r.status !== 0 && r.status !== 1) throw new Error(`seedgate hunt exited ${r.status}: ${r.stderr}`);
  const result = JSON.parse(r.stdout);
  if (result.errors.length > 0 || result.timeouts.length > 0)
    throw new Error(`hunt had errors/timeouts: ${JSON.stringify(result.rows.filter((x) => x.outcome !== "hit" && x.outcome !== "miss"))}`);
  const files = new Set(result.rows.flatMap((x) => (x.fixture?.verified ? [x.fixture.path] : []))).size;
  return { ms, hits: result.hits, verified: result.rows.filter((x) => x.fixture?.verified).length, files };
}

/** `streams` > 1: the seeds dealt round-robin to that many loops run side by side (what the cores allow at best). */
function runLoop(tree, streams = 1) {
  // The framework command, once per seed; the echo records which seeds failed (exit 1).
  const loop = (part) =>
    `for s in ${part.join(" ")}; do ${PYTHON} -m pytest ${SELECTOR} --hypothesis-seed=$s -q -p no:cacheprovider >/dev/null 2>&1; echo "$s $?"; done`;
  const parts = Array.from({ length: streams }, (_, k) => seeds.filter((_, i) => i % streams === k));
  const script = streams === 1 ? loop(seeds) : `${parts.map((part) => `( ${loop(part)} ) &`).join(" ")} wait`;
  const { ms, r } = timed("/bin/sh", ["-c", script], { cwd: tree, env: ENV });
  const statuses = r.stdout
    .trim()
    .split("\n")
    .map((l) => l.split(" ").map(Number))
    .sort((a, b) => a[0] - b[0]);
  const bad = statuses.filter(([, code]) => code !== 0 && code !== 1);
  if (bad.length > 0) throw new Error(`the loop had pytest errors: ${JSON.stringify(bad)}`);
  return { ms, hits: statuses.filter(([, code]) => code === 1).map(([s]) => s) };
}

const { dir, cli } = await bundleCli();
const p = projects();
const out = join(p.loopTree, "..", `seedgate-bench-proposal-${process.pid}.json`);
const CONTENDERS = {
  hunt: (parent) => runHunt(cli, p, parent, out),
  perProcess: (parent) => runHunt(cli, p, parent, out, ["--per-process"]),
  loop: (_parent, tree) => runLoop(tree),
  parallel: (_parent, tree) => runLoop(tree, CORES),
};
const LABELS = {
  hunt: `seedgate hunt (CLI, batched, concurrency ${CORES})`,
  perProcess: `seedgate hunt --per-process (concurrency ${CORES})`,
  loop: "pytest once per seed (shell loop)",
  parallel: `the same, ${CORES} shell loops side by side`,
};

const said = (who, x) =>
  who === "loop" || who === "parallel"
    ? `${who} ${x.ms.toFixed(0)} ms (${x.hits.length} hits)`
    : `${who} ${x.ms.toFixed(0)} ms (${x.hits.length} hits, ${x.verified} fixtures verified in ${x.files} distinct files)`;

/** One round: every contender, rotated run by run so none always meets a warm or a cold machine. */
function round(title, parent, tree) {
  const names = Object.keys(CONTENDERS);
  const times = Object.fromEntries(names.map((k) => [k, []]));
  for (let i = 0; i < RUNS; i++) {
    const order = names.map((_, j) => names[(i + j) % names.length]);
    const results = {};
    for (const who of order) results[who] = CONTENDERS[who](parent, tree);
    for (const who of ["hunt", "perProcess", "parallel"]) {
      if (JSON.stringify(results[who].hits) !== JSON.stringify(results.loop.hits))
        throw new Error(`hits differ: ${who} ${results[who].hits} vs loop ${results.loop.hits}`);
    }
    for (const who of names) times[who].push(results[who].ms);
    console.log(`${title} run ${i + 1}: ${order.map((who) => said(who, results[who])).join("; ")}`);
  }
  const medians = Object.fromEntries(names.map((k) => [k, median(times[k])]));
  console.log(`\nhunt throughput, ${title}: ${SEEDS} seeds, ${CORES} cores, ${RUNS} run(s) each`);
  for (const who of names)
    console.log(`  ${LABELS[who].padEnd(48)} median ${medians[who].toFixed(1)} ms  (${((SEEDS / medians[who]) * 1000).toFixed(2)} seeds/s)`);
  const ratio = medians.loop / medians.hunt;
  console.log(`  throughput ratio hunt / loop = ${ratio.toFixed(3)}x (target >= 1.8: ${ratio >= 1.8 ? "met" : "NOT MET"})`);
  tableRow({ measure: `hunt throughput, ${title} (x the loop)`, peer: LABELS.loop, ratio, target: ">= 1.8", met: ratio >= 1.8 });
  // For reference: one process per seed cannot beat the side-by-side loops below.
  console.log(`  throughput ratio hunt --per-process / loop = ${(medians.loop / medians.perProcess).toFixed(3)}x`);
  // What this machine allows right now: on a busy host the cores are shared, and no per-seed mode beats this.
  console.log(
    `  machine ceiling: ${CORES} loops side by side / one loop = ${(medians.loop / medians.parallel).toFixed(3)}x; hunt --per-process / side-by-side loops = ${(medians.parallel / medians.perProcess).toFixed(3)}x`,
  );
  console.log("");
}

try {
  round("buggy parent", p.parent, p.loopTree);
  round("fixed commit (no hits)", p.fixed, p.loopFixed);
} finally {
  for (const d of [p.repo, p.loopTree, p.loopFixed, dir]) rmSync(d, { recursive: true, force: true });
  rmSync(out, { force: true });
}
