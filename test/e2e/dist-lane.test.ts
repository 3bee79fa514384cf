// The lanes through dist/cli.js on a real git history with real pytest + Hypothesis:
// a bug on the parent, a journal whose replay seeds hit it, and three kinds of PR.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { journal, PYTHON } from "../support/gate-fixture.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

const PY = PYTHON;
let repo: TempRepo;
let base: string;

beforeEach(() => {
  repo = tempRepo();
  const tmp = mkdtempSync(join(tmpdir(), "seedgate-proj-"));
  cpSync("test/fixtures/projects/ledger", tmp, { recursive: true });
  cpSync(tmp, repo.dir, { recursive: true });
  rmSync(tmp, { recursive: true, force: true });
  repo.write("oracles/balance.json", JSON.stringify(journal, null, 2));
  base = repo.commit("parent: a bug and a locked journal");
});
afterEach(() => repo.cleanup());

const lane = (name: string, extra: string[] = []) => {
  const r = spawnSync(process.execPath, [resolve("dist/cli.js"), "lane", name, "--base", base, "--json", ...extra], {
    cwd: repo.dir,
    encoding: "utf8",
    env: { ...process.env, SEEDGATE_PYTHON: PY },
  });
  const out = r.stdout ? (JSON.parse(r.stdout) as { verdict: string; results: { rows: { key: string; outcome: string }[] } }) : undefined;
  return { status: r.status, out, stderr: r.stderr };
};
const outcomes = (r: ReturnType<typeof lane>) => r.out!.results.rows.map((x) => `${x.key}:${x.outcome}`);

test("on the parent itself, the replay seeds hit and the lane is red", () => {
  const r = lane("replay");
  expect(r.status).toBe(1);
  expect(outcomes(r)).toEqual(["1:fail", "2:fail"]);
});

test("a real fix turns both lanes green", () => {
  repo.write("src/ledger.py", "def balance(amounts):\n    return sum(amounts)\n");
  repo.commit("fix");
  expect(outcomes(lane("replay"))).toEqual(["1:pass", "2:pass"]);
  const holdout = lane("holdout");
  expect(holdout.status).toBe(0);
  expect(outcomes(holdout)).toEqual(["3:pass", "4:pass"]);
});

test("a patch that leaves the bug and adds its own passing test stays red", () => {
  repo.write("tests/examples/test_mine.py", "from src.ledger import balance\n\ndef test_mine():\n    assert balance([1, 2]) == 3\n");
  repo.commit("agent: add a test");
  const r = lane("replay");
  expect(r.status).toBe(1);
  expect(outcomes(r)).toEqual(["1:fail", "2:fail"]);
});

test("a patch that special-cases the replay seeds is caught by the holdout lane", () => {
  // Under `isolation: process` production code reads no seed (issue 44 item 7): the seed-reading patch is modelled in one process.
  repo.write(".github/seedgate.yml", "runners:\n  isolation: shared\n");
  base = repo.commit("base: one process per row");
  repo.write(
    "src/ledger.py",
    "import os\n\ndef balance(amounts):\n    if os.environ.get('SEEDGATE_SEED') in ('1', '2'):\n        return sum(amounts)\n    return sum(a for a in amounts if a % 97 != 13)\n",
  );
  repo.commit("agent: pass the replay seeds");
  expect(lane("replay").status).toBe(0);
  const h = lane("holdout");
  expect(h.status).toBe(1);
  expect(outcomes(h)).toEqual(["3:fail", "4:fail"]);
});

test("an edited oracle in the PR is put back to base bytes before the lane runs", () => {
  writeFileSync(join(repo.dir, "src/ledger.py"), "def balance(amounts):\n    return sum(amounts)\n");
  repo.write("tests/properties/test_ledger.py", "def test_balance_invariant():\n    assert False\n");
  repo.commit("fix, and break the sealed property");
  expect(outcomes(lane("replay"))).toEqual(["1:pass", "2:pass"]);
});

test("--only runs one seed; --shard splits the plan", () => {
  expect(outcomes(lane("replay", ["--only", "balance:2"]))).toEqual(["2:fail"]);
  expect(outcomes(lane("replay", ["--shard", "2/2"]))).toEqual(["2:fail"]);
  expect(lane("replay", ["--shard", "3/2"]).status).toBe(2);
});

test("command: lane through dist/index.js writes the results file and succeeds though its rows are red: the verdict is the gate's", async () => {
  const { runAction } = await import("../support/runner.js");
  const { readFileSync } = await import("node:fs");
  const out = join(repo.dir, "..", `results-${Date.now()}.json`);
  const r = await runAction({
    inputs: { command: "lane", lane: "replay", shard: "1/1", base, head: "HEAD", results: out },
    workspace: repo.dir,
    env: { SEEDGATE_PYTHON: PY },
  });
  expect(r.exitCode).toBe(0);
  expect(r.outputs.verdict).toBe("failure");
  expect(r.stdout).toContain("seedgate lane: the replay lane's 2 row(s) did not pass; the gate judges it");
  expect(r.outputs["results-path"]).toBe(out);
  const results = JSON.parse(readFileSync(out, "utf8")) as { lane: string; base: string; rows: { outcome: string }[] };
  expect(results).toMatchObject({ lane: "replay", base });
  const { validatorFor } = await import("../../src/core/inputs/schema-check.js");
  const valid = validatorFor("https://seedgate.dev/schemas/lane-results.schema.json");
  expect(valid(results), JSON.stringify(valid.errors)).toBe(true);
  expect(results.rows.map((x) => x.outcome)).toEqual(["fail", "fail"]);
  expect(r.summary).toContain("replay lane 1/1: failure");
  rmSync(out, { force: true });
});

test("production code in a lane sees neither the action's token nor the step's output, env or summary files", async () => {
  const { runAction } = await import("../support/runner.js");
  const { readFileSync } = await import("node:fs");
  // The lane's sandbox lets production code write only what the base config names: the spy writes there.
  repo.write(".github/seedgate.yml", "runners:\n  writable: [.spy]\n");
  base = repo.commit("base: production code may write .spy/");
  const spy = join(repo.dir, ".spy", `env-spy-${Date.now()}.txt`);
  repo.write(
    "src/ledger.py",
    // At import (the subject zygote's environment, no seed yet) and at each call (a seed's partner's).
    `import os\ndef _spy():\n    with open(${JSON.stringify(spy)}, "a") as f:\n        f.write(" ".join(sorted(os.environ)) + "\\n")\n\n_spy()\n\ndef balance(amounts):\n    _spy()\n    return sum(amounts)\n`,
  );
  repo.commit("agent: read the environment at import");
  const r = await runAction({
    inputs: { command: "lane", lane: "replay", shard: "1/1", base, head: "HEAD", token: "ghs_secret_token" },
    workspace: repo.dir,
    env: { SEEDGATE_PYTHON: PY, ACTIONS_RUNTIME_TOKEN: "runtime", GITHUB_ENV: "/tmp/x-env", GITHUB_PATH: "/tmp/x-path" },
  });
  expect(r.exitCode).toBe(0);
  const seen = readFileSync(spy, "utf8").split(/\s+/).filter(Boolean);
  expect(seen).toContain("PATH");
  // Nothing one lookup ties to seedgate (issue 44 item 7): no seed, no sweep marker of its name, not the action's own step.
  expect(seen.filter((name) => /seedgate|^GITHUB_ACTION/i.test(name))).toEqual([]);
  for (const name of [
    "INPUT_TOKEN",
    "INPUT_COMMAND",
    "ACTIONS_RUNTIME_TOKEN",
    "GITHUB_OUTPUT",
    "GITHUB_ENV",
    "GITHUB_PATH",
    "GITHUB_STEP_SUMMARY",
    "CI",
    "GITHUB_ACTIONS",
  ])
    expect(seen).not.toContain(name);
  rmSync(spy, { force: true });
});

test("on a terminal the lane shows one progress line (done / total, failures so far, elapsed) and each failure as it lands", () => {
  const cmd = `${JSON.stringify(process.execPath)} ${JSON.stringify(resolve("dist/cli.js"))} lane replay --base ${base}`;
  const r = spawnSync("script", ["-qec", cmd, "/dev/null"], { cwd: repo.dir, encoding: "utf8", env: { ...process.env, SEEDGATE_PYTHON: PY } });
  expect(r.stdout).toMatch(/\r\x1b\[2K {2}✗ replay balance seed 1: fail \(as it ended\)\r?\n/); // told as the seed ended, before its batch returned (issue 46 item 4)
  expect(r.stdout).toMatch(/replay 2\/2 rows, 2 not passing, \d+\.\ds/);
  expect(r.stdout).toContain("verdict: failure");
});
