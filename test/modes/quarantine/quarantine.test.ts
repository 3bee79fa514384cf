// Quarantine (seed 003's executor 3) against real pytest in temporary git repos:
// the catalogue comes from base, every entry is run or reported, none is dropped.
import { createHash } from "node:crypto";
import { afterEach, beforeEach, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { gitAt } from "../../../src/adapters/git.js";
import { quarantine, type QuarantineRun } from "../../../src/modes/quarantine/quarantine.js";
import { parseNonVoting } from "../../../src/core/judge/non-voting.js";
import type { Log } from "../../../src/ports/local.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";
import { hostPorts } from "../../support/host-ports.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const quiet: Log = { info() {}, warn() {}, error() {}, debug() {}, group: (_n, fn) => fn() };
const ENV = { PATH: process.env.PATH, HOME: process.env.HOME, SEEDGATE_PYTHON: PY };
const CATALOGUE = ".sealed/quarantine.json";
const RETRY = "tests/legacy/test_retry.py";
const CACHE = "tests/legacy/test_cache.py";

const RETRY_SRC = [
  "import time",
  "",
  "def test_backoff_window():",
  "    started = time.monotonic()",
  "    assert time.monotonic() - started > 5, 'host was too fast'",
  "",
  "def test_steady():",
  "    assert True",
  "",
].join("\n");
const CACHE_SRC = "def test_warm():\n    assert {'a': 1}.get('a') == 1\n";

const sha = (text: string): string => createHash("sha256").update(text).digest("hex");
const entry = (nodeid: string, src: string, reason = "timing depends on host load; do not vote") => ({ nodeid, file_sha256: sha(src), reason });
const catalogue = (...entries: object[]): string => JSON.stringify({ entries }, null, 2) + "\n";

let repo: TempRepo;
let base: string;
beforeEach(() => {
  repo = tempRepo();
  repo.write(RETRY, RETRY_SRC);
  repo.write(CACHE, CACHE_SRC);
  repo.write(
    CATALOGUE,
    catalogue(
      entry(`${RETRY}::test_backoff_window`, RETRY_SRC),
      entry(`${RETRY}::test_steady`, RETRY_SRC),
      entry(`${CACHE}::test_warm`, CACHE_SRC, "shared cache"),
    ),
  );
  base = repo.commit("base");
});
afterEach(() => repo.cleanup());

const run = (b = base): Promise<QuarantineRun> =>
  quarantine({ base: b, head: "HEAD", runId: "test-1" }, { ...hostPorts(gitAt(repo.dir)), exec: processExec, log: quiet, env: ENV });
const outcomes = (r: QuarantineRun) => r.results.report.entries.map((e) => [e.nodeid.split("::")[1], e.outcome, e.stale]);

test("each node runs: a failing node is fail, a passing one pass; the results validate", async () => {
  const r = await run();
  expect(r.results.report).toMatchObject({ kind: "quarantine", votes: false, catalogue: "ok", file: CATALOGUE, entriesOmitted: 0 });
  expect(outcomes(r)).toEqual([
    ["test_backoff_window", "fail", false],
    ["test_steady", "pass", false],
    ["test_warm", "pass", false],
  ]);
  const failing = r.results.report.entries[0]!;
  expect(failing.detail).toContain("host was too fast");
  expect(failing.reason).toBe("timing depends on host load; do not vote");
  expect(failing.location).toEqual({ file: RETRY, line: 5 });
  expect(parseNonVoting(JSON.stringify(r.results), "quarantine.json").ok).toBe(true);
});

test("an entry whose test file changed at head is flagged stale and still runs", async () => {
  repo.write(RETRY, RETRY_SRC.replace("> 5", ">= 0"));
  repo.commit("PR 'fixes' the flake");
  const r = await run();
  expect(outcomes(r)).toEqual([
    ["test_backoff_window", "pass", true],
    ["test_steady", "pass", true],
    ["test_warm", "pass", false],
  ]);
  expect(r.results.report.entries[0]!.detail).toMatch(/^stale: test file tests\/legacy\/test_retry\.py hashes to [0-9a-f]{64}, quarantined at/);
  expect(r.findings.map((f) => [f.code, f.severity])).toEqual([
    ["quarantine.stale", "warning"],
    ["quarantine.stale", "warning"],
  ]);
});

test("a deleted test file is reported as stale and an error, never dropped", async () => {
  repo.remove(CACHE);
  repo.commit("PR deletes the test");
  const r = await run();
  expect(r.results.report.entries).toHaveLength(3);
  const gone = r.results.report.entries[2]!;
  expect(gone).toMatchObject({ nodeid: `${CACHE}::test_warm`, outcome: "error", stale: true, durationMs: 0 });
  expect(gone.detail).toContain(`test file ${CACHE} is missing at head`);
});

test("an invalid catalogue quarantines nothing and names file and field", async () => {
  repo.write(CATALOGUE, catalogue({ nodeid: `${CACHE}::test_warm`, file_sha256: "6b1d...", reason: "pasted digest" }));
  const bad = repo.commit("catalogue with a pasted digest");
  const r = await run(bad);
  expect(r.results.report).toMatchObject({ catalogue: "unreadable", entries: [] });
  expect(r.results.report.detail).toContain(`${CATALOGUE}:`);
  expect(r.results.report.detail).toContain("/entries/0/file_sha256");
  expect(r.results.report.detail).toContain("nothing is quarantined");
  expect(parseNonVoting(JSON.stringify(r.results), "q.json").ok).toBe(true);
});

test("malformed JSON in the catalogue is unreadable with its line", async () => {
  repo.write(CATALOGUE, '{\n  "entries": [\n');
  const bad = repo.commit("truncated catalogue");
  const r = await run(bad);
  expect(r.results.report.catalogue).toBe("unreadable");
  expect(r.results.report.detail).toMatch(/\.sealed\/quarantine\.json:\d+: malformed JSON/);
});

test("the catalogue is read from base: the PR's edit of quarantine.json changes nothing that runs", async () => {
  repo.write(CATALOGUE, catalogue(entry(`${CACHE}::test_warm`, CACHE_SRC)));
  repo.commit("PR thaws the failing node in the same change");
  repo.write(CATALOGUE, catalogue()); // and an uncommitted edit on top
  const r = await run();
  expect(outcomes(r).map((o) => o[0])).toEqual(["test_backoff_window", "test_steady", "test_warm"]);
  expect(r.results.report.entries[0]!.outcome).toBe("fail");
});

test("no catalogue at base is absent, and says so", async () => {
  repo.remove(CATALOGUE);
  const none = repo.commit("no catalogue");
  const r = await run(none);
  expect(r.results.report).toMatchObject({ catalogue: "absent", entries: [] });
  expect(r.results.report.detail).toContain("nothing is quarantined");
});

test("a conftest.py the PR adds cannot turn a quarantined failure into a skip or a pass", async () => {
  const skipAll = "import pytest\n\ndef pytest_collection_modifyitems(items):\n    for i in items:\n        i.add_marker(pytest.mark.skip(reason='agent'))\n";
  repo.write("tests/legacy/conftest.py", skipAll);
  repo.write("pytest.ini", "[pytest]\naddopts = -p no:python\n");
  repo.commit("PR adds a conftest");
  const r = await run();
  expect(r.results.report.entries[0]).toMatchObject({ outcome: "fail", stale: false });
});

test("a node id that matches no test is an error, not a pass", async () => {
  repo.write(CATALOGUE, catalogue(entry(`${CACHE}::test_renamed`, CACHE_SRC)));
  const b = repo.commit("catalogue names a missing node");
  const r = await run(b);
  expect(r.results.report.entries[0]).toMatchObject({ outcome: "error", stale: false });
  expect(r.results.report.entries[0]!.detail).toMatch(/usage error \(ERROR: not found: .*test_renamed/);
});

test("a sealed conftest.py with the base bytes may shape the node; the PR's edit of it may not", async () => {
  const uses = "def test_window(window):\n    assert window == 3\n";
  repo.write("tests/legacy/test_window.py", uses);
  repo.write("tests/legacy/conftest.py", "import pytest\n\n@pytest.fixture\ndef window():\n    return 3\n");
  repo.write(".github/seedgate.yml", 'sealed: ["tests/legacy/conftest.py"]\n');
  repo.write(CATALOGUE, catalogue(entry("tests/legacy/test_window.py::test_window", uses)));
  const sealedBase = repo.commit("sealed conftest");
  expect((await run(sealedBase)).results.report.entries[0]).toMatchObject({ outcome: "pass" });
  repo.write("tests/legacy/conftest.py", "import pytest\n\n@pytest.fixture\ndef window():\n    return 4\n");
  repo.commit("PR edits the sealed conftest");
  const edited = (await run(sealedBase)).results.report.entries[0]!;
  // Run without any conftest: the fixture is missing (pytest reports that as a failing node), not 4 != 3.
  expect(edited.outcome).toBe("fail");
  expect(edited.tail).toContain("fixture 'window' not found");
  expect(edited.tail).not.toContain("assert 4 == 3");
});

test("a configured catalogue that is missing at base is unreadable, not absent", async () => {
  repo.write(".github/seedgate.yml", "quarantine: tests/quarantine.json\n");
  const b = repo.commit("config names a catalogue that does not exist");
  const r = await run(b);
  expect(r.results.report).toMatchObject({ catalogue: "unreadable", file: "tests/quarantine.json", entries: [] });
  expect(r.results.report.detail).toContain("configured but missing");
});

test("an uncommitted edit of a quarantined test file is stale too: those are the bytes that run", async () => {
  repo.write(CACHE, CACHE_SRC.replace("== 1", "== 1  # edited"));
  const r = await run();
  expect(r.results.report.entries[2]).toMatchObject({ outcome: "pass", stale: true });
  expect(r.results.report.entries[2]!.detail).toContain("working-tree");
});

test("seed 002: a ledger freeze (cannot_gate) is sampled on the same non-voting channel, with or without a catalogue", async () => {
  const CLOCK = "tests/test_clock.py";
  repo.write(CLOCK, "import time\n\ndef test_skew():\n    assert int(time.time()) % 1 == 1, 'unseeded clock'\n");
  const freeze = { id: "flake-time-skew", test: `${CLOCK}::test_skew`, reason: "fails only with an unseeded clock", cannot_gate: true, required: false };
  repo.write("seed_ledger.json", JSON.stringify({ properties: [], fixtures: [], freezes: [freeze], draft: [] }, null, 2) + "\n");
  const withCatalogue = await run(repo.commit("a ledger freeze beside the catalogue"));
  expect(outcomes(withCatalogue)).toEqual([
    ["test_skew", "fail", false],
    ["test_backoff_window", "fail", false],
    ["test_steady", "pass", false],
    ["test_warm", "pass", false],
  ]);
  expect(withCatalogue.results.report.entries[0]!.reason).toBe('ledger freeze "flake-time-skew" (cannot_gate): fails only with an unseeded clock');
  expect(withCatalogue.results.report.detail).toContain("1 ledger freeze(s) sampled");
  expect(withCatalogue.results.report.votes).toBe(false);
  expect(parseNonVoting(JSON.stringify(withCatalogue.results), "quarantine.json").ok).toBe(true);
  repo.git("rm", "-q", CATALOGUE);
  const alone = await run(repo.commit("no catalogue, the freeze alone"));
  expect(alone.results.report.catalogue).toBe("absent");
  expect(outcomes(alone)).toEqual([["test_skew", "fail", false]]);
});
