// Issue 44 item 1: the boundary's shapes are part of the oracle. A library whose parse
// returns an object compared with the test's int: the hunt on the buggy parent records
// that `money.Cents` answered `==` against an int, and what each call returned (journal
// `shapes`); locked, the lane under isolation: process passes the fix, and an always-equal
// result that keeps the bug, or a handle where the base returned a str, is an error row
// naming the call and saying re-hunt. A journal locked without shapes gets the safe
// default: the same comparison is refused, naming the class and the hint.
import { afterAll, beforeAll, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { workspaceAt } from "../../../src/adapters/workspace.js";
import { gitAt } from "../../../src/adapters/git.js";
import { hunt, type HuntRun } from "../../../src/modes/hunt/hunt.js";
import { lane } from "../../../src/modes/lane/lane.js";
import type { Log } from "../../../src/ports/local.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";
import { hostPorts } from "../../support/host-ports.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const quiet: Log = { info() {}, warn() {}, error() {}, debug() {}, group: (_n, fn) => fn() };
const ENV = { PATH: process.env.PATH, HOME: process.env.HOME, SEEDGATE_PYTHON: PY };
const NOW = new Date("2026-12-07T06:00:00.000Z");
const LIB = (bug: boolean, lie = "") =>
  [
    "class Cents:",
    "    def __init__(self, n):",
    "        self.n = n",
    "",
    "    def __eq__(self, other):",
    "        return self.n == (other.n if isinstance(other, Cents) else other)",
    "",
    "    __hash__ = None",
    "",
    "",
    "def show(n):",
    bug ? "    return str(n % 500)" : "    return str(n)",
    "",
    "",
    "def parse(text):",
    "    return Cents(int(text))",
    lie,
  ].join("\n");
const ALWAYS_EQUAL = `

class _Same:
    def __eq__(self, other):
        return True

    __hash__ = None


def parse(text):
    return _Same()
`;
// The bug kept, the text carried in a production object instead of a str.
const TUNNEL = `

class _Text:
    def __init__(self, n):
        self.n = n


def show(n):
    return _Text(n % 500)


def parse(text):
    return Cents(text.n)
`;
const TEST = `from hypothesis import given, settings, strategies as st

import money


@settings(max_examples=100, database=None, deadline=None)
@given(st.integers(0, 10_000))
def test_round_trip(n):
    assert money.parse(money.show(n)) == n
`;
const journal = (extra: object = {}) =>
  JSON.stringify(
    {
      id: "cents",
      selector: "tests/properties/test_money.py::test_round_trip",
      replay: { seeds: [], hits: 0 },
      holdout: { seeds: [], generator_saw: false },
      state: "proposed",
      ...extra,
    },
    null,
    2,
  ) + "\n";

let repo: TempRepo;
let parent: string;
let hunted: HuntRun;

const ports = () => ({ ...hostPorts(gitAt(repo.dir)), exec: processExec, clock: { now: () => NOW }, log: quiet, env: ENV, cores: 2, workspaceAt });
const seedRows = async (base: string, head: string) => {
  const r = await lane({ lane: "replay", base, head, shard: { index: 1, total: 1 }, runId: "t", only: { property: "cents" } }, { ...ports(), environment: {} });
  return r.results.rows.filter((x) => x.kind === "seed").map((x) => [x.outcome, x.detail] as const);
};

beforeAll(async () => {
  repo = tempRepo("seedgate-shapes-");
  repo.write("src/money.py", LIB(true));
  repo.write("tests/properties/test_money.py", TEST);
  repo.write(".github/seedgate.yml", "runners:\n  timeout: 60\n  pythonPaths: [src]\n  isolation: process\n");
  parent = repo.commit("parent: the bug");
  repo.write("src/money.py", LIB(false));
  repo.write("oracles/cents.json", journal());
  repo.commit("fix + journal");
  hunted = await hunt({ parent, property: "cents", seeds: [1, 2, 3], concurrency: 2 }, ports());
}, 240_000);
afterAll(() => repo.cleanup());

test("the hunt records the class that answered == against the test's int, and what each call returned", () => {
  expect(hunted.errors, JSON.stringify(hunted.rows).slice(0, 1500)).toEqual([]);
  expect(hunted.status).toBe("hit");
  expect((hunted.proposal!.document as { shapes?: unknown }).shapes).toEqual([
    { class: "money.Cents", operator: "==", against: "int" },
    { call: "money.parse", handle: "money.Cents" },
    { call: "money.show", value: "str" },
  ]);
});

test("locked with its shapes, the fix passes under process; an always-equal result, or a handle where the base returned a str, is an error naming the call", async () => {
  const doc = hunted.proposal!.document as object;
  repo.write("oracles/cents.json", JSON.stringify({ ...doc, state: "locked" }, null, 2) + "\n");
  const human = repo.commit("a human locks it");
  const fixed = await seedRows(human, human);
  expect(fixed.length).toBeGreaterThan(0);
  expect(
    fixed.map((r) => r[0]),
    JSON.stringify(fixed),
  ).toEqual(fixed.map(() => "pass"));
  repo.write("src/money.py", LIB(true, ALWAYS_EQUAL));
  const liar = repo.commit("a PR that keeps the bug and makes the result equal to everything");
  const lied = await seedRows(human, liar);
  expect(lied.map((r) => r[0])).toEqual(lied.map(() => "error"));
  expect(String(lied[0]![1])).toMatch(
    /shape: money\.parse returned a handle of class money\._Same where the base recorded a handle of class money\.Cents; hint: an intended change is re-hunted in a sealed-only pull request/,
  );
  repo.write("src/money.py", LIB(true, TUNNEL));
  const tunnel = repo.commit("a PR that keeps the bug and hands the text over in a production object");
  const tunnelled = await seedRows(human, tunnel);
  expect(tunnelled.map((r) => r[0])).toEqual(tunnelled.map(() => "error"));
  expect(String(tunnelled[0]![1])).toMatch(
    /shape: money\.show returned a handle of class money\._Text where the base recorded str; hint: an intended change is re-hunted/,
  );
}, 240_000);

test("a journal locked without shapes gets the safe default: the comparison is refused, naming the class and the hint", async () => {
  const { shapes: _dropped, ...doc } = hunted.proposal!.document as { shapes?: unknown };
  repo.write("src/money.py", LIB(false));
  repo.write("oracles/cents.json", JSON.stringify({ ...doc, state: "locked" }, null, 2) + "\n");
  const old = repo.commit("a journal locked before shapes");
  const rows = await seedRows(old, old);
  expect(rows.map((r) => r[0])).toEqual(rows.map(() => "error"));
  expect(String(rows[0]![1])).toMatch(
    /`==` answered by production class money\.Cents against the test's int: no shapes are recorded for this property.*re-hunt to record shapes/,
  );
}, 240_000);
