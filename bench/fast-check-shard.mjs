// Half the naive loop for fast-check (issue 46 item 2), under vitest and under jest:
// both lanes of the example's real fix (examples/fast-check and examples/jest: their
// project, their fix; a journal locked on replay seeds 1..--replay and holdout seeds
// after them, 19 seeds by default), run by `lane replay` then `lane holdout` of a copy of
// dist/ (npm run build first) under the default config (isolation: process, the sandbox,
// one framework run per shard: a vitest worker and its one subject serve their seeds one
// after another with fresh modules; jest gives each seed's file a fresh module registry),
// against the example's own replay-by-hand recipe, one run per seed, one after another:
// `vitest run` with seedgate's setup file through the project's vitest.config.ts (its
// README), and `jest --seed=N` (the jest preset's reproduce line; test.prop takes jest's
// seed). The same seeds every way, alternated run by run; every lane row must pass and
// every run per seed exit 0. Prints medians of --runs, the ratios, and the load.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { argValue, report, timeCommand } from "./lib.mjs";
import { sideBySideAsync } from "./lane-lib.mjs";

const REPLAY = argValue("replay", 8);
const HOLDOUT = argValue("holdout", 11);
const RUNS = argValue("runs", 3);
const ONLY = process.argv.includes("--jest") ? ["jest"] : process.argv.includes("--vitest") ? ["vitest"] : ["vitest", "jest"];
const load0 = loadavg()[0];
// A copy of dist/ (inside the checkout, so its packages resolve): a rebuild while the bench runs changes neither side.
mkdirSync("node_modules/.cache", { recursive: true });
const DIST = join(mkdtempSync(resolve("node_modules/.cache/seedgate-bench-dist-")), "dist");
cpSync(resolve("dist"), DIST, { recursive: true });
const dir = mkdtempSync(join(tmpdir(), "seedgate-bench-fc-shard-"));
const env = {
  ...process.env,
  GIT_AUTHOR_NAME: "Bench",
  GIT_AUTHOR_EMAIL: "bench@example.com",
  GIT_COMMITTER_NAME: "Bench",
  GIT_COMMITTER_EMAIL: "bench@example.com",
};
const replaySeeds = Array.from({ length: REPLAY }, (_, i) => i + 1);
const holdoutSeeds = Array.from({ length: HOLDOUT }, (_, i) => REPLAY + i + 1);
const seeds = [...replaySeeds, ...holdoutSeeds];

/** Each example: its folder, its property, and one run of one seed the way its README replays it. */
const EXAMPLES = {
  vitest: {
    folder: "examples/fast-check",
    selector: "test/intervals.test.ts::merge > covers the same points",
    perSeed: (seed) => [
      ["node_modules/vitest/vitest.mjs", "run", "test/intervals.test.ts", "-t", "merge covers the same points"],
      { SEEDGATE_SETUP: join(DIST, "harness/evidence/fast-check-setup.mjs"), SEEDGATE_SEED: String(seed) },
    ],
  },
  jest: {
    folder: "examples/jest",
    selector: "test/intervals.test.js::merge > covers the same points",
    perSeed: (seed) => [
      [
        "node_modules/jest/bin/jest.js",
        "--runTestsByPath",
        "test/intervals.test.js",
        "-t",
        "^merge covers the same points( \\(with seed=-?\\d+\\))?$",
        `--seed=${seed}`,
      ],
      {},
    ],
  },
};

/** The example's parent, a journal locked on the seeds (no hunt: the lanes only run them), and the real fix, in `repo`. */
function history(example, repo) {
  const git = (...args) => execFileSync("git", args, { cwd: repo, env, encoding: "utf8" }).trim();
  cpSync(join(example.folder, "project"), repo, { recursive: true });
  symlinkSync(resolve("node_modules"), join(repo, "node_modules"));
  git("init", "-q", "-b", "main");
  git("config", "commit.gpgsign", "false");
  git("add", "-A");
  git("commit", "-qm", "intervals: merge");
  const journal = {
    id: "merge_covers",
    selector: example.selector,
    parent_sha: git("rev-parse", "HEAD"),
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
  cpSync(join(example.folder, "fix"), repo, { recursive: true });
  git("add", "-A");
  git("commit", "-qm", "intervals: keep the larger end");
  return { git, base, head: git("rev-parse", "HEAD") };
}

/** Both lanes as `seedgate lane` runs them, and the runs per seed, for one example. */
function contenders(name) {
  const example = EXAMPLES[name];
  const repo = join(dir, name);
  const { git, base, head } = history(example, repo);
  const lane = (which, count) => {
    const out = join(dir, `${name}-${which}.json`);
    execFileSync("node", [join(DIST, "cli.js"), "lane", which, "--base", base, "--head", head, "--out", out], {
      cwd: repo,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const rows = JSON.parse(readFileSync(out, "utf8")).rows;
    const bad = rows.filter((r) => r.outcome !== "pass");
    if (rows.length !== count || bad.length > 0)
      throw new Error(`${name} ${which}: ${rows.length} rows, ${bad.length} not passed: ${JSON.stringify(bad[0] ?? {}).slice(0, 400)}`);
    git("checkout", "-q", "--", ".");
    git("clean", "-qfd");
  };
  const lanes = async () => {
    const t0 = process.hrtime.bigint();
    lane("replay", REPLAY);
    lane("holdout", HOLDOUT);
    return Number(process.hrtime.bigint() - t0) / 1e6;
  };
  const perSeed = async () => {
    let ms = 0;
    for (const seed of seeds) {
      const [args, vars] = example.perSeed(seed);
      ms += timeCommand("node", args, { cwd: repo, env: { ...env, ...vars }, expectStatus: [0] });
    }
    return ms;
  };
  return { [`${name}: both lanes`]: lanes, [`${name}: a run per seed`]: perSeed };
}

try {
  const all = Object.assign({}, ...ONLY.map(contenders));
  for (const fn of Object.values(all)) await fn(); // warm: vite's and jest's caches, the page cache
  const medians = await sideBySideAsync(all, RUNS);
  for (const name of ONLY)
    report(
      `${name} shard: both lanes of the example's fix (${REPLAY} replay + ${HOLDOUT} holdout seeds) against a run per seed, ${availableParallelism()} cores, ${RUNS} runs each`,
      { [`${name}: both lanes`]: medians[`${name}: both lanes`], [`${name}: a run per seed`]: medians[`${name}: a run per seed`] },
      `${name}: both lanes`,
      `${name}: a run per seed`,
      0.5,
    );
  console.log(`  1-min load average: ${load0.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after (other processes here compete for the same cores)`);
} finally {
  if (process.argv.includes("--keep")) console.log(`  kept: ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
  rmSync(dirname(DIST), { recursive: true, force: true });
}
