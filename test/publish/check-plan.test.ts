// The pure planner: which writes, with what in each, before any server is involved.
import { describe, expect, it } from "vitest";
import type { Verdict } from "../../src/core/findings.js";
import type { CheckRunInfo } from "../../src/ports/github.js";
import { planCheckRun, type CheckReport } from "../../src/publish/check-plan.js";
import { annotations } from "./fixtures.js";

const SHA = "c".repeat(40);
const self = { appSlug: "github-actions", login: "github-actions[bot]" };

const report = (over: Partial<CheckReport> = {}): CheckReport => ({
  name: "seedgate",
  headSha: SHA,
  conclusion: "failure",
  title: "2 regressions",
  summary: "replay seeds failed",
  annotations: [],
  ...over,
});

const run = (id: number, slug: string | null): CheckRunInfo => ({
  id,
  name: "seedgate",
  headSha: SHA,
  status: "completed",
  conclusion: "success",
  app: slug === null ? null : { id, slug },
  htmlUrl: null,
});

const sizes = (plan: ReturnType<typeof planCheckRun>) => {
  const first = plan.first.kind === "create" ? plan.first.run.output : plan.first.update.output;
  return [first?.annotations?.length ?? 0, ...plan.appends.map((a) => a.output.annotations?.length ?? 0)];
};

describe("planCheckRun", () => {
  it.each([
    [0, [0]],
    [1, [1]],
    [50, [50]],
    [51, [50, 1]],
    [137, [50, 50, 37]],
    [1000, Array<number>(20).fill(50)],
  ])("sends %i annotations as %j", (n, expected) => {
    expect(sizes(planCheckRun(report({ annotations: annotations(n) }), [], self))).toEqual(expected);
  });

  it("puts the verdict in the first write and only appends afterwards", () => {
    const plan = planCheckRun(report({ annotations: annotations(60) }), [], self);
    expect(plan.first).toMatchObject({ kind: "create", run: { status: "completed", conclusion: "failure", headSha: SHA } });
    expect(plan.appends.every((a) => a.state === undefined)).toBe(true);
  });

  it("caps annotations, keeps failures first, and counts the rest in the summary", () => {
    const mixed = [...annotations(30, "notice"), ...annotations(30, "failure")];
    const plan = planCheckRun(report({ annotations: mixed }), [], self, { annotationCap: 40 });
    expect(plan.postedAnnotations).toBe(40);
    expect(plan.omittedAnnotations).toBe(20);
    const first = plan.first.kind === "create" ? plan.first.run.output : undefined;
    expect(first?.annotations?.slice(0, 30).every((a) => a.annotation_level === "failure")).toBe(true);
    expect(first?.summary).toMatch(/^20 more annotations were not posted \(the cap is 40\)/);
  });

  it("refuses success when another app has a same-named run on the commit", () => {
    const plan = planCheckRun(report({ conclusion: "success" }), [run(1, "impostor"), run(2, "github-actions")], self);
    expect(plan.conclusion).toBe("failure");
    expect(plan.refusal).toMatch(/impostor/);
    const first = plan.first.kind === "create" ? plan.first.run : undefined;
    expect(first).toMatchObject({ conclusion: "failure" });
    expect(first?.output?.summary).toMatch(/^\*\*Failure:\*\* Another app \(impostor\)/);
    // The judge's title said success; GitHub shows it beside the red conclusion, so it goes.
    expect(first?.output?.title).toBe(`failure: another app posts a "${first?.name}" check on this commit`);
    expect(first?.output?.title).not.toBe(report({ conclusion: "success" }).title);
  });

  it("treats a run whose app GitHub does not name as another app's", () => {
    expect(planCheckRun(report({ conclusion: "success" }), [run(1, null)], self).conclusion).toBe("failure");
  });

  it("keeps success when only our own runs exist", () => {
    const plan = planCheckRun(report({ conclusion: "success" }), [run(2, "github-actions")], self);
    expect([plan.conclusion, plan.refusal]).toEqual(["success", null]);
  });

  it("updates the given check run instead of creating one", () => {
    const plan = planCheckRun(report({ annotations: annotations(51) }), [run(7, "github-actions")], self, { checkRunId: 7 });
    expect(plan.first).toMatchObject({ kind: "update", checkRunId: 7, update: { state: { status: "completed", conclusion: "failure" } } });
    expect(sizes(plan)).toEqual([50, 1]);
  });

  it("refuses a check-run-id that is not ours on the head commit", () => {
    expect(() => planCheckRun(report(), [run(7, "impostor")], self, { checkRunId: 7 })).toThrow(/check-run-id 7/);
    expect(() => planCheckRun(report(), [], self, { checkRunId: 8 })).toThrow(/check-run-id 8/);
  });

  it("cannot be asked for a neutral or skipped verdict", () => {
    // @ts-expect-error: a Verdict cannot hold "neutral" (it would pass a required check)
    const neutral: Verdict = "neutral";
    // @ts-expect-error: nor "skipped"
    const skipped: Verdict = "skipped";
    expect([neutral, skipped]).toHaveLength(2);
  });
});
