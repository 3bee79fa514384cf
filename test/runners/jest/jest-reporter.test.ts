// seedgate's jest reporter at jest 30.0, the floor of the jest range: jest leaves a
// test's cause out of its failure messages and prints it only under "Cause:" in the
// file's failure text, so fast-check's "Property failed" wrap hid the assertion. The
// reporter runs in a child whose fd 3 is a pipe (the result channel), fed the shapes
// jest 30.0 and jest 30.5 hand it (the texts are theirs, from real runs).
import { spawnSync } from "node:child_process";
import { expect, test } from "vitest";
import { ledByAssertion } from "../../../src/runners/fast-check/assertion.js";
import { harnessPath } from "../../../src/runners/harness-path.js";

const WRAP = `Error: Property failed after 1 tests
{ seed: 1, path: "0:0", endOnFailure: true }
Counterexample: [0]
Shrunk 1 time(s)
    at buildError (/m/node_modules/fast-check/lib/cjs/fast-check.js:2484:16)`;
// jest 30.0's printed failure text of the file (NO_COLOR): the cause, its code frame, a plain test's block.
const PRINTED = `  ● outer › q (with seed=1)

    Property failed after 1 tests
    Counterexample: [0]

      at buildError (../m/node_modules/fast-check/lib/cjs/fast-check.js:2484:16)

    Cause:
    expect(received).toBe(expected) // Object.is equality

    Expected: 0
    Received: 1

    > 4 |     expect(x + 1).toBe(x);
        |                   ^

      at toBe (test/b.test.js:4:19)

  ● outer › plain

    expect(received).toBe(expected) // Object.is equality

    Expected: 2
    Received: 1
`;
const NEWEST = `${WRAP}\n\n[cause]: Error: expect(received).toBe(expected) // Object.is equality\n\nExpected: 0\nReceived: 1\n    at toBe (/r/test/b.test.js:4:19)`;

/** The reporter's rows for one file's result, read from the channel. */
function reported(testResults: object[], failureMessage: string): { name: string; message?: string }[] {
  const script = `const R = require(${JSON.stringify(harnessPath("evidence/jest-reporter.cjs"))});
new R().onTestResult(undefined, ${JSON.stringify({ testFilePath: "/r/test/b.test.js", testResults, failureMessage })});`;
  const env = { PATH: process.env.PATH };
  const r = spawnSync(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "pipe", "pipe"], encoding: "utf8", env });
  expect(r.status, String(r.stderr)).toBe(0);
  return String(r.output[3])
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
}

const failed = (title: string, message: string) => ({
  ancestorTitles: ["outer"],
  title,
  fullName: `outer ${title}`,
  status: "failed",
  failureMessages: [message],
});

test("at jest 30.0 a property's row gets the printed cause, so its detail leads with the assertion and its values", () => {
  const rows = reported([failed("q (with seed=1)", WRAP), failed("plain", "Error: expect(received).toBe(expected)")], PRINTED);
  const q = rows.find((r) => r.name === "outer > q (with seed=1)")!;
  expect(q.message).toBe(`${WRAP}\n\n[cause]: expect(received).toBe(expected) // Object.is equality\n\nExpected: 0\nReceived: 1`);
  const detail = ledByAssertion({ outcome: "fail", detail: q.message!, exitCode: 1, durationMs: 1, tail: "", location: undefined }).detail;
  expect(detail.split("\n")[0]).toBe("expect(received).toBe(expected) // Object.is equality (Expected: 0, Received: 1)");
  // A test with no printed cause keeps jest's message as it was.
  expect(rows.find((r) => r.name === "outer > plain")!.message).toBe("Error: expect(received).toBe(expected)");
});

test("a message that already holds its cause (jest 30.5) is not given it twice", () => {
  const [row] = reported([failed("q (with seed=1)", NEWEST)], PRINTED);
  expect(row!.message).toBe(NEWEST);
});
