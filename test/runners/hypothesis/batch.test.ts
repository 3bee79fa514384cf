// Batched hypothesis mode against real pytest + Hypothesis (Debian's, /usr/bin/python3):
// each seed's outcome in one process equals its outcome in a process of its own.
import { hostDisk } from "../../../src/adapters/disk.js";
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { DEFAULT_CONFIG, type Config } from "../../../src/core/inputs/config.js";
import type { PlanRow } from "../../../src/core/plan/lane-plan.js";
import type { Property } from "../../../src/core/inputs/model.js";
import { runRows } from "../../../src/runners/engine.js";
import type { Exec, ExecResult } from "../../../src/ports/local.js";
import { batchKey, runBatch, runRow } from "../../../src/runners/dispatch.js";
import { judgePass, parseRows, runHypothesisBatch, type HypothesisBatch } from "../../../src/runners/hypothesis/batch.js";
import { channel, testRow } from "./integrity-rows.js";
import { parseIntegrity } from "../../../src/runners/hypothesis/integrity.js";
import { runHypothesis } from "../../../src/runners/hypothesis/hypothesis.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const SELECTOR = "tests/properties/test_ledger.py::test_balance_invariant";
const FIXED = "def balance(amounts):\n    return sum(amounts)\n";
const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);
const env = { PATH: process.env.PATH, HOME: process.env.HOME };
const dirs: string[] = [];
let root: string;

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), "seedgate-batch-test-"));
  cpSync("test/fixtures/projects/ledger", dir, { recursive: true });
  dirs.push(dir);
  return dir;
}
const batch = (dir: string, seeds: readonly number[], extra: Partial<HypothesisBatch> = {}) =>
  runHypothesisBatch(
    { exec: processExec, disk: hostDisk },
    { root: dir, selector: SELECTOR, seeds, python: PY, timeoutMs: 60_000, sealedConftest: false, baseEnv: env, ...extra },
  );
const single = (dir: string, seed: number, extra: Partial<HypothesisBatch> = {}) =>
  runHypothesis(
    { exec: processExec, disk: hostDisk },
    { root: dir, selector: SELECTOR, seed, python: PY, timeoutMs: 60_000, sealedConftest: false, baseEnv: env, ...extra },
  );
/** The shrunk input Hypothesis printed, so equal outcomes also mean equal examples. */
const falsifying = (tail: string) => /amounts=(\[[^\]]*\])/.exec(tail)?.[1];

beforeAll(() => {
  root = project();
});
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

test("seeds 1..12 on the ledger bug: each batched outcome and shrunk example equals its own process's", async () => {
  const batched = await batch(root, SEEDS);
  const perProcess = [];
  for (const s of SEEDS) perProcess.push(await single(root, s));
  expect(batched.map((o) => o.outcome)).toEqual(perProcess.map((o) => o.outcome));
  expect(batched.map((o) => falsifying(o.tail))).toEqual(perProcess.map((o) => falsifying(o.tail)));
  // The fixture's known facts, so the equality is not between two broken runners.
  expect([1, 2, 3, 4, 5, 11].map((s) => batched[s - 1]!.outcome)).toEqual(["fail", "fail", "fail", "fail", "pass", "pass"]);
  expect(falsifying(batched[0]!.tail)).toMatch(/^\[\d+\]$/);
  expect(batched[0]!.location?.file).toMatch(/test_ledger\.py$/);
});

test("progress: each seed's end row reaches `ended`, as every index holding that seed; the outcomes are as without it", async () => {
  const ended: number[] = [];
  const streamed = await batch(root, [3, 1, 3], { ended: (i) => ended.push(i) });
  expect(ended.sort((a, b) => a - b)).toEqual([0, 1, 2]);
  const quiet = await batch(root, [3, 1, 3]);
  expect(streamed.map((o) => [o.outcome, falsifying(o.tail)])).toEqual(quiet.map((o) => [o.outcome, falsifying(o.tail)]));
}, 120_000);

test("on the fix every seed passes in both modes, drawing the very same examples", async () => {
  const fixed = project();
  writeFileSync(join(fixed, "src/ledger.py"), FIXED);
  const [one, many] = [join(fixed, "one.txt"), join(fixed, "many.txt")];
  for (const s of [2, 3, 7]) expect((await single(fixed, s, { baseEnv: { ...env, SEEDGATE_RECORD: one } })).outcome).toBe("pass");
  const batched = await batch(fixed, [2, 3, 7], { baseEnv: { ...env, SEEDGATE_RECORD: many } });
  expect(batched.map((o) => o.outcome)).toEqual(["pass", "pass", "pass"]);
  expect(readFileSync(one, "utf8").split("\n").length).toBeGreaterThan(150);
  expect(readFileSync(many, "utf8")).toBe(readFileSync(one, "utf8"));
});

test("a committed .hypothesis/ (a stored failing example, a poisoned unicode cache) changes nothing in either mode", async () => {
  const dir = project();
  const rare =
    "import os\nfrom hypothesis import given, settings, strategies as st\n\n@settings(max_examples=50)\n@given(st.integers(min_value=0, max_value=10**9))\ndef test_rare(x):\n    if os.environ.get('PLANT'):\n        assert x < 777777\n    assert x != 777777\n";
  const text =
    "import os\nfrom hypothesis import given, settings, strategies as st\n\n@settings(max_examples=30)\n@given(st.text(max_size=5))\ndef test_text(s):\n    with open(os.environ['SEEDGATE_RECORD'], 'a', encoding='utf-8') as fh:\n        fh.write(repr(s) + '\\n')\n";
  writeFileSync(join(dir, "tests/properties/test_rare.py"), rare);
  writeFileSync(join(dir, "tests/properties/test_text.py"), text);
  const [rareSel, textSel] = ["tests/properties/test_rare.py::test_rare", "tests/properties/test_text.py::test_text"];
  const record = (name: string) => ({ baseEnv: { ...env, SEEDGATE_RECORD: join(dir, name) } });
  const drawn = (name: string) => readFileSync(join(dir, name), "utf8");
  expect((await single(dir, 4, { selector: textSel, ...record("single-clean") })).outcome).toBe("pass");
  expect((await batch(dir, [4, 5], { selector: textSel, ...record("batch-clean") })).map((o) => o.outcome)).toEqual(["pass", "pass"]);

  const plain = (args: string[], extra: Record<string, string>) =>
    execFileSync(PY, ["-m", "pytest", "-q", "-p", "no:cacheprovider", ...args], { cwd: dir, env: { ...env, ...extra }, stdio: "pipe" });
  expect(() => plain(["tests/properties/test_rare.py"], { PLANT: "1" })).toThrow(); // shrinks to 777777 and stores it
  expect(existsSync(join(dir, ".hypothesis/examples"))).toBe(true);
  expect(() => plain(["tests/properties/test_rare.py"], {})).toThrow(); // a plain run replays the stored example
  const unidata = execFileSync(PY, ["-c", "import unicodedata; print(unicodedata.unidata_version)"], { encoding: "utf8" }).trim();
  const cats = "Cc Cf Cn Co Cs Ll Lm Lo Lt Lu Mc Me Mn Nd Nl No Pc Pd Pe Pf Pi Po Ps Sc Sk Sm So Zl Zp Zs".split(" ");
  mkdirSync(join(dir, `.hypothesis/unicode_data/${unidata}`), { recursive: true });
  writeFileSync(join(dir, `.hypothesis/unicode_data/${unidata}/charmap.json.gz`), gzipSync(JSON.stringify(cats.map((c) => [c, [[120, 120]]]))));
  plain([textSel, "--hypothesis-seed=4"], { SEEDGATE_RECORD: join(dir, "plain-planted") });
  expect(drawn("plain-planted")).not.toBe(drawn("single-clean")); // the poisoned cache reaches a plain run: only "x"s

  expect((await single(dir, 4, { selector: rareSel })).outcome).toBe("pass");
  expect((await batch(dir, [4, 5], { selector: rareSel })).map((o) => o.outcome)).toEqual(["pass", "pass"]);
  await single(dir, 4, { selector: textSel, ...record("single-planted") });
  await batch(dir, [4, 5], { selector: textSel, ...record("batch-planted") });
  expect(drawn("single-planted")).toBe(drawn("single-clean"));
  expect(drawn("batch-planted")).toBe(drawn("batch-clean"));
  expect(drawn("batch-clean").startsWith(drawn("single-clean"))).toBe(true); // seed 4 first, the same draws
});

test("a batch: true rule runs through dispatch and the engine: one process for the seeds, a frozen seed's reruns one per process", async () => {
  const argvs: string[][] = [];
  const recording: Exec = { run: (req) => (argvs.push([...req.args]), processExec.run(req)) };
  const config: Config = { ...DEFAULT_CONFIG, runners: { ...DEFAULT_CONFIG.runners, rules: [{ match: "tests/**", preset: "hypothesis", batch: true }] } };
  const property: Property = {
    id: "balance",
    format: "journal",
    selector: SELECTOR,
    votes: true,
    state: "locked",
    replay: [],
    holdout: [],
    fixtures: [],
    cases: [],
    source: { file: "oracles/balance.json", pointer: "" },
  };
  const ctx = { root, config, exec: recording, disk: hostDisk, env: { ...env, SEEDGATE_PYTHON: PY }, isSealed: () => false };
  const rows = [1, 5, 11, 2].map((seed): PlanRow => ({ lane: "replay", property: "balance", kind: "seed", key: String(seed), frozen: seed === 1 }));
  const results = await runRows(rows, (r) => runRow(ctx, property, r), {
    concurrency: 1,
    reruns: 1,
    batch: { key: (r) => batchKey(ctx, property, r), run: (rs) => runBatch(ctx, property, rs) },
  });
  expect(results.map((r) => [r.row.key, r.outcome, r.attempts.length])).toEqual([
    ["1", "fail", 2],
    ["5", "pass", 1],
    ["11", "pass", 1],
    ["2", "fail", 1], // unfrozen: red whatever a rerun says, so not rerun
  ]);
  expect(argvs.filter((a) => a.includes("seedgate_batch")).map((a) => a.find((x) => x.startsWith("--seedgate-seeds=")))).toEqual(["--seedgate-seeds=1,5,11,2"]);
  expect(argvs.flatMap((a) => a.filter((x) => x.startsWith("--hypothesis-seed=")))).toEqual(["--hypothesis-seed=1"]);
});

test("seedStorage: each seed writes to the Hypothesis storage directory named for it, as its own process would", async () => {
  const dir = project();
  // Hypothesis 6.67 writes no observability lines; this test writes where observability would: storage_directory("observed").
  const observed = [
    "import json, os",
    "from hypothesis import given, settings, strategies as st",
    "from hypothesis.configuration import storage_directory",
    "",
    "@settings(max_examples=3)",
    "@given(st.integers())",
    "def test_observed(n):",
    "    where = os.fspath(getattr(storage_directory('observed'), 'path', storage_directory('observed')))",
    "    os.makedirs(where, exist_ok=True)",
    "    with open(os.path.join(where, 'lines.jsonl'), 'a') as fh:",
    "        fh.write(json.dumps({'seed': os.environ['SEEDGATE_SEED'], 'env': os.environ['HYPOTHESIS_STORAGE_DIRECTORY']}) + '\\n')",
    "",
  ].join("\n");
  writeFileSync(join(dir, "tests/properties/test_observed.py"), observed);
  const storage = mkdtempSync(join(tmpdir(), "seedgate-batch-storage-"));
  dirs.push(storage);
  const selector = "tests/properties/test_observed.py::test_observed";
  const outcomes = await batch(dir, [4, 9, 2], { selector, seedStorage: join(storage, "seed-{seed}", "hypothesis") });
  expect(outcomes.map((o) => o.outcome)).toEqual(["pass", "pass", "pass"]);
  for (const seed of [4, 9, 2]) {
    const home = join(storage, `seed-${seed}`, "hypothesis");
    const lines = readFileSync(join(home, "observed", "lines.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { seed: string; env: string });
    expect(lines.length, `seed ${seed}`).toBeGreaterThan(0);
    expect(
      lines.every((l) => l.seed === String(seed) && l.env === home),
      `seed ${seed}`,
    ).toBe(true);
  }
  // Without it the batch keeps one storage directory of its own, and removes it.
  const plain = await batch(dir, [5], { selector });
  expect(plain[0]!.outcome).toBe("pass");
  expect(existsSync(join(storage, "seed-5"))).toBe(false);
});

describe("errors are never passes", () => {
  test("production code calling os._exit(0) at import: every seed is an error", async () => {
    const dir = project();
    writeFileSync(join(dir, "src/ledger.py"), "import os\nos._exit(0)\n");
    const r = await batch(dir, [1, 5, 11]);
    expect(r.map((o) => o.outcome)).toEqual(["error", "error", "error"]);
    expect(r[1]!.detail).toMatch(/exited 0 before it wrote a row for seed 5: never a pass/);
  });

  test("os._exit(0) during one seed: that seed is an error, the seeds after it still run as in their own process", async () => {
    const dir = project();
    writeFileSync(
      join(dir, "src/ledger.py"),
      "import os\n\ndef balance(amounts):\n    if os.environ.get('SEEDGATE_SEED') == '3':\n        os._exit(0)\n    return sum(a for a in amounts if a % 97 != 13)\n",
    );
    const seeds = [1, 3, 4, 5];
    const batched = await batch(dir, seeds);
    const perProcess = [];
    for (const s of seeds) perProcess.push((await single(dir, s)).outcome);
    expect(batched.map((o) => o.outcome)).toEqual(["fail", "error", "fail", "pass"]);
    expect(batched.map((o) => o.outcome)).toEqual(perProcess);
    expect(batched[1]!.detail).toContain("seed 3");
  });

  test("a seed that hangs is a timeout, and only that seed", async () => {
    const dir = project();
    writeFileSync(
      join(dir, "src/ledger.py"),
      "import os, time\n\ndef balance(amounts):\n    if os.environ.get('SEEDGATE_SEED') == '2':\n        time.sleep(600)\n    return sum(a for a in amounts if a % 97 != 13)\n",
    );
    const started = Date.now();
    const r = await batch(dir, [1, 2, 5], { timeoutMs: 2500 });
    expect(r.map((o) => o.outcome)).toEqual(["fail", "timeout", "pass"]);
    expect(r[1]!.tail).toMatch(/Timeout|sleep/);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  test("a skipped test and a selector that matches nothing are errors", async () => {
    writeFileSync(join(root, "tests/properties/test_skip.py"), "import pytest\n\ndef test_skipped():\n    pytest.skip('not today')\n");
    const skipped = await batch(root, [1, 2], { selector: "tests/properties/test_skip.py::test_skipped" });
    expect(skipped.map((o) => [o.outcome, o.detail])).toEqual([
      ["error", "skipped: not today"],
      ["error", "skipped: not today"],
    ]);
    const none = await batch(root, [1], { selector: "tests/properties/test_ledger.py::test_absent" });
    expect(none[0]!.outcome).toBe("error");
    expect(none[0]!.detail).toMatch(/usage error|no tests collected/);
  });

  test("repository files named like the batch plugin, pytest or a standard-library module are never imported in its place", async () => {
    const dir = project();
    for (const name of ["seedgate_batch.py", "pytest.py", "json.py", "random.py"]) writeFileSync(join(dir, name), "raise SystemExit('agent')\n");
    const r = await batch(dir, [1, 5]);
    expect(r.map((o) => o.outcome)).toEqual(["fail", "pass"]);
  });
});

describe("judgePass: what one batch process showed", () => {
  const exec = (over: Partial<ExecResult> = {}): ExecResult => ({
    exitCode: 0,
    signal: null,
    timedOut: false,
    durationMs: 1000,
    stdoutTail: "",
    stderrTail: "",
    ...over,
  });
  const start = (seed: number) => JSON.stringify({ seed, event: "start" });
  const end = (seed: number, outcome: string) => JSON.stringify({ seed, event: "end", outcome, detail: outcome, tail: "", ms: 100 });
  const done = JSON.stringify({ event: "batch-done" });
  const seen = (seed: number, examples = 100) => JSON.stringify(testRow({ seed, examples }));
  /** The integrity plugin's evidence of a clean process that ran every seed. */
  const clean = [seen(1), seen(2), seen(3), JSON.stringify({ event: "done", tests: 3, exitstatus: 0 })];
  /** One channel as the plugins write it: the integrity rows and the batch rows, numbered. */
  const judge = (lines: string[], r: ExecResult, watchdog = "", integrity = clean) => {
    const text = channel([...integrity, ...lines]);
    return judgePass(r, parseRows(text, [1, 2, 3]), watchdog, [1, 2, 3], 5000, parseIntegrity(text), "test_x");
  };
  const outcomes = (p: ReturnType<typeof judge>) => [1, 2, 3].map((s) => p.settled.get(s)?.outcome ?? "rerun");

  test("a clean batch: the rows decide, and start-up is shared out", () => {
    const p = judge([start(1), end(1, "pass"), start(2), end(2, "fail"), start(3), end(3, "pass"), done], exec({ exitCode: 1 }));
    expect(outcomes(p)).toEqual(["pass", "fail", "pass"]);
    expect(p.settled.get(1)!.durationMs).toBeCloseTo(100 + 700 / 3);
  });
  test("exit 0 with a failing row, or exit 1 with none, contradicts the rows: all errors", () => {
    expect(outcomes(judge([start(1), end(1, "fail"), start(2), end(2, "pass"), start(3), end(3, "pass"), done], exec({ exitCode: 0 })))).toEqual([
      "error",
      "error",
      "error",
    ]);
    expect(outcomes(judge([start(1), end(1, "pass"), start(2), end(2, "pass"), start(3), end(3, "pass"), done], exec({ exitCode: 1 })))).toEqual([
      "error",
      "error",
      "error",
    ]);
  });
  test("a done batch missing a row: that seed is an error, not rerun", () => {
    expect(outcomes(judge([start(1), end(1, "pass"), start(3), end(3, "pass"), done], exec()))).toEqual(["pass", "error", "pass"]);
  });
  test("the watchdog fired during seed 2: a timeout; seed 3 runs again", () => {
    const p = judge([start(1), end(1, "pass"), start(2)], exec({ exitCode: 1 }), "Timeout (0:00:05)!\n");
    expect(outcomes(p)).toEqual(["pass", "timeout", "rerun"]);
    expect(p.unstarted).toEqual([3]);
  });
  test("killed by the backstop during seed 2 (the watchdog never fired): seed 2 times out, seed 3 runs again", () => {
    const p = judge([start(1), end(1, "fail"), start(2)], exec({ exitCode: null, signal: "SIGKILL", timedOut: true }));
    expect(outcomes(p)).toEqual(["fail", "timeout", "rerun"]);
    expect(p.settled.get(2)!.detail).toContain("time limit during seed 2");
  });
  test("an exit without a row for the running seed is an error, not a timeout", () => {
    const p = judge([start(1), end(1, "pass"), start(2)], exec({ exitCode: 0 }));
    expect(outcomes(p)).toEqual(["pass", "error", "rerun"]);
    expect(p.settled.get(2)!.detail).toContain("never a pass");
  });
  test("killed by the backstop before any seed started: every seed times out", () => {
    expect(outcomes(judge([], exec({ exitCode: null, signal: "SIGKILL", timedOut: true })))).toEqual(["timeout", "timeout", "timeout"]);
  });
  test("integrity: tampering makes every seed an error, a failing one included", () => {
    const p = judge([start(1), end(1, "pass"), start(2), end(2, "fail"), start(3), end(3, "pass"), done], exec({ exitCode: 1 }), "", [
      JSON.stringify({ event: "tampering", what: "builtins.sum was replaced during the run" }),
      ...clean,
    ]);
    expect(outcomes(p)).toEqual(["error", "error", "error"]);
    expect(p.settled.get(2)!.detail).toMatch(/^tampering: builtins\.sum was replaced during the run; a failing row/);
  });
  test("integrity: a pass needs its seed's row with examples; a done batch needs done evidence", () => {
    const rows = [start(1), end(1, "pass"), start(2), end(2, "pass"), start(3), end(3, "fail"), done];
    const p = judge(rows, exec({ exitCode: 1 }), "", [seen(1, 0), seen(3), JSON.stringify({ event: "done", tests: 1, exitstatus: 0 })]);
    expect(outcomes(p)).toEqual(["error", "error", "fail"]);
    expect(p.settled.get(1)!.detail).toContain("ran no examples");
    expect(p.settled.get(2)!.detail).toContain("no row for test_x");
    expect(outcomes(judge(rows, exec({ exitCode: 1 }), "", [seen(1), seen(2), seen(3)]))).toEqual(["error", "error", "error"]);
  });
  test("integrity: a watchdog exit leaves no done row, and the seeds before it still pass on their rows", () => {
    const p = judge([start(1), end(1, "pass"), start(2)], exec({ exitCode: 1 }), "Timeout (0:00:05)!\n", [seen(1)]);
    expect(outcomes(p)).toEqual(["pass", "timeout", "rerun"]);
  });
  test("a row something else wrote (out of the channel's numbering) makes every seed an error", () => {
    const rows = [start(1), end(1, "pass"), start(2), end(2, "pass"), start(3), end(3, "pass"), done];
    const forged = `${channel([...clean, ...rows])}${JSON.stringify({ seed: 2, event: "end", outcome: "pass", detail: "passed", tail: "", ms: 1, n: 3 })}\n`;
    const p = judgePass(exec(), parseRows(forged, [1, 2, 3]), "", [1, 2, 3], 5000, parseIntegrity(forged), "test_x");
    expect(outcomes(p)).toEqual(["error", "error", "error"]);
    expect(p.settled.get(1)!.detail).toMatch(/numbered 3, not 11: something else wrote there/);
  });
  test("a seed whose row passes while pytest told the plugin it failed is an error", () => {
    const rows = [start(1), end(1, "pass"), start(2), end(2, "pass"), start(3), end(3, "pass"), done];
    const p = judge(rows, exec(), "", [
      seen(1),
      JSON.stringify(testRow({ seed: 2, outcome: "failed" })),
      seen(3),
      JSON.stringify({ event: "done", tests: 3, exitstatus: 0 }),
    ]);
    expect(outcomes(p)).toEqual(["pass", "error", "pass"]);
    expect(p.settled.get(2)!.detail).toContain("pytest reported failed to seedgate's plugin");
  });
  test("a torn last line is no row", () => {
    const p = judge([start(1), end(1, "pass"), start(2), '{"seed": 2, "event": "end", "outcome": "pa'], exec());
    expect(outcomes(p)).toEqual(["pass", "error", "rerun"]);
  });
});
