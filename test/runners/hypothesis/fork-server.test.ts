// The fork server (issue 27) against one process pair per seed, with real pytest,
// Hypothesis and the real kernel sandbox: the same outcome for every seed, production
// state (a global counter, a file in TMPDIR) and the test module's own fresh per seed in
// both modes (the fork server's zygote collects the module once), and a
// subject zygote that dies, hangs or kills its own parent makes errors or timeouts,
// never a pass. A batch (one interpreter for every seed) is the control: it shares
// the counter, so the freshness property can fail.
import { parseChannel } from "../../../src/runners/channel.js";
import { hostDisk } from "../../../src/adapters/disk.js";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { modes, outcomes, SANDBOX } from "../../support/fork-runs.js";
import { batchBoots, batchFans, batchKey } from "../../../src/runners/dispatch.js";
import { forkLines, judgeFork, judgeForkFixture, NOT_SHRUNK } from "../../../src/runners/hypothesis/fork-server.js";
import type { HypothesisBatch } from "../../../src/runners/hypothesis/batch.js";
import { DEFAULT_CONFIG, parseConfig, type Config } from "../../../src/core/inputs/config.js";
import type { Property } from "../../../src/core/inputs/model.js";
import type { PlanRow } from "../../../src/core/plan/lane-plan.js";
import type { ExecResult } from "../../../src/ports/local.js";

const SEEDS = [11, 12, 13];
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const COUNTER = `
import os, tempfile
calls = 0
SEED_AT_IMPORT = os.environ.get("SEEDGATE_SEED")

def bump():
    global calls
    calls += 1
    return calls

def seed_now():
    return os.environ.get("SEEDGATE_SEED")

def siblings():
    """The live children of this process's parent: under the fork server, the subject zygote's partners."""
    ppid = os.getppid()
    with open(f"/proc/{ppid}/task/{ppid}/children") as fh:
        return len(fh.read().split())

def call_now(f):
    return f()

def mark():
    path = os.path.join(tempfile.gettempdir(), "seedgate-mark")
    existed = os.path.exists(path)
    open(path, "w").close()
    return existed
`;

const TESTS = `
import os, time
from hypothesis import given, settings, strategies as st
import counter

_mine = {}  # the test module's own state: one per seed in both modes, though the fork server imports it once
# Production code that calls the test back while the module is imported (the fork server's zygote collects it).
ANSWER = counter.call_now(lambda: 41) + 1

@settings(max_examples=20)
@given(st.integers())
def test_fresh_counter(x):
    mine = _mine.setdefault(os.environ["SEEDGATE_SEED"], [])
    mine.append(x)
    assert counter.bump() == len(mine)

@settings(max_examples=5)
@given(st.integers())
def test_fresh_tmp(x):
    if not _mine:
        assert counter.mark() is False
    _mine[x] = x

@settings(max_examples=5)
@given(st.integers())
def test_seed_at_call(x):
    # The oracle has the row's seed; the subject has none (issue 44 item 7), where the oracle's environment would show it.
    assert os.environ["SEEDGATE_SEED"] and counter.seed_now() is None

@settings(max_examples=5)
@given(st.integers())
def test_hangs_on_one_seed(x):
    # Production code that hangs on one input: the seed, handed over by the test (the subject has none of its own).
    assert counter.bump_on(os.environ["SEEDGATE_SEED"]) >= 1

@settings(max_examples=5)
@given(st.integers())
def test_seed_at_import(x):
    assert counter.SEED_AT_IMPORT is None

@settings(max_examples=5)
@given(st.integers())
def test_called_back_at_import(x):
    assert ANSWER == 42

@settings(max_examples=20)
@given(st.integers(min_value=0))
def test_fails(x):
    assert counter.bump() < 3

@settings(max_examples=100)
@given(st.lists(st.integers(min_value=0, max_value=1000)))
def test_small_sum(xs):
    assert sum(xs) <= 100

@settings(max_examples=5)
@given(st.integers())
def test_below_ten(x):
    assert counter.bump() == 1
    assert x < 10

@settings(max_examples=1, deadline=None, database=None)
@given(st.integers())
def test_partners_two(x):
    time.sleep(0.2)
    live = counter.siblings()
    time.sleep(0.4)  # alive while the other seed counts
    assert live == 2

@settings(max_examples=1, deadline=None, database=None)
@given(st.integers())
def test_partners_at_most_two(x):
    time.sleep(0.2)
    assert 1 <= counter.siblings() <= 2

@settings(max_examples=2, deadline=None, database=None)
@given(st.integers())
def test_slow(x):
    time.sleep(0.4)
`;

/** Fixtures of test_below_ten, in the oracle copy: a pass, a failure, arguments that do not fit, and a file that is no fixture. */
const FIXTURES: Record<string, string> = {
  "fixtures/pass.json": '{"x": 3}\n',
  "fixtures/fail.json": '{"x": 50}\n',
  "fixtures/misfit.json": '{"y": 3}\n',
  "fixtures/broken.json": "[1, 2]\n",
};

function project(production = COUNTER) {
  const workspace = mkdtempSync(join(tmpdir(), "fork-ws-"));
  const oracle = mkdtempSync(join(tmpdir(), "fork-oracle-"));
  dirs.push(workspace, oracle);
  writeFileSync(join(workspace, "counter.py"), production);
  mkdirSync(join(oracle, "tests"));
  writeFileSync(join(oracle, "tests", "test_counter.py"), TESTS);
  mkdirSync(join(oracle, "fixtures"));
  for (const [path, text] of Object.entries(FIXTURES)) writeFileSync(join(oracle, path), text);
  return { workspace, oracle };
}

function runs(p: { workspace: string; oracle: string }, name: string, timeoutMs = 60_000) {
  return modes(p, `tests/test_counter.py::${name}`, SEEDS, timeoutMs);
}

describe(`fork server against a process pair per seed (${SANDBOX})`, () => {
  const p = project();
  test.each([
    ["test_fresh_counter", "pass"],
    ["test_fresh_tmp", "pass"],
    ["test_seed_at_call", "pass"],
    ["test_called_back_at_import", "pass"],
    ["test_fails", "fail"],
  ])(
    "%s: %s for every seed in both modes",
    async (name, expected) => {
      const r = runs(p, name);
      const [forks, perSeed] = [await r.forks(), await r.perSeed()];
      expect(outcomes(forks), JSON.stringify(forks.map((o) => o.detail))).toEqual(SEEDS.map(() => expected));
      expect(outcomes(forks)).toEqual(outcomes(perSeed));
      if (expected === "fail") expect(forks[0]!.detail).toMatch(/assert/);
    },
    240_000,
  );

  test("a red property: the unit's first seed shrinks its counterexample, the others fail at their first failing example and say so", async () => {
    const r = runs(p, "test_small_sum");
    const [forks, perSeed] = [await r.forks(), await r.perSeed()];
    expect(outcomes(forks)).toEqual(["fail", "fail", "fail"]);
    expect(outcomes(perSeed)).toEqual(["fail", "fail", "fail"]);
    const example = (detail: string) => /Falsifying example: test_small_sum\(\s*xs=(\[[^\]]*\])/.exec(detail)?.[1];
    // A process pair per seed shrinks every one of them; the fork server its first only.
    expect(perSeed.map((o) => example(o.detail))).toEqual(["[101]", "[101]", "[101]"]);
    expect(example(forks[0]!.detail)).toBe("[101]");
    expect(forks[0]!.detail).not.toContain(NOT_SHRUNK);
    for (const o of forks.slice(1)) {
      expect(o.detail).toContain(NOT_SHRUNK);
      expect(example(o.detail)).toMatch(/^\[\d/); // a real example, as Hypothesis first found it
      expect(example(o.detail)).not.toBe("[101]");
    }
  }, 240_000);

  test("the control: one interpreter for every seed shares the counter, so the property fails after the first seed", async () => {
    const batch = await runs(p, "test_fresh_counter").batch();
    expect(outcomes(batch)).toEqual(["pass", "fail", "fail"]);
  }, 240_000);

  test("production code reads no seed at import in any mode (issue 44 item 7; per process it once did)", async () => {
    const r = runs(p, "test_seed_at_import");
    expect(outcomes(await r.forks())).toEqual(SEEDS.map(() => "pass"));
    expect(outcomes(await r.perSeed())).toEqual(SEEDS.map(() => "pass"));
    expect(outcomes(await r.batch())).toEqual(SEEDS.map(() => "pass"));
  }, 240_000);
});

test("progress: the zygote's line for each seed reaches `ended` as that seed ends, long before the batch returns; the outcomes are as without it", async () => {
  const r = runs(project(), "test_slow");
  const started = Date.now();
  const ended: [number, number][] = [];
  const ready: number[] = [];
  const forks = await r.forks(
    (index) => ended.push([index, Date.now() - started]),
    1,
    () => ready.push(Date.now() - started),
  );
  const returned = Date.now() - started;
  expect(outcomes(forks), JSON.stringify(forks.map((o) => o.detail))).toEqual(SEEDS.map(() => "pass"));
  expect(ended.map(([i]) => i)).toEqual([0, 1, 2]);
  // The zygotes said they were up once, before the first seed ended (the engine then gives the unit its cores).
  expect(ready).toHaveLength(1);
  expect(ready[0]!).toBeLessThan(ended[0]![1] - 700);
  // Each seed sleeps at least 0.8 s: the first seed's end was told while two more seeds still had to run.
  expect(returned - ended[0]![1]).toBeGreaterThan(1_500);
  expect(outcomes(await r.forks())).toEqual(outcomes(forks));
}, 240_000);

describe("a replay lane's fixtures in the fork server, against a process pair each", () => {
  const verdict = (o: { outcome: string; detail: string }) => `${o.outcome}: ${o.detail.replace(/\/tmp\/[^ ]*\//g, "")}`;
  test("pass, fail and the two errors: the verdicts of a process pair per fixture, each from a fresh partner, beside the seeds", async () => {
    const p = project();
    const r = modes(p, "tests/test_counter.py::test_below_ten", [11, 12]);
    const fixtures = Object.keys(FIXTURES);
    const forked = await r.forkRows(fixtures);
    const alone = await Promise.all(fixtures.map((f) => r.fixtureAlone(f)));
    expect(forked.slice(0, fixtures.length).map(verdict)).toEqual(alone.map(verdict));
    expect(forked.map((o) => o.outcome)).toEqual(["pass", "fail", "error", "error", expect.any(String), expect.any(String)]);
    const seedsAlone = await r.perSeed();
    expect(forked.slice(fixtures.length).map((o) => o.outcome)).toEqual(seedsAlone.map((o) => o.outcome));
  }, 240_000);

  test("a fixture's partner goes when its fixture ends: never more partners than forks at once", async () => {
    const p = project();
    const fixtures = [1, 2, 3, 4, 5, 6].map((x) => `fixtures/x${x}.json`);
    fixtures.forEach((f, i) => writeFileSync(join(p.oracle, f), `{"x": ${i}}\n`));
    const forked = await modes(p, "tests/test_counter.py::test_partners_at_most_two", []).forkRows(fixtures);
    expect(forked.map((o) => `${o.outcome}: ${o.detail}`)).toEqual(fixtures.map(() => "pass: passed"));
  }, 240_000);

  test.each([
    ["exits at the call", "error", `${COUNTER}\n_b = bump\ndef bump():\n    os._exit(0)\n`],
    ["hangs at the call", "timeout", `${COUNTER}\n_b = bump\ndef bump():\n    while True:\n        pass\n`],
  ])(
    "production code that %s: %s, as in a process pair of its own",
    async (_name, expected, production) => {
      const r = modes(project(production), "tests/test_counter.py::test_below_ten", [], 6_000);
      const [forked, alone] = [await r.forkRows(["fixtures/pass.json"]), await r.fixtureAlone("fixtures/pass.json")];
      expect([forked[0]!.outcome, alone.outcome]).toEqual([expected, expected]);
    },
    240_000,
  );
});

describe("a fork per core from one zygote pair", () => {
  test("two seeds run at once, each beside the other's partner", async () => {
    const forks = await modes(project(), "tests/test_counter.py::test_partners_two", [11, 12]).forks(undefined, 2);
    expect(outcomes(forks), JSON.stringify(forks.map((o) => o.detail))).toEqual(["pass", "pass"]);
  }, 240_000);

  test("a seed's partner goes when its seed ends: never more partners than forks at once", async () => {
    const seeds = [11, 12, 13, 14, 15, 16];
    const forks = await modes(project(), "tests/test_counter.py::test_partners_at_most_two", seeds).forks(undefined, 2);
    expect(outcomes(forks), JSON.stringify(forks.map((o) => o.detail))).toEqual(seeds.map(() => "pass"));
  }, 240_000);
});

describe("a subject zygote that misbehaves makes no pass", () => {
  const cases: [string, string, string][] = [
    ["exits at import", "error", "import os\nos._exit(0)\n"],
    ["exits at the first call", "error", `${COUNTER}\ndef bump():\n    os._exit(0)\n`],
    ["hangs at import", "timeout", "while True:\n    pass\n"],
  ];
  test.each(cases)(
    "%s: %s for every seed, as per process",
    async (_name, expected, production) => {
      const r = runs(project(production), "test_fresh_counter", 8_000);
      const [forks, perSeed] = [await r.forks(), await r.perSeed()];
      expect(outcomes(forks), JSON.stringify(forks.map((o) => o.detail))).toEqual(SEEDS.map(() => expected));
      expect(outcomes(perSeed), JSON.stringify(perSeed.map((o) => o.detail))).toEqual(SEEDS.map(() => expected));
    },
    240_000,
  );

  test("a call that hangs in one seed: that seed times out, the seeds after it still pass", async () => {
    const production = `${COUNTER}\ndef bump_on(seed):\n    while seed == "12":\n        pass\n    return bump()\n`;
    const forks = await runs(project(production), "test_hangs_on_one_seed", 8_000).forks();
    expect(outcomes(forks), JSON.stringify(forks.map((o) => o.detail))).toEqual(["pass", "timeout", "pass"]);
  }, 240_000);

  test("a subject zygote that will not end a partner: the seed that ran keeps its verdict, every later one is an error", async () => {
    // Production code at import reaches the zygote's own serving loop and refuses `end`: by walking the heap,
    // as the harness modules are in no `sys.modules` entry of the subject's (issue 44 item 7).
    const refuse = `import gc\n_side = next(o for o in gc.get_objects() if type(o).__name__ == "Side" and hasattr(o, "peer"))\n_refused = next(o for o in gc.get_objects() if isinstance(o, type) and o.__name__ == "Refused")\n_serve = _side.peer.serve\ndef _no_end(op, tree):\n    if op == "end":\n        raise _refused("no")\n    return _serve(op, tree)\n_side.peer.serve = _no_end\n`;
    const forks = await runs(project(`${COUNTER}\n${refuse}`), "test_fresh_counter", 8_000).forks(undefined, 1);
    expect(outcomes(forks), JSON.stringify(forks.map((o) => o.detail))).toEqual(["pass", "error", "error"]);
    expect(forks[1]!.detail).toMatch(/did not end the partner of seed 11/);
  }, 240_000);

  // Per process, the subject's parent is the sandbox's init (bubblewrap: the signal is
  // ignored) or the launcher; under the fork server it is the subject zygote, which dies.
  test.each([1, 2])(
    "a partner that kills the subject zygote, %i fork(s) at once: that seed and every later one an error",
    async (width) => {
      const production = `${COUNTER}\nimport signal\n_b = bump\ndef bump():\n    os.kill(os.getppid(), signal.SIGKILL)\n    return _b()\n`;
      const forks = await runs(project(production), "test_fresh_counter", 8_000).forks(undefined, width);
      expect(outcomes(forks), JSON.stringify(forks.map((o) => o.detail))).toEqual(SEEDS.map(() => "error"));
      // The seeds started before the zygote died lose their partner; the first one after it finds no zygote.
      expect(forks[width]!.detail).toMatch(/subject zygote could not serve this seed.*runners\.forkServer: false/);
    },
    240_000,
  );
});

describe("which rows the fork server takes (dispatch.batchKey)", () => {
  const property = { id: "p", selector: "tests/test_x.py::test_y" } as Property;
  const seed: PlanRow = { lane: "replay", property: "p", kind: "seed", key: "1", frozen: false };
  const ctx = (runners: Partial<Config["runners"]>, hunt = false) => ({
    root: "/tmp/ws",
    config: { ...DEFAULT_CONFIG, runners: { ...DEFAULT_CONFIG.runners, ...runners } },
    exec: { run: () => Promise.reject(new Error("not run")) },
    disk: hostDisk,
    env: {},
    isSealed: () => false,
    ...(hunt ? {} : { oracle: "/tmp/seedgate-oracle-x" }), // a hunt has no sealed copy
  });
  test("a lane's hypothesis seeds and fixtures under process, by default; not with forkServer: false, under shared, or in a hunt", () => {
    expect(batchKey(ctx({}), property, seed)).toBe("p");
    expect(batchKey(ctx({ forkServer: false }), property, seed)).toBeUndefined();
    expect(batchKey(ctx({ rules: [{ preset: "hypothesis", forkServer: false }] }), property, seed)).toBeUndefined();
    expect(batchKey(ctx({ forkServer: false, rules: [{ preset: "hypothesis", forkServer: true }] }), property, seed)).toBe("p");
    expect(batchKey(ctx({ isolation: "shared" }), property, seed)).toBeUndefined();
    expect(batchKey(ctx({}, true), property, seed)).toBeUndefined();
    const fixture = { ...seed, kind: "fixture", key: "oracles/p/1.json" } as const;
    expect([batchKey(ctx({}), property, fixture), batchKey(ctx({ forkServer: false }), property, fixture), batchKey(ctx({}, true), property, fixture)]).toEqual(
      ["p", undefined, undefined],
    );
  });
  test("the fork server fans and boots (the engine counts it as one worker until its zygotes are up); a batch does neither", () => {
    expect([batchFans(ctx({}), property), batchBoots(ctx({}), property)]).toEqual([true, true]);
    const batch = ctx({ forkServer: false, rules: [{ preset: "hypothesis", batch: true }] });
    expect([batchFans(batch, property), batchBoots(batch, property)]).toEqual([false, false]);
    expect(batchBoots(ctx({}, true), property)).toBe(false);
  });
});

test("runners.forkServer and a rule's forkServer parse as booleans; anything else is a finding naming the field", () => {
  const r = parseConfig(".github/seedgate.yml", "runners:\n  forkServer: false\n  rules:\n    - preset: hypothesis\n      forkServer: true\n");
  expect(r.ok && [r.config.runners.forkServer, r.config.runners.rules[0]!.forkServer]).toEqual([false, true]);
  const bad = parseConfig(".github/seedgate.yml", "runners:\n  forkServer: sometimes\n");
  expect(bad.ok).toBe(false);
  expect(JSON.stringify(!bad.ok && bad.findings)).toMatch(/forkServer/);
});

describe("a seed's outcome from the fork server's line (judgeFork)", () => {
  const zygote: ExecResult = { exitCode: 0, signal: null, timedOut: false, durationMs: 900, stdoutTail: "", stderrTail: "", channel: "" };
  const batch = { selector: "tests/test_x.py::test_y", seeds: [1, 2] } as unknown as HypothesisBatch;
  const owned = { read: (): string | null => null }; // the child wrote nothing
  test("no line, two lines, an error line: never a pass, each naming the setting; a hang at warm-up is a timeout", () => {
    const none = judgeFork(zygote, [], 1, batch, owned);
    expect([none.outcome, none.detail]).toEqual(["error", expect.stringMatching(/exited 0 before it reported seed 1.*forkServer: false/)]);
    const two = judgeFork(
      zygote,
      [
        { event: "fork-seed", seed: 1, exit: 0 },
        { event: "fork-seed", seed: 1, exit: 0 },
      ],
      1,
      batch,
      owned,
    );
    expect([two.outcome, two.detail]).toEqual(["error", expect.stringMatching(/2 lines for seed 1/)]);
    expect(judgeFork(zygote, [{ event: "fork-seed", seed: 1, error: "gone" }], 1, batch, owned).outcome).toBe("error");
    expect(judgeFork(zygote, [{ event: "fork-seed", seed: 1, error: "hung", timed_out: true }], 1, batch, owned).outcome).toBe("timeout");
  });
  test("a child that exited 0 with no evidence on its own channel and no JUnit report is no pass", () => {
    const o = judgeFork(zygote, [{ event: "fork-seed", seed: 2, exit: 0, signal: null, timed_out: false, ms: 10, channel: "" }], 2, batch, owned);
    expect(o.outcome).toBe("error");
  });
  test("a fixture's line is judged as a process of its own: its one row decides, a second row or no row is an error", () => {
    const paths = ["/o/fixtures/a.json", "/o/fixtures/b.json"];
    const row = (outcome: string) => JSON.stringify({ fixture: paths[0], outcome, detail: outcome, trace: "", integrity: { checked: true, tampering: [] } });
    const line = (channel: string, over = {}) => ({
      event: "fork-fixture",
      index: 0,
      fixture: paths[0],
      exit: 0,
      signal: null,
      timed_out: false,
      ms: 5,
      channel,
      ...over,
    });
    const judge = (lines: object[]) => judgeForkFixture(zygote, lines as never, 0, paths, owned);
    expect(["pass", "fail"].map((o) => judge([line(`${row(o)}\n`)]).outcome)).toEqual(["pass", "fail"]);
    expect(judge([line(`${row("pass")}\n${row("pass")}\n`)]).outcome).toBe("error");
    expect(judge([line("")]).outcome).toBe("error");
    expect(judge([line(`${row("pass")}\n`, { exit: 1 })]).outcome).toBe("error");
    expect(judge([line("", { timed_out: true, exit: null })]).outcome).toBe("timeout");
    expect(judge([line(`${row("pass")}\n`, { index: 1 })]).detail).toMatch(/before it reported fixture \/o\/fixtures\/a\.json/);
    expect(judge([{ event: "fork-fixture", index: 0, fixture: paths[0], error: "gone" }]).outcome).toBe("error");
  });
  test("forkLines keeps only the zygote's seed and fixture lines", () => {
    const text = [
      '{"event":"fork-ready"}',
      '{"event":"fork-seed","seed":3}',
      '{"event":"fork-fixture","index":0,"fixture":"/o/a.json"}',
      '{"event":"fork-done"}',
      "",
    ];
    expect(forkLines(text.join("\n")).map(({ kind: _, ...l }) => l)).toEqual([
      { event: "fork-seed", seed: 3 },
      { event: "fork-fixture", index: 0, fixture: "/o/a.json" },
    ]);
  });
  test("a zygote's line that is not a row (not JSON, a wrong type, another harness's event) is the channel's error, never skipped", () => {
    for (const bad of ["not json", '{"event":"fork-seed","seed":"3"}', '{"event":"test","seed":3}'])
      expect(parseChannel(`{"event":"fork-ready"}\n${bad}\n`).error).toMatch(/^line 2 of the result channel /);
  });
});
