// The warm oracle interpreter (issue 27, exec-warm.ts and seedgate_warm.py) through the
// real sandboxed Exec and fork server: a run that matches it is its zygote, in the run's
// directory and with Hypothesis' storage default as a cold start makes it; one whose
// start differs is a cold start of its own (execve); one left unused is killed before
// the sweep and counted as no survivor. A repository package named like a framework
// dependency reaches the test from the subject while the framework keeps its own.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { processExec, warmUp } from "../../src/adapters/exec.js";
import { warmStart } from "../../src/adapters/warm-oracle.js";
import { harnessPath } from "../../src/runners/harness-path.js";
import { modes, outcomes, PYTHON, SANDBOX } from "../support/fork-runs.js";
import { quietLog } from "../support/gate-fixture.js";

const SEEDS = [1, 2];
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

// A flat-layout package named like one of Hypothesis' dependencies (attrs), which the framework imports at start.
const ATTR = `MARK = "repo"\n`;
const TESTS = `
import os, sys
import hypothesis.configuration as configuration
from hypothesis import given, settings, strategies as st
import attr

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def started_warm():
    assert os.getcwd() == ROOT
    assert getattr(configuration, "__hypothesis_home_directory_default") == os.path.join(ROOT, ".hypothesis")
    return "--warm" in sys.orig_argv

@settings(max_examples=3, database=None)
@given(st.integers())
def test_warm(x):
    assert started_warm()

@settings(max_examples=3, database=None)
@given(st.integers())
def test_cold(x):
    assert not started_warm()

@settings(max_examples=3, database=None)
@given(st.integers())
def test_repository_attr(x):
    assert attr.MARK == "repo"
`;

function project() {
  const workspace = mkdtempSync(join(tmpdir(), "warm-ws-"));
  const oracle = mkdtempSync(join(tmpdir(), "warm-oracle-"));
  dirs.push(workspace, oracle);
  mkdirSync(join(workspace, "attr"));
  writeFileSync(join(workspace, "attr", "__init__.py"), ATTR);
  mkdirSync(join(oracle, "tests"));
  writeFileSync(join(oracle, "tests", "test_warm.py"), TESTS);
  return { workspace: realpathSync(workspace), oracle: realpathSync(oracle) };
}

/** What fork-runs.ts gives each run: its environment is built from this. */
const BASE_ENV = { PATH: process.env.PATH };
const forks = (name: string) => modes(p, `tests/test_warm.py::${name}`, SEEDS).forks();
const p = project();

/** This process's children that are warm interpreters still waiting. */
function waiting(): number {
  return readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        return ppid === process.pid && readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").includes("--warm");
      } catch {
        return false; // gone meanwhile
      }
    }).length;
}

describe(`a warm oracle interpreter (${SANDBOX})`, () => {
  test("without one, the fork server starts cold", async () => {
    expect(outcomes(await forks("test_cold"))).toEqual(["pass", "pass"]);
  }, 60_000);

  test("a matching run takes it: its zygote started warm, in the run's directory; the next run is not its (a fork of the template: exec-template.test.ts)", async () => {
    warmUp(warmStart(BASE_ENV, PYTHON));
    expect(waiting()).toBe(1);
    expect(outcomes(await forks("test_warm"))).toEqual(["pass", "pass"]);
    expect(waiting()).toBe(0);
    expect(outcomes(await forks("test_cold"))).toEqual(["pass", "pass"]);
  }, 60_000);

  test("a run that arrives once the framework is imported takes it too", async () => {
    warmUp(warmStart(BASE_ENV, PYTHON));
    await new Promise((done) => setTimeout(done, 2_000)); // the prelude ends (~0.4 s) before the run comes
    expect(outcomes(await forks("test_warm"))).toEqual(["pass", "pass"]);
  }, 60_000);

  test("a run whose environment differs before start-up becomes a cold start inside it", async () => {
    warmUp(warmStart({ ...BASE_ENV, LANG: "C.UTF-8", SEEDGATE_EXTRA: "1" }, PYTHON));
    expect(outcomes(await forks("test_cold"))).toEqual(["pass", "pass"]);
    expect(waiting()).toBe(0); // it was taken, then exec'd the run
  }, 60_000);

  test("a package named like a framework dependency: the test imports the repository's, warm or cold", async () => {
    expect(outcomes(await forks("test_repository_attr"))).toEqual(["pass", "pass"]);
    warmUp(warmStart(BASE_ENV, PYTHON));
    expect(outcomes(await forks("test_repository_attr"))).toEqual(["pass", "pass"]);
  }, 60_000);

  test("one no run took is killed before the sweep and is no survivor", async () => {
    warmUp(warmStart(BASE_ENV, PYTHON));
    expect(waiting()).toBe(1);
    // Neither another command nor the same interpreter with a watchdog (fd 4, which it lacks) takes it.
    const start = warmStart(BASE_ENV, PYTHON);
    const run = { cwd: p.oracle, env: {}, timeoutMs: 10_000, channel: true } as const;
    expect((await processExec.run({ ...run, command: "/bin/true", args: [] })).exitCode).toBe(0);
    const watched = await processExec.run({ ...run, command: PYTHON, args: [...start.args.slice(0, -1), "-c", "0"], watchdog: true });
    expect(watched.stderrTail).toContain("-c"); // a cold start: the boot ran `-c` as a script
    expect(waiting()).toBe(1);
    const swept = await processExec.sweep!(quietLog);
    expect(swept.killed).toBe(0);
    expect(waiting()).toBe(0);
  }, 30_000);
});

test("the prelude leaves no other trace of its working directory in the modules it loads", () => {
  const cwd = realpathSync(mkdtempSync(join(tmpdir(), "warm-cwd-")));
  dirs.push(cwd);
  const scan = `
import pathlib, sys, types
sys.argv = ["seedgate_boot.py"]
import seedgate_boot
before = set(sys.modules)
seedgate_boot.prelude()
cwd = __import__("os").getcwd()
hits = []
def walk(v, where, depth=0):
    if isinstance(v, (str, pathlib.PurePath)) and cwd in str(v):
        hits.append(where)
    elif depth < 2 and isinstance(v, (list, tuple, set, frozenset)):
        for x in v: walk(x, where, depth + 1)
    elif depth < 2 and isinstance(v, dict):
        for x in list(v.values()): walk(x, where, depth + 1)
for name, module in list(sys.modules.items()):
    if name not in before and isinstance(module, types.ModuleType):
        for key, value in list(vars(module).items()):
            walk(value, f"{name}.{key}")
print("\\n".join(sorted(set(hits))))
`;
  const out = execFileSync(PYTHON, ["-s", "-c", scan], {
    cwd,
    env: { PATH: process.env.PATH, PYTHONPATH: join(harnessPath("start/seedgate_boot.py"), ".."), PYTHONDONTWRITEBYTECODE: "1" },
    encoding: "utf8",
  });
  expect(out.trim().split("\n")).toEqual(["hypothesis.configuration.__hypothesis_home_directory_default"]);
});
