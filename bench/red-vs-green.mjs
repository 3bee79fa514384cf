// A red pull request costs no more than a green one (issue 27 item 3): the replay lane of
// the journal example (examples/journal, built by journal-repo.mjs: --seeds hunted seeds
// locked, --examples examples each) through `node dist/cli.js lane`, default config (the
// sandbox, the fork server), on the real fix (green: every row passes) and on the base's
// own bug (red: every row fails). An unfrozen failing seed is not rerun (it blocks
// whatever a rerun says), and only a property's first seed shrinks its counterexample:
// red <= 1.2x green. A third contender prints what red costs with a process pair per
// seed (`runners.forkServer: false`), where every failing seed still shrinks. Wall medians.
//
//   npm run build && node bench/red-vs-green.mjs [--seeds 24] [--examples 50] [--runs 3] [--keep]
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { argValue, report } from "./lib.mjs";
import { sideBySideAsync } from "./lane-lib.mjs";
import { CLI, journalRepo, PER_PROCESS_CONFIG } from "./journal-repo.mjs";

const SEEDS = argValue("seeds", 24);
const EXAMPLES = argValue("examples", 50);
const RUNS = argValue("runs", 3);
const load0 = loadavg()[0];

const { dir, repo, env, git, base, head } = journalRepo({ name: "red-green", seeds: SEEDS, examples: EXAMPLES, properties: 1 });

/** The replay lane of `rev` judged against the base; every row must have `want` as its outcome. */
const lane = (rev, want, config) => async () => {
  const out = join(dir, "replay.json");
  const t0 = process.hrtime.bigint();
  const args = ["lane", "replay", "--base", base, "--head", rev, "--out", out, ...(config ? ["--config", config] : [])];
  const run = spawnSync("node", [CLI, ...args], { cwd: repo, env, encoding: "utf8" });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  // Exit 1 is a red verdict, the red contenders' expected end; anything else is a broken run.
  if (run.status !== (want === "pass" ? 0 : 1)) throw new Error(`${rev}: seedgate lane exited ${run.status}: ${run.stderr.slice(-1500)}`);
  const rows = JSON.parse(readFileSync(out, "utf8")).rows;
  const wrong = rows.filter((r) => r.outcome !== want);
  if (wrong.length > 0) throw new Error(`${rev}: ${wrong.length} rows are not ${want}: ${JSON.stringify(wrong[0]).slice(0, 400)}`);
  git("checkout", "-q", "--", ".");
  git("clean", "-qfd");
  return ms;
};

try {
  const contenders = {
    green: lane(head, "pass"),
    red: lane(base, "fail"),
    "red, a process pair per seed (forkServer: false)": lane(base, "fail", PER_PROCESS_CONFIG),
  };
  await contenders.green(); // warm: the interpreter's and git's page cache
  const medians = await sideBySideAsync(contenders, RUNS);
  const r = report(
    `red against green: the replay lane of the journal example through seedgate lane, ${SEEDS} seeds and its fixtures, ${EXAMPLES} examples each, default config, ${RUNS} runs each`,
    medians,
    "red",
    "green",
    1.2,
  );
  console.log(`  1-min load average: ${load0.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after (other processes here compete for the same cores)`);
  process.exitCode = r.ok ? 0 : 1;
} finally {
  if (process.argv.includes("--keep")) console.log(`  kept: ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
