// Issue 47 item 1: fixtures keep their types. A src-layout library whose property draws
// aware datetimes (UTC and fixed offsets) and Decimals: the hunt on the buggy parent
// writes typed fixtures (seedgate_fixture.py's tagged trees, captured in-process by
// seedgate_capture.py), each replays the SAME failure on the parent (verified), passes on
// the fix and fails on a regression through the lane. A property drawing zoneinfo zones
// (`st.timezones()`) gets typed fixtures too (each zone by its key, fold kept), green on the
// fix and red on a regression; so does one drawing pytz zones (`hypothesis.extra.pytz`,
// stored by key with the localized offset). An older `$tuple` fixture replays as before, and
// a zone read from a file (no key) is refused at hunt time.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { workspaceAt } from "../../../src/adapters/workspace.js";
import { gitAt } from "../../../src/adapters/git.js";
import { hunt, type HuntRun } from "../../../src/modes/hunt/hunt.js";
import { lane } from "../../../src/modes/lane/lane.js";
import { sameFailure } from "../../../src/modes/hunt/fixtures.js";
import { canonicalJson } from "../../../src/runners/falsifying.js";
import type { Log } from "../../../src/ports/local.js";
import type { RunOutcome } from "../../../src/core/row.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";
import { hostPorts } from "../../support/host-ports.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const quiet: Log = { info() {}, warn() {}, error() {}, debug() {}, group: (_n, fn) => fn() };
const ENV = { PATH: process.env.PATH, HOME: process.env.HOME, SEEDGATE_PYTHON: PY };
const NOW = new Date("2026-12-07T06:00:00.000Z");
const LIB = (bug: boolean) =>
  [
    "from datetime import timedelta, timezone",
    "",
    "",
    "def shift(moment, amount):",
    "    # The instant `amount` minutes later, in UTC.",
    bug
      ? "    return moment.replace(tzinfo=timezone.utc) + timedelta(minutes=int(amount))"
      : "    return moment.astimezone(timezone.utc) + timedelta(minutes=int(amount))",
    "",
    "",
    "def total(pair):",
    bug ? "    return pair[0]" : "    return pair[0] + pair[1]",
    "",
  ].join("\n");
const TEST = `from datetime import datetime, timedelta, timezone
from decimal import Decimal
from zoneinfo import ZoneInfo

from hypothesis import given, settings, strategies as st
from hypothesis.extra.pytz import timezones as pytz_zones

from tzlib import shift, total

ZONES = st.one_of(st.just(timezone.utc), st.integers(-14, 14).map(lambda h: timezone(timedelta(hours=h))))
MOMENTS = dict(min_value=datetime(2000, 1, 1), max_value=datetime(2100, 1, 1))


@settings(max_examples=100, database=None, deadline=None)
@given(moment=st.datetimes(timezones=ZONES, **MOMENTS), amount=st.decimals(min_value=0, max_value=1000, places=2))
def test_shift(moment, amount):
    assert isinstance(amount, Decimal)
    assert shift(moment, amount) == moment.astimezone(timezone.utc) + timedelta(minutes=int(amount))


@settings(max_examples=100, database=None, deadline=None)
@given(st.tuples(st.integers(), st.integers()))
def test_total(pair):
    assert isinstance(pair, tuple)
    assert total(pair) == pair[0] + pair[1]


@settings(max_examples=100, database=None, deadline=None)
@given(moment=st.datetimes(timezones=st.timezones(), **MOMENTS))
def test_zoned(moment):
    assert shift(moment, 0) == moment.astimezone(timezone.utc)


@settings(max_examples=100, database=None, deadline=None)
@given(moment=st.datetimes(timezones=pytz_zones(), **MOMENTS))
def test_pytz_zoned(moment):
    assert shift(moment, 0) == moment.astimezone(timezone.utc)


FILE_ZONE = ZoneInfo.from_file(open("/usr/share/zoneinfo/Asia/Tokyo", "rb"))


@settings(max_examples=100, database=None, deadline=None)
@given(moment=st.datetimes(timezones=st.just(FILE_ZONE), **MOMENTS))
def test_file_zone(moment):
    assert shift(moment, 0) == moment.astimezone(timezone.utc)
`;
const SELECTOR = "tests/properties/test_tzlib.py";
const journal = (id: string, test: string, extra: object = {}) =>
  JSON.stringify(
    { id, selector: `${SELECTOR}::${test}`, replay: { seeds: [], hits: 0 }, holdout: { seeds: [], generator_saw: false }, state: "proposed", ...extra },
    null,
    2,
  ) + "\n";

let repo: TempRepo;
let parent: string;
let shifted: HuntRun;
let zoned: HuntRun;
let pytzZoned: HuntRun;

const ports = () => ({ ...hostPorts(gitAt(repo.dir)), exec: processExec, clock: { now: () => NOW }, log: quiet, env: ENV, cores: 2, workspaceAt });
const huntOf = (property: string, seeds: number[]) => hunt({ parent, property, seeds, concurrency: 2 }, ports());
const fixtureRows = async (base: string, head: string, property: string) => {
  const r = await lane({ lane: "replay", base, head, shard: { index: 1, total: 1 }, runId: "t", only: { property } }, { ...ports(), environment: {} });
  return r.results.rows.filter((x) => x.kind === "fixture").map((x) => [x.key, x.outcome, x.detail]);
};

beforeAll(async () => {
  repo = tempRepo("seedgate-typed-");
  repo.write("pyproject.toml", '[project]\nname = "tzlib"\nversion = "0.1"\n');
  repo.write("src/tzlib/__init__.py", LIB(true));
  repo.write(`${SELECTOR}`, TEST);
  repo.write(".github/seedgate.yml", "runners:\n  timeout: 60\n  pythonPaths: [src]\n");
  parent = repo.commit("parent: the bugs");
  repo.write("src/tzlib/__init__.py", LIB(false));
  repo.write("oracles/shift.json", journal("shift", "test_shift"));
  repo.write("oracles/zoned.json", journal("zoned", "test_zoned"));
  repo.write("oracles/pytz.json", journal("pytz", "test_pytz_zoned"));
  repo.write("oracles/filezone.json", journal("filezone", "test_file_zone"));
  repo.commit("fix + journals");
  shifted = await huntOf("shift", [1, 2, 3]);
  zoned = await huntOf("zoned", [1, 2]);
  pytzZoned = await huntOf("pytz", [1]);
}, 480_000);
afterAll(() => repo.cleanup());

describe("a property over aware datetimes and Decimals", () => {
  test("the hunt writes typed fixtures that replay the same failure on the parent", () => {
    expect(shifted.errors).toEqual([]);
    expect(shifted.status).toBe("hit");
    for (const r of shifted.rows.filter((x) => x.outcome === "hit")) expect(r.fixture, `seed ${r.seed}`).toMatchObject({ source: "typed", verified: true });
    const bytes = readFileSync(join(repo.dir, shifted.proposal!.fixtures[0]!.path));
    const doc = JSON.parse(bytes.toString("utf8")) as { "$seedgate-fixture": number; arguments: { moment: unknown[]; amount: unknown[] } };
    expect(doc["$seedgate-fixture"]).toBe(1);
    expect(doc.arguments.amount[0]).toBe("N"); // a Decimal, not its repr
    expect(["dt", "t"]).toContain(doc.arguments.moment[0]); // a datetime with its fixed offset
    // Canonical: sorted keys, no spaces.
    expect(canonicalJson(doc)).toBe(bytes.toString("utf8")); // sorted keys, no spaces: the same example, the same bytes
    expect(bytes.toString("utf8")).not.toMatch(/[\n ]/);
  });

  test("a property drawing zoneinfo zones gets typed fixtures that hold each zone by its key", () => {
    expect(zoned.errors).toEqual([]);
    expect(zoned.status).toBe("hit");
    for (const r of zoned.rows.filter((x) => x.outcome === "hit")) expect(r.fixture, `seed ${r.seed}`).toMatchObject({ source: "typed", verified: true });
    const doc = JSON.parse(readFileSync(join(repo.dir, zoned.proposal!.fixtures[0]!.path), "utf8")) as { arguments: { moment: unknown[] } };
    expect(doc.arguments.moment).toHaveLength(10);
    expect(doc.arguments.moment[0]).toBe("dt");
    expect(doc.arguments.moment[9]).toMatch(/^[A-Za-z]+(\/[A-Za-z0-9_+-]+)*$/); // the zone's key, e.g. "Europe/Paris", not a repr
  });

  test("a property drawing pytz zones gets typed fixtures that hold the zone by its key", () => {
    expect(pytzZoned.errors).toEqual([]);
    expect(pytzZoned.status).toBe("hit");
    for (const r of pytzZoned.rows.filter((x) => x.outcome === "hit")) expect(r.fixture, `seed ${r.seed}`).toMatchObject({ source: "typed", verified: true });
    const doc = JSON.parse(readFileSync(join(repo.dir, pytzZoned.proposal!.fixtures[0]!.path), "utf8")) as { arguments: { moment: unknown[] } };
    expect(doc.arguments.moment[0]).toBe("dt");
    // Shrunk to a static zone (["pytz", "Etc/GMT+1"]) or a localized one (with its offset, dst and name: test_zones.py).
    const zone = doc.arguments.moment[9] as unknown[];
    expect(zone[0]).toBe("pytz");
    expect(zone[1]).toMatch(/^[A-Za-z]+(\/[A-Za-z0-9_+-]+)*$/);
    expect([2, 5]).toContain(zone.length);
  });

  test("locked, the fixture passes on the fix and fails on a regression", async () => {
    const fx = shifted.proposal!.fixtures.map((f) => f.path);
    const zfx = zoned.proposal!.fixtures.map((f) => f.path);
    const doc = shifted.proposal!.document as { replay: object };
    const zdoc = zoned.proposal!.document as { replay: object };
    const pfx = pytzZoned.proposal!.fixtures.map((f) => f.path);
    const pdoc = pytzZoned.proposal!.document as { replay: object };
    repo.write("oracles/shift.json", JSON.stringify({ ...doc, state: "locked", replay: { ...doc.replay, fixtures: fx } }, null, 2) + "\n");
    repo.write("oracles/zoned.json", JSON.stringify({ ...zdoc, state: "locked", replay: { ...zdoc.replay, fixtures: zfx } }, null, 2) + "\n");
    repo.write("oracles/pytz.json", JSON.stringify({ ...pdoc, state: "locked", replay: { ...pdoc.replay, fixtures: pfx } }, null, 2) + "\n");
    repo.write("oracles/total/old.json", '{"pair":{"$tuple":[1,2]}}');
    repo.write(
      "oracles/total.json",
      journal("total", "test_total", { state: "locked", parent_sha: parent, replay: { seeds: [], hits: 1, fixtures: ["oracles/total/old.json"] } }),
    );
    const human = repo.commit("a human locks both");
    expect((await fixtureRows(human, human, "shift")).map((r) => r[1])).toEqual(fx.map(() => "pass"));
    expect((await fixtureRows(human, human, "total")).map((r) => r[1])).toEqual(["pass"]);
    expect((await fixtureRows(human, human, "zoned")).map((r) => r[1])).toEqual(zfx.map(() => "pass"));
    expect((await fixtureRows(human, human, "pytz")).map((r) => r[1])).toEqual(pfx.map(() => "pass"));
    repo.write("src/tzlib/__init__.py", LIB(true));
    const regression = repo.commit("a PR that brings the bugs back");
    const rows = await fixtureRows(human, regression, "shift");
    expect(rows.map((r) => r[1])).toEqual(fx.map(() => "fail"));
    expect(String(rows[0]![2])).toMatch(/^AssertionError/);
    const zrows = await fixtureRows(human, regression, "zoned");
    expect(zrows.map((r) => r[1])).toEqual(zfx.map(() => "fail"));
    expect(String(zrows[0]![2])).toMatch(/^AssertionError/);
    const prows = await fixtureRows(human, regression, "pytz");
    expect(prows.map((r) => r[1])).toEqual(pfx.map(() => "fail"));
    expect(String(prows[0]![2])).toMatch(/^AssertionError/);
    // The older `$tuple` fixture still replays a tuple: it fails on the assertion about the sum, not on isinstance.
    const old = await fixtureRows(human, regression, "total");
    expect(old.map((r) => r[1])).toEqual(["fail"]);
  }, 240_000);
});

test("a zone read from a file (no key) has no by-value form: the hunt (isolation: process) refuses it, naming its type", async () => {
  // A fixture would refuse it too, naming the argument (test/harness/py/test_zones.py).
  const r = await huntOf("filezone", [1]);
  expect(r.hits).toEqual([]);
  expect(r.rows.map((x) => x.outcome)).toEqual(["error"]);
  expect(String(r.rows[0]!.detail)).toMatch(/a datetime\.datetime to production code: it has no by-value form.*hint:/);
  expect(r.proposal?.fixtures ?? []).toEqual([]);
}, 120_000);

describe("verified means the same failure", () => {
  const replay = (detail: string, tail: string): RunOutcome =>
    ({ outcome: "fail", detail, tail, exitCode: 0, durationMs: 1, location: undefined }) as RunOutcome;
  const seen = { type: "AssertionError", where: "test_tzlib.py:17" };
  test("the same assertion verifies", () => {
    expect(sameFailure(seen, replay("AssertionError: ", 'File "/w/tests/properties/test_tzlib.py", line 17, in test_shift')).outcome).toBe("fail");
  });
  test("a TypeError from a wrong-typed argument does not", () => {
    const r = sameFailure(seen, replay("TypeError: unsupported operand", 'File "/w/src/tzlib/__init__.py", line 6, in shift'));
    expect(r.outcome).toBe("error");
    expect(r.detail).toContain("not the hunt's AssertionError at test_tzlib.py:17");
  });
  test("another assertion does not", () => {
    expect(sameFailure(seen, replay("AssertionError: ", 'File "/w/tests/properties/test_tzlib.py", line 16, in test_shift')).outcome).toBe("error");
  });
  test("for another exception type, the type is what counts", () => {
    const kind = { type: "ValueError", where: "x.py:1" };
    expect(sameFailure(kind, replay("ValueError: bad", 'File "/w/x.py", line 9')).outcome).toBe("fail");
  });
});
