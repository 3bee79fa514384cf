// The one parser of the result channel (src/runners/channel.ts) against the schema
// (src/harness/protocol/channel.schema.json): every row kind the harness writes parses
// to its kind; a line that is not JSON, an unknown event or a wrongly typed field is the
// channel's error naming the line, never a skipped line.
import { describe, expect, test } from "vitest";
import { parseChannel, parseLine, singleRow } from "../../src/runners/channel.js";

const settings = { max_examples: 100, database: null, deadline: null, phases: ["explicit", "generate"] };
const runs = { asserts: [{ runs: 100, configured: 100, seed: 7, failed: false, interrupted: false }], globalKept: true, seed: 7, numRuns: null };
const fork = { exit: 0, signal: null, timed_out: false, ms: 12.5, channel: "" };

/** One row the harness really writes, per kind. */
const ROWS: Record<string, object> = {
  test: {
    event: "test",
    nodeid: "t.py::test_x",
    name: "test_x",
    given: true,
    outcome: "passed",
    examples: 100,
    seed: 7,
    settings,
    asked_max_examples: 100,
    asked_deadline: null,
    all_phases: ["explicit", "generate"],
    stopped: "settings.max_examples=100",
    n: 0,
  },
  tampering: { event: "tampering", what: "pytest was replaced", n: 1 },
  done: { event: "done", tests: 1, exitstatus: 0, n: 2 },
  start: { seed: 7, event: "start", n: 0 },
  end: { seed: 7, event: "end", outcome: "pass", detail: "passed", tail: "", ms: 3.2, n: 1 },
  "batch-done": { event: "batch-done", n: 2 },
  origin: { event: "origin", module: "pkg", file: null, inside: false, local: "src/pkg", n: 0 },
  isolation: { event: "isolation", module: "/o/x.test.ts", what: "the subject died" },
  "fork-ready": { event: "fork-ready" },
  "fork-done": { event: "fork-done" },
  "fork-seed": { event: "fork-seed", seed: 7, ...fork },
  "fork-fixture": { event: "fork-fixture", index: 0, fixture: "/r/f.json", error: "the subject zygote could not serve this fixture", timed_out: true },
  "run-end": { event: "run-end", reason: "passed", unhandled: 0, modules: [{ module: "/o/seeds/1.test.mjs", state: "passed", errors: 0 }] },
  file: { event: "file", message: "Cannot find module" },
  case: { case: "c1", outcome: "fail", detail: "AssertionError: x", trace: "at file:///r/a.mjs:1:2" },
  fixture: { fixture: "/r/f.json", outcome: "pass", detail: "passed", trace: "", integrity: { checked: true, tampering: [] } },
  fixtureLine: { index: 0, fixture: "/r/f.json", exit: 0, signal: null, timed_out: false, row: { fixture: "/r/f.json" } },
  testResult: { name: "adds > commutes", module: "/r/a.test.ts", state: "passed", runs },
};

describe("every row kind the harness writes parses to its kind", () => {
  test.each(Object.entries(ROWS))("%s", (kind, row) => {
    const channel = parseChannel(`${JSON.stringify(row)}\n`);
    expect(channel.error).toBeUndefined();
    expect(channel.rows.map((r) => r.kind)).toEqual([kind]);
    expect(channel.rows[0]).toEqual({ ...row, kind });
  });

  test("a jest row (a failure's message, no module) and a null run count", () => {
    expect(parseLine(JSON.stringify({ name: "t", state: "failed", runs: null, message: "boom" }))?.kind).toBe("testResult");
  });
});

describe("a line that is not a row is the channel's error, naming the line", () => {
  const good = `${JSON.stringify(ROWS["fork-ready"])}\n`;
  const errorOf = (line: string) => parseChannel(`${good}${line}\n${good}`);

  test("not JSON", () => {
    const c = errorOf("{not json");
    expect(c.error).toMatch(/^line 2 of the result channel is not a JSON row/);
    expect(c.rows).toHaveLength(1); // the rows before it, never the ones after
  });

  test("an unknown event", () => {
    expect(errorOf(JSON.stringify({ event: "pass", what: "x" })).error).toMatch(/^line 2 .*unknown event/);
  });

  test("a field of the wrong type", () => {
    expect(errorOf(JSON.stringify({ ...ROWS.end, seed: "7" })).error).toMatch(/^line 2 .*\/seed must be integer/);
  });

  test("an unknown field, a missing field, a row that is not an object", () => {
    expect(errorOf(JSON.stringify({ ...ROWS.case, verdict: "pass" })).error).toMatch(/^line 2 .*unknown field "verdict"/);
    expect(errorOf(JSON.stringify({ event: "tampering" })).error).toMatch(/^line 2 .*misses the field "what"/);
    expect(errorOf("[1]").error).toMatch(/^line 2 .*must be object/);
    expect(errorOf("").error).toMatch(/^line 2 .*not a JSON row/);
  });
});

describe("the last line", () => {
  const row = JSON.stringify(ROWS.case);

  test("cut short by a kill is torn, never a row and never the error", () => {
    const c = parseChannel(`${row}\n${row.slice(0, 10)}`);
    expect(c.torn).toBe(true);
    expect(c.error).toBeUndefined();
    expect(c.rows).toHaveLength(1);
  });

  test("whole without its newline is a row", () => {
    expect(parseChannel(row).rows).toHaveLength(1);
  });

  test("a one-row harness's row is no row beside a torn line or a second row", () => {
    expect(singleRow(`${row}\n`)?.kind).toBe("case");
    expect(singleRow(`${row}\n{"ca`)).toBeNull();
    expect(singleRow(`${row}\n${row}\n`)).toBeNull();
    expect(singleRow(`${row}\n{garbage\n`)).toBeNull();
  });
});
