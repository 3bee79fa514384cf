// Half the naive loop for fast-check (issue 46 item 2): both lanes of the fast-check
// example's real fix (examples/fast-check: its project, its fix; a journal locked on
// replay seeds 1..--replay and holdout seeds after them, 19 seeds by default), run by
// `node dist/cli.js lane replay` then `lane holdout` (npm run build first) under the
// default config (isolation: process, the sandbox, one vitest run per shard: a worker
// serves its seeds one after another, each with fresh modules, and one subject per
// worker gives each seed a fresh production module graph), against the example's own
// replay-by-hand recipe: one `vitest run` per seed, one after another, fast-check
// seeded by seedgate's setup file through the project's vitest.config.ts (its README).
// The same seeds, both ways, alternated run by run; every lane row must pass and every
// vitest run must exit 0. Prints medians of --runs, the ratio, and the machine's load.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { argValue, report, timeCommand } from "./lib.mjs";
import { sideBySideAsync } from "./lane-lib.mjs";

const REPLAY = argValue("replay", 8);
const HOLDOUT = argValue("holdout", 11);
const RUNS = argValue("runs", 3);
const CLI = resolve("dist/cli.js");
const SETUP = resolve("dist/harness/evidence/fast-check-setup.mjs");
const EXAMPLE = resolve("examples/fast-check");
const SELECTOR = "test/intervals.test.ts::merge > covers the same points";
const load0 = loadavg()[0];

const dir = mkdtempSync(join(tmpdir(), "seedgate-bench-fc-shard-"));
const repo = join(dir, "repo");
const env = {
  ...process.env,
  GIT_AUTHOR_NAME: "Bench",
  GIT_AUTHOR_EMAIL: "bench@example.com",
  GIT_COMMITTER_NAME: "Bench",
  GIT_COMMITTER_EMAIL: "bench@example.com",
};
const git = (...args) => execFileSync("git", args, { cwd: repo, env, encoding: "utf8" }).trim();
const seedgate = (...args) => execFileSync("node", [CLI, ...args], { cwd: repo, env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
const replaySeeds = Array.from({ length: REPLAY }, (_, i) => i + 1);
const holdoutSeeds = Array.from({ length: HOLDOUT }, (_, i) => REPLAY + i + 1);

/** The example's parent, a journal locked on the replay and holdout seeds (no hunt: the lanes only run them), and the real fix. */
function history() {
  cpSync(join(EXAMPLE, "project"), repo, { recursive: true });
  symlinkSync(resolve("node_modules"), join(repo, "node_modules"));
  git("init", "-q", "-b", "main");
  git("config", "commit.gpgsign", "false");
  git("add", "-A");
  git("commit", "-qm", "intervals: merge");
  const parent = git("rev-parse", "HEAD");
  const journal = {
    id: "merge_covers",
    selector: SELECTOR,
    parent_sha: parent,
    replay: { seeds: replaySeeds, fixtures: [], hits: REPLAY, last_hit_at: null },
    holdout: { seeds: holdoutSeeds, generator_saw: false },
    state: "locked",
  };
  mkdirSync(join(repo, "oracles"));
  writeFileSync(join(repo, "oracles/merge_covers.json"), `${JSON.stringify(journal, null, 2)}\n`);
  git("add", "oracles");
  git("commit", "-qm", "oracles: lock merge_covers (human)");
  const base = git("rev-parse", "HEAD");
  git("switch", "-qc", "fix", base);
  cpSync(join(EXAMPLE, "fix"), repo, { recursive: true });
  git("add", "-A");
  git("commit", "-qm", "intervals: keep the larger end");
  return { base, head: git("rev-parse", "HEAD") };
}

const { base, head } = history();

/** One lane as `seedgate lane` runs it; every row must pass. */
function lane(name, count) {
  const out = join(dir, `${name}.json`);
  seedgate("lane", name, "--base", base, "--head", head, "--out", out);
  const rows = JSON.parse(readFileSync(out, "utf8")).rows;
  const bad = rows.filter((r) => r.outcome !== "pass");
  if (rows.length !== count || bad.length > 0)
    throw new Error(`${name}: ${rows.length} rows, ${bad.length} not passed: ${JSON.stringify(bad[0] ?? {}).slice(0, 400)}`);
  git("checkout", "-q", "--", ".");
  git("clean", "-qfd");
}

const lanes = async () => {
  const t0 = process.hrtime.bigint();
  lane("replay", REPLAY);
  lane("holdout", HOLDOUT);
  return Number(process.hrtime.bigint() - t0) / 1e6;
};

/** The README's recipe, one seed after another: the project's vitest and config, seedgate's setup file, the seed. */
const perSeed = async () => {
  let ms = 0;
  for (const seed of [...replaySeeds, ...holdoutSeeds]) {
    const args = ["node_modules/vitest/vitest.mjs", "run", "test/intervals.test.ts", "-t", "merge covers the same points"];
    ms += timeCommand("node", args, { cwd: repo, env: { ...env, SEEDGATE_SETUP: SETUP, SEEDGATE_SEED: String(seed) }, expectStatus: [0] });
  }
  return ms;
};

const OURS = "both lanes (replay + holdout)";
const PEER = "a vitest run per seed";
try {
  await lanes(); // warm: vite's caches, the page cache
  await perSeed();
  const medians = await sideBySideAsync({ [OURS]: lanes, [PEER]: perSeed }, RUNS);
  report(
    `fast-check shard: both lanes of the example's fix (${REPLAY} replay + ${HOLDOUT} holdout seeds), ${availableParallelism()} cores, ${RUNS} runs each`,
    medians,
    OURS,
    PEER,
    0.5,
  );
  console.log(`  1-min load average: ${load0.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after (other processes here compete for the same cores)`);
} finally {
  if (process.argv.includes("--keep")) console.log(`  kept: ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
