// Issue 44 item 1 through a real lane (isolation: process, the default for Hypothesis):
// journals locked before shapes were recorded get the safe default, so a pull request that
// keeps each bug and lies through an operator is an error row naming the class and saying
// re-hunt: a result whose ordering lies, a list sent by value holding lying elements, a
// joker that satisfies `in` and set(). The honest library passes every property; the bugs
// alone fail them. A journal with call-level shapes (what a process hunt records of each
// call) refuses a handle where the base's `decode` returned a list, naming the call, even
// where the operator shapes let that class answer `==` against a list.
import { afterAll, beforeAll, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { workspaceAt } from "../../../src/adapters/workspace.js";
import { gitAt } from "../../../src/adapters/git.js";
import { lane } from "../../../src/modes/lane/lane.js";
import type { Log } from "../../../src/ports/local.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";
import { hostPorts } from "../../support/host-ports.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const quiet: Log = { info() {}, warn() {}, error() {}, debug() {}, group: (_n, fn) => fn() };
const ENV = { PATH: process.env.PATH, HOME: process.env.HOME, SEEDGATE_PYTHON: PY };
const HONEST = `def smallest(xs):
    return min(xs)


def decode(text):
    return [int(p) for p in text.split(",")] if text else []


def encode(xs):
    return ",".join(map(str, xs))


def dedupe(xs):
    return sorted(set(xs))
`;
const BUGGY = HONEST.replace("return min(xs)", "return max(xs)")
  .replace('for p in text.split(",")] if', 'for p in text.split(",")][1:] if')
  .replace("return sorted(set(xs))", "return sorted(set(xs))[1:]");
const LIES = `

class _Low:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return False

    def __gt__(self, other):
        return False


class _Same:
    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False

    __hash__ = object.__hash__


class _Joker:
    def __eq__(self, other):
        return True

    def __hash__(self):
        return 7777


_smallest, _decode, _dedupe = smallest, decode, dedupe


def smallest(xs):
    return _Low(_smallest(xs))


def decode(text):
    _decode(text)
    return [_Same() for _ in text.split(",")] if text else []


def dedupe(xs):
    return _dedupe(xs) + [_Joker()]
`;
const TEST = `from hypothesis import given, settings, strategies as st

import lists

small = st.lists(st.integers(-50, 50), min_size=1, max_size=8)


@settings(max_examples=50, database=None, deadline=None)
@given(small)
def test_lower_bound(xs):
    m = lists.smallest(xs)
    assert not any(x < m for x in xs)


@settings(max_examples=50, database=None, deadline=None)
@given(small)
def test_round_trip(xs):
    assert lists.decode(lists.encode(xs)) == xs


@settings(max_examples=50, database=None, deadline=None)
@given(small)
def test_dedupe(xs):
    out = lists.dedupe(xs)
    assert all(x in out for x in xs) and len(set(out)) == len(set(xs))
`;
const PROPERTIES = { order: "test_lower_bound", elements: "test_round_trip", joker: "test_dedupe" } as const;
// The round trip's shapes: _Same may answer == against a list (so only the call-level check
// stands in the way), decode returned lists of ints, encode a str.
const CALL_SHAPES = [
  { class: "lists._Same", operator: "==", against: "list" },
  { call: "lists.decode", value: "list[int]" },
  { call: "lists.encode", value: "str" },
];
const ALWAYS_EQUAL = `

class _Same:
    def __eq__(self, other):
        return True

    __hash__ = object.__hash__


_decode = decode


def decode(text):
    _decode(text)
    return _Same()
`;
const journal = (test: string, id = test, shapes?: object[]) =>
  JSON.stringify(
    {
      id,
      ...(shapes === undefined ? {} : { shapes }),
      selector: `tests/properties/test_lists.py::${test}`,
      parent_sha: "0".repeat(40),
      replay: { seeds: [1, 2], hits: 2 },
      holdout: { seeds: [3], generator_saw: false },
      state: "locked",
    },
    null,
    2,
  ) + "\n";

let repo: TempRepo;
let base: string;
const ports = () => ({
  ...hostPorts(gitAt(repo.dir)),
  exec: processExec,
  clock: { now: () => new Date("2026-12-07T06:00:00Z") },
  log: quiet,
  env: ENV,
  cores: 2,
  workspaceAt,
});
const rows = async (head: string, property: string) => {
  const r = await lane({ lane: "replay", base, head, shard: { index: 1, total: 1 }, runId: "t", only: { property } }, { ...ports(), environment: {} });
  return r.results.rows.filter((x) => x.kind === "seed").map((x) => [x.outcome, String(x.detail)] as const);
};

beforeAll(() => {
  repo = tempRepo("seedgate-shape-attacks-");
  repo.write("src/lists.py", HONEST);
  repo.write("tests/properties/test_lists.py", TEST);
  repo.write(".github/seedgate.yml", "runners:\n  timeout: 60\n  pythonPaths: [src]\n");
  for (const test of Object.values(PROPERTIES)) repo.write(`oracles/${test}.json`, journal(test));
  repo.write("oracles/calls.json", journal("test_round_trip", "calls", CALL_SHAPES));
  base = repo.commit("the library, its properties, journals locked before shapes");
}, 60_000);
afterAll(() => repo.cleanup());

test("the honest library passes, the bugs alone fail", async () => {
  for (const property of Object.values(PROPERTIES))
    expect(
      (await rows(base, property)).map((r) => r[0]),
      property,
    ).toEqual(["pass", "pass"]);
  repo.write("src/lists.py", BUGGY);
  const bug = repo.commit("the bugs");
  for (const property of Object.values(PROPERTIES))
    expect(
      (await rows(bug, property)).map((r) => r[0]),
      property,
    ).toEqual(["fail", "fail"]);
}, 240_000);

test.each([
  ["order", "`>` answered by production class lists._Low against the test's int"],
  ["elements", "`==` answered by production class lists._Same against the test's int"],
  ["joker", "`==` answered by production class lists._Joker against the test's int"],
] as const)(
  "the bugs kept, %s lies: every row is an error naming the class and saying re-hunt",
  async (kind, what) => {
    repo.write("src/lists.py", BUGGY + LIES);
    const liar = repo.commit(`the bugs kept, ${kind} lies`);
    const got = await rows(liar, PROPERTIES[kind]);
    expect(
      got.map((r) => r[0]),
      JSON.stringify(got),
    ).toEqual(["error", "error"]);
    expect(got[0]![1]).toContain(what);
    expect(got[0]![1]).toContain("no shapes are recorded for this property");
    expect(got[0]![1]).toContain("re-hunt to record shapes");
    expect(got[0]![1]).not.toContain("isolation: shared"); // shared would let the lie decide
  },
  240_000,
);

test("with call-level shapes, the fix passes and a handle where the base's decode returned a list is an error naming the call", async () => {
  repo.write("src/lists.py", HONEST + ALWAYS_EQUAL.replace(/\n\n_decode[\s\S]*$/, "\n"));
  const fixed = await rows(repo.commit("the fix, and a class the shapes let answer =="), "calls");
  expect(
    fixed.map((r) => r[0]),
    JSON.stringify(fixed),
  ).toEqual(["pass", "pass"]);
  repo.write("src/lists.py", BUGGY + ALWAYS_EQUAL);
  const got = await rows(repo.commit("the bug kept, decode returns an object equal to everything"), "calls");
  expect(
    got.map((r) => r[0]),
    JSON.stringify(got),
  ).toEqual(["error", "error"]);
  expect(got[0]![1]).toContain("shape: lists.decode returned a handle of class lists._Same where the base recorded list[int]");
  expect(got[0]![1]).toContain("an intended change is re-hunted in a sealed-only pull request");
  expect(got[0]![1]).not.toContain("isolation: shared");
}, 240_000);
