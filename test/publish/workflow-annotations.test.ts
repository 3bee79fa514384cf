// Per step, GitHub shows 10 annotations of each level: the cap keeps the tenth for a pointer.
import { expect, test } from "vitest";
import { error, notice, warning, type Finding } from "../../src/core/findings.js";
import { stepAnnotations } from "../../src/publish/workflow-annotations.js";

const errors = (n: number): Finding[] =>
  Array.from({ length: n }, (_, i) => error("lane.seed-failed", `seed ${i + 1} failed`, { file: "tests/p.py", line: i + 1 }));

test("at the cap, every finding is shown and nothing overflows", () => {
  const r = stepAnnotations(errors(10), "https://github.com/o/r/runs/1");
  expect(r.shown).toHaveLength(10);
  expect(r.overflow).toEqual([]);
  expect(r.shown.map((a) => a.message)).toContain("seed 10 failed");
});

test("past the cap, nine are shown, the tenth points to the check run, and the rest go to the log", () => {
  const r = stepAnnotations(errors(43), "https://github.com/o/r/runs/1");
  expect(r.shown).toHaveLength(10);
  expect(r.shown.slice(0, 9).map((a) => a.message)).toEqual(Array.from({ length: 9 }, (_, i) => `seed ${i + 1} failed`));
  expect(r.shown[9]).toMatchObject({ level: "error", title: "seedgate: 34 more" });
  expect(r.shown[9]!.message).toContain("34 more errors than GitHub shows for one step: https://github.com/o/r/runs/1 lists every one");
  expect(r.overflow.map((f) => f.message)).toEqual(Array.from({ length: 34 }, (_, i) => `seed ${i + 10} failed`));
});

test("each level has its own cap", () => {
  const r = stepAnnotations([...errors(12), ...Array.from({ length: 11 }, (_, i) => warning("w", `w${i}`)), notice("n", "one note")], "the check");
  const count = (level: string) => r.shown.filter((a) => a.level === level).length;
  expect([count("error"), count("warning"), count("notice")]).toEqual([10, 10, 1]);
  expect(r.overflow).toHaveLength(3 + 2);
});

test("a failing step keeps one error slot for its own failure line", () => {
  const r = stepAnnotations(errors(12), "the check", { error: 9 });
  expect(r.shown).toHaveLength(9);
  expect(r.shown[8]!.title).toBe("seedgate: 4 more");
});

test("a mention or link in a finding does not reach the annotation list", () => {
  const r = stepAnnotations([error("x", "ping @octocat at https://evil.example")], "the check");
  expect(r.shown[0]!.message).not.toContain("@octocat");
  expect(r.shown[0]!.message).not.toContain("https://evil.example");
});
