// fast-check seeds in one vitest run per lane unit (issue 27): the replay lane of the
// fast-check example's real fix (examples/fast-check: its project, its fix), with the
// journal locked on seeds 1..--seeds, run by `node dist/cli.js lane replay` (npm run
// build first) under the default config (a vitest run per unit; under the default
// isolation: process a worker and one subject serve their seeds one after another, each
// with fresh modules, issue 46 item 2) against a rule with `batch: false` (a vitest run
// per seed). bench/fast-check-shard.mjs compares both lanes with a plain vitest run per seed. Both under the
// default isolation and sandbox; every row must pass. Prints medians of --runs and the
// ratio batched / per-seed, with the machine's load (other processes share the cores).
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { argValue, report } from "./lib.mjs";
import { sideBySideAsync } from "./lane-lib.mjs";

const SEEDS = argValue("seeds", 8);
const RUNS = argValue("runs", 3);
const CLI = resolve("dist/cli.js");
const EXAMPLE = resolve("examples/fast-check");
const SELECTOR = "test/intervals.test.ts::merge > covers the same points";
const PER_SEED_CONFIG = ".github/seedgate-per-seed.yml";
const load0 = loadavg()[0];

const dir = mkdtempSync(join(tmpdir(), "seedgate-bench-fc-batch-"));
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

/** The example's parent, a journal locked on seeds 1..SEEDS (no hunt: a lane only replays them), and the real fix. */
function history() {
  cpSync(join(EXAMPLE, "project"), repo, { recursive: true });
  symlinkSync(resolve("node_modules"), join(repo, "node_modules"));
  git("init", "-q", "-b", "main");
  git("config", "commit.gpgsign", "false");
  git("add", "-A");
  git("commit", "-qm", "intervals: merge");
  const parent = git("rev-parse", "HEAD");
  const seeds = Array.from({ length: SEEDS }, (_, i) => i + 1);
  const journal = {
    id: "merge_covers",
    selector: SELECTOR,
    parent_sha: parent,
    replay: { seeds, fixtures: [], hits: seeds.length, last_hit_at: null },
    holdout: { seeds: [], generator_saw: false },
    state: "locked",
  };
  mkdirSync(join(repo, "oracles"));
  writeFileSync(join(repo, "oracles/merge_covers.json"), `${JSON.stringify(journal, null, 2)}\n`);
  mkdirSync(join(repo, ".github"));
  writeFileSync(join(repo, PER_SEED_CONFIG), 'runners:\n  rules:\n    - match: "test/**"\n      preset: fast-check\n      batch: false\n');
  git("add", "oracles", ".github");
  git("commit", "-qm", "oracles: lock merge_covers (human)");
  const base = git("rev-parse", "HEAD");
  git("switch", "-qc", "fix", base);
  cpSync(join(EXAMPLE, "fix"), repo, { recursive: true });
  git("add", "-A");
  git("commit", "-qm", "intervals: keep the larger end");
  return { base, head: git("rev-parse", "HEAD") };
}

const { base, head } = history();

/** The replay lane, as `seedgate lane` runs it; every row must pass. */
const lane = (config) => async () => {
  const out = join(dir, "replay.json");
  const t0 = process.hrtime.bigint();
  seedgate("lane", "replay", "--base", base, "--head", head, "--out", out, ...(config ? ["--config", config] : []));
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const rows = JSON.parse(readFileSync(out, "utf8")).rows;
  const bad = rows.filter((r) => r.outcome !== "pass");
  if (rows.length !== SEEDS || bad.length > 0) throw new Error(`${rows.length} rows, ${bad.length} not passed: ${JSON.stringify(bad[0] ?? {}).slice(0, 400)}`);
  git("checkout", "-q", "--", ".");
  git("clean", "-qfd");
  return ms;
};

try {
  await lane()(); // warm: vite's and the subject's caches, the page cache
  const medians = await sideBySideAsync({ "replay lane, a vitest run per unit": lane(), "replay lane, batch: false": lane(PER_SEED_CONFIG) }, RUNS);
  report(
    `fast-check batch: the replay lane of the example's fix (${SEEDS} seeds), ${availableParallelism()} cores, ${RUNS} runs each`,
    medians,
    "replay lane, a vitest run per unit",
    "replay lane, batch: false",
  );
  console.log(`  1-min load average: ${load0.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after (other processes here compete for the same cores)`);
} finally {
  if (process.argv.includes("--keep")) console.log(`  kept: ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
