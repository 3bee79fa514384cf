// The hypothesis preset against real pytest + Hypothesis (Debian's, /usr/bin/python3).
import { hostDisk } from "../../../src/adapters/disk.js";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { runHypothesis, type HypothesisRun } from "../../../src/runners/hypothesis/hypothesis.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const SELECTOR = "tests/properties/test_ledger.py::test_balance_invariant";
const FIXED = "def balance(amounts):\n    return sum(amounts)\n";
let root: string;

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), "seedgate-hyp-"));
  cpSync("test/fixtures/projects/ledger", dir, { recursive: true });
  return dir;
}
const run = (dir: string, seed: number, extra: Partial<HypothesisRun> = {}) =>
  runHypothesis(
    { exec: processExec, disk: hostDisk },
    {
      root: dir,
      selector: SELECTOR,
      seed,
      python: PY,
      timeoutMs: 60_000,
      sealedConftest: false,
      baseEnv: { PATH: process.env.PATH, HOME: process.env.HOME },
      ...extra,
    },
  );

beforeAll(() => {
  root = project();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

test("a hitting seed fails on the bug with a location; a missing seed passes; the fix passes the hit", async () => {
  const hit = await run(root, 1);
  expect(hit.outcome).toBe("fail");
  expect(hit.location?.file).toMatch(/test_ledger\.py$/);
  expect((await run(root, 5)).outcome).toBe("pass");
  const fixed = project();
  writeFileSync(join(fixed, "src/ledger.py"), FIXED);
  expect((await run(fixed, 1)).outcome).toBe("pass");
  rmSync(fixed, { recursive: true, force: true });
});

test("production code calling os._exit(0) at import is not a pass", async () => {
  const dir = project();
  writeFileSync(join(dir, "src/ledger.py"), "import os\nos._exit(0)\n");
  const r = await run(dir, 1);
  expect(r.exitCode).toBe(0);
  expect(r.outcome).toBe("error");
  expect(r.detail).toContain("no JUnit XML");
  rmSync(dir, { recursive: true, force: true });
});

test("conftest.py files and ini files added by the PR have no effect", async () => {
  const dir = project();
  const skipAll = "import pytest\n\ndef pytest_collection_modifyitems(items):\n    for i in items:\n        i.add_marker(pytest.mark.skip(reason='agent'))\n";
  writeFileSync(join(dir, "conftest.py"), skipAll);
  writeFileSync(join(dir, "tests/properties/conftest.py"), "import src.ledger\nsrc.ledger.balance = sum\n");
  writeFileSync(join(dir, "pytest.ini"), "[pytest]\naddopts = -k nothing_matches\n");
  writeFileSync(join(dir, "pyproject.toml"), "[tool.pytest.ini_options]\naddopts = '-p no:hypothesispytest'\n");
  expect((await run(dir, 1)).outcome).toBe("fail");
  rmSync(dir, { recursive: true, force: true });
});

test("PYTEST_ADDOPTS and PYTEST_PLUGINS in the environment have no effect", async () => {
  const r = await run(root, 1, { baseEnv: { PATH: process.env.PATH, PYTEST_ADDOPTS: "-k nothing_matches", PYTEST_PLUGINS: "nonexistent_plugin" } });
  expect(r.outcome).toBe("fail");
});

test("with CI=true GITHUB_ACTIONS=true, two seeds still generate different inputs, and one seed the same ones", async () => {
  const fixed = project();
  writeFileSync(join(fixed, "src/ledger.py"), FIXED); // no failure, so all 100 examples run
  const records = [2, 3, 2].map((_, i) => join(fixed, `examples-${i}.txt`));
  for (const [i, seed] of [2, 3, 2].entries())
    await run(fixed, seed, { baseEnv: { PATH: process.env.PATH, CI: "true", GITHUB_ACTIONS: "true", SEEDGATE_RECORD: records[i] } });
  const [a, b, again] = records.map((r) => readFileSync(r, "utf8"));
  expect(a!.split("\n").length).toBeGreaterThan(50);
  expect(a).not.toBe(b);
  expect(again).toBe(a);
  rmSync(fixed, { recursive: true, force: true });
});

describe("never a pass without positive evidence", () => {
  test("a skipped test is an error", async () => {
    writeFileSync(join(root, "tests/properties/test_skip.py"), "import pytest\n\ndef test_skipped():\n    pytest.skip('not today')\n");
    const r = await run(root, 1, { selector: "tests/properties/test_skip.py::test_skipped" });
    expect(r.outcome).toBe("error");
    expect(r.detail).toContain("skipped");
  });
  test("no tests collected (exit 5 or 4) is an error", async () => {
    writeFileSync(join(root, "tests/properties/test_empty.py"), "x = 1\n");
    const r = await run(root, 1, { selector: "tests/properties/test_empty.py" });
    expect(r.outcome).toBe("error");
    expect(r.detail).toMatch(/no tests collected|usage error/);
  });
  test("a hanging property times out", async () => {
    writeFileSync(join(root, "tests/properties/test_hang.py"), "import time\n\ndef test_hang():\n    time.sleep(600)\n");
    const r = await run(root, 1, { selector: "tests/properties/test_hang.py::test_hang", timeoutMs: 2000 });
    expect(r.outcome).toBe("timeout");
  });
});
