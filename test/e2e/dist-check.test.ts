// `seedgate check` and `seedgate gate` through dist/cli.js, as a user runs them before pushing.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { BUGGY, gateProject, PYTHON, type GateProject } from "../support/gate-fixture.js";

let p: GateProject;
const dirs: string[] = [];
beforeAll(() => {
  p = gateProject();
});
afterAll(() => {
  p.repo.cleanup();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const cli = (...args: string[]) =>
  spawnSync(process.execPath, [resolve("dist/cli.js"), ...args], { cwd: p.repo.dir, encoding: "utf8", env: { ...process.env, SEEDGATE_PYTHON: PYTHON } });
const results = () => {
  const d = mkdtempSync(join(tmpdir(), "seedgate-check-"));
  dirs.push(d);
  return d;
};

test("check on a docs-only change: every lane, telemetry and quarantine, then a green gate", () => {
  p.repo.git("checkout", "-q", "-f", "-B", "docs", p.base);
  p.repo.write("README.md", "# ledger\n\nmore\n");
  p.repo.commit("docs");
  const out = results();
  const r = cli("check", "--base", p.base, "--results", out, "--json");
  expect(r.status).toBe(0);
  const j = JSON.parse(r.stdout) as { verdict: string; judgement: { lanes: { lane: string; rows: number }[]; nonVoting: { kind: string }[] } };
  expect(j.verdict).toBe("success");
  expect(j.judgement.lanes.map((l) => [l.lane, l.rows])).toEqual([
    ["replay", 2],
    ["holdout", 2],
  ]);
  expect(j.judgement.nonVoting.map((n) => n.kind).sort()).toEqual(["quarantine", "telemetry"]);
  expect(readdirSync(out).sort()).toEqual(["holdout-1-of-1.json", "quarantine.json", "replay-1-of-1.json", "telemetry.json"]);
  // The same results judged again by `gate` agree.
  const g = cli("gate", "--results", out, "--base", p.base);
  expect(g.status).toBe(0);
  expect(g.stdout).toContain("verdict: success");
}, 120_000);

test("check on a regression: red, with the reproduction command", () => {
  p.repo.git("checkout", "-q", "-f", "-B", "regress", p.base);
  p.repo.write("src/ledger.py", BUGGY);
  p.repo.commit("agent: a regression");
  const r = cli("check", "--base", p.base, "--results", results());
  expect(r.status).toBe(1);
  expect(r.stdout).toContain("replay seed 1 of balance: fail — block merge (regression) (assert 0 == ");
  expect(r.stdout).toContain("--hypothesis-seed=");
  expect(r.stdout).toContain("verdict: failure");
}, 120_000);

test("gate without --results is a usage error (exit 2)", () => {
  const r = cli("gate", "--base", p.base);
  expect(r.status).toBe(2);
  expect(r.stderr).toContain("--results is required");
});
