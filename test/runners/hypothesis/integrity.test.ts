// The pure rules of the hypothesis presets' evidence (integrity.ts): what a passing
// test's row must show before its pass is believed, and a channel only seedgate's
// plugins wrote to.
import { describe, expect, test } from "vitest";
import { channelRows, parseIntegrity, ranMaxExamples, unbackedPass, withHuntFigure } from "../../../src/runners/hypothesis/integrity.js";
import { ALL_PHASES, channel, testRow } from "./integrity-rows.js";

const judge = (over: Record<string, unknown>) =>
  unbackedPass(parseIntegrity(channel([JSON.stringify(testRow(over)), JSON.stringify({ event: "done", tests: 1, exitstatus: 0 })])), "test_x", 1);

describe("a pass needs the forced run", () => {
  test("the clean row backs it; an exhausted search space too", () => {
    expect(judge({})).toBeUndefined();
    expect(judge({ stopped: "nothing left to do", examples: 3 })).toBeUndefined();
  });
  test("pytest's own outcome must be a pass", () => {
    expect(judge({ outcome: "failed" })).toMatch(/pytest reported failed/);
    expect(judge({ outcome: "skipped" })).toMatch(/pytest reported skipped/);
  });
  test("max_examples other than the sealed test's, read at call time, is an error", () => {
    expect(judge({ settings: { ...(testRow().settings as object), max_examples: 1 }, stopped: "settings.max_examples=1" })).toMatch(
      /max_examples was 1 where the sealed test asks for 100/,
    );
  });
  test("an example database, a missing phase, or no settings at all is an error", () => {
    expect(judge({ settings: { ...(testRow().settings as object), database: "DirectoryBasedExampleDatabase" } })).toMatch(
      /example database \(DirectoryBasedExampleDatabase\)/,
    );
    expect(judge({ settings: { ...(testRow().settings as object), phases: ALL_PHASES.filter((p) => p !== "generate") } })).toMatch(
      /without the phase\(s\) generate/,
    );
    expect(judge({ settings: null })).toMatch(/no Hypothesis settings/);
  });
  test("a deadline other than the sealed test's (None under seedgate's profile) is an error naming the setting", () => {
    const withDeadline = (deadline: number | null) => ({ ...(testRow().settings as object), deadline });
    expect(judge({ settings: withDeadline(200) })).toMatch(/deadline=200 ms where the sealed test runs with deadline=None \(seedgate's profile forces it\)/);
    expect(judge({ settings: withDeadline(500), asked_deadline: 500 })).toBeUndefined();
    expect(judge({ settings: withDeadline(null), asked_deadline: 500 })).toMatch(/deadline=None where the sealed test runs with deadline=500 ms/);
    // A deadline the source does not spell as a literal (a timedelta) cannot be read from it: not checked.
    expect(judge({ settings: withDeadline(250), asked_deadline: undefined })).toBeUndefined();
  });
  test("an engine that stopped for another reason than the forced number (or never said) is an error", () => {
    expect(judge({ stopped: "settings.max_examples=7" })).toMatch(/stopped because settings\.max_examples=7, not after 100/);
    expect(judge({ stopped: null })).toMatch(/it never reported/);
  });
});

describe("max_examples as recorded at hunt time (journal max_examples)", () => {
  const ev = (over: Record<string, unknown>) =>
    parseIntegrity(channel([JSON.stringify(testRow(over)), JSON.stringify({ event: "done", tests: 1, exitstatus: 0 })]));
  test("the recorded figure replaces the source's literal; a mismatch names both figures", () => {
    expect(unbackedPass(withHuntFigure(ev({}), 200), "test_x", 1)).toMatch(/max_examples was 100 where the hunt recorded 200 \(journal max_examples\)/);
    const ran200 = ev({ settings: { ...(testRow().settings as object), max_examples: 200 }, stopped: "settings.max_examples=200" });
    expect(unbackedPass(withHuntFigure(ran200, 200), "test_x", 1)).toBeUndefined();
    // Without it (older journals), today's rule: the sealed source's literal.
    expect(unbackedPass(withHuntFigure(ran200, undefined), "test_x", 1)).toMatch(/max_examples was 200 where the sealed test asks for 100/);
  });
  test("what a hunt records: the figure its run used for that seed", () => {
    expect(ranMaxExamples(ev({}), "test_x", 1)).toBe(100);
    expect(ranMaxExamples(ev({}), "test_x", 2)).toBeUndefined();
    expect(ranMaxExamples(ev({ settings: null }), "test_x", 1)).toBeUndefined();
  });
});

describe("the channel is seedgate's alone", () => {
  /** A row the batch plugin writes, numbered `n`. */
  const row = (n?: number) => JSON.stringify({ event: "batch-done", ...(n === undefined ? {} : { n }) });
  test("rows numbered 0, 1, 2 in order; a torn last line is dropped", () => {
    expect(channelRows(`${row(0)}\n${row(1)}\n{"event":"batch-d`).rows.length).toBe(2);
    expect(channelRows(`${row(0)}\n${row(1)}\n`).forged).toBeUndefined();
  });
  test("a repeated, skipped or missing number, or a line that is not JSON or not a row, is forgery, and forgery is tampering", () => {
    expect(channelRows(`${row(0)}\n${row(0)}\n`).forged).toMatch(/numbered 0, not 1/);
    expect(channelRows(`${row(1)}\n`).forged).toMatch(/numbered 1, not 0/);
    expect(channelRows(`${row()}\n`).forged).toMatch(/numbered undefined, not 0/);
    expect(channelRows(`${row(0)}\npass\n`).forged).toMatch(/line 2 .* not a JSON row/);
    expect(channelRows(`${row(0)}\n{"event":"pass","n":1}\n`).forged).toMatch(/line 2 .*unknown event/);
    const done = JSON.stringify({ event: "done", tests: 0, exitstatus: 0, n: 0 });
    const ev = parseIntegrity(`${done}\n${done}\n`);
    expect(unbackedPass(ev, "test_x", 1)).toMatch(/^tampering: row 2 of the result channel is numbered 0, not 1/);
  });
});
