// The judge over results for 1,000 properties × 100 seeds (80 replay, 20 holdout)
// against jq reading the same files (counting the rows that did not pass).
// Both run as whole processes; target: gate / jq <= 3.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { argValue, report, sideBySide, timeCommand } from "./lib.mjs";

const PROPS = argValue("properties", 1000);
const SEEDS = argValue("seeds", 100);
const RUNS = argValue("runs", 5);
const dir = mkdtempSync(join(tmpdir(), "seedgate-bench-gate-"));
const repo = join(dir, "repo");
const results = join(dir, "results");
const git = (...a) =>
  execFileSync("git", a, {
    cwd: repo,
    encoding: "utf8",
    env: { ...process.env, GIT_AUTHOR_NAME: "b", GIT_AUTHOR_EMAIL: "b@x", GIT_COMMITTER_NAME: "b", GIT_COMMITTER_EMAIL: "b@x" },
  }).trim();

mkdirSync(join(repo, "oracles"), { recursive: true });
git("init", "-q", "-b", "main");
const replayN = Math.round(SEEDS * 0.8);
const props = Array.from({ length: PROPS }, (_, i) => `p${String(i).padStart(4, "0")}`);
for (const id of props) {
  const replay = Array.from({ length: replayN }, (_, k) => k + 1);
  const holdout = Array.from({ length: SEEDS - replayN }, (_, k) => 10_000 + k);
  writeFileSync(
    join(repo, "oracles", `${id}.json`),
    JSON.stringify(
      {
        id,
        selector: `tests/test_${id}.py::test_${id}`,
        parent_sha: "a".repeat(40),
        replay: { seeds: replay, fixtures: [], hits: replayN, last_hit_at: "2026-09-18T12:00:00Z" },
        holdout: { seeds: holdout, generator_saw: false },
        flake: { replay_flakes: 0, holdout_flakes: 0, freeze_replay_until: null },
        state: "locked",
      },
      null,
      2,
    ),
  );
}
git("add", "-A");
git("commit", "-qm", "base");
const base = git("rev-parse", "HEAD");
writeFileSync(join(repo, "README.md"), "docs\n");
git("add", "-A");
git("commit", "-qm", "docs");
const head = git("rev-parse", "HEAD");

mkdirSync(results);
const row = (property, key) => ({
  property,
  kind: "seed",
  key: String(key),
  outcome: "pass",
  durationMs: 310,
  exitCode: 0,
  attempts: 1,
  detail: "passed",
  tail: "",
});
for (const lane of ["replay", "holdout"]) {
  const rows = props.flatMap((p) =>
    lane === "replay" ? Array.from({ length: replayN }, (_, k) => row(p, k + 1)) : Array.from({ length: SEEDS - replayN }, (_, k) => row(p, 10_000 + k)),
  );
  writeFileSync(
    join(results, `${lane}.json`),
    JSON.stringify({ schema: 1, lane, shard: "1/1", base, head, runId: "1", seedgateVersion: "bench", environment: {}, sandbox: "bwrap", rows }),
  );
}

const cli = resolve("dist/cli.js");
const medians = sideBySide(
  {
    "seedgate gate (dist/cli.js)": () =>
      timeCommand(process.execPath, [cli, "gate", "--results", results, "--base", base, "--head", head, "--json"], { cwd: repo, expectStatus: [0] }),
    "jq (rows not passing, same files)": () =>
      timeCommand("jq", ["-s", '[.[].rows[] | select(.outcome != "pass")] | length', join(results, "replay.json"), join(results, "holdout.json")], {
        expectStatus: [0],
      }),
  },
  RUNS,
);
const { ok } = report(
  `gate over ${PROPS} properties × ${SEEDS} seeds (${PROPS * SEEDS} rows), ${RUNS} runs`,
  medians,
  "seedgate gate (dist/cli.js)",
  "jq (rows not passing, same files)",
  3,
);
if (!process.argv.includes("--keep")) rmSync(dir, { recursive: true, force: true });
else console.log(`kept ${dir} (base ${base}, head ${head})`);
process.exitCode = ok ? 0 : 1;
