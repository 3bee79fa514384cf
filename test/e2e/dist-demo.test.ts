// The newcomer's first command: `node dist/cli.js demo` on a fresh clone, with nothing but Node and git.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { expect, test } from "vitest";

test("the demo tells the whole story and every PR gets its expected verdict", () => {
  // No SEEDGATE_PYTHON, no node_modules on the path: the demo's property is plain Node.
  const r = spawnSync(process.execPath, [resolve("dist/cli.js"), "demo", "--json"], {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/tmp" },
    timeout: 120_000,
  });
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  const out = JSON.parse(r.stdout) as { hunt: { hits: number[]; fixtures: number }; results: { title: string; expected: string; verdict: string }[] };
  expect(out.hunt.hits.length).toBeGreaterThan(0);
  // Every hit shrinks to its own amount: one fixture per distinct counterexample, at most the default replay maximum.
  expect(out.hunt.fixtures).toBe(Math.min(out.hunt.hits.length, 10));
  expect(out.results.map((x) => x.verdict)).toEqual([
    "success",
    "success",
    "failure",
    "failure",
    "failure",
    "failure",
    "failure",
    "failure",
    "failure",
    "success",
  ]);
  expect(out.results.map((x) => x.verdict)).toEqual(out.results.map((x) => x.expected));
}, 120_000);

test("the terminal story shows the hunt, the lock and each PR's check run and comment", () => {
  const r = spawnSync(process.execPath, [resolve("dist/cli.js"), "demo"], { encoding: "utf8", timeout: 120_000 });
  expect(r.status).toBe(0);
  expect(r.stdout).toMatch(/The hunt: 30 seeds of "balance" on the parent [0-9a-f]{12}/);
  expect(r.stdout).toContain("PR #1: a human locks the hunted seeds");
  expect(r.stdout).toContain("sealed-only change approved by maintainer");
  expect(r.stdout).toMatch(/PR #3: an agent patch that only adds its own passing test\n  ✗ check run "seedgate" on head [0-9a-f]{12}: failure/);
  expect(r.stdout).toContain("comment from github-actions[bot]");
  expect(r.stdout).toMatch(/PR #5: an agent patch overfit to the replay seeds[^\n]*\n  ✗ check run "seedgate" on head [0-9a-f]{12}: failure/);
  expect(r.stdout).toContain("overfit: every replay row passes, the holdout still fails");
  expect(r.stdout).toContain("every pull request got the verdict it deserved (7 red, 3 green).");
}, 120_000);
