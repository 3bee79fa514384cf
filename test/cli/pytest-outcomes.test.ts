// Real libraries call pytest.fail()/pytest.skip() inside properties; pytest's outcomes are
// BaseException, not Exception. A recorded fixture that hits pytest.fail() is a failure
// (the property's own verdict), one that skips is an error (it cannot judge), never a crash.
import { hostDisk } from "../../src/adapters/disk.js";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test } from "vitest";
import { processExec } from "../../src/adapters/exec.js";
import { runHypothesisFixture } from "../../src/runners/hypothesis/fixture.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const property = (body: string) => `import pytest
from hypothesis import given, settings, strategies as st

from src.ledger import balance


@settings(max_examples=10, database=None, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=10**6), max_size=5))
def test_outcome(amounts):
${body}
`;

async function replay(body: string) {
  const dir = mkdtempSync(join(tmpdir(), "seedgate-outcome-"));
  dirs.push(dir);
  cpSync("test/fixtures/projects/ledger", dir, { recursive: true });
  writeFileSync(join(dir, "tests/properties/test_outcome.py"), property(body));
  mkdirSync(join(dir, "oracles/outcome"), { recursive: true });
  writeFileSync(join(dir, "oracles/outcome/1.json"), '{"amounts":[13]}');
  return runHypothesisFixture(
    { exec: processExec, disk: hostDisk },
    {
      root: dir,
      selector: "tests/properties/test_outcome.py::test_outcome",
      fixture: "oracles/outcome/1.json",
      python: PY,
      timeoutMs: 30_000,
      sealedConftest: false,
      baseEnv: { PATH: process.env.PATH, HOME: process.env.HOME },
    },
  );
}

test("pytest.fail() inside a property is the property failing", async () => {
  const r = await replay('    if 13 in amounts:\n        pytest.fail("thirteen is unlucky")');
  expect(r).toMatchObject({ outcome: "fail", detail: expect.stringContaining("Failed: thirteen is unlucky") });
});

test("pytest.skip() inside a property is an error: a skipped fixture judges nothing", async () => {
  const r = await replay('    pytest.skip("needs a network")');
  expect(r).toMatchObject({ outcome: "error", detail: expect.stringContaining("Skipped: needs a network") });
});

test("pytest.raises inside a property passes when the error is raised", async () => {
  const r = await replay("    with pytest.raises(ZeroDivisionError):\n        1 / 0");
  expect(r.outcome).toBe("pass");
});
