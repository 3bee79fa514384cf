import { describe, expect, test } from "vitest";
import type { PlanRow } from "../../src/core/plan/lane-plan.js";
import { batchUnits, classifyRow, NOT_RERUN, runRows, type BatchRun } from "../../src/runners/engine.js";
import type { RunOutcome } from "../../src/core/row.js";

const row = (over: Partial<PlanRow> = {}): PlanRow => ({ lane: "replay", property: "p", kind: "seed", key: "8", frozen: false, ...over });
const o = (outcome: RunOutcome["outcome"]): RunOutcome => ({
  outcome,
  exitCode: outcome === "pass" ? 0 : 1,
  durationMs: 1,
  tail: "",
  detail: outcome,
  location: undefined,
});

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
  ["frozen seed failing every attempt is a fail: only unstable seeds are skipped", ["fail", "fail", "fail"], true, "fail"],
  ["frozen seed that times out reports frozen", ["timeout", "timeout", "timeout"], true, "frozen"],
  ["frozen seed failing then timing out is unstable: frozen", ["fail", "timeout", "fail"], true, "frozen"],
  ["frozen passing seed is a pass", ["pass"], true, "pass"],
  ["an error is an error, frozen or not", ["error"], true, "error"],
] as const)("%s", (_name, attempts, frozen, expected) => {
  expect(classifyRow(row({ frozen }), attempts.map(o))).toBe(expected);
});

test("a failing frozen replay seed is rerun twice; an unfrozen one, a holdout or a fixture is not", async () => {
  const f = scripted({ "8": ["fail", "pass", "pass"], "9": ["fail", "pass"], "55": ["fail"], fx: ["fail"] });
  const rows = [row({ frozen: true }), row({ key: "9" }), row({ lane: "holdout", key: "55" }), row({ kind: "fixture", key: "fx" })];
  const results = await runRows(rows, f.runOne, { concurrency: 1, reruns: 2 });
  expect(results.map((r) => [r.row.key, r.outcome, r.attempts.length])).toEqual([
    ["8", "frozen", 3],
    ["9", "fail", 1],
    ["55", "fail", 1],
    ["fx", "fail", 1],
  ]);
  expect(f.calls).toEqual(["8", "8", "8", "9", "55", "fx"]);
});

describe("a red row is not rerun: no rerun can change its verdict", () => {
  test.each([
    ["fails", "fail"],
    ["times out", "timeout"],
  ] as const)("an unfrozen replay seed that %s blocks after one run, and says why", async (_name, first) => {
    const f = scripted({ "3": [first, "pass", "pass"] });
    const [r] = await runRows([row({ key: "3" })], f.runOne, { concurrency: 1, reruns: 2 });
    expect([r!.outcome, r!.attempts.length, r!.notRerun]).toEqual([first, 1, NOT_RERUN]);
    expect(f.calls).toEqual(["3"]);
  });

  test("a frozen seed still gets every rerun its vote depends on, even when the lane is already red", async () => {
    const f = scripted({ "1": ["fail", "fail", "fail"], "2": ["fail", "fail", "fail"], "4": ["timeout", "pass", "fail"] });
    const rows = [row({ key: "1" }), row({ key: "2", frozen: true }), row({ key: "4", frozen: true })];
    const results = await runRows(rows, f.runOne, { concurrency: 1, reruns: 2 });
    expect(results.map((r) => [r.row.key, r.outcome, r.attempts.length, r.notRerun])).toEqual([
      ["1", "fail", 1, NOT_RERUN],
      ["2", "fail", 3, undefined],
      ["4", "frozen", 3, undefined],
    ]);
  });

  test("with reruns off nothing claims it was skipped", async () => {
    const [r] = await runRows([row()], scripted({ "8": ["fail"] }).runOne, { concurrency: 1, reruns: 0 });
    expect([r!.outcome, r!.notRerun]).toEqual(["fail", undefined]);
  });
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
  const results = await runRows(
    keys.map((key) => row({ key })),
    runOne,
    { concurrency: 4, reruns: 2 },
  );
  expect(results.map((r) => r.row.key)).toEqual(keys);
  expect([...f.calls].sort()).toEqual([...keys].sort());
  expect(peak).toBe(4);
});

describe("batched first runs", () => {
  const seeds = (property: string, keys: string[], over: Partial<PlanRow> = {}) => keys.map((key) => row({ property, key, ...over }));
  /** A readable fake batch runner: records each batch's keys, answers from a script. */
  function batched(script: Record<string, RunOutcome["outcome"]>, key = (r: PlanRow) => (r.property === "solo" ? undefined : r.property)) {
    const batches: string[][] = [];
    return {
      batches,
      runner: { key, run: async (rs: readonly PlanRow[]) => (batches.push(rs.map((r) => r.key)), rs.map((r) => o(script[r.key] ?? "pass"))) },
    };
  }

  test("batchUnits groups rows by key in plan order and splits a group over the cores", () => {
    const rows = [row({ kind: "fixture", key: "fx" }), ...seeds("a", ["1", "2", "3", "4", "5"]), row({ property: "solo", key: "9" }), ...seeds("b", ["6"])];
    const key = (r: PlanRow) => (r.kind === "seed" && r.property !== "solo" ? r.property : undefined);
    expect(batchUnits(rows, key, 2)).toEqual([[0], [1, 2, 3], [4, 5], [6], [7]]);
    expect(batchUnits(rows, key, 1)).toEqual([[0], [1, 2, 3, 4, 5], [6], [7]]);
    expect(batchUnits(rows, undefined, 2)).toEqual(rows.map((_, i) => [i]));
  });

  test("a fanning group (the fork server) stays one unit; a group of one still runs alone", () => {
    const rows = [row({ kind: "fixture", key: "fx" }), ...seeds("a", ["1", "2", "3", "4", "5"]), ...seeds("b", ["6"])];
    const key = (r: PlanRow) => (r.kind === "seed" ? r.property : undefined);
    expect(batchUnits(rows, key, 2, () => true)).toEqual([[0], [1, 2, 3, 4, 5], [6]]);
    expect(batchUnits(rows, key, 2, (r) => r.property === "b")).toEqual([[0], [1, 2, 3], [4, 5], [6]]);
  });

  test("a fanning unit runs at `concurrency` wide and holds that many workers: what comes after it waits", async () => {
    const events: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const fanning = {
      key: (r: PlanRow) => (r.property === "solo" ? undefined : r.property),
      fans: (r: PlanRow) => r.property === "a",
      run: async (rs: readonly PlanRow[], { width }: BatchRun) => {
        events.push(`batch ${rs.map((r) => r.key).join(",")} width ${width}`);
        await gate;
        events.push("batch ends");
        return rs.map(() => o("pass"));
      },
    };
    const single = async (r: PlanRow) => (events.push(`alone ${r.key}`), o("pass"));
    const rows = [...seeds("a", ["1", "2", "3"]), row({ property: "solo", key: "9" })];
    const running = runRows(rows, single, { concurrency: 2, reruns: 0, batch: fanning });
    await new Promise((r) => setTimeout(r, 20));
    expect(events).toEqual(["batch 1,2,3 width 2"]);
    release();
    const results = await running;
    expect(events).toEqual(["batch 1,2,3 width 2", "batch ends", "alone 9"]);
    expect(results.map((r) => r.outcome)).toEqual(["pass", "pass", "pass", "pass"]);
  });

  test("a fanning unit is as wide as its rows, at most `concurrency`", async () => {
    const widths: (number | undefined)[] = [];
    const fanning = {
      key: (r: PlanRow) => (r.property === "solo" ? undefined : r.property),
      fans: () => true,
      run: async (rs: readonly PlanRow[], { width }: BatchRun) => (widths.push(width), rs.map(() => o("pass"))),
    };
    let inFlight = 0;
    let peak = 0;
    const single = async () => {
      peak = Math.max(peak, ++inFlight);
      await new Promise((r) => setTimeout(r, 30));
      inFlight--;
      return o("pass");
    };
    const rows = [row({ property: "solo", key: "9" }), ...seeds("a", ["1", "2", "3", "4"]), ...seeds("b", ["5", "6"])];
    await runRows(rows, single, { concurrency: 4, reruns: 0, batch: fanning });
    expect(widths).toEqual([4, 2]);
    expect(peak).toBe(1);
  });

  test("a booting unit holds one worker until it says its rows started: the next unit boots beside it, then waits", async () => {
    const events: string[] = [];
    const gates = new Map<string, { ready: () => void; end: () => void }>();
    const booting = {
      key: (r: PlanRow) => (r.property === "solo" ? undefined : r.property),
      fans: () => true,
      boots: () => true,
      run: (rs: readonly PlanRow[], how: BatchRun) => {
        const name = rs[0]!.property;
        events.push(`${name} boots`);
        return new Promise<RunOutcome[]>((done) =>
          gates.set(name, {
            ready: () => (events.push(`${name} ready`), how.ready?.()),
            end: () => (events.push(`${name} ends`), done(rs.map(() => o("pass")))),
          }),
        );
      },
    };
    const single = async (r: PlanRow) => (events.push(`alone ${r.key}`), o("pass"));
    const rows = [...seeds("a", ["1", "2"]), ...seeds("b", ["3", "4"]), ...seeds("c", ["5", "6"]), row({ property: "solo", key: "9" })];
    const running = runRows(rows, single, { concurrency: 2, reruns: 0, batch: booting });
    const tick = () => new Promise((r) => setTimeout(r, 10));
    await tick();
    expect(events).toEqual(["a boots", "b boots"]); // two cores, two zygotes booting
    gates.get("a")!.ready();
    gates.get("b")!.ready();
    gates.get("a")!.end();
    await tick();
    expect(events).toEqual(["a boots", "b boots", "a ready", "b ready", "a ends"]); // b holds both workers now
    gates.get("b")!.end();
    await tick();
    expect(events.slice(5)).toEqual(["b ends", "c boots", "alone 9"]); // c booting leaves a worker for the row alone
    gates.get("c")!.ready();
    gates.get("c")!.end();
    expect((await running).map((r) => r.outcome)).toEqual(Array(7).fill("pass"));
  });

  test("a fanning unit down to its last row gives the core it no longer uses to the next unit, before it returns", async () => {
    const events: string[] = [];
    let finish: () => void = () => undefined;
    const fanning = {
      key: (r: PlanRow) => (r.property === "solo" ? undefined : r.property),
      fans: () => true,
      run: (rs: readonly PlanRow[], how: BatchRun) =>
        new Promise<RunOutcome[]>((done) => {
          events.push(`batch of ${rs.length}`);
          how.ended?.(0);
          how.ended?.(0); // told twice: one row
          how.ended?.(9); // not one of its rows
          setTimeout(() => (events.push("second row ended"), how.ended?.(1)), 10);
          finish = () => (events.push("batch returns"), done(rs.map(() => o("pass"))));
        }),
    };
    const single = async (r: PlanRow) => (events.push(`alone ${r.key}`), o("pass"));
    const rows = [...seeds("a", ["1", "2", "3"]), row({ property: "solo", key: "9" })];
    const running = runRows(rows, single, { concurrency: 2, reruns: 0, batch: fanning });
    await new Promise((r) => setTimeout(r, 5));
    expect(events).toEqual(["batch of 3"]); // two rows left: both workers held
    await new Promise((r) => setTimeout(r, 20));
    expect(events).toEqual(["batch of 3", "second row ended", "alone 9"]); // one row left: one worker
    finish();
    expect((await running).map((r) => r.outcome)).toEqual(["pass", "pass", "pass", "pass"]);
  });

  test("a unit that never says ready keeps holding one worker only; a second ready changes nothing", async () => {
    let peak = 0;
    let inFlight = 0;
    const booting = {
      key: (r: PlanRow) => (r.property === "solo" ? undefined : r.property),
      fans: () => true,
      boots: (r: PlanRow) => r.property === "a",
      run: async (rs: readonly PlanRow[], how: BatchRun) => {
        peak = Math.max(peak, ++inFlight);
        if (rs[0]!.property === "b") (how.ready?.(), how.ready?.()); // not a booting unit: ignored
        await new Promise((r) => setTimeout(r, 30));
        inFlight--;
        return rs.map(() => o("pass"));
      },
    };
    const single = async () => o("pass");
    const rows = [...seeds("a", ["1", "2"]), ...seeds("b", ["3", "4"]), ...seeds("c", ["5", "6"])];
    await runRows(rows, single, { concurrency: 2, reruns: 0, batch: booting });
    expect(peak).toBe(2); // a (booting, 1 worker) beside b (2 workers: it does not boot); c waits for both
  });

  test("first runs go through the batch; reruns of a failing frozen replay seed go one per process and only classify", async () => {
    const single = scripted({ "2": ["pass", "fail"], "3": ["fail", "fail"], "4": ["fail", "fail"], "9": ["pass"] });
    const b = batched({ "2": "fail", "3": "fail", "4": "timeout" });
    const rows = [
      ...seeds("a", ["1"]),
      ...seeds("a", ["2", "3"], { frozen: true }),
      row({ property: "a", key: "4", frozen: true }),
      row({ property: "solo", key: "9" }),
    ];
    const results = await runRows(rows, single.runOne, { concurrency: 1, reruns: 2, batch: b.runner });
    expect(b.batches).toEqual([["1", "2", "3", "4"]]);
    expect(results.map((r) => [r.row.key, r.outcome, r.attempts.length])).toEqual([
      ["1", "pass", 1],
      ["2", "frozen", 3],
      ["3", "fail", 3],
      ["4", "frozen", 3],
      ["9", "pass", 1],
    ]);
    expect(single.calls).toEqual(["2", "2", "3", "3", "4", "4", "9"]);
  });

  test("a failing holdout seed in a batch is not rerun; results stay in plan order under concurrency", async () => {
    const single = scripted({});
    const b = batched({ "12": "fail" });
    const keys = Array.from({ length: 20 }, (_, i) => String(i + 1));
    const results = await runRows(seeds("h", keys, { lane: "holdout" }), single.runOne, { concurrency: 2, reruns: 2, batch: b.runner });
    expect(results.map((r) => r.row.key)).toEqual(keys);
    expect(results.filter((r) => r.outcome !== "pass").map((r) => [r.row.key, r.outcome, r.attempts.length])).toEqual([["12", "fail", 1]]);
    expect(b.batches.map((x) => x.length)).toEqual([10, 10]);
    expect(single.calls).toEqual([]);
  });

  test("a batch runner that answers for fewer rows leaves those rows as errors, never passes", async () => {
    const short = { key: () => "a", run: async (rs: readonly PlanRow[]) => rs.slice(1).map(() => o("pass")) };
    const results = await runRows(seeds("a", ["1", "2"], { lane: "holdout" }), scripted({}).runOne, { concurrency: 1, reruns: 2, batch: short });
    expect(results.map((r) => r.outcome)).toEqual(["pass", "error"]);
  });

  test("a batch that streams its rows' ends: onEnded counts them before the batch returns, onResult and the verdicts are as without it", async () => {
    const rows = [...seeds("a", ["1", "2", "3"], { frozen: true }), row({ property: "solo", key: "9" })];
    const events: string[] = [];
    const streaming = {
      key: (r: PlanRow) => (r.property === "solo" ? undefined : r.property),
      run: async (rs: readonly PlanRow[], { ended }: BatchRun) => {
        // Out of order, twice for one row, and one index the batch does not have: each row counts once.
        for (const i of [1, 0, 1, 7]) ended?.(i);
        events.push("batch returns");
        return rs.map((r) => o(r.key === "2" ? "fail" : "pass"));
      },
    };
    const run = (progress: boolean) =>
      runRows(rows, scripted({ "2": ["pass", "fail"], "9": ["pass"] }).runOne, {
        concurrency: 1,
        reruns: 2,
        batch: streaming,
        onResult: (r, done, total) => events.push(`result ${r.row.key} ${r.outcome} ${done}/${total}`),
        ...(progress ? { onEnded: (n: number, total: number) => events.push(`ended ${n}/${total}`) } : {}),
      });
    const quiet = await run(false);
    events.length = 0;
    const results = await run(true);
    expect(events).toEqual([
      "ended 0/4",
      "ended 1/4",
      "ended 2/4",
      "batch returns",
      "ended 3/4",
      "result 1 pass 1/4",
      "result 2 frozen 2/4",
      "result 3 pass 3/4",
      "ended 4/4",
      "result 9 pass 4/4",
    ]);
    expect(results.map((r) => [r.row.key, r.outcome, r.attempts.length])).toEqual(quiet.map((r) => [r.row.key, r.outcome, r.attempts.length]));
  });

  test("an onEnded that throws loses progress, never the run", async () => {
    const b = batched({});
    const onEnded = () => {
      throw new Error("progress broke");
    };
    const results = await runRows(seeds("a", ["1", "2"]), scripted({}).runOne, { concurrency: 1, reruns: 0, batch: b.runner, onEnded });
    expect(results.map((r) => r.outcome)).toEqual(["pass", "pass"]);
  });
});
