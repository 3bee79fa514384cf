// max_examples as recorded at hunt time (journal `max_examples`, issue 13 item 4): a lane
// row passes only when Hypothesis ran to the hunt's figure; each outcome carries the
// figure its run used, which is what a hunt records. Real pytest and Hypothesis.
import { hostDisk } from "../../../src/adapters/disk.js";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { runHypothesisBatch } from "../../../src/runners/hypothesis/batch.js";
import { runHypothesis } from "../../../src/runners/hypothesis/hypothesis.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
let dir = "";
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "seedgate-recorded-"));
  cpSync("test/fixtures/projects/ledger", dir, { recursive: true });
  writeFileSync(join(dir, "src/ledger.py"), "def balance(amounts):\n    return sum(amounts)\n");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const run = { selector: "tests/properties/test_ledger.py::test_balance_invariant", python: PY, timeoutMs: 60_000, sealedConftest: false };
const env = () => ({ root: dir, baseEnv: { PATH: process.env.PATH, HOME: process.env.HOME } });

test("a seed run under the sealed test's 100 examples where the hunt recorded 50 is an error naming both figures", async () => {
  const o = await runHypothesis({ exec: processExec, disk: hostDisk }, { ...run, ...env(), seed: 5, maxExamples: 50 });
  expect(o.outcome).toBe("error");
  expect(o.detail).toMatch(/max_examples was 100 where the hunt recorded 50 \(journal max_examples\)/);
  expect(o.maxExamples).toBe(100);
}, 120_000);

test("the recorded figure equal to the run's passes, one process or batched; without one, today's rule", async () => {
  const one = await runHypothesis({ exec: processExec, disk: hostDisk }, { ...run, ...env(), seed: 5, maxExamples: 100 });
  expect([one.outcome, one.maxExamples]).toEqual(["pass", 100]);
  const batched = await runHypothesisBatch({ exec: processExec, disk: hostDisk }, { ...run, ...env(), seeds: [1, 2], maxExamples: 100 });
  expect(batched.map((o) => [o.outcome, o.maxExamples])).toEqual([
    ["pass", 100],
    ["pass", 100],
  ]);
  const wrong = await runHypothesisBatch({ exec: processExec, disk: hostDisk }, { ...run, ...env(), seeds: [1], maxExamples: 7 });
  expect(wrong[0]!.detail).toMatch(/where the hunt recorded 7/);
  const older = await runHypothesis({ exec: processExec, disk: hostDisk }, { ...run, ...env(), seed: 5 });
  expect(older.outcome).toBe("pass");
}, 180_000);
