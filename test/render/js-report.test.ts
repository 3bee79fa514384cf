// Issue 47 item 5: a failing vitest or jest row's report leads with the framework's own
// assertion, as a Hypothesis row's leads with pytest's: the line the reviewer needs, not
// fast-check's "Property failed after 1 tests". The details are the runners' (the rows'
// detail as ledByAssertion leads it), the comment is the gate's own renderer.
import { expect, test } from "vitest";
import { gateMarkdown } from "../../src/modes/gate/render.js";
import { ownFailure } from "../../src/render/failure.js";
import { counterexample } from "../../src/render/counterexample.js";
import { ledByAssertion } from "../../src/runners/fast-check/assertion.js";
import type { RunOutcome } from "../../src/core/row.js";
import { row, situation } from "./situations.js";

const FC = 'Property failed after 1 tests\n{ seed: 7, path: "0:0", endOnFailure: true }\nCounterexample: ["aa-aa"]\nShrunk 1 time(s)';
const failed = (detail: string): RunOutcome => ({ outcome: "fail", exitCode: 1, durationMs: 1, tail: "", detail, location: undefined });
const VITEST = ledByAssertion(failed(FC), "AssertionError: expected 'aa--aa' to be 'aa-aa' // Object.is equality").detail;
const JEST = ledByAssertion(
  failed(
    `Error: ${FC}\n    at buildError (fast-check.js:1:1)\n\n[cause]: Error: expect(received).toBe(expected) // Object.is equality\n\nExpected: "aa-aa"\nReceived: "aa--aa"`,
  ),
).detail;

const jsRow = (detail: string, selector: string) => ({ ...row({ key: "7", detail, tail: detail }), selector });

test("vitest: the comment leads with vitest's expectation; fast-check's counterexample follows on its own line", () => {
  const r = jsRow(VITEST, "test/slug.test.ts::slug > joins with one dash");
  expect(VITEST.split("\n")[0]).toBe("AssertionError: expected 'aa--aa' to be 'aa-aa' // Object.is equality");
  expect(ownFailure(r)).toBe("AssertionError: expected 'aa--aa' to be 'aa-aa' // Object.is equality");
  expect(counterexample(r, {})).toBe('["aa-aa"]');
  const md = gateMarkdown({ ...situation({ blocking: [r] }), plain: {} });
  expect(md).toContain("`AssertionError: expected 'aa--aa' to be 'aa-aa' // Object.is equality`");
  expect(md).not.toMatch(/`Property failed after/);
  expect(md).toContain("npx vitest run 'test/slug.test.ts' -t '^slug joins with one dash$'");
});

test("jest: the comment leads with jest's expectation and its values", () => {
  const r = jsRow(JEST, "test/slug.test.js::joins with one dash");
  expect(JEST.split("\n")[0]).toBe('expect(received).toBe(expected) // Object.is equality (Expected: "aa-aa", Received: "aa--aa")');
  const md = gateMarkdown({ ...situation({ blocking: [r] }), plain: { rules: [{ match: "test/**", preset: "jest" }] } });
  expect(md).toContain('`expect(received).toBe(expected) // Object.is equality (Expected: "aa-aa", Received: "aa--aa")`');
  expect(md).toContain("npx jest --runTestsByPath 'test/slug.test.js'");
  expect(md).toContain("--seed=7");
});
