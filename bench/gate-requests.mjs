// API requests per gate run as a function of findings, counted at the contract-checked
// fake GitHub while dist/index.js runs under the runner contract. Target: at most
// 2 + ceil(annotations / 50) requests for the check run and 2 for the comment.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bundle } from "./lib.mjs";

const { startFakeGitHub } = await bundle("test/support/fake-github/index.ts");
const { runAction } = await bundle("test/support/runner.ts");
const COUNTS = [0, 1, 50, 51, 137, 1000];
const SEEDS = Math.max(...COUNTS);

const dir = mkdtempSync(join(tmpdir(), "seedgate-bench-requests-"));
const git = (...a) =>
  execFileSync("git", a, {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, GIT_AUTHOR_NAME: "b", GIT_AUTHOR_EMAIL: "b@x", GIT_COMMITTER_NAME: "b", GIT_COMMITTER_EMAIL: "b@x" },
  }).trim();
git("init", "-q", "-b", "main");
execFileSync("mkdir", ["-p", join(dir, "oracles")]);
const seeds = Array.from({ length: SEEDS }, (_, i) => i + 1);
writeFileSync(
  join(dir, "oracles/p.json"),
  JSON.stringify(
    {
      id: "p",
      selector: "tests/test_p.py::test_p",
      parent_sha: "a".repeat(40),
      replay: { seeds, fixtures: [], hits: SEEDS, last_hit_at: "2026-09-18T12:00:00Z" },
      holdout: { seeds: [50_001], generator_saw: false },
      flake: { replay_flakes: 0, holdout_flakes: 0, freeze_replay_until: null },
      state: "locked",
    },
    null,
    1,
  ),
);
git("add", "-A");
git("commit", "-qm", "base");
const base = git("rev-parse", "HEAD");
writeFileSync(join(dir, "README.md"), "docs\n");
git("add", "-A");
git("commit", "-qm", "docs");
const head = git("rev-parse", "HEAD");

const row = (key, outcome) => ({
  property: "p",
  kind: "seed",
  key: String(key),
  outcome,
  durationMs: 1,
  exitCode: outcome === "pass" ? 0 : 1,
  attempts: 1,
  detail: outcome,
  tail: "",
});
const claim = (lane, rows) => ({ schema: 1, lane, shard: "1/1", base, head, runId: "1", seedgateVersion: "bench", environment: {}, rows });
let failed = 0;
console.log("\nAPI requests per gate run (dist/index.js against the fake GitHub)");
console.log("  failing rows  annotations  check-run requests (bound)  comment requests (bound)");
for (const n of COUNTS) {
  const results = mkdtempSync(join(tmpdir(), "seedgate-bench-results-"));
  writeFileSync(
    join(results, "replay.json"),
    JSON.stringify(
      claim(
        "replay",
        seeds.map((s) => row(s, s <= n ? "fail" : "pass")),
      ),
    ),
  );
  writeFileSync(join(results, "holdout.json"), JSON.stringify(claim("holdout", [row(50_001, "pass")])));
  const fake = await startFakeGitHub({ owner: "acme", repo: "widgets" });
  fake.state.addPull({ number: 1, headSha: head, baseSha: base, author: "agent" });
  const run = await runAction({
    inputs: { command: "gate", token: fake.token, results },
    workspace: dir,
    event: { name: "pull_request", payload: { pull_request: { number: 1, base: { sha: base }, head: { sha: head }, user: { login: "agent" } } } },
    env: { GITHUB_API_URL: fake.url, GITHUB_REPOSITORY: "acme/widgets" },
  });
  if (process.argv.includes("--verbose")) console.log(run.exitCode, run.stdout.slice(-2000), run.stderr.slice(-2000));
  const annotations = [...fake.state.checkRuns.values()].reduce((k, r) => k + r.annotations.length, 0);
  const checks = fake.log.filter((x) => x.operationId?.startsWith("checks/")).length;
  const comments = fake.log.filter((x) => x.operationId?.startsWith("issues/")).length;
  const bound = 2 + Math.ceil(annotations / 50);
  const posted = fake.state.checkRuns.size === 1 && fake.state.comments.size === 1;
  const ok = posted && checks <= bound && comments <= 2 && annotations === n && fake.violations.length === 0;
  if (!ok) failed++;
  console.log(
    `  ${String(n).padStart(12)}  ${String(annotations).padStart(11)}  ${String(checks).padStart(18)} (${bound})  ${String(comments).padStart(16)} (2)  ${ok ? "met" : "NOT MET"}`,
  );
  await fake.close();
  rmSync(results, { recursive: true, force: true });
}
rmSync(dir, { recursive: true, force: true });
console.log(`  ${failed === 0 ? "every run within the bound (met)" : `${failed} run(s) over the bound (NOT MET)`}`);
process.exitCode = failed === 0 ? 0 : 1;
