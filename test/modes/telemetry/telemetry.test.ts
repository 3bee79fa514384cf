// Telemetry (seed 003's executor 1) against real pytest in temporary git repos.
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { gitAt } from "../../../src/adapters/git.js";
import { telemetry, type TelemetryRun } from "../../../src/modes/telemetry/telemetry.js";
import { parseNonVoting } from "../../../src/core/judge/non-voting.js";
import type { Log } from "../../../src/ports/local.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";
import { hostPorts } from "../../support/host-ports.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const quiet: Log = { info() {}, warn() {}, error() {}, debug() {}, group: (_n, fn) => fn() };
const ENV = { PATH: process.env.PATH, HOME: process.env.HOME };

const EXAMPLES = [
  "import pytest",
  "",
  "def test_passes():",
  "    assert 1 + 1 == 2",
  "",
  "def test_fails():",
  "    total = 2 + 2",
  "    assert total == 5",
  "",
  "def test_skipped():",
  "    pytest.skip('not today')",
  "",
].join("\n");

const pytestCommand = (junit = "telemetry.xml") =>
  JSON.stringify([PY, "-m", "pytest", "tests/examples", `--junitxml=${junit}`, "-p", "no:cacheprovider", "-q"]);
const config = (telemetryYaml: string) => `telemetry:\n${telemetryYaml}`;

let repo: TempRepo;
beforeEach(() => {
  repo = tempRepo();
  repo.write("src/calc.py", "def add(a, b):\n    return a + b\n");
  repo.write("tests/examples/test_calc.py", EXAMPLES);
});
afterEach(() => repo.cleanup());

async function run(env: Record<string, string | undefined> = ENV): Promise<TelemetryRun> {
  const base = repo.git("rev-parse", "HEAD").trim();
  return telemetry({ base, head: "HEAD", runId: "test-1" }, { ...hostPorts(gitAt(repo.dir)), exec: processExec, log: quiet, env });
}

test("a failing example is reported with name and location; counts are right; the results validate", async () => {
  repo.write(".github/seedgate.yml", config(`  command: ${pytestCommand()}\n  junit: telemetry.xml\n`));
  repo.commit("base");
  const r = await run();
  const t = r.results.report;
  expect(t).toMatchObject({
    kind: "telemetry",
    votes: false,
    status: "failed",
    tests: 3,
    passed: 1,
    failed: 1,
    skipped: 1,
    errors: 0,
    exitCode: 1,
    junitFiles: ["telemetry.xml"],
  });
  expect(t.failures).toEqual([
    { name: "tests.examples.test_calc.test_fails", file: "tests/examples/test_calc.py", line: 8, message: expect.stringContaining("assert 4 == 5") },
  ]);
  expect(parseNonVoting(JSON.stringify(r.results), "telemetry.json").ok).toBe(true);
  expect(r.results.head).toMatch(/^[0-9a-f]{40}$/);
});

test("all examples passing is passed", async () => {
  repo.write("tests/examples/test_calc.py", "def test_ok():\n    assert True\n");
  repo.write(".github/seedgate.yml", config(`  command: ${pytestCommand()}\n  junit: telemetry.xml\n`));
  repo.commit("base");
  expect((await run()).results.report).toMatchObject({ status: "passed", tests: 1, passed: 1, failures: [] });
});

test("no telemetry command is not-configured, and nothing runs", async () => {
  repo.commit("base");
  const t = (await run()).results.report;
  expect(t).toMatchObject({ status: "not-configured", tests: 0, durationMs: 0 });
});

test("malformed JUnit is an error that names the file", async () => {
  repo.write(".github/seedgate.yml", config(`  command: "echo '<testsuite><testcase name=' > out/report.xml"\n  junit: out/report.xml\n`));
  repo.write("out/.keep", "");
  repo.commit("base");
  const t = (await run()).results.report;
  expect(t.status).toBe("error");
  expect(t.detail).toContain("out/report.xml");
  expect(t.detail).toMatch(/unparsable JUnit XML/);
});

test("XML that is not JUnit is an error, not zero tests passed", async () => {
  repo.write(".github/seedgate.yml", config(`  command: "echo '<html><body/></html>' > report.xml"\n  junit: report.xml\n`));
  repo.commit("base");
  const t = (await run()).results.report;
  expect(t.status).toBe("error");
  expect(t.detail).toContain("not JUnit XML");
});

test("missing JUnit is an error; a JUnit file the PR committed is not this run's evidence", async () => {
  repo.write(".github/seedgate.yml", config(`  command: ["true"]\n  junit: telemetry.xml\n`));
  repo.commit("base");
  expect((await run()).results.report.detail).toContain("no JUnit XML at telemetry.xml");
  repo.write("telemetry.xml", '<testsuite><testcase classname="t" name="all_good"/></testsuite>\n');
  repo.commit("PR commits a green report");
  const t = (await run()).results.report;
  expect(t.status).toBe("error");
  expect(t.detail).toContain("predates the run");
});

test("a JUnit path the tests made a symbolic link is refused, never read through: a link could show any file this user can read", async () => {
  // The tests write a real report elsewhere and point the configured path at it (or at a secret).
  const cmd = `echo '<testsuite><testcase classname="t" name="ok"/></testsuite>' > elsewhere.xml && ln -sf elsewhere.xml telemetry.xml`;
  repo.write(".github/seedgate.yml", config(`  command: ${JSON.stringify(cmd)}\n  junit: telemetry.xml\n`));
  repo.commit("base");
  const t = (await run()).results.report;
  expect(t).toMatchObject({ status: "error", tests: 0 });
  expect(t.detail).toContain("telemetry.xml: a link, not a regular file");
});

test("a directory of JUnit files is summed", async () => {
  repo.write("tests/examples/test_more.py", "def test_one():\n    assert True\n\ndef test_two():\n    assert False, 'two is wrong'\n");
  const cmd = `${PY} -m pytest tests/examples/test_calc.py --junitxml=reports/a.xml -q -p no:cacheprovider; ${PY} -m pytest tests/examples/test_more.py --junitxml=reports/nested/b.xml -q -p no:cacheprovider`;
  repo.write(".github/seedgate.yml", config(`  command: ${JSON.stringify(cmd)}\n  junit: reports\n`));
  repo.commit("base");
  const t = (await run()).results.report;
  expect(t).toMatchObject({ status: "failed", tests: 5, passed: 2, failed: 2, skipped: 1, junitFiles: ["reports/a.xml", "reports/nested/b.xml"] });
  expect(t.failures.map((f) => f.name)).toEqual(["tests.examples.test_calc.test_fails", "tests.examples.test_more.test_two"]);
});

test("a JUnit glob reads every match this run wrote, and never walks node_modules", async () => {
  const cmd = `${PY} -m pytest tests/examples/test_calc.py --junitxml=out/a/report.xml -q -p no:cacheprovider; mkdir -p node_modules/x/out && cp out/a/report.xml node_modules/x/out/report.xml`;
  repo.write(".github/seedgate.yml", config(`  command: ${JSON.stringify(cmd)}\n  junit: "**/out/**/*.xml"\n`));
  repo.commit("base");
  const t = (await run()).results.report;
  expect(t).toMatchObject({ status: "failed", tests: 3, passed: 1, failed: 1, skipped: 1, junitFiles: ["out/a/report.xml"] });
});

test("the config is read from base: the PR's edit of the telemetry command does not run", async () => {
  repo.write(".github/seedgate.yml", config(`  command: ${pytestCommand()}\n  junit: telemetry.xml\n`));
  repo.commit("base");
  repo.write(".github/seedgate.yml", config(`  command: "echo '<testsuite><testcase name=\\"x\\"/></testsuite>' > telemetry.xml"\n  junit: telemetry.xml\n`));
  repo.commit("PR rewrites its telemetry");
  const base = repo.git("rev-parse", "HEAD~1").trim();
  const r = await telemetry({ base, head: "HEAD", runId: "t" }, { ...hostPorts(gitAt(repo.dir)), exec: processExec, log: quiet, env: ENV });
  expect(r.results.report).toMatchObject({ status: "failed", tests: 3 });
  expect(r.results.base).toBe(base);
});

describe("the child is hardened", () => {
  test("PYTEST_ADDOPTS does not reach pytest, and the action's token and output files are not visible", async () => {
    repo.write(
      "tests/examples/test_env.py",
      [
        "import os",
        "",
        "def test_no_secrets():",
        "    for k in ('INPUT_TOKEN', 'GITHUB_OUTPUT', 'GITHUB_ENV', 'ACTIONS_RUNTIME_TOKEN', 'CI'):",
        "        assert k not in os.environ, k",
        "",
      ].join("\n"),
    );
    repo.write(".github/seedgate.yml", config(`  command: ${pytestCommand()}\n  junit: telemetry.xml\n`));
    repo.commit("base");
    const env = {
      ...ENV,
      PYTEST_ADDOPTS: "-k test_passes",
      INPUT_TOKEN: "ghs_secret",
      GITHUB_OUTPUT: "/tmp/out",
      GITHUB_ENV: "/tmp/env",
      ACTIONS_RUNTIME_TOKEN: "x",
      CI: "true",
    };
    const t = (await run(env)).results.report;
    expect(t).toMatchObject({ tests: 4, passed: 2, failed: 1, skipped: 1 });
    expect(t.failures.map((f) => f.name)).toEqual(["tests.examples.test_calc.test_fails"]);
  });

  test("a command past its timeout is killed and reported as an error", async () => {
    repo.write(".github/seedgate.yml", config(`  command: ["sleep", "30"]\n  junit: telemetry.xml\n  timeout: 0.5\n`));
    repo.commit("base");
    const started = Date.now();
    const t = (await run()).results.report;
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(t.status).toBe("error");
    expect(t.detail).toContain("timeout");
  });

  test("without junit configured, the exit code alone decides and says so", async () => {
    repo.write(".github/seedgate.yml", config(`  command: "exit 3"\n`));
    repo.commit("base");
    const t = (await run()).results.report;
    expect(t).toMatchObject({ status: "failed", exitCode: 3 });
    expect(t.detail).toContain("exit code alone");
  });
});

test("a collection error counts as an error and is listed", async () => {
  repo.write("tests/examples/test_broken.py", "def test_never(:\n    pass\n");
  repo.write(".github/seedgate.yml", config(`  command: ${pytestCommand()}\n  junit: telemetry.xml\n`));
  repo.commit("base");
  const t = (await run()).results.report;
  // pytest stops the session at a collection error, so the error is all the JUnit reports.
  expect(t).toMatchObject({ status: "failed", errors: 1, tests: 1, passed: 0, exitCode: 2 });
  expect(t.failures.map((f) => f.name)).toContain("tests.examples.test_broken");
});
