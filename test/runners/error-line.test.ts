// Issue 15 item 5: an error row leads with the first meaningful line of its process's
// output. A real property importing a module that is not installed, under real pytest
// and Hypothesis, in each mode that runs it: its rows name the module, not
// "pytest: usage error" or "the process never reported".
import { hostDisk } from "../../src/adapters/disk.js";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { processExec } from "../../src/adapters/exec.js";
import { meaningfulLine, explained } from "../../src/runners/error-line.js";
import { runHypothesis } from "../../src/runners/hypothesis/hypothesis.js";
import { runHypothesisBatch } from "../../src/runners/hypothesis/batch.js";
import { runHypothesisFixture } from "../../src/runners/hypothesis/fixture.js";
import { runHypothesisFixtures } from "../../src/runners/hypothesis/fixture-batch.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const SELECTOR = "tests/properties/test_missing.py::test_missing";
const MISSING = "ModuleNotFoundError: No module named 'seedgate_absent_lib'";
const env = { PATH: process.env.PATH, HOME: process.env.HOME };
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "seedgate-error-line-"));
  cpSync("test/fixtures/projects/ledger", root, { recursive: true });
  writeFileSync(
    join(root, "tests/properties/test_missing.py"),
    "from hypothesis import given, strategies as st\n\nimport seedgate_absent_lib\n\n\n@given(st.integers())\ndef test_missing(n):\n    assert seedgate_absent_lib.ok(n)\n",
  );
  mkdirSync(join(root, "oracles/missing"), { recursive: true });
  writeFileSync(join(root, "oracles/missing/1.json"), '{"n": 1}');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const common = () => ({ root, selector: SELECTOR, python: PY, timeoutMs: 60_000, sealedConftest: false, baseEnv: env });
const firstLine = (detail: string) => detail.split("\n")[0]!;

test("a seed row in a process of its own names the missing module", async () => {
  const r = await runHypothesis({ exec: processExec, disk: hostDisk }, { ...common(), seed: 1 });
  expect(r.outcome).toBe("error");
  expect(firstLine(r.detail)).toMatch(new RegExp(`^${MISSING} \\(pytest: `));
});

test("batched seed rows name the missing module, every seed", async () => {
  const rows = await runHypothesisBatch({ exec: processExec, disk: hostDisk }, { ...common(), seeds: [1, 2] });
  expect(rows.map((r) => r.outcome)).toEqual(["error", "error"]);
  for (const r of rows) expect(firstLine(r.detail)).toMatch(new RegExp(`^${MISSING} \\(the batch process ended`));
});

test("a fixture row, alone or forked from a batch, names the missing module", async () => {
  const alone = await runHypothesisFixture({ exec: processExec, disk: hostDisk }, { ...common(), fixture: "oracles/missing/1.json" });
  expect(alone.outcome).toBe("error");
  expect(firstLine(alone.detail)).toContain(MISSING);
  const forked = await runHypothesisFixtures({ exec: processExec, disk: hostDisk }, { ...common(), fixtures: ["oracles/missing/1.json"] });
  expect(forked.map((r) => r.outcome)).toEqual(["error"]);
  expect(firstLine(forked[0]!.detail)).toContain(MISSING);
});

test("the meaningful line: pytest's E line first, else the last exception, else pytest's ERROR:, else the first plain line", () => {
  const collection =
    "==== ERRORS ====\n____ ERROR collecting t.py ____\nImportError while importing test module '/x/t.py'.\nTraceback:\nt.py:1: in <module>\n    import x\nE   ModuleNotFoundError: No module named 'x'\n==== short test summary info ====\nERROR t.py\nERROR: not found: /x/t.py::test_a\n";
  expect(meaningfulLine(collection)).toBe("ModuleNotFoundError: No module named 'x'");
  const traceback =
    "Traceback (most recent call last):\n  File \"boot.py\", line 3, in <module>\n    import pytest\nModuleNotFoundError: No module named 'pytest'\n";
  expect(meaningfulLine(traceback)).toBe("ModuleNotFoundError: No module named 'pytest'");
  expect(meaningfulLine("\n ❯ x.test.ts\nError: Cannot find package 'fast-check' imported from /r/x.test.ts\n    at resolve (node:internal)\n")).toBe(
    "Error: Cannot find package 'fast-check' imported from /r/x.test.ts",
  );
  expect(meaningfulLine("\u001b[31mERROR: file or directory not found: t.py\u001b[0m\n\nno tests ran in 0.01s\n")).toBe(
    "ERROR: file or directory not found: t.py",
  );
  expect(meaningfulLine("/bin/sh: 1: frobnicate: not found\n")).toBe("/bin/sh: 1: frobnicate: not found");
  expect(meaningfulLine("\n=====\n  \n")).toBeUndefined();
  expect(explained("pytest: usage error", "")).toBe("pytest: usage error");
  expect(explained("pytest: usage error (ERROR: not found: t.py)", "ERROR: not found: t.py")).toBe("pytest: usage error (ERROR: not found: t.py)");
});
