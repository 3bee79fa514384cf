// The fixture replay runner against real Hypothesis (Debian's, /usr/bin/python3):
// a recorded failing input fails the bug and passes the fix, and nothing but a
// row the harness wrote for this fixture is a verdict.
import { hostDisk } from "../../../src/adapters/disk.js";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { runHypothesisFixture, type FixtureRun } from "../../../src/runners/hypothesis/fixture.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const SELECTOR = "tests/properties/test_ledger.py::test_balance_invariant";
const FIXTURE = "oracles/ledger/1.json";
const dirs: string[] = [];

function project(fixture = '{"amounts":[13]}', ledger?: string): string {
  const dir = mkdtempSync(join(tmpdir(), "seedgate-fx-"));
  dirs.push(dir);
  cpSync("test/fixtures/projects/ledger", dir, { recursive: true });
  if (ledger !== undefined) writeFileSync(join(dir, "src/ledger.py"), ledger);
  mkdirSync(join(dir, "oracles/ledger"), { recursive: true });
  writeFileSync(join(dir, FIXTURE), fixture);
  return dir;
}
const run = (root: string, extra: Partial<FixtureRun> = {}) =>
  runHypothesisFixture(
    { exec: processExec, disk: hostDisk },
    {
      root,
      selector: SELECTOR,
      fixture: FIXTURE,
      python: PY,
      timeoutMs: 30_000,
      sealedConftest: false,
      baseEnv: { PATH: process.env.PATH, HOME: process.env.HOME },
      ...extra,
    },
  );

afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

test("a failing input fails on the bug and passes on the fix; an input the bug spares passes", async () => {
  const bug = await run(project());
  expect(bug).toMatchObject({ outcome: "fail", exitCode: 0 });
  expect(bug.tail).toContain("assert balance(amounts) == sum(amounts)");
  expect((await run(project('{"amounts":[13]}', "def balance(amounts):\n    return sum(amounts)\n"))).outcome).toBe("pass");
  expect((await run(project('{"amounts":[12, 98]}'))).outcome).toBe("pass");
});

test("production code calling os._exit(0) at import or in the property is an error, never a pass", async () => {
  expect(await run(project(undefined, "import os\nos._exit(0)\n"))).toMatchObject({ outcome: "error", exitCode: 0, detail: expect.stringContaining("no row") });
  expect((await run(project(undefined, "import os\ndef balance(a):\n    os._exit(0)\n"))).outcome).toBe("error");
});

test("a fixture whose arguments do not fit the test is an error, not a failure", async () => {
  const r = await run(project('{"amount":[13]}'));
  expect(r).toMatchObject({ outcome: "error", detail: expect.stringContaining("do not fit") });
});

test("a missing or unparsable fixture is an error", async () => {
  expect((await run(project("not json"))).outcome).toBe("error");
  expect((await run(project(), { fixture: "oracles/ledger/404.json" })).outcome).toBe("error");
});

test("a test that is not a Hypothesis test is an error", async () => {
  const dir = project();
  writeFileSync(join(dir, "tests/properties/test_plain.py"), "def test_plain(amounts):\n    assert False\n");
  expect((await run(dir, { selector: "tests/properties/test_plain.py::test_plain" })).outcome).toBe("error");
});

test("a sealed conftest is loaded when present and a missing one is no error", async () => {
  const dir = project();
  expect((await run(dir, { sealedConftest: true })).outcome).toBe("fail");
  writeFileSync(join(dir, "tests/properties/conftest.py"), "import src.ledger\nsrc.ledger.balance = sum\n");
  expect((await run(dir, { sealedConftest: true })).outcome).toBe("pass");
  expect((await run(dir, { sealedConftest: false })).outcome).toBe("fail");
});

test("a hypothesis.py the PR adds at the root does not replace the real library", async () => {
  const dir = project();
  writeFileSync(
    join(dir, "hypothesis.py"),
    "class _H:\n    inner_test = staticmethod(lambda **k: None)\ndef given(*a, **k):\n    def wrap(f):\n        f.hypothesis = _H()\n        return f\n    return wrap\nsettings = given\nclass strategies:\n    lists = integers = staticmethod(lambda *a, **k: None)\n",
  );
  expect((await run(dir)).outcome).toBe("fail");
});

test("a hanging property times out", async () => {
  const r = await run(project(undefined, "import time\ndef balance(a):\n    time.sleep(600)\n"), { timeoutMs: 1500 });
  expect(r.outcome).toBe("timeout");
});

test("the hardened env applies: PYTEST_ADDOPTS, CI and HYPOTHESIS_PROFILE do not reach the child", async () => {
  const dir = project(
    undefined,
    "import os\ndef balance(a):\n    assert not any(k in os.environ for k in ('CI', 'PYTEST_ADDOPTS', 'HYPOTHESIS_PROFILE')), 'leaked'\n    return sum(a)\n",
  );
  const r = await run(dir, { baseEnv: { PATH: process.env.PATH, CI: "true", PYTEST_ADDOPTS: "-x", HYPOTHESIS_PROFILE: "ci" } });
  expect(r.outcome).toBe("pass");
});
