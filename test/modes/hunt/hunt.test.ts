// `seedgate hunt` with real git worktrees and real Hypothesis (Debian's 6.67): the
// fixtures are the typed capture of the failing call (seedgate_capture.py); with the
// capture off (`withoutCapture`), Hypothesis' observability lines or the printed example: the parent commit has the
// ledger project's bug (amounts ≡ 13 mod 97 are dropped); HEAD has the fix and the
// journal. The 200-seed hunt runs once and its result is shared by the tests below.
import { createHash } from "node:crypto";
import { EventEmitter } from "node:events";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { main } from "../../../src/cli/dispatch.js";
import { parseSeedRange } from "../../../src/core/inputs/seed-range.js";
import { processExec } from "../../../src/adapters/exec.js";
import { workspaceAt } from "../../../src/adapters/workspace.js";
import { gitAt } from "../../../src/adapters/git.js";
import { hunt, type HuntPorts, type HuntRun, type HuntSettings } from "../../../src/modes/hunt/hunt.js";
import { withWorktree } from "../../../src/adapters/worktree.js";
import { lane } from "../../../src/modes/lane/lane.js";
import { parseJournal } from "../../../src/core/formats/journal.js";
import { parseLedger } from "../../../src/core/formats/ledger.js";
import type { Exec, Log } from "../../../src/ports/local.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";
import { hostPorts } from "../../support/host-ports.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const quiet: Log = { info() {}, warn() {}, error() {}, debug() {}, group: (_n, fn) => fn() };
const ENV = { PATH: process.env.PATH, HOME: process.env.HOME, SEEDGATE_PYTHON: PY };
const NOW = new Date("2026-12-03T06:00:00.000Z");
const SELECTOR = "tests/properties/test_ledger.py::test_balance_invariant";
const BUG = readFileSync("test/fixtures/projects/ledger/src/ledger.py", "utf8");
const FIX = "def balance(amounts):\n    return sum(amounts)\n";
const TEST = readFileSync("test/fixtures/projects/ledger/tests/properties/test_ledger.py", "utf8");
const CMD = [
  'if [ -n "$SEEDGATE_FIXTURE" ]; then grep -q odd "$SEEDGATE_FIXTURE" && exit 1; exit 0; fi',
  'if [ $((SEEDGATE_SEED % 2)) -eq 1 ]; then printf \'odd %s\' "$SEEDGATE_SEED" > "$SEEDGATE_FIXTURE_OUT"; exit 1; fi',
  "",
].join("\n");
const CONFIG = [
  "runners:",
  "  rules:",
  "    - { match: tests/cmd_prop.sh, preset: command, command: [/bin/sh, tests/cmd_prop.sh] }",
  "    - { match: tests/properties/test_hang.py, preset: hypothesis, timeout: 1 }",
  "    - { match: tests/same_prop.sh, preset: command, command: [/bin/sh, tests/same_prop.sh] }",
  "    - { match: tests/modules_prop.sh, preset: command, command: [/bin/sh, tests/modules_prop.sh] }",
  "    - { match: tests/properties/test_batched.py, preset: hypothesis, batch: true }",
  "",
].join("\n");

// Stands in for Hypothesis >= 6.9x observability: each run appends a test_case line
// where HYPOTHESIS_STORAGE_DIRECTORY points (6.67 itself writes none). It records
// 10 - n, so a fixture from it differs from the printed example (n=0, shrunk).
const OBSERVED = [
  "import json, os",
  "from hypothesis import given, settings, strategies as st",
  "",
  "@settings(database=None)",
  "@given(st.integers(0, 10))",
  "def test_observed(n):",
  "    home = os.environ.get('HYPOTHESIS_STORAGE_DIRECTORY')",
  "    if home:",
  "        os.makedirs(os.path.join(home, 'observed'), exist_ok=True)",
  "        with open(os.path.join(home, 'observed', '2026-12-03_testcases.jsonl'), 'a') as fh:",
  "            fh.write(json.dumps({'type': 'test_case', 'status': 'failed', 'how_generated': 'minimal failing example', 'arguments': {'n': 10 - n}}) + '\\n')",
  "    assert n < 0",
  "",
].join("\n");

// Every odd seed hits with the same bytes: one fixture file for all of them.
const SAME = CMD.replace("printf 'odd %s' \"$SEEDGATE_SEED\"", "printf odd");
// Hits only where the checkout's node_modules shows in the hunt's tree.
const MODULES =
  'if [ -n "$SEEDGATE_FIXTURE" ]; then exit 1; fi\nif [ -e node_modules/seedgate-marker.txt ]; then printf linked > "$SEEDGATE_FIXTURE_OUT"; exit 1; fi\n';
// As OBSERVED, under `batch: true`, recording the seed itself as the argument: a
// fixture of the wrong seed's lines (a storage directory shared by the batch) shows.
const BATCHED = OBSERVED.replace("def test_observed(n):", "def test_batched(n):").replace("{'n': 10 - n}", "{'n': int(os.environ['SEEDGATE_SEED'])}");

// A shrunk example of 5000 characters: longer than the runner's output tail.
const BIG =
  "from hypothesis import given, settings, strategies as st\n\n@settings(database=None)\n@given(st.text(alphabet='ab', min_size=5000, max_size=5000))\ndef test_big(s):\n    assert s.count('b') < 0\n";

const journal = (id: string, selector: string) =>
  JSON.stringify({ id, selector, replay: { seeds: [], hits: 0 }, holdout: { seeds: [], generator_saw: false }, state: "proposed" }, null, 2) + "\n";

let repo: TempRepo;
let parent: string;
let scratch: string;
let big: HuntRun;
/** The argv of every process the 200-seed hunt started. */
const bigRuns: string[][] = [];

const ports = (extra: Partial<HuntPorts> = {}): HuntPorts => ({
  ...hostPorts(gitAt(repo.dir)),
  exec: processExec,
  clock: { now: () => NOW },
  log: quiet,
  env: ENV,
  cores: 2,
  workspaceAt,
  ...extra,
});
const run = (s: Partial<HuntSettings>, p: Partial<HuntPorts> = {}) => hunt({ parent, property: "ledger", seeds: [1, 2, 3], concurrency: 2, ...s }, ports(p));
const worktrees = () =>
  repo
    .git("worktree", "list", "--porcelain")
    .split("\n")
    .filter((l) => l.startsWith("worktree ")).length;
const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const recording = (argvs: string[][]): Exec => ({ run: (req) => (argvs.push([...req.args]), processExec.run(req)) });
/** A run that leaves no typed capture: the hunt falls back to observability lines or the printed example. */
const withoutCapture = (exec: Exec): Exec => ({ run: (req) => exec.run({ ...req, env: { ...req.env, SEEDGATE_CAPTURE: "0" } }) });
const ran = (argvs: string[][], script: string) => argvs.filter((a) => a.some((x) => x.endsWith(`/${script}`)));

beforeAll(async () => {
  repo = tempRepo("seedgate-hunt-");
  scratch = mkdtempSync(join(tmpdir(), "seedgate-hunt-out-"));
  repo.write("src/ledger.py", BUG);
  // The parent's own test is too weak to see the bug: the hunt must use today's sealed one.
  repo.write("tests/properties/test_ledger.py", "def test_balance_invariant():\n    assert True\n");
  repo.write("tests/cmd_prop.sh", "exit 0\n");
  parent = repo.commit("parent: the bug");
  repo.write("src/ledger.py", FIX);
  repo.write("tests/properties/test_ledger.py", TEST);
  repo.write(
    "tests/properties/test_hang.py",
    "import time\nfrom hypothesis import given, strategies as st\n\n@given(st.integers())\ndef test_hang(n):\n    time.sleep(600)\n",
  );
  repo.write("tests/cmd_prop.sh", CMD);
  repo.write("tests/same_prop.sh", SAME);
  repo.write("tests/modules_prop.sh", MODULES);
  repo.write("tests/properties/test_batched.py", BATCHED);
  repo.write("oracles/same.json", journal("same", "tests/same_prop.sh"));
  repo.write("oracles/modules.json", journal("modules", "tests/modules_prop.sh"));
  repo.write("oracles/batched.json", journal("batched", "tests/properties/test_batched.py::test_batched"));
  repo.write("requirements.txt", "hypothesis==6.67.1\n");
  repo.write(".github/seedgate.yml", CONFIG);
  repo.write("oracles/ledger.json", journal("ledger", SELECTOR));
  repo.write("oracles/hang.json", journal("hang", "tests/properties/test_hang.py::test_hang"));
  repo.write("oracles/cmdprop.json", journal("cmdprop", "tests/cmd_prop.sh"));
  repo.write("tests/properties/test_observed.py", OBSERVED);
  repo.write("tests/properties/test_big.py", BIG);
  repo.write("oracles/big.json", journal("big", "tests/properties/test_big.py::test_big"));
  repo.write("oracles/observed.json", journal("observed", "tests/properties/test_observed.py::test_observed"));
  repo.write("seed_ledger.json", JSON.stringify({ properties: [], fixtures: [], freezes: [], draft: [{ id: "ledger.draft", fn: SELECTOR }] }, null, 2) + "\n");
  repo.commit("fix + journals");
});
afterAll(() => {
  repo.cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

describe("a 200-seed hunt on the parent", () => {
  beforeAll(async () => {
    // replayMax past the hits: every distinct counterexample is kept, so each one's fixture is checked here (hunt-distinct.test.ts checks the cap).
    big = await run({ seeds: Array.from({ length: 200 }, (_, i) => i + 1), out: join(scratch, "ledger.json"), replayMax: 200 }, { exec: recording(bigRuns) });
  }, 300_000);

  test("finds hits (seeds 1-4 hit, 5 and 11 miss), no timeouts or errors, and says so", () => {
    expect(big.status).toBe("hit");
    expect(big.hits).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    expect(big.misses).toEqual(expect.arrayContaining([5, 11]));
    expect(big.hits.length + big.misses.length).toBe(200);
    expect(big.timeouts).toEqual([]);
    expect(big.errors).toEqual([]);
    expect(big.message).toContain("for a human to review and lock");
  });

  test("every hit has a typed fixture (the failing call's own values) that replays the failure on the parent, one file per distinct input", () => {
    const rows = big.rows.filter((r) => r.outcome === "hit");
    const owner = new Map<string, number>();
    for (const r of rows) {
      const f = r.fixture as { path: string; sha256: string; duplicateOf?: number };
      expect(f, `seed ${r.seed}`).toMatchObject({ path: `oracles/ledger/${f.duplicateOf ?? r.seed}.json`, source: "typed", verified: true });
      if (!owner.has(f.sha256)) owner.set(f.sha256, r.seed);
      expect(f.duplicateOf ?? r.seed, `seed ${r.seed}: the first seed with these bytes owns the file`).toBe(owner.get(f.sha256));
    }
    const fixtures = big.proposal!.fixtures;
    expect(new Set(fixtures.map((f) => f.sha256)).size).toBe(fixtures.length);
    expect(fixtures.length).toBe(owner.size);
    for (const f of fixtures) {
      const bytes = readFileSync(join(repo.dir, f.path));
      expect(sha256(bytes)).toBe(f.sha256);
      const doc = JSON.parse(bytes.toString("utf8")) as { "$seedgate-fixture": number; arguments: { amounts: [string, ...number[]] } };
      expect(doc["$seedgate-fixture"]).toBe(1);
      expect(doc.arguments.amounts[0]).toBe("L");
      expect(doc.arguments.amounts.slice(1).some((a) => (a as number) % 97 === 13)).toBe(true);
    }
    expect(fixtures.flatMap((f) => [f.seed, ...(f.duplicates ?? [])]).sort((a, b) => a - b)).toEqual(big.hits);
    const dupes = rows.filter((r) => (r.fixture as { duplicateOf?: number }).duplicateOf !== undefined);
    for (const r of dupes) expect(existsSync(join(repo.dir, `oracles/ledger/${r.seed}.json`)), `seed ${r.seed}`).toBe(false);
  });

  test("no literal_json.py run (every hit was captured typed); each distinct fixture replayed once, in at most one process per core", () => {
    expect(ran(bigRuns, "literal_json.py")).toHaveLength(0);
    const replays = [...ran(bigRuns, "replay_fixture_batch.py"), ...ran(bigRuns, "replay_fixture.py")];
    expect(replays.length).toBeLessThanOrEqual(2);
    const replayed = replays.flatMap((a) => a.filter((x) => /\/oracles\/ledger\/\d+\.json$/.test(x))).map((x) => x.slice(x.indexOf("oracles/")));
    expect(replayed.sort()).toEqual(big.proposal!.fixtures.map((f) => f.path).sort());
  });

  test("the proposal is a valid `hit` journal: holdouts disjoint from hits, environment recorded, never locked", () => {
    const p = big.proposal!;
    const text = readFileSync(join(scratch, "ledger.json"), "utf8");
    expect(JSON.parse(text)).toEqual(p.document);
    const parsed = parseJournal("oracles/ledger.json", text);
    expect(parsed.findings.filter((f) => f.severity === "error")).toEqual([]);
    expect(parsed.property).toMatchObject({ state: "hit", parentSha: parent, votes: false });
    const doc = p.document as {
      replay: { seeds: number[]; hits: number; last_hit_at: string; fixtures: string[] };
      holdout: { seeds: number[]; generator_saw: boolean };
      environment: Record<string, string>;
    };
    // One replay seed per distinct counterexample (each fixture's first seed); every hit is counted.
    expect(doc.replay).toMatchObject({ seeds: p.fixtures.map((f) => f.seed), hits: big.hits.length, last_hit_at: "2026-12-03T06:00:00Z" });
    expect(doc.holdout.generator_saw).toBe(false);
    // Issue 13 item 4: the max_examples the hunt's runs used, from the integrity evidence, for the lanes to run to.
    expect((p.document as { max_examples?: number }).max_examples).toBe(100);
    expect(parsed.property?.maxExamples).toBe(100);
    // Issue 14 item 6: k from the measured per-seed hit rate, for a >= 99 % catch.
    expect(doc.holdout.seeds).toHaveLength(big.holdouts!.k);
    expect(big.holdouts!.hitRate).toBeCloseTo(big.hits.length / 200, 10);
    expect(big.holdouts!.catchProbability).toBeGreaterThanOrEqual(0.99);
    expect(big.message).toContain(big.holdouts!.statement);
    expect(doc.holdout.seeds.filter((s) => big.hits.includes(s))).toEqual([]);
    expect(doc.environment).toMatchObject({
      runtime: expect.stringMatching(/^CPython 3\./),
      property_library: "hypothesis 6.67.1",
      lockfile: `requirements.txt sha256:${sha256(Buffer.from("hypothesis==6.67.1\n"))}`,
    });
    expect(text).not.toMatch(/"locked"|locked_by|cannot_gate/);
  });

  test("the unified diff shows the journal change and the new fixture files", () => {
    const diff = big.proposal!.diff;
    expect(diff).toContain("--- a/oracles/ledger.json\n+++ b/oracles/ledger.json");
    expect(diff).toContain('+  "state": "hit"');
    expect(diff).toContain(`diff --git a/oracles/ledger/1.json b/oracles/ledger/1.json\nnew file mode 100644`);
  });

  test("the worktree is gone afterwards", () => {
    expect(worktrees()).toBe(1);
    expect(repo.git("status", "--porcelain", "--untracked-files=no")).toBe("");
  });

  test("through the lane: the hunted fixture fails on the buggy code and passes on the fix", async () => {
    const fx = big.proposal!.fixtures.slice(0, 2).map((f) => f.path);
    const locked = {
      ...(big.proposal!.document as object),
      state: "locked",
      replay: { ...(big.proposal!.document as { replay: object }).replay, seeds: big.hits.slice(0, 2), hits: 2, fixtures: fx },
    };
    repo.write("oracles/ledger.json", JSON.stringify(locked, null, 2) + "\n");
    const human = repo.commit("a human locks the journal with two fixtures");
    const lanePorts = { ...hostPorts(gitAt(repo.dir)), exec: processExec, clock: { now: () => NOW }, log: quiet, env: ENV, environment: {}, cores: 2 };
    const fixtureRows = async (head: string) => {
      const r = await lane({ lane: "replay", base: human, head, shard: { index: 1, total: 1 }, runId: "t", only: { property: "ledger" } }, lanePorts);
      return r.results.rows.filter((x) => x.kind === "fixture").map((x) => [x.key, x.outcome]);
    };
    expect(await fixtureRows(human)).toEqual(fx.map((k) => [k, "pass"]));
    repo.write("src/ledger.py", BUG);
    const revert = repo.commit("a PR that brings the bug back");
    expect(await fixtureRows(revert)).toEqual(fx.map((k) => [k, "fail"]));
  }, 120_000);
});

test("zero hits: the property is dead, nothing is written", async () => {
  const out = join(scratch, "dead.json");
  const r = await run({ seeds: [5, 11], out });
  expect(r).toMatchObject({ status: "dead", hits: [], misses: [5, 11] });
  expect(r.proposal).toBeUndefined();
  expect(r.message).toContain("dead");
  expect(existsSync(out)).toBe(false);
  expect(existsSync(join(repo.dir, "oracles/ledger/5.json"))).toBe(false);
});

test("a property whose only parent signal is a timeout is not lockable", async () => {
  const r = await run({ property: "hang", seeds: [1], out: join(scratch, "hang.json") });
  expect(r).toMatchObject({ status: "timeout-only", hits: [], timeouts: [1] });
  expect(r.message).toContain("not lockable");
  expect(existsSync(join(scratch, "hang.json"))).toBe(false);
});

test("the command preset: the bytes the child writes to SEEDGATE_FIXTURE_OUT are the fixture", async () => {
  const r = await run({ property: "cmdprop", seeds: [1, 2, 3, 4] });
  expect(r.hits).toEqual([1, 3]);
  expect(r.rows[0]!.fixture).toMatchObject({ path: "oracles/cmdprop/1.json", source: "fixture-out", verified: true, sha256: sha256(Buffer.from("odd 1")) });
  expect(readFileSync(join(repo.dir, "oracles/cmdprop/3.json"), "utf8")).toBe("odd 3");
});

test("a ledger draft: fixtures go to tests/fixtures/<seed>.bin, the proposal is a valid ledger with no lock", async () => {
  const r = await run({ property: "ledger.draft", seeds: [1, 5] });
  expect(r).toMatchObject({ status: "hit", format: "ledger", hits: [1] });
  expect(r.rows[0]!.fixture, JSON.stringify(r.rows[0])).toMatchObject({ path: "tests/fixtures/1.bin", verified: true });
  const text = JSON.stringify(r.proposal!.document, null, 2);
  expect(parseLedger("seed_ledger.json", text).findings.filter((f) => f.severity === "error")).toEqual([]);
  expect(text).not.toMatch(/locked_by|cannot_gate|"locked"/);
  expect(r.proposal!.document).toMatchObject({
    draft: [
      { id: "ledger.draft", pre_fix_failing_seeds: [1] },
      { hunt: "ledger.draft", state: "hit", hits: [1], holdout: { generator_saw: false } },
    ],
  });
});

test("seeds that shrink to the same bytes share the first one's file, and it is replayed once", async () => {
  const argvs: string[][] = [];
  const r = await run({ property: "same", seeds: [1, 2, 3, 5] }, { exec: recording(argvs) });
  expect(r.hits).toEqual([1, 3, 5]);
  const rows = Object.fromEntries(r.rows.map((x) => [x.seed, x.fixture]));
  expect(rows[1]).toMatchObject({ path: "oracles/same/1.json", verified: true, sha256: sha256(Buffer.from("odd")) });
  expect(rows[1]).not.toHaveProperty("duplicateOf");
  expect(rows[3]).toMatchObject({ path: "oracles/same/1.json", verified: true, duplicateOf: 1, detail: expect.stringContaining("seed 1") });
  expect(r.proposal!.fixtures).toEqual([{ seed: 1, path: "oracles/same/1.json", sha256: sha256(Buffer.from("odd")), duplicates: [3, 5] }]);
  expect((r.proposal!.document as { replay: { fixtures: string[] } }).replay.fixtures).toEqual(["oracles/same/1.json"]);
  expect(existsSync(join(repo.dir, "oracles/same/3.json"))).toBe(false);
  expect(argvs.filter((a) => a.includes("tests/same_prop.sh"))).toHaveLength(5); // four seeds, one replay
});

test("the checkout's node_modules is linked into the hunt's tree, and outlives it", async () => {
  const marker = join(repo.dir, "node_modules/seedgate-marker.txt");
  mkdirSync(dirname(marker), { recursive: true });
  writeFileSync(marker, "installed");
  try {
    const r = await run({ property: "modules", seeds: [1] });
    expect(r.hits).toEqual([1]);
    expect(r.rows[0]!.fixture).toMatchObject({ source: "fixture-out", verified: true, sha256: sha256(Buffer.from("linked")) });
    expect(readFileSync(marker, "utf8")).toBe("installed");
  } finally {
    rmSync(join(repo.dir, "node_modules"), { recursive: true, force: true });
  }
  expect((await run({ property: "modules", seeds: [1] })).status).toBe("dead"); // no node_modules, nothing to see
});

test("batch: true: the seeds share pytest processes, each with its own storage directory, so each fixture is its own seed's", async () => {
  const argvs: string[][] = [];
  const r = await run({ property: "batched", seeds: [7, 8, 9, 10] }, { exec: withoutCapture(recording(argvs)) });
  expect(r.hits).toEqual([7, 8, 9, 10]);
  const batches = argvs.filter((a) => a.includes("seedgate_batch"));
  expect(batches.map((a) => a.find((x) => x.startsWith("--seedgate-seeds=")))).toEqual(["--seedgate-seeds=7,8", "--seedgate-seeds=9,10"]);
  expect(batches.every((a) => a.some((x) => /^--seedgate-storage=.*seed-\{seed\}/.test(x)))).toBe(true);
  for (const seed of [7, 8, 9, 10]) {
    expect(r.rows.find((x) => x.seed === seed)!.fixture, `seed ${seed}`).toMatchObject({
      path: `oracles/batched/${seed}.json`,
      source: "observability",
      verified: true,
    });
    expect(readFileSync(join(repo.dir, `oracles/batched/${seed}.json`), "utf8")).toBe(`{"n":${seed}}`);
  }
  expect(ran(argvs, "replay_fixture_batch.py")).toHaveLength(2);
});

test("a hunt batches a hypothesis property whose rule does not; --per-process runs a process per seed, with the same hits and fixture bytes", async () => {
  const seeds = [1, 2, 3, 4, 5, 11];
  const fixtures = (r: HuntRun) => r.proposal!.fixtures.map((f) => [f.seed, readFileSync(join(repo.dir, f.path), "utf8")]);
  const batchedRuns: string[][] = [];
  const perProcessRuns: string[][] = [];
  const batched = await run({ seeds }, { exec: recording(batchedRuns) });
  const batchedFixtures = fixtures(batched);
  const perProcess = await run({ seeds, perProcess: true }, { exec: recording(perProcessRuns) });
  expect(batched.hits).toEqual([1, 2, 3, 4]);
  expect(perProcess.hits).toEqual(batched.hits);
  expect(fixtures(perProcess)).toEqual(batchedFixtures);
  const pytests = (argvs: string[][]) => argvs.filter((a) => a.some((x) => x.startsWith("--hypothesis-seed=") || x.startsWith("--seedgate-seeds=")));
  expect(pytests(batchedRuns).every((a) => a.includes("seedgate_batch"))).toBe(true);
  expect(pytests(batchedRuns).length).toBeLessThanOrEqual(2);
  expect(pytests(perProcessRuns).some((a) => a.includes("seedgate_batch"))).toBe(false);
  expect(pytests(perProcessRuns)).toHaveLength(seeds.length);
});

test("without a typed capture, observability lines, when present, are preferred to the printed example", async () => {
  const r = await run({ property: "observed", seeds: [7] }, { exec: withoutCapture(processExec) });
  expect(r.hits).toEqual([7]);
  expect(r.rows[0]!.fixture).toMatchObject({ path: "oracles/observed/7.json", source: "observability", verified: true });
  expect(readFileSync(join(repo.dir, "oracles/observed/7.json"), "utf8")).toBe('{"n":10}');
});

test("an example too long for the output tail is read whole from the JUnit failure message", async () => {
  const r = await run({ property: "big", seeds: [1] }, { exec: withoutCapture(processExec) });
  expect(r.rows[0]!.fixture).toMatchObject({ source: "printed", verified: true });
  expect(readFileSync(join(repo.dir, "oracles/big/1.json"), "utf8")).toBe(`{"s":"${"a".repeat(5000)}"}`);
});

describe("the CLI", () => {
  test("parses seed lists, ranges and budgets", () => {
    expect(parseSeedRange("2,3,5,8", undefined)).toEqual([2, 3, 5, 8]);
    expect(parseSeedRange("1..4,3,9", undefined)).toEqual([1, 2, 3, 4, 9]);
    expect(parseSeedRange(undefined, "3")).toEqual([1, 2, 3]);
    for (const [seeds, budget] of [
      ["1..x", undefined],
      ["5..1", undefined],
      ["", undefined],
      [undefined, undefined],
      ["1", "2"],
      ["-3", undefined],
    ] as const) {
      expect(() => parseSeedRange(seeds, budget), `${seeds} ${budget}`).toThrow();
    }
  });

  test("`seedgate hunt`: a dead property exits 1 (--json), a hit exits 0 with the report and diff, a usage error exits 2", async () => {
    vi.stubEnv("SEEDGATE_PYTHON", PY);
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (t: string) => void out.push(t), err: (t: string) => void err.push(t), isTTY: false, color: false };
    try {
      expect(await main(["hunt", "--cwd", repo.dir, "--parent", parent, "--property", "ledger", "--seeds", "5,11", "--json"], io)).toBe(1);
      expect(JSON.parse(out.join(""))).toMatchObject({ command: "hunt", status: "dead", misses: [5, 11] });
      out.length = 0;
      expect(
        await main(["hunt", "--cwd", repo.dir, "--parent", parent, "--property", "ledger", "--seeds", "1,5", "--out", join(scratch, "cli.json")], io),
      ).toBe(0);
      const text = out.join("\n");
      expect(text).toMatch(/^hunt ledger \(journal\) on parent [0-9a-f]{12}: 1 hits, 1 misses, 0 timeouts, 0 errors$/m);
      expect(text).toMatch(/^  seed 1: hit; fixture oracles\/ledger\/1\.json sha256=[0-9a-f]{64} \(typed\) replays the failure on the parent$/m);
      expect(text).toContain("+++ b/oracles/ledger.json");
      expect(JSON.parse(readFileSync(join(scratch, "cli.json"), "utf8"))).toMatchObject({ state: "hit", replay: { seeds: [1] } });
      expect(await main(["hunt", "--cwd", repo.dir, "--parent", parent, "--property", "ledger"], io)).toBe(2);
      expect(err.join("")).toContain("exactly one of --seeds or --budget");
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("the worktree is removed on failure and on a signal", () => {
  test("when a run throws", async () => {
    const throwing: Exec = { run: async () => Promise.reject(new Error("runner exploded")) };
    await expect(run({ seeds: [1] }, { exec: throwing })).rejects.toThrow("runner exploded");
    expect(worktrees()).toBe(1);
  });

  test("on SIGINT, before the signal is re-raised", async () => {
    const hub = new EventEmitter();
    const got: string[] = [];
    let tree = "";
    await withWorktree(
      repo.dir,
      parent,
      async (dir) => {
        tree = dir;
        expect(existsSync(join(dir, "src/ledger.py"))).toBe(true);
        expect(worktrees()).toBe(2);
        hub.emit("SIGINT");
        expect(existsSync(dir)).toBe(false);
        expect(worktrees()).toBe(1);
      },
      { signals: hub, onSignal: (s) => got.push(s) },
    );
    expect(got).toEqual(["SIGINT"]);
    expect(existsSync(tree)).toBe(false);
    expect(hub.listenerCount("SIGINT") + hub.listenerCount("SIGTERM")).toBe(0);
  });
});
