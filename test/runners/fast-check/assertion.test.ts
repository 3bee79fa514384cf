// Issue 47 item 5: a failing JS row leads with the framework's own assertion, the error
// fast-check wrapped, found in each form the reporters and frameworks give it.
import { expect, test } from "vitest";
import { assertionLine, ledByAssertion } from "../../../src/runners/fast-check/assertion.js";
import type { RunOutcome } from "../../../src/core/row.js";

const FC = 'Property failed after 1 tests\n{ seed: 7, path: "0:0", endOnFailure: true }\nCounterexample: ["aa"]\nShrunk 1 time(s)';
const fail = (detail: string): RunOutcome => ({ outcome: "fail", exitCode: 1, durationMs: 1, tail: "", detail, location: undefined });

test("vitest: the reporter's cause leads, fast-check's report and counterexample follow", () => {
  const o = ledByAssertion(fail(FC), "AssertionError: expected 'aa--aa' to be 'aa-aa' // Object.is equality");
  expect(o.detail.split("\n")).toEqual(["AssertionError: expected 'aa--aa' to be 'aa-aa' // Object.is equality", ...FC.split("\n")]);
});

test("jest: the [cause] section's matcher line leads, with its Expected and Received values", () => {
  const message = `Error: ${FC}\n    at buildError (/x/fast-check.js:1:1)\n\n[cause]: Error: expect(received).toBe(expected) // Object.is equality\n\nExpected: "aa-aa"\nReceived: "aa--aa"\n    at /repo/test/a.test.js:5:23`;
  expect(assertionLine(undefined, message)).toBe('expect(received).toBe(expected) // Object.is equality (Expected: "aa-aa", Received: "aa--aa")');
});

test("fast-check's own `Got …` line (fast-check 3, or includeErrorInReport) and vitest's printed `Caused by:`", () => {
  expect(assertionLine(undefined, `${FC}\nGot error: expect(received).toBeLessThan(expected)\n\nExpected: < 3\nReceived:   3\n    at x (a.js:1:1)`)).toBe(
    "expect(received).toBeLessThan(expected) (Expected: < 3, Received: 3)",
  );
  expect(assertionLine(undefined, `${FC}\nGot AssertionError: expected 3 to be less than 3\n    at a.ts:1:1`)).toBe(
    "AssertionError: expected 3 to be less than 3",
  );
  expect(assertionLine(undefined, `${FC}\n\nCaused by: TypeError: bad 4\n ❯ test/a.test.ts:4:63`)).toBe("TypeError: bad 4");
});

test("a failure fast-check did not wrap, a pass, or a detail already led is left as it is", () => {
  const plain = fail("expected 1 to be 2 // Object.is equality");
  expect(ledByAssertion(plain, "Error: a cause of the test's own")).toBe(plain);
  const own = fail("Error: loading failed\n\n[cause]: Error: ENOENT");
  expect(ledByAssertion(own)).toBe(own);
  const pass = { ...fail(FC), outcome: "pass" as const };
  expect(ledByAssertion(pass, "AssertionError: x")).toBe(pass);
  const once = ledByAssertion(fail(FC), "AssertionError: x");
  expect(ledByAssertion(once, "AssertionError: x")).toBe(once);
});

test("a long assertion is clipped to one line", () => {
  const line = assertionLine(`AssertionError: expected '${"a".repeat(500)}' to be 'b'`, FC)!;
  expect(line.length).toBe(300);
  expect(line.endsWith("…")).toBe(true);
});
