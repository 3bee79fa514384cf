// The tool's last lines a failed setup shows: at most 20 lines and 2 KB, cut at a line start.
import { expect, test } from "vitest";
import { isSetupFailure, SETUP_TAIL_CHARS, setupTail } from "../../../src/core/judge/setup-failure.js";

test("the last 20 lines, trailing blank lines and CRs dropped", () => {
  const out = Array.from({ length: 30 }, (_, i) => `line ${i}`).join("\r\n") + "\r\n\r\n";
  expect(setupTail(out).split("\n")).toEqual(Array.from({ length: 20 }, (_, i) => `line ${i + 10}`));
});

test("long lines: at most 2 KB, starting at a line, never mid-line when a line start fits", () => {
  const out = Array.from({ length: 20 }, (_, i) => `${i}:${"x".repeat(300)}`).join("\n");
  const tail = setupTail(out);
  expect(tail.length).toBeLessThanOrEqual(SETUP_TAIL_CHARS);
  expect(tail).toMatch(/^\d+:x+\n/);
  expect(tail.endsWith(`19:${"x".repeat(300)}`)).toBe(true);
  // One line longer than the budget: its end is what is shown.
  expect(setupTail("y".repeat(5000))).toBe("y".repeat(SETUP_TAIL_CHARS));
});

test("a setup failure is told by its detail's opening words", () => {
  expect(isSetupFailure("runners.setup command `npm ci` exited 1 after 2.0 s, so no row ran")).toBe(true);
  expect(isSetupFailure("AssertionError: runners.setup command")).toBe(false);
});
