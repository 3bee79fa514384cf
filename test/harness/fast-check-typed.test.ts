// The typed form of a fast-check fixture (src/harness/evidence/fast-check-typed.cjs, issue
// 47 item 1): every value fast-check draws that JSON would mangle comes back as the very
// value; what has no faithful form is refused naming the argument, the path and the type;
// a tree seedgate would not write is an error. And "verified" compares the replay's error
// class with the hunt's (hunt/fixtures.ts sameFailure).
import { createRequire } from "node:module";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, test } from "vitest";
import { sameFailure } from "../../src/modes/hunt/fixtures.js";
import { harnessPath } from "../../src/runners/harness-path.js";
import type { RunOutcome } from "../../src/core/row.js";

type Typed = {
  typedFixture: (args: unknown[]) => { bytes?: string; reason?: string };
  fixtureArguments: (doc: unknown, path: string) => unknown[];
};
const typed = createRequire(import.meta.url)(harnessPath("evidence/fast-check-typed.cjs")) as Typed;
const roundTrip = (args: unknown[]) => typed.fixtureArguments(JSON.parse(typed.typedFixture(args).bytes!), "f.json");

describe("values come back as they were", () => {
  test.each([
    ["a Date", new Date(86_400_123)],
    [
      "a Map with non-string keys",
      new Map<unknown, unknown>([
        [1n, "a"],
        [{ k: 1 }, [2]],
      ]),
    ],
    ["a Set", new Set([1, "1", 2n])],
    ["a BigInt past 2^64", 2n ** 70n + 1n],
    ["a negative BigInt", -5n],
    ["a Uint8Array", new Uint8Array([0, 255])],
    ["an Int32Array", new Int32Array([-1, 2 ** 31 - 1])],
    ["a Float64Array", new Float64Array([0.1, -0])],
    ["a BigUint64Array", new BigUint64Array([2n ** 64n - 1n])],
    ["NaN and ±Infinity", [NaN, Infinity, -Infinity]],
    ["undefined in an array and an object", [undefined, { a: undefined }]],
    ["nested", { at: [new Map([["k", new Set([new Date(0)])]])], n: { deep: [1, [2, [3n]]] } }],
    ["keys in their own order", { b: 1, a: 2, 10: 3 }],
  ])("%s", (_what, value) => {
    const back = roundTrip([value, 1]);
    expect(isDeepStrictEqual(back, [value, 1])).toBe(true);
  });

  test("-0 stays -0, an invalid Date stays invalid, a null-prototype object keeps its null prototype", () => {
    const [zero, date, bare] = roundTrip([-0, new Date(NaN), Object.assign(Object.create(null) as object, { x: -0 })]) as [number, Date, { x: number }];
    expect(Object.is(zero, -0)).toBe(true);
    expect(date).toBeInstanceOf(Date);
    expect(Number.isNaN(date.getTime())).toBe(true);
    expect(Object.getPrototypeOf(bare)).toBeNull();
    expect(Object.is(bare.x, -0)).toBe(true);
  });

  test("the bytes are the documented form: the marker, then one wire tree per argument", () => {
    expect(typed.typedFixture([new Date(0), 5n, new Map([["a", undefined]])]).bytes).toBe(
      '{"$seedgate-fixture":1,"arguments":[["t",0],["I","5"],["M","a",["u"]]]}',
    );
  });

  test("a plain JSON array (the older form) is read as before", () => {
    expect(typed.fixtureArguments([[1, 2], "x"], "f.json")).toEqual([[1, 2], "x"]);
  });
});

describe("what has no faithful form is refused, naming the argument and its type", () => {
  class Money {
    constructor(readonly cents: bigint) {}
  }
  const shared = { n: 1 };
  test.each([
    [[1, new Money(5n)], /^fixture not writable: argument 2 \(an instance of Money\) holds an instance of Money at argument 2,/],
    [[{ price: new Money(1n) }], /argument 1 \(an object\) holds an instance of Money at argument 1\.price/],
    [[() => 1], /argument 1 \(a function\) holds a function/],
    [[[Symbol("s")]], /argument 1 \(an Array\) holds a Symbol at argument 1\[0\]/],
    [[[shared, shared]], /holds the same object twice at argument 1\[1\]/],
    [[new WeakMap()], /argument 1 \(a WeakMap\)/],
    [[[1, , 3]], /a sparse array \(a hole\) at argument 1\[1\]/], // eslint-disable-line no-sparse-arrays
    [[Object.assign(new Map(), { extra: 1 })], /a Map with properties of its own/],
  ])("%#", (args, reason) => {
    const r = typed.typedFixture(args as unknown[]);
    expect(r.bytes).toBeUndefined();
    expect(r.reason).toMatch(reason);
    expect(r.reason).toContain("hint:");
  });
});

describe("a tree seedgate would not write is an error, never a guess", () => {
  test.each([
    [{ "$seedgate-fixture": 2, arguments: [] }, /version 2, not 1/],
    [{ "$seedgate-fixture": 1 }, /no "arguments" array/],
    [{ "$seedgate-fixture": 1, arguments: [["zz"]] }, /malformed value \(tag "zz"\)/],
    [{ "$seedgate-fixture": 1, arguments: [["I", "1.5"]] }, /malformed BigInt/],
    [{ "$seedgate-fixture": 1, arguments: [["ta", "Int32Array", "AQI="]] }, /malformed typed array/],
    [{ a: 1 }, /not a JSON array of the property's arguments, nor a typed fixture/],
  ])("%j", (doc, message) => {
    expect(() => typed.fixtureArguments(doc, "f.json")).toThrow(message);
  });
});

describe("verified means the same failure: a fast-check replay's error class", () => {
  const replay = (type: string): RunOutcome => ({
    outcome: "fail",
    detail: "expected 1 to be 2",
    tail: "",
    exitCode: 1,
    durationMs: 1,
    location: undefined,
    failure: { type, where: "" },
  });
  const seen = { type: "AssertionError", where: "" };
  test("the same class verifies", () => {
    expect(sameFailure(seen, replay("AssertionError")).outcome).toBe("fail");
  });
  test("a TypeError from a wrong-typed argument does not", () => {
    const r = sameFailure(seen, replay("TypeError"));
    expect(r.outcome).toBe("error");
    expect(r.detail).toContain("not the hunt's AssertionError");
  });
});
