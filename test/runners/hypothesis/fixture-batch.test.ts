// The batched fixture replay (a hunt's verification) against real Hypothesis
// (Debian's, /usr/bin/python3): one harness process, a fork per fixture, and each
// fixture's verdict the one its own process (replay_fixture.py) gives.
import { hostDisk } from "../../../src/adapters/disk.js";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { DEFAULT_CONFIG, type Config } from "../../../src/core/inputs/config.js";
import type { PlanRow } from "../../../src/core/plan/lane-plan.js";
import type { Property } from "../../../src/core/inputs/model.js";
import type { Exec, ExecResult } from "../../../src/ports/local.js";
import { fixtureBatchKey, runFixtureBatch } from "../../../src/runners/dispatch.js";
import { judgeFixtureLines, runHypothesisFixtures, type FixtureBatch, type FixtureLine } from "../../../src/runners/hypothesis/fixture-batch.js";
import { runHypothesisFixture } from "../../../src/runners/hypothesis/fixture.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const SELECTOR = "tests/properties/test_ledger.py::test_balance_invariant";
const env = { PATH: process.env.PATH, HOME: process.env.HOME };
const dirs: string[] = [];

/** The ledger project with `fixtures` written under oracles/ledger/ (name -> bytes). */
function project(fixtures: Record<string, string>, ledger?: string): string {
  const dir = mkdtempSync(join(tmpdir(), "seedgate-fxb-"));
  dirs.push(dir);
  cpSync("test/fixtures/projects/ledger", dir, { recursive: true });
  if (ledger !== undefined) writeFileSync(join(dir, "src/ledger.py"), ledger);
  mkdirSync(join(dir, "oracles/ledger"), { recursive: true });
  for (const [name, bytes] of Object.entries(fixtures)) writeFileSync(join(dir, "oracles/ledger", name), bytes);
  return dir;
}
const paths = (names: string[]) => names.map((n) => `oracles/ledger/${n}`);
const batch = (root: string, fixtures: string[], extra: Partial<FixtureBatch> = {}) =>
  runHypothesisFixtures(
    { exec: processExec, disk: hostDisk },
    { root, selector: SELECTOR, fixtures, python: PY, timeoutMs: 30_000, sealedConftest: false, baseEnv: env, ...extra },
  );
const single = (root: string, fixture: string, extra: Partial<FixtureBatch> = {}) =>
  runHypothesisFixture(
    { exec: processExec, disk: hostDisk },
    { root, selector: SELECTOR, fixture, python: PY, timeoutMs: 30_000, sealedConftest: false, baseEnv: env, ...extra },
  );

afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

test("each fixture's batched verdict is the one its own process gives", async () => {
  const dir = project({
    "13.json": '{"amounts":[13]}',
    "spared.json": '{"amounts":[12, 98]}',
    "misfit.json": '{"amount":[13]}',
    "torn.json": "not json",
    "110.json": '{"amounts":[110, 1]}',
  });
  const fixtures = paths(["13.json", "spared.json", "misfit.json", "torn.json", "missing.json", "110.json"]);
  const batched = await batch(dir, fixtures);
  const alone = [];
  for (const f of fixtures) alone.push(await single(dir, f));
  expect(batched.map((o) => o.outcome)).toEqual(alone.map((o) => o.outcome));
  // The known facts, so the equality is not between two broken runners.
  expect(batched.map((o) => o.outcome)).toEqual(["fail", "pass", "error", "error", "error", "fail"]);
  expect(batched[0]!.tail).toContain("assert balance(amounts) == sum(amounts)");
  expect(batched[2]!.detail).toContain("do not fit");
});

test("one process for all the fixtures; none, for none", async () => {
  const argvs: string[][] = [];
  const recording: Exec = { run: (req) => (argvs.push([...req.args]), processExec.run(req)) };
  const dir = project({ "a.json": '{"amounts":[13]}', "b.json": '{"amounts":[1]}', "c.json": '{"amounts":[110]}' });
  const run = (fixtures: string[]) =>
    runHypothesisFixtures(
      { exec: recording, disk: hostDisk },
      { root: dir, selector: SELECTOR, fixtures, python: PY, timeoutMs: 30_000, sealedConftest: false, baseEnv: env },
    );
  expect((await run(paths(["a.json", "b.json", "c.json"]))).map((o) => o.outcome)).toEqual(["fail", "pass", "fail"]);
  expect(await run([])).toEqual([]);
  expect(argvs).toHaveLength(1);
  expect(argvs[0]!.some((a) => a.endsWith("/replay_fixture_batch.py"))).toBe(true);
});

test("a fork per fixture: state one call leaves behind never reaches the next, and each sees its own SEEDGATE_FIXTURE", async () => {
  const dir = project({ "a.json": '{"amounts":[1]}', "b.json": '{"amounts":[2]}', "c.json": '{"amounts":[3]}' });
  const record = join(dir, "seen.txt");
  // Passes only on a module's first call: a batch without forks would fail b and c.
  writeFileSync(
    join(dir, "src/ledger.py"),
    `import os\nCALLS = []\n\ndef balance(amounts):\n    CALLS.append(1)\n    with open(${JSON.stringify(record)}, "a") as fh:\n        fh.write(os.environ["SEEDGATE_FIXTURE"] + "\\n")\n    return sum(amounts) if len(CALLS) == 1 else -1\n`,
  );
  expect((await batch(dir, paths(["a.json", "b.json", "c.json"]))).map((o) => o.outcome)).toEqual(["pass", "pass", "pass"]);
  expect(readFileSync(record, "utf8")).toBe(paths(["a.json", "b.json", "c.json"]).join("\n") + "\n");
});

describe("errors and hangs stay with their fixture", () => {
  test("os._exit(0) during one fixture's call: that fixture is an error, the others are judged", async () => {
    const dir = project(
      { "13.json": '{"amounts":[13]}', "exit.json": '{"amounts":[666]}', "one.json": '{"amounts":[1]}' },
      "import os\n\ndef balance(amounts):\n    if 666 in amounts:\n        os._exit(0)\n    return sum(a for a in amounts if a % 97 != 13)\n",
    );
    const r = await batch(dir, paths(["13.json", "exit.json", "one.json"]));
    expect(r.map((o) => o.outcome)).toEqual(["fail", "error", "pass"]);
    expect(r[1]!.detail).toContain("no row");
  });

  test("a fixture that hangs times out alone; the next one still runs", async () => {
    const dir = project(
      { "hang.json": '{"amounts":[777]}', "13.json": '{"amounts":[13]}' },
      "import time\n\ndef balance(amounts):\n    if 777 in amounts:\n        time.sleep(600)\n    return sum(a for a in amounts if a % 97 != 13)\n",
    );
    const r = await batch(dir, paths(["hang.json", "13.json"]), { timeoutMs: 1500 });
    expect(r.map((o) => o.outcome)).toEqual(["timeout", "fail"]);
  });

  test("production code calling os._exit(0) at import: every fixture is an error, never a pass", async () => {
    const r = await batch(project({ "a.json": '{"amounts":[1]}', "b.json": '{"amounts":[13]}' }, "import os\nos._exit(0)\n"), paths(["a.json", "b.json"]));
    expect(r.map((o) => o.outcome)).toEqual(["error", "error"]);
    expect(r[0]!.detail).toContain("before it reported this fixture");
  });
});

describe("judgeFixtureLines: only a fork's own row, with its integrity evidence, is a verdict", () => {
  const exec = (over: Partial<ExecResult> = {}): ExecResult => ({
    exitCode: 0,
    signal: null,
    timedOut: false,
    durationMs: 300,
    stdoutTail: "",
    stderrTail: "",
    ...over,
  });
  const [a, b] = ["/t/oracles/a.json", "/t/oracles/b.json"];
  const clean = { checked: true, tampering: [] };
  const line = (index: number, fixture: string, row: FixtureLine["row"], over: Partial<FixtureLine> = {}): FixtureLine => ({
    index,
    fixture,
    exit: 0,
    signal: null,
    timed_out: false,
    row,
    ...over,
  });
  const judge = (lines: FixtureLine[], r = exec()) => judgeFixtureLines(r, lines, [a, b], 5000).map((o) => [o.outcome, o.detail]);

  test("rows decide; start-up is shared out", () => {
    const out = judgeFixtureLines(
      exec(),
      [
        line(0, a, { fixture: a, outcome: "fail", detail: "AssertionError", integrity: clean }),
        line(1, b, { fixture: b, outcome: "pass", detail: "passed", integrity: clean }),
      ],
      [a, b],
      5000,
    );
    expect(out.map((o) => [o.outcome, o.durationMs])).toEqual([
      ["fail", 150],
      ["pass", 150],
    ]);
  });
  test("a row naming another fixture, a line under another index, no row, a non-zero exit: errors", () => {
    expect(judge([line(0, a, { fixture: b, outcome: "pass", integrity: clean }), line(0, b, { fixture: b, outcome: "pass", integrity: clean })])).toEqual([
      ["error", expect.stringContaining("no row")],
      ["error", expect.stringContaining("exited 0 before it reported")],
    ]);
    expect(judge([line(0, a, null, { exit: null, signal: 9 }), line(1, b, { fixture: b, outcome: "fail", integrity: clean }, { exit: 3 })])).toEqual([
      ["error", expect.stringContaining("killed by signal 9")],
      ["error", expect.stringContaining("exited 3 after writing its row")],
    ]);
  });
  test("a row without integrity evidence, or with tampering, is an error, a failing one included", () => {
    const out = judge([
      line(0, a, { fixture: a, outcome: "pass" }),
      line(1, b, { fixture: b, outcome: "fail", detail: "boom", integrity: { checked: true, tampering: ["builtins.sum was replaced"] } }),
    ]);
    expect(out[0]).toEqual(["error", expect.stringContaining("no integrity evidence")]);
    expect(out[1]).toEqual(["error", expect.stringContaining("the fixture also failed (boom)")]);
  });
  test("a fork past its timeout is a timeout; a harness killed before a fixture, a timeout or an error by how it ended", () => {
    expect(judge([line(0, a, null, { timed_out: true, exit: null, signal: 9 })], exec({ timedOut: true, exitCode: null, signal: "SIGKILL" }))).toEqual([
      ["timeout", expect.stringContaining("fork was killed")],
      ["timeout", expect.stringContaining("passed its time limit")],
    ]);
    expect(judge([], exec({ exitCode: 1 })).map(([o]) => o)).toEqual(["error", "error"]);
  });
});

describe("dispatch", () => {
  const property = (selector: string): Property => ({
    id: "p",
    format: "journal",
    selector,
    votes: true,
    state: "locked",
    replay: [],
    holdout: [],
    fixtures: [],
    cases: [],
    source: { file: "oracles/p.json", pointer: "" },
  });
  const row: PlanRow = { lane: "replay", property: "p", kind: "fixture", key: "oracles/p/1.json", frozen: false };
  const config: Config = {
    ...DEFAULT_CONFIG,
    runners: { ...DEFAULT_CONFIG.runners, rules: [{ match: "tests/cmd.sh", preset: "command", command: ["/bin/sh", "tests/cmd.sh"] }] },
  };
  const ctx = { root: "/nonexistent", config, exec: processExec, disk: hostDisk, env, isSealed: () => false };

  test("hypothesis fixture rows share a key; seed rows and other presets run one per process", async () => {
    expect(fixtureBatchKey(ctx, property(SELECTOR), row)).toBe("p");
    expect(fixtureBatchKey(ctx, property(SELECTOR), { ...row, kind: "seed", key: "1" })).toBeUndefined();
    expect(fixtureBatchKey(ctx, property("tests/cmd.sh"), row)).toBeUndefined();
    expect(await runFixtureBatch(ctx, property("tests/cmd.sh"), [row])).toBeUndefined();
  });
});
