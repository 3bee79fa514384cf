// Issue 47 item 1: fixtures keep their types, for enum members, pathlib paths, ranges and
// slices. A src-layout library with an enum of its own; properties draw its members
// (`st.sampled_from(list(Color))`, and `st.sampled_from(Color)` itself: under isolation: process
// the class is the subject's, a proxy Hypothesis takes as an enum), the test's own enum (`st.sampled_from(Mood)`), pure paths (`st.builds(PurePosixPath,
// ...)`), ranges and slices (`st.builds(range, ...)`, `st.builds(slice, ...)`). The hunt on the
// buggy parent writes typed fixtures (a member by its class's name and its own), each
// replays the SAME failure on the parent (verified), passes on the fix and fails on a
// regression through the lane. A Flag combination and a class that claims another enum's
// name are refused at hunt time, naming the argument; a fixture naming an alias of the enum
// is an error row, not a replay.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { HuntRun } from "../../../src/modes/hunt/hunt.js";
import { fixtureArgument, fixtureRows as laneFixtureRows, huntOne, proposedJournal } from "../../support/python-hunt.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const LIB = (bug: boolean) => `import enum


class Color(enum.Enum):
    RED = "r"
    GREEN = "g"
    BLUE = "b"


Alias = Color  # the same class under another name: no fixture may name it so


def describe(color):
    return {Color.RED: "warm", Color.GREEN: "cool", Color.BLUE: ${bug ? '"warm"' : '"cool"'}}[color]


def weight(value):
    return ${bug ? "value if value < 2 else 0" : "value"}


def stem(path):
    return ${bug ? 'path.name.split(".")[0]' : "path.stem"}


def count(r):
    return ${bug ? "max(0, (r.stop - r.start) // r.step)" : "len(r)"}


def take(items, s):
    return ${bug ? "list(items)[s.start:s.stop]" : "list(items)[s]"}
`;
const TEST = `import enum
from pathlib import PurePosixPath

from hypothesis import given, settings, strategies as st

from kindlib import Color, count, describe, stem, take, weight

class Mood(enum.Enum):
    CALM = 1
    ANGRY = 2


class Perm(enum.Flag):
    R = 1
    W = 2


class Claimer(enum.Enum):
    CALM = 1


Claimer.__qualname__ = "Mood"  # claims the name of another class


@settings(max_examples=100, database=None, deadline=None)
@given(color=st.sampled_from(list(Color)))
def test_color(color):
    assert describe(color) == ("warm" if color is Color.RED else "cool")


@settings(max_examples=100, database=None, deadline=None)
@given(color=st.sampled_from(Color))
def test_shade(color):
    assert describe(color) == ("warm" if color is Color.RED else "cool")


@settings(max_examples=100, database=None, deadline=None)
@given(mood=st.sampled_from(Mood))
def test_mood(mood):
    assert isinstance(mood, Mood)
    assert weight(mood.value) == mood.value


@settings(max_examples=100, database=None, deadline=None)
@given(path=st.builds(PurePosixPath, st.sampled_from(["/", "a", "b.txt"]), st.sampled_from(["c", "d.tar.gz", "e.py"])))
def test_path(path):
    assert isinstance(path, PurePosixPath)
    assert stem(path) == path.stem


@settings(max_examples=100, database=None, deadline=None)
@given(r=st.builds(range, st.integers(-9, 9), st.integers(-9, 9), st.sampled_from([1, 2, 3, -1, -2])))
def test_range(r):
    assert isinstance(r, range)
    assert count(r) == len(r)


@settings(max_examples=100, database=None, deadline=None)
@given(s=st.builds(slice, st.none() | st.integers(-5, 5), st.none() | st.integers(-5, 5), st.sampled_from([None, 1, 2, -1])))
def test_slice(s):
    assert isinstance(s, slice)
    assert take(range(6), s) == list(range(6))[s]


@settings(max_examples=100, database=None, deadline=None)
@given(perm=st.sampled_from([Perm.R | Perm.W]))
def test_flags(perm):
    assert perm.value < 3


@settings(max_examples=100, database=None, deadline=None)
@given(mood=st.sampled_from(Claimer))
def test_claimer(mood):
    assert mood.value < 1
`;
const SELECTOR = "tests/properties/test_kinds.py";
const PROPS = ["color", "shade", "mood", "path", "range", "slice"] as const;
const journal = (id: string, extra: object = {}) => proposedJournal(SELECTOR, id, extra);

let repo: TempRepo;
let parent: string;
const hunted = new Map<string, HuntRun>();

const huntOf = (property: string) => huntOne(repo.dir, parent, property);
const fixtureRows = (base: string, head: string, property: string) => laneFixtureRows(repo.dir, base, head, property);
const argumentOf = (run: HuntRun, name: string) => fixtureArgument(repo.dir, run, name);

beforeAll(async () => {
  repo = tempRepo("seedgate-kinds-");
  repo.write("pyproject.toml", '[project]\nname = "kindlib"\nversion = "0.1"\n');
  repo.write("src/kindlib/__init__.py", LIB(true));
  repo.write(SELECTOR, TEST);
  repo.write(".github/seedgate.yml", "runners:\n  timeout: 60\n  pythonPaths: [src]\n");
  parent = repo.commit("parent: the bugs");
  repo.write("src/kindlib/__init__.py", LIB(false));
  for (const id of [...PROPS, "flags", "claimer"]) repo.write(`oracles/${id}.json`, journal(id));
  repo.commit("fix + journals");
  for (const id of PROPS) hunted.set(id, await huntOf(id));
}, 600_000);
afterAll(() => repo.cleanup());

describe("properties over enum members, paths, ranges and slices", () => {
  test("each hunt writes a typed fixture that replays the same failure on the parent", () => {
    for (const id of PROPS) {
      const run = hunted.get(id)!;
      expect(run.errors, id).toEqual([]);
      expect(run.status, id).toBe("hit");
      for (const r of run.rows.filter((x) => x.outcome === "hit")) expect(r.fixture, `${id} seed ${r.seed}`).toMatchObject({ source: "typed", verified: true });
    }
    expect(argumentOf(hunted.get("color")!, "color")).toEqual(["en", "kindlib", "Color", "BLUE"]); // by name, not "b"
    expect(argumentOf(hunted.get("shade")!, "color")).toEqual(["en", "kindlib", "Color", "BLUE"]);
    // The strategy's text a lane's pass requires: the class by name, as in one process, no address, then the members it draws.
    expect((hunted.get("shade")!.proposal!.document as { sealed_inputs?: unknown }).sealed_inputs).toEqual({
      color: "sampled_from(kindlib.Color) | members kindlib.Color (3) [RED='r', GREEN='g', BLUE='b']",
    });
    expect(argumentOf(hunted.get("mood")!, "mood")).toEqual(["en", expect.stringMatching(/test_kinds$/), "Mood", "ANGRY"]);
    expect((argumentOf(hunted.get("path")!, "path") as unknown[]).slice(0, 2)).toEqual(["pa", "PurePosixPath"]);
    expect((argumentOf(hunted.get("range")!, "r") as unknown[])[0]).toBe("rg");
    expect((argumentOf(hunted.get("slice")!, "s") as unknown[])[0]).toBe("sl");
  });

  test("locked, each fixture passes on the fix and fails on a regression; a fixture naming an alias is an error", async () => {
    for (const id of PROPS) {
      const run = hunted.get(id)!;
      const doc = run.proposal!.document as { replay: object };
      const fixtures = run.proposal!.fixtures.map((f) => f.path);
      repo.write(`oracles/${id}.json`, JSON.stringify({ ...doc, state: "locked", replay: { ...doc.replay, fixtures } }, null, 2) + "\n");
    }
    repo.write("oracles/alias/alias.json", '{"$seedgate-fixture":1,"arguments":{"color":["en","kindlib","Alias","BLUE"]}}');
    repo.write(
      "oracles/alias.json",
      journal("color", { id: "alias", state: "locked", parent_sha: parent, replay: { seeds: [], hits: 1, fixtures: ["oracles/alias/alias.json"] } }),
    );
    const human = repo.commit("a human locks them");
    for (const id of PROPS)
      expect(
        (await fixtureRows(human, human, id)).map((r) => r[0]),
        id,
      ).toEqual(["pass"]);
    const alias = await fixtureRows(human, human, "alias");
    expect(alias.map((r) => r[0])).toEqual(["error"]);
    expect(alias[0]![1]).toMatch(/kindlib\.Alias, a name that now leads to another class/);
    repo.write("src/kindlib/__init__.py", LIB(true));
    const regression = repo.commit("a PR that brings the bugs back");
    for (const id of PROPS) {
      const rows = await fixtureRows(human, regression, id);
      expect(
        rows.map((r) => r[0]),
        id,
      ).toEqual(["fail"]);
      expect(rows[0]![1], id).toMatch(/^AssertionError/);
    }
  }, 300_000);
});

test.each([
  ["flags", /argument perm \(.*Perm\) cannot be stored in a fixture: .*a Flag combination.*hint:/],
  ["claimer", /argument mood \(.*Mood\) cannot be stored in a fixture: .*a name that does not lead back to that class.*hint:/],
])(
  "%s: refused at hunt time, naming the argument and its type",
  async (id, message) => {
    const r = await huntOf(id);
    expect(r.hits).toEqual([1]);
    expect(String((r.rows[0]!.fixture as { error?: string }).error)).toMatch(message);
    expect(r.proposal?.fixtures ?? []).toEqual([]);
  },
  120_000,
);
