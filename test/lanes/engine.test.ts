import { expect, test } from "vitest";
import type { PlanRow } from "../../src/core/lane-plan.js";
import { classifyRow, runRows } from "../../src/lanes/engine.js";
import type { RunOutcome } from "../../src/runners/outcome.js";

const row = (over: Partial<PlanRow> = {}): PlanRow => ({ lane: "replay", property: "p", kind: "seed", key: "8", frozen: false, ...over });
const o = (outcome: RunOutcome["outcome"]): RunOutcome => ({ outcome, exitCode: outcome === "pass" ? 0 : 1, durationMs: 1, tail: "", detail: outcome, location: undefined });

/** A readable fake runner: each row key has a script of outcomes, consumed in order. */
function scripted(script: Record<string, RunOutcome["outcome"][]>) {
  const calls: string[] = [];
  const runOne = async (r: PlanRow) => {
    calls.push(r.key);
    await new Promise((done) => setTimeout(done, Number(r.key) % 7));
    return o(script[r.key]!.shift() ?? "pass");
  };
  return { calls, runOne };
}

test.each([
  ["consistent failure", ["fail", "fail", "fail"], false, "fail"],
  ["fails then passes: flaky, never pass", ["fail", "pass", "fail"], false, "flaky"],
  ["consistent timeout", ["timeout", "timeout", "timeout"], false, "timeout"],
  ["frozen flaky seed reports frozen", ["fail", "pass", "pass"], true, "frozen"],
  ["frozen failing seed reports frozen", ["fail", "fail", "fail"], true, "frozen"],
  ["frozen passing seed is a pass", ["pass"], true, "pass"],
  ["an error is an error, frozen or not", ["error"], true, "error"],
] as const)("%s", (_name, attempts, frozen, expected) => {
  expect(classifyRow(row({ frozen }), attempts.map(o))).toBe(expected);
});

test("a failing replay seed is rerun twice; a holdout or fixture is not", async () => {
  const f = scripted({ "8": ["fail", "pass", "pass"], "55": ["fail"], "fx": ["fail"] });
  const results = await runRows([row(), row({ lane: "holdout", key: "55" }), row({ kind: "fixture", key: "fx" })], f.runOne, { concurrency: 1, reruns: 2 });
  expect(results.map((r) => [r.row.key, r.outcome, r.attempts.length])).toEqual([
    ["8", "flaky", 3],
    ["55", "fail", 1],
    ["fx", "fail", 1],
  ]);
});

test("concurrency keeps plan order and runs every row exactly once", async () => {
  const keys = Array.from({ length: 40 }, (_, i) => String(i));
  const f = scripted(Object.fromEntries(keys.map((k) => [k, ["pass"]])));
  let inFlight = 0;
  let peak = 0;
  const runOne = async (r: PlanRow) => {
    peak = Math.max(peak, ++inFlight);
    const out = await f.runOne(r);
    inFlight--;
    return out;
  };
  const results = await runRows(keys.map((key) => row({ key })), runOne, { concurrency: 4, reruns: 2 });
  expect(results.map((r) => r.row.key)).toEqual(keys);
  expect([...f.calls].sort()).toEqual([...keys].sort());
  expect(peak).toBe(4);
});
