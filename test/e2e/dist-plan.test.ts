// `plan` through dist/: the matrix a workflow feeds to strategy.matrix.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { runAction } from "../support/runner.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

const journal = (seeds: number[], holdout: number[]) =>
  JSON.stringify({
    id: "p",
    selector: "tests/properties/test_p.py::test_p",
    parent_sha: "0".repeat(40),
    replay: { seeds, fixtures: [], hits: seeds.length, last_hit_at: "2026-09-18T12:00:00Z" },
    holdout: { seeds: holdout, generator_saw: false },
    flake: { replay_flakes: 0, holdout_flakes: 0, freeze_replay_until: null },
    state: "locked",
  });

let repo: TempRepo;
beforeEach(() => {
  repo = tempRepo();
  repo.write("oracles/p.json", journal([8, 21, 34], [55, 89, 144]));
  repo.write(".github/seedgate.yml", "runners:\n  shards: 2\n");
  repo.commit("base");
});
afterEach(() => repo.cleanup());

test("the CLI prints every lane × shard cell with its rows; the shards cover the plan", () => {
  const r = spawnSync(process.execPath, [resolve("dist/cli.js"), "plan", "--json"], { cwd: repo.dir, encoding: "utf8" });
  expect(r.status).toBe(0);
  const cells = (JSON.parse(r.stdout) as { matrix: { include: { lane: string; shard: string; rows: number }[] } }).matrix.include;
  expect(cells.map((c) => `${c.lane} ${c.shard}`)).toEqual(["replay 1/2", "replay 2/2", "holdout 1/2", "holdout 2/2"]);
  expect(cells.filter((c) => c.lane === "replay").reduce((n, c) => n + c.rows, 0)).toBe(3);
  expect(cells.filter((c) => c.lane === "holdout").reduce((n, c) => n + c.rows, 0)).toBe(3);
});

test("command: plan sets the matrix output; an invalid journal fails the step", async () => {
  const ok = await runAction({ inputs: { command: "plan", base: "HEAD", head: "HEAD" }, workspace: repo.dir });
  expect(ok.exitCode).toBe(0);
  expect(JSON.parse(ok.outputs.matrix!).include).toHaveLength(4);
  expect(ok.summary).toContain("seedgate plan: ✅ ready");
  expect(ok.summary).toMatch(/\| replay \| 1\/2 \| \d+ \|/);
  repo.write("oracles/p.json", journal([], [55]));
  repo.commit("zero replay seeds");
  const bad = await runAction({ inputs: { command: "plan", base: "HEAD", head: "HEAD" }, workspace: repo.dir });
  expect(bad.exitCode).toBe(1);
  expect(bad.commands.some((c) => c.name === "error" && c.props.file === "oracles/p.json")).toBe(true);
  expect(bad.summary).toContain("seedgate plan: ❌ invalid sealed inputs");
  expect(bad.summary).toContain("`oracles/p.json");
});

test("split through the CLI: golden values, zero hits red, secret mode hides values", () => {
  const run = (...a: string[]) =>
    spawnSync(process.execPath, [resolve("dist/cli.js"), "split", ...a], { encoding: "utf8", env: { ...process.env, REPO_SECRET: "s3cret" } });
  const sha = "3f2a9c1e0b7d4a6f8e5c2b1a09d8e7f6c5b4a392";
  const ok = run("--parent-sha", sha, "--hits", "9249,8", "--json");
  expect(ok.status).toBe(0);
  expect(JSON.parse(ok.stdout)).toMatchObject({ replay: [8, 9249], holdout: [4684, 2890, 9081] });
  expect(run("--parent-sha", sha, "--hits", "").status).toBe(1);
  expect(run("--parent-sha", sha, "--hits", "8,x").status).toBe(2);
  const secret = run("--parent-sha", sha, "--hits", "8", "--secret-env", "REPO_SECRET");
  expect(secret.status).toBe(0);
  expect(secret.stdout).toContain("holdout #1");
  expect(secret.stdout).not.toMatch(/holdout: \d/);
});
