// The sealed inputs (issue 44 item 4): the hunt's record against what a lane's run shows
// (sealed-inputs.ts), and what seedgate_inputs.py prints for a strategy and for plain data.
import { spawnSync } from "node:child_process";
import { expect, test } from "vitest";
import { unbackedPass, type Integrity, type TestRow } from "../../../src/runners/hypothesis/integrity.js";
import {
  agreedInputs,
  inputsDiffer,
  MEMBERS_MARK,
  ranInputs,
  unrecordedInputsNote,
  withRecordedInputs,
} from "../../../src/runners/hypothesis/sealed-inputs.js";
import { HARNESS_PYTHONPATH } from "../../support/harness.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const RECORDED = { xs: "lists(integers(min_value=0, max_value=9), max_size=12)", "from src.codec import MAX_LEN": "12" };

const row = (inputs?: Record<string, string>): TestRow => ({
  nodeid: "test_codec.py::test_roundtrip",
  name: "test_roundtrip",
  given: true,
  examples: 100,
  seed: 7,
  outcome: "passed",
  settings: { max_examples: 100, database: null, deadline: null, phases: ["explicit", "reuse", "generate", "target", "shrink"] },
  askedMaxExamples: 100,
  allPhases: ["explicit", "reuse", "generate", "target", "shrink"],
  stopped: "settings.max_examples=100",
  ...(inputs === undefined ? {} : { inputs }),
});
const evidence = (t: TestRow): Integrity => ({ tampering: [], tests: [t], done: true });

test("equal inputs back the pass; a narrowed one is the row's error, naming the input and both values, with the re-hunt hint", () => {
  expect(unbackedPass(withRecordedInputs(evidence(row(RECORDED)), RECORDED), "test_roundtrip", 7)).toBeUndefined();
  const narrowed = { ...RECORDED, "from src.codec import MAX_LEN": "8" };
  const why = unbackedPass(withRecordedInputs(evidence(row(narrowed)), RECORDED), "test_roundtrip", 7);
  expect(why).toContain('the sealed input from src.codec import MAX_LEN was "8" where the hunt recorded "12" (journal sealed_inputs)');
  expect(why).toContain("re-hunted on the parent and proposed in a sealed-only pull request");
  expect(why).not.toContain("sealed input xs");
});

test("a run that shows no inputs where the hunt recorded some is an error; a journal without the record checks nothing", () => {
  expect(inputsDiffer({ recordedInputs: RECORDED })).toContain('the sealed input from src.codec import MAX_LEN was nothing where the hunt recorded "12"');
  expect(unbackedPass(withRecordedInputs(evidence(row({ xs: "other" })), undefined), "test_roundtrip", 7)).toBeUndefined();
});

test("a name the run shows that the hunt did not record is not held (the hunt left it out as varying)", () => {
  expect(inputsDiffer({ recordedInputs: { xs: "a" }, inputs: { xs: "a", ys: "b" } })).toBeUndefined();
});

test("an enum's members: a re-hunted record holds them; an older record (the text before the mark) is held to the lane's text before its last mark, for @given arguments only", () => {
  const cls = "sampled_from(m.Color)";
  const three = `${cls}${MEMBERS_MARK}m.Color (3) [RED=1, GREEN=2, BLUE=3]`;
  const two = `${cls}${MEMBERS_MARK}m.Color (2) [RED=1, GREEN=2]`;
  expect(inputsDiffer({ recordedInputs: { c: three }, inputs: { c: three } })).toBeUndefined();
  expect(inputsDiffer({ recordedInputs: { c: three }, inputs: { c: two } })).toContain(
    `the sealed input c was ${JSON.stringify(two)} where the hunt recorded ${JSON.stringify(three)}`,
  );
  expect(inputsDiffer({ recordedInputs: { c: three }, inputs: { c: cls } })).toBeDefined();
  expect(inputsDiffer({ recordedInputs: { c: cls }, inputs: { c: two } })).toBeUndefined();
  expect(
    inputsDiffer({
      recordedInputs: { c: "lists(" + cls + ", max_size=12)" },
      inputs: { c: `lists(${cls}, max_size=8)${MEMBERS_MARK}m.Color (2) [RED=1, GREEN=2]` },
    }),
  ).toBeDefined();
  // A printed strategy holding the mark itself (a production repr) is cut at the last one, which the harness always appends.
  const forged = `lists(sampled_from(m.X${MEMBERS_MARK}y), max_size=12)`;
  expect(inputsDiffer({ recordedInputs: { c: "lists(sampled_from(m.X" }, inputs: { c: `${forged}${MEMBERS_MARK}none` } })).toBeDefined();
  expect(inputsDiffer({ recordedInputs: { c: `${forged}${MEMBERS_MARK}none` }, inputs: { c: `${forged}${MEMBERS_MARK}none` } })).toBeUndefined();
  // An import's plain data and fast-check's arbitraries are never cut.
  expect(inputsDiffer({ recordedInputs: { "from m import A": "'x'" }, inputs: { "from m import A": `'x${MEMBERS_MARK}y'` } })).toBeDefined();
  expect(inputsDiffer({ recordedInputs: { "fc.assert #1 argument 1": "a" }, inputs: { "fc.assert #1 argument 1": `a${MEMBERS_MARK}b` } })).toBeDefined();
});

test("the hunt records the texts every run agrees on, by name, and reads them per seed", () => {
  expect(agreedInputs([{ xs: "a", ys: "b" }, undefined, { xs: "a", ys: "c" }])).toEqual({ xs: "a" });
  expect(agreedInputs([{ ys: "b" }, { ys: "c" }])).toBeUndefined();
  expect(agreedInputs([undefined])).toBeUndefined();
  expect(ranInputs(evidence(row(RECORDED)), "test_roundtrip", 7)).toEqual(RECORDED);
  expect(ranInputs(evidence(row(RECORDED)), "test_roundtrip", 8)).toBeUndefined();
});

test("seedgate_inputs.py prints a resolved strategy (lazy and deferred ones read their bounds), blanks addresses, and prints plain data only", () => {
  const script = `
import json
from hypothesis import strategies as st
import seedgate_inputs as si
MAX = 12
class Obj: pass
import enum
class Color(enum.Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
class Level(enum.IntEnum):
    LOW = 1
    HIGH = 3
class Perm(enum.Flag):
    R = 4
    W = 2
class Odd(enum.Enum):
    A = "x | members y"
    B = Obj()
print(json.dumps([
    si.printed(st.lists(st.integers(0, 9), max_size=MAX)),
    si.printed(st.deferred(lambda: st.integers(0, MAX))),
    si.printed(st.just(Obj())),
    si.printed(st.text(alphabet="ab" * 2000)),
    si.plain({"b": (1, 2.5), "a": [None, True, b"x"], "c": frozenset({3, 1})}),
    si.plain([1, Obj()]),
    si.plain(True),
    si.printed(st.lists(st.sampled_from(Color), max_size=3) | st.from_type(Level)),
    si.printed(st.sampled_from(Perm)),
    si.printed(st.sampled_from(Odd)),
    si.printed(st.just("a | members b")),
    si.printed(st.sampled_from([Color.RED, Color.BLUE])),
]))
`;
  const r = spawnSync(PY, ["-c", script], { encoding: "utf8", env: { PATH: process.env.PATH, PYTHONPATH: HARNESS_PYTHONPATH } });
  expect(r.stderr).toBe("");
  const [lists, deferred, just, long, data, handle, flag, enums, perm, odd, marked, listed] = JSON.parse(r.stdout);
  expect(lists).toBe("lists(integers(min_value=0, max_value=9), max_size=12)");
  expect(deferred).toBe("integers(min_value=0, max_value=12)");
  expect(just).toMatch(/^just\(<__main__\.Obj object at 0x…>\)$/);
  expect(long).toMatch(/^sha256:[0-9a-f]{64} \(\d+ characters\)$/);
  expect(data).toBe("{'a': [None, True, b'x'], 'b': (1, 2.5), 'c': {1, 3}}");
  expect(handle).toBeNull();
  expect(flag).toBe("True");
  // An enum class's members, wherever the tree samples one (nested, from_type, a Flag), by class, sorted; a value's address blanked, the mark never inside a listing.
  expect(enums).toBe(
    "one_of(lists(sampled_from(__main__.Color), max_size=3), sampled_from(__main__.Level)) | members __main__.Color (3) [RED=1, GREEN=2, BLUE=3]; __main__.Level (2) [LOW=1, HIGH=3]",
  );
  expect(perm).toBe("sampled_from(__main__.Perm) | members __main__.Perm (2) [R=4, W=2]");
  expect(odd).toBe("sampled_from(__main__.Odd) | members __main__.Odd (2) [A='x |members y', B=<__main__.Obj object at 0x…>]");
  expect(marked).toBe("just('a | members b') | members none");
  expect(listed).toBe("sampled_from([<Color.RED: 1>, <Color.BLUE: 3>])");
});

test("the lane's note names the journals locked before the record: their sealed inputs are not checked, re-hunt", () => {
  const note = unrecordedInputsNote([
    { id: "b", format: "journal" },
    { id: "a", format: "journal" },
    { id: "a", format: "journal" },
    { id: "held", format: "journal", sealedInputs: { xs: "integers()" } },
    { id: "owned", format: "ledger" },
  ]);
  expect(note).toMatch(/^sealed inputs not checked for a, b: the journal records no sealed_inputs .*; re-hunt to record them$/);
  expect(unrecordedInputsNote([{ id: "held", format: "journal", sealedInputs: {} }])).toBeUndefined();
});
