// The warm template (issue 46 item 1: exec-template.ts, seedgate_template.py and
// seedgate_launch.py) through the real sandboxed Exec and fork server. Once a command's
// warm interpreter is taken, each later matching run is a fork of one template that
// imported the framework once: every run starts from the template's pristine state (what
// a run's collection left in a framework module is not there for the next run), and the
// run's process is a launcher that ends as the run ended (an exit code, a signal), whose
// time limit kills the run's process group, and that starts the run cold when the
// template is gone.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { processExec, warmUp } from "../../src/adapters/exec.js";
import { warmStart } from "../../src/adapters/warm-oracle.js";
import { modes, outcomes, PYTHON, SANDBOX } from "../support/fork-runs.js";
import { quietLog } from "../support/gate-fixture.js";

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

// Module level runs at collection, in the run's oracle zygote: a mark on a framework module
// there would reach every later run forked from the same process, and fail it.
const TESTS = `
import os, sys
import counter
import hypothesis
from hypothesis import given, settings, strategies as st

TOUCHED = getattr(hypothesis, "_seedgate_touched", None)
hypothesis._seedgate_touched = True

@settings(max_examples=3, database=None)
@given(st.integers())
def test_pristine(x):
    assert TOUCHED is None
    assert "--template" in sys.orig_argv

_mine = {}  # the test module's own state, and the production module's counter: one per seed in every mode

@settings(max_examples=10, database=None)
@given(st.integers())
def test_counter(x):
    mine = _mine.setdefault(os.environ["SEEDGATE_SEED"], [])
    mine.append(x)
    assert counter.bump() == len(mine)

@settings(max_examples=3, database=None)
@given(st.integers())
def test_warm(x):
    assert TOUCHED is None
    assert "--warm" in sys.orig_argv
`;

function project() {
  const workspace = realpathSync(mkdtempSync(join(tmpdir(), "template-ws-")));
  const oracle = realpathSync(mkdtempSync(join(tmpdir(), "template-oracle-")));
  dirs.push(workspace, oracle);
  mkdirSync(join(oracle, "tests"));
  writeFileSync(join(oracle, "tests", "test_template.py"), TESTS);
  writeFileSync(join(workspace, "counter.py"), "calls = 0\n\ndef bump():\n    global calls\n    calls += 1\n    return calls\n");
  return { workspace, oracle };
}

const BASE_ENV = { PATH: process.env.PATH };
const p = project();
const SEEDS = [1, 2, 3];
const forks = (name: string) => modes(p, `tests/test_template.py::${name}`, SEEDS).forks();

/** This process's children whose command line holds `flag` (the template's `--template`). */
function children(flag: string): number[] {
  return readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        return ppid === process.pid && readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").includes(flag);
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

const alive = (pid: number): boolean => {
  try {
    return !readFileSync(`/proc/${pid}/stat`, "utf8").includes(") Z ");
  } catch {
    return false;
  }
};

/** A script run as the warm interpreter would have served it: through the launcher once the warm one is taken (a cold start inside the template's fork). */
function script(body: string, timeoutMs = 20_000) {
  const file = join(p.oracle, `script-${Math.random().toString(36).slice(2)}.py`);
  writeFileSync(file, body);
  const start = warmStart(BASE_ENV, PYTHON);
  return processExec.run({ command: PYTHON, args: [...start.args.slice(0, -1), file], cwd: p.oracle, env: {}, timeoutMs, channel: true });
}

describe(`the warm template (${SANDBOX})`, () => {
  test("the warm interpreter serves the first run; each later run is a fresh fork of one template, none seeing another's state", async () => {
    warmUp(warmStart(BASE_ENV, PYTHON));
    expect(outcomes(await forks("test_warm"))).toEqual(["pass", "pass", "pass"]); // the warm one's
    expect(children("--template")).toHaveLength(0); // started only once a run needs it
    for (let run = 0; run < 3; run++) expect(outcomes(await forks("test_pristine"))).toEqual(["pass", "pass", "pass"]);
    expect(children("--template")).toHaveLength(1); // one template for all three
  }, 120_000);

  test("a property whose module keeps state between calls: the template's runs, twice, give a process pair per seed's verdicts", async () => {
    const perSeed = outcomes(await modes(p, "tests/test_template.py::test_counter", SEEDS).perSeed());
    expect(perSeed).toEqual(["pass", "pass", "pass"]);
    expect(outcomes(await forks("test_counter"))).toEqual(perSeed);
    expect(outcomes(await forks("test_counter"))).toEqual(perSeed);
    expect(outcomes(await modes(p, "tests/test_template.py::test_counter", SEEDS).batch())).toEqual(["pass", "fail", "fail"]); // the control: shared state fails
  }, 120_000);

  test("the launcher ends as the run ended: its exit code, its signal", async () => {
    expect((await script("import os\nos._exit(7)\n")).exitCode).toBe(7);
    const killed = await script("import os, signal\nos.kill(os.getpid(), signal.SIGTERM)\n");
    expect([killed.exitCode, killed.signal]).toEqual([null, "SIGTERM"]);
    const printed = await script("import sys\nprint('out'); print('err', file=sys.stderr); import os; os.write(3, b'{}\\n')\n");
    expect([printed.exitCode, printed.stdoutTail, printed.stderrTail, printed.channel]).toEqual([0, "out\n", "err\n", "{}\n"]);
  }, 60_000);

  test("a run past its time limit: the launcher is killed, and the run's whole group with it", async () => {
    const pidFile = join(p.oracle, "grandchild.pid");
    const r = await script(
      `import subprocess, time\nopen(${JSON.stringify(pidFile)}, "w").write(str(subprocess.Popen(["sleep", "60"]).pid))\ntime.sleep(60)\n`,
      3_000,
    );
    expect(r.timedOut).toBe(true);
    const grandchild = Number(readFileSync(pidFile, "utf8"));
    for (let i = 0; i < 50 && alive(grandchild); i++) await new Promise((done) => setTimeout(done, 100));
    expect(alive(grandchild)).toBe(false);
  }, 60_000);

  test("a template that is gone: the launcher starts the run cold; the sweep ends the template and counts it as no survivor", async () => {
    for (const pid of children("--template")) process.kill(pid, "SIGKILL");
    await new Promise((done) => setTimeout(done, 300));
    expect((await script("import sys\nassert '--template' not in sys.orig_argv\n")).exitCode).toBe(0);
    expect(outcomes(await forks("test_pristine"))).toEqual(["pass", "pass", "pass"]); // a new template for the next run
    expect(children("--template")).toHaveLength(1);
    const swept = await processExec.sweep!(quietLog);
    expect(swept.killed).toBe(0);
    expect(children("--template")).toHaveLength(0);
  }, 120_000);
});
