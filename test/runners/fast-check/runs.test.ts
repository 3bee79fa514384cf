// The pure rule of a fast-check seed row's run count (fast-check-runs.ts).
import { expect, test } from "vitest";
import { ranArbitraries, unbackedRuns } from "../../../src/runners/fast-check/runs.js";

const NAME = "ledger > balance";
const ran = (over: Record<string, unknown> = {}) => ({ runs: 100, configured: 100, seed: 7, failed: false, interrupted: false, ...over });
const channel = (...rows: unknown[]) => rows.map((r) => JSON.stringify(r)).join("\n") + "\n";
const row = (runs: unknown, over: Record<string, unknown> = {}) => ({ name: NAME, state: "passed", runs, ...over });

test("a passed test whose every fc.assert ran all its configured runs under the seed backs the pass", () => {
  expect(unbackedRuns(channel(row({ asserts: [ran(), ran({ runs: 4, configured: 4 })], globalKept: true })), NAME, 7)).toBeUndefined();
});

test("no row, two rows, or a state other than passed", () => {
  expect(unbackedRuns("", NAME, 7)).toMatch(/saw no result/);
  const one = row({ asserts: [ran()], globalKept: true });
  expect(unbackedRuns(channel(one, one), NAME, 7)).toMatch(/2 rows .* something else wrote there/);
  expect(unbackedRuns(channel(row({ asserts: [ran()], globalKept: true }, { state: "failed" })), NAME, 7)).toMatch(/is failed, not passed/);
});

test("no count, a replaced global configuration, or no fc.assert at all", () => {
  expect(unbackedRuns(channel(row(null)), NAME, 7)).toMatch(/never ran under seedgate's fast-check configuration/);
  expect(unbackedRuns(channel(row({ asserts: [ran()], globalKept: false })), NAME, 7)).toMatch(/global configuration was replaced/);
  expect(unbackedRuns(channel(row({ asserts: [], globalKept: true })), NAME, 7)).toMatch(/no fc\.assert ran/);
});

test("zero runs, fewer runs than configured, another seed, or a swallowed failure", () => {
  const judge = (a: Record<string, unknown>) => unbackedRuns(channel(row({ asserts: [ran(a)], globalKept: true })), NAME, 7);
  expect(judge({ runs: 0, configured: 0 })).toMatch(/ran 0 of its 0 configured runs/);
  expect(judge({ runs: 3 })).toMatch(/ran 3 of its 100/);
  expect(judge({ seed: 8 })).toMatch(/under seed 8, not 7/);
  expect(judge({ failed: true })).toMatch(/failed, yet the test passed/);
});

test("sealed inputs: each fc.assert's printed arguments by name; a pass must print what the hunt recorded (journal sealed_inputs)", () => {
  const printed = row({ asserts: [ran({ inputs: ["A{max: 12}", "B{}"] }), ran({ inputs: ["C{}"] })], globalKept: true });
  expect(ranArbitraries(channel(printed), NAME)).toEqual({
    "fc.assert #1 argument 1": "A{max: 12}",
    "fc.assert #1 argument 2": "B{}",
    "fc.assert #2 argument 1": "C{}",
  });
  expect(ranArbitraries(channel(row({ asserts: [ran()], globalKept: true })), NAME)).toBeUndefined();
  const recorded = { "fc.assert #1 argument 1": "A{max: 12}" };
  expect(unbackedRuns(channel(printed), NAME, 7, undefined, recorded)).toBeUndefined();
  const narrowed = row({ asserts: [ran({ inputs: ["A{max: 8}", "B{}"] }), ran({ inputs: ["C{}"] })], globalKept: true });
  expect(unbackedRuns(channel(narrowed), NAME, 7)).toBeUndefined(); // nothing recorded: nothing held (a journal locked before the record)
  expect(unbackedRuns(channel(narrowed), NAME, 7, undefined, recorded)).toBe(
    'the sealed input fc.assert #1 argument 1 was "A{max: 8}" where the hunt recorded "A{max: 12}" (journal sealed_inputs): ' +
      "the sealed test read another value from production while it was collected or its strategies were built; " +
      "an intended change is re-hunted on the parent and proposed in a sealed-only pull request",
  );
  // A run that printed nothing (an fc.assert whose property never generated) does not match a record.
  expect(unbackedRuns(channel(row({ asserts: [ran()], globalKept: true })), NAME, 7, undefined, recorded)).toMatch(/was nothing where the hunt recorded/);
});
