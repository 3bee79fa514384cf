// Posting a check run through the real adapter to the contract-checked fake:
// request counts and sizes are read from the fake's log, not from our plan.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GitHub } from "../../src/ports/github.js";
import type { CheckReport } from "../../src/publish/check-plan.js";
import { postCheckRun } from "../../src/publish/post.js";
import { connect, startFakeGitHub, type FakeGitHub } from "../support/fake-github/index.js";
import { annotations } from "./fixtures.js";

const SHA = "d".repeat(40);
let fake: FakeGitHub;
let github: GitHub;

beforeEach(async () => {
  fake = await startFakeGitHub();
  fake.state.addPull({ number: 9, headSha: SHA });
  github = await connect(fake);
});
afterEach(async () => fake.close());

const report = (over: Partial<CheckReport> = {}): CheckReport => ({
  name: "seedgate",
  headSha: SHA,
  conclusion: "failure",
  title: "seedgate: red",
  summary: "a replay seed failed",
  annotations: [],
  ...over,
});

/** Annotations per check-run write, in the order the fake received them. */
const writeSizes = () =>
  fake.log
    .filter((r) => r.operationId === "checks/create" || r.operationId === "checks/update")
    .map((r) => ((r.body as { output?: { annotations?: unknown[] } }).output?.annotations ?? []).length);

describe("postCheckRun", () => {
  it.each([
    [0, [0]],
    [1, [1]],
    [50, [50]],
    [51, [50, 1]],
    [1000, Array<number>(20).fill(50)],
  ])("posts %i annotations in writes of %j", async (n, sizes) => {
    const posted = await postCheckRun(github, report({ annotations: annotations(n) }));
    expect(writeSizes()).toEqual(sizes);
    expect(fake.log.length).toBeLessThanOrEqual(2 + Math.ceil(n / 50));
    const runs = fake.state.checkRunsOn(SHA);
    expect(runs).toHaveLength(1);
    expect(runs[0]?.annotations).toHaveLength(n);
    expect(posted).toMatchObject({ checkRunId: runs[0]?.id, postedAnnotations: n, omittedAnnotations: 0 });
    expect(fake.violations).toEqual([]);
  });

  it("leaves exactly one failed run with 137 annotations from 3 writes", async () => {
    await postCheckRun(github, report({ annotations: annotations(137) }));
    const [run, ...others] = fake.state.checkRunsOn(SHA);
    expect(others).toEqual([]);
    expect(run).toMatchObject({ status: "completed", conclusion: "failure", name: "seedgate" });
    expect(run?.annotations).toHaveLength(137);
    expect(run?.writes).toHaveLength(3);
    expect(fake.violations).toEqual([]);
  });

  it("counts annotations over the cap in the summary instead of dropping them silently", async () => {
    const posted = await postCheckRun(github, report({ annotations: annotations(137) }), { annotationCap: 100 });
    const run = fake.state.checkRunsOn(SHA)[0];
    expect(run?.annotations).toHaveLength(100);
    expect(run?.output.summary).toMatch(/37 more annotations were not posted/);
    expect(posted.omittedAnnotations).toBe(37);
    expect(fake.violations).toEqual([]);
  });

  it("truncates a 10 MB text within GitHub's byte limit, with a note", async () => {
    const text = "ünïcödé report line\n".repeat((10 * 1024 * 1024) / 25);
    await postCheckRun(github, report({ text, summary: text }));
    const run = fake.state.checkRunsOn(SHA)[0];
    expect(Buffer.byteLength(run?.output.text ?? "", "utf8")).toBeLessThanOrEqual(65_535);
    expect(Buffer.byteLength(run?.output.summary ?? "", "utf8")).toBeLessThanOrEqual(65_535);
    expect(run?.output.text).toMatch(/Truncated by seedgate/);
    expect(fake.violations).toEqual([]);
  });

  it("refuses success when another app posted a run of the same name on the head SHA", async () => {
    fake.state.addCheckRun({ name: "seedgate", headSha: SHA, app: { id: 666, slug: "lookalike", name: "Look-alike" }, conclusion: "success" });
    const posted = await postCheckRun(github, report({ conclusion: "success" }));
    expect(posted.conclusion).toBe("failure");
    const ours = fake.state.checkRunsOn(SHA).filter((r) => r.app.slug === "github-actions");
    expect(ours.map((r) => r.conclusion)).toEqual(["failure"]);
    expect(ours[0]?.output.summary).toMatch(/lookalike/);
    expect(fake.violations).toEqual([]);
  });

  it("is not blocked by another app's run with a different name", async () => {
    fake.state.addCheckRun({ name: "lint", headSha: SHA, app: { id: 5, slug: "other", name: "Other" } });
    expect((await postCheckRun(github, report({ conclusion: "success" }))).conclusion).toBe("success");
    expect(fake.violations).toEqual([]);
  });

  it("finishes an existing run by id (check-run-id) instead of creating one", async () => {
    const started = await github.createCheckRun({ name: "seedgate", headSha: SHA, status: "in_progress" });
    await postCheckRun(github, report({ annotations: annotations(51) }), { checkRunId: started.id });
    expect(fake.requests("checks/create")).toHaveLength(1);
    const runs = fake.state.checkRunsOn(SHA);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ id: started.id, status: "completed", conclusion: "failure" });
    expect(runs[0]?.annotations).toHaveLength(51);
    expect(fake.violations).toEqual([]);
  });

  it("retries a 5xx on a write and still posts one run", async () => {
    fake.faults.add({ kind: "server-error", times: 1, match: { operationId: "checks/update" } });
    await postCheckRun(github, report({ annotations: annotations(60) }));
    expect(fake.requests("checks/update").map((r) => r.status)).toEqual([502, 200]);
    expect(fake.state.checkRunsOn(SHA)[0]?.annotations).toHaveLength(60);
    expect(fake.violations).toEqual([]);
  });
});
