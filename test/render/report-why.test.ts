// A report that says why, with real pytest and Hypothesis: the failing property's line
// leads with its own assertion and the values pytest computed, the sealed test's failing
// line is annotated, and the plain pytest line, pasted into /bin/sh in the checkout,
// reproduces the failure without seedgate.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { gitAt } from "../../src/adapters/git.js";
import { hostFiles } from "../../src/adapters/files.js";
import { manifestCheck } from "../../src/cli/wiring.js";
import { gate, type GateResult } from "../../src/modes/gate/gate.js";
import { gateAnnotations, gateMarkdown } from "../../src/modes/gate/render.js";
import { ownFailure } from "../../src/render/failure.js";
import { BUGGY, gateProject, PYTHON, quietLog, runLanes, type GateProject } from "../support/gate-fixture.js";

let p: GateProject;
let results: string;
let r: GateResult;

beforeAll(async () => {
  p = gateProject();
  p.repo.write("src/ledger.py", BUGGY);
  const head = p.repo.commit("agent: bring the bug back");
  results = mkdtempSync(join(tmpdir(), "seedgate-why-"));
  await runLanes(p.repo, p.base, results);
  r = await gate(
    { base: p.base, head, results, fetch: false },
    { git: gitAt(p.repo.dir), log: quietLog, clock: { now: () => new Date("2026-12-01T00:00:00Z") }, manifests: manifestCheck, files: hostFiles },
  );
}, 180_000);
afterAll(() => {
  p.repo.cleanup();
  rmSync(results, { recursive: true, force: true });
});

test("the failing property's line leads with its assertion and the values, and no internal code", () => {
  const md = gateMarkdown(r);
  expect(md).toMatch(/^- \*\*balance\*\*: `assert \d+ == \d+` — 2 replay seeds and 2 holdout seeds fail \(regression/m);
  expect(md).not.toContain("lane.replay.fail");
});

test("the sealed test's failing line is annotated", () => {
  const onTest = gateAnnotations(r).filter((a) => a.path === "tests/properties/test_ledger.py");
  expect(onTest.map((a) => a.start_line)).toContain(15);
  expect(onTest[0]!.message.split("\n")[0]).toMatch(/^assert \d+ == \d+$/);
});

test("the plain pytest line, pasted into /bin/sh in the checkout, reproduces the failure without seedgate", () => {
  const md = gateMarkdown(r);
  const block = /Without seedgate \(seed (\d+)\):\n\n\s*```sh\n\s*(.+)\n/.exec(md);
  expect(block).not.toBeNull();
  const line = block![2]!.trim();
  expect(line).toMatch(/^python3 -m pytest 'tests\/properties\/test_ledger\.py::test_balance_invariant' --hypothesis-seed=\d+ /);
  // /bin/sh, the checkout as cwd, an environment with nothing of seedgate's: the interpreter the lanes used first on PATH.
  const bin = mkdtempSync(join(tmpdir(), "seedgate-why-bin-"));
  writeFileSync(join(bin, "python3"), `#!/bin/sh\nexec ${PYTHON} "$@"\n`, { mode: 0o755 });
  try {
    const run = spawnSync("/bin/sh", ["-c", line], { cwd: p.repo.dir, env: { PATH: `${bin}:/usr/bin:/bin`, HOME: tmpdir() }, encoding: "utf8" });
    expect(run.status, run.stdout + run.stderr).toBe(1);
    expect(run.stdout).toMatch(/assert \d+ == \d+/);
    expect(run.stdout).toContain("Falsifying example");
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
});

test("an ExceptionGroup leads with its first distinct failure, the group's size after it (pytest's real rendering)", () => {
  const dir = mkdtempSync(join(tmpdir(), "seedgate-why-group-"));
  try {
    // Hypothesis raises this group when shrinking finds failures of distinct origins; pytest prints it as below.
    writeFileSync(
      join(dir, "test_group.py"),
      [
        "def parse(n):",
        "    raise ValueError(f'too large: {n}')",
        "",
        "def test_group():",
        "    found = []",
        "    for check in (lambda: parse(1001), lambda: (_ for _ in ()).throw(AssertionError('assert 3 == 4'))):",
        "        try:",
        "            check()",
        "        except Exception as e:",
        "            found.append(e)",
        "    raise ExceptionGroup('Hypothesis found 2 distinct failures.', found)",
        "",
      ].join("\n"),
    );
    const out = spawnSync(PYTHON, ["-m", "pytest", "-q", "-p", "no:cacheprovider", "test_group.py"], { cwd: dir, encoding: "utf8" }).stdout;
    const failure = ownFailure({ claimed: { detail: "ExceptionGroup: Hypothesis found 2 distinct failures. (2 sub-exceptions)", tail: out } as never });
    expect(failure).toBe("ValueError: too large: 1001 (the first of 2 distinct failures)");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
