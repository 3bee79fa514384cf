// The two fixture sources of a Hypothesis hit: observability lines and the printed
// falsifying example (its literals read by the shipped helper under real Python).
import { hostDisk } from "../../src/adapters/disk.js";
import { expect, test } from "vitest";
import { processExec } from "../../src/adapters/exec.js";
import { canonicalJson, falsifyingCall, literalArguments, observedArguments, xmlText } from "../../src/runners/falsifying.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const env = { PATH: process.env.PATH };

// Hypothesis 6.67 under pytest --tb=short: the example is an exception note, prefixed "E   ".
const PYTEST_SHORT = `tests/properties/test_ledger.py:15: in test_balance_invariant
    assert balance(amounts) == sum(amounts)
E   assert 0 == 21935
E    +  where 0 = balance([21935])
E   Falsifying example: test_balance_invariant(
E       amounts=[21935],
E   )
=========================== short test summary info ============================
FAILED tests/properties/test_ledger.py::test_balance_invariant - assert 0 == ...`;

test("the printed call is found under pytest's E prefix, complete to its closing parenthesis", () => {
  expect(falsifyingCall(PYTEST_SHORT)).toEqual({
    ok: true,
    header: "Falsifying example",
    test: "test_balance_invariant",
    call: "test_balance_invariant(\namounts=[21935],\n)",
  });
});

test("the 'Failing test case' header, strings holding brackets, and trailing comments", () => {
  const out = `Failing test case: test_parse(\n    text='a)(]',  # or any other generated value\n    n=3,\n)\nmore output`;
  expect(falsifyingCall(out)).toMatchObject({
    ok: true,
    header: "Failing test case",
    call: "test_parse(\ntext='a)(]',  # or any other generated value\nn=3,\n)",
  });
});

test("the last example wins; a call cut off by the output tail is refused, not guessed", () => {
  const two = "Falsifying example: test_a(x=1)\nFalsifying example: test_a(x=2)\n";
  expect(falsifyingCall(two)).toMatchObject({ ok: true, call: "test_a(x=2)" });
  expect(falsifyingCall("E   Falsifying example: test_a(\nE       xs=[1, 2,")).toMatchObject({ ok: false, reason: expect.stringContaining("cut off") });
  expect(falsifyingCall("1 passed in 0.1s")).toMatchObject({ ok: false });
});

test("a JUnit failure message with character references still yields the call", () => {
  const message = "assert 0 == 21935&#10;Falsifying example: test_balance_invariant(&#10;    amounts=[21935],&#10;    s=&apos;&lt;&amp;&gt;&apos;,&#10;)";
  expect(falsifyingCall(xmlText(message))).toMatchObject({ ok: true, call: "test_balance_invariant(\namounts=[21935],\ns='<&>',\n)" });
  expect(xmlText("&#x41;&#66;&unknown;")).toBe("AB&unknown;");
});

test("observability: the minimal failing example's arguments, not an earlier failure's", () => {
  const lines = [
    { type: "test_case", status: "passed", how_generated: "generated", arguments: { amounts: [1] } },
    { type: "test_case", status: "failed", how_generated: "generated", arguments: { amounts: [989, 110] } },
    { type: "test_case", status: "failed", how_generated: "minimal failing example", arguments: { amounts: [13] } },
    { type: "test_case", status: "failed", how_generated: "shrink", arguments: { amounts: [110] } },
    { type: "info", title: "Hypothesis Statistics" },
  ].map((o) => JSON.stringify(o));
  expect(observedArguments([...lines, '{"type": "test_ca'].join("\n"))).toEqual({ ok: true, arguments: { amounts: [13] } });
  expect(observedArguments(lines.slice(0, 2).join("\n"))).toEqual({ ok: true, arguments: { amounts: [989, 110] } });
  expect(observedArguments(lines[0]!)).toMatchObject({ ok: false });
  expect(observedArguments('{"type":"test_case","status":"failed","arguments":{"n":12345678901234567890}}')).toMatchObject({
    ok: false,
    reason: expect.stringContaining("2^53"),
  });
});

test("canonical JSON: sorted keys at every depth, no whitespace", () => {
  expect(canonicalJson({ b: [{ z: 1, a: "x" }], a: null })).toBe('{"a":null,"b":[{"a":"x","z":1}]}');
});

test("literal_json.py turns the printed literals into canonical JSON, tagging bytes and tuples", async () => {
  const [r] = await literalArguments(
    { exec: processExec, disk: hostDisk },
    PY,
    ["test_x(\nzs={'b': (1, b'\\x00')},\n  amounts=[21935, -1, 2.5, None, True, 'é'],\n)"],
    env,
    process.cwd(),
  );
  expect(r).toMatchObject({ ok: true, source: "printed" });
  expect(r!.ok && r!.bytes.toString("utf8")).toBe('{"amounts":[21935,-1,2.5,null,true,"é"],"zs":{"b":{"$tuple":[1,{"$bytes":"AA=="}]}}}');
});

test("literal_json.py refuses what JSON cannot hold exactly and anything that is not a literal", async () => {
  const calls = ["test_x(s={1, 2})", "test_x(x=float('nan'))", "test_x(x=__import__('os').getcwd())", "test_x(1)", "not a call(", "test_x(s='\\ud800')"];
  const out = await literalArguments({ exec: processExec, disk: hostDisk }, PY, calls, env, process.cwd());
  expect(out).toHaveLength(calls.length);
  out.forEach((r, i) => expect(r.ok, calls[i]).toBe(false));
  expect(out[5]).toMatchObject({ reason: expect.stringContaining("surrogate") });
});

/** The real process exec, counting the runs it starts. */
const counting = () => {
  const runs: string[][] = [];
  return { runs, exec: { run: (req: Parameters<typeof processExec.run>[0]) => (runs.push([...req.args]), processExec.run(req)) } };
};

test("a hunt's calls convert in one process, in order; a refused one spoils none of the others", async () => {
  const { runs, exec } = counting();
  const calls = ["test_a(n=3)", "test_a(n={1})", "test_a(xs=[13], s='ü')", "x".repeat(100_001), "test_a(n=-7)"];
  const out = await literalArguments({ exec, disk: hostDisk }, PY, calls, env, process.cwd());
  expect(runs).toHaveLength(1);
  expect(runs[0]).toContain("--many");
  expect(out.map((r) => (r.ok ? r.bytes.toString("utf8") : "refused"))).toEqual(['{"n":3}', "refused", '{"s":"ü","xs":[13]}', "refused", '{"n":-7}']);
  expect(out[3]).toMatchObject({ ok: false, reason: expect.stringContaining("100000-byte limit") });
  expect(out[1]).toMatchObject({ ok: false, reason: expect.stringContaining("set") });
});

test("no printed call starts no process; a helper that cannot run fails every call with its reason", async () => {
  const { runs, exec } = counting();
  expect(await literalArguments({ exec, disk: hostDisk }, PY, [], env, process.cwd())).toEqual([]);
  expect(await literalArguments({ exec, disk: hostDisk }, PY, ["x".repeat(100_001)], env, process.cwd())).toMatchObject([{ ok: false }]);
  expect(runs).toHaveLength(0);
  const broken = await literalArguments({ exec: processExec, disk: hostDisk }, "/bin/false", ["test_a(n=1)", "test_a(n=2)"], env, process.cwd());
  expect(broken).toEqual([
    { ok: false, reason: expect.stringContaining("exited 1") },
    { ok: false, reason: expect.stringContaining("exited 1") },
  ]);
});
