// seedgate gates itself: its own hardened workflows, config and journals are held to
// the rules the security model depends on, and to the examples they follow, so an
// edit cannot quietly weaken the project's own gate.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { parseConfig } from "../../src/core/inputs/config.js";
import { ruleFor } from "../../src/runners/dispatch.js";

type Step = { uses?: string; with?: Record<string, string>; env?: Record<string, string>; run?: string; if?: string };
type Job = { if?: string; needs?: string | string[]; permissions?: Record<string, string>; strategy?: unknown; steps: Step[] };
type Workflow = { name: string; on: Record<string, unknown>; permissions?: Record<string, string>; jobs: Record<string, Job> };

const yaml = (path: string) => parse(readFileSync(path, "utf8")) as Workflow;
const lanes = yaml(".github/workflows/seedgate-lanes.yml");
const judge = yaml(".github/workflows/seedgate-judge.yml");
const exampleLanes = yaml("examples/workflows/hardened-lanes.yml");
const exampleJudge = yaml("examples/workflows/hardened-judge.yml");
const ci = yaml(".github/workflows/ci.yml");
const action = parse(readFileSync("action.yml", "utf8")) as { inputs: Record<string, unknown> };

const steps = (w: Workflow) => Object.values(w.jobs).flatMap((j) => j.steps);
/** seedgate steps are the ones passing a `command` input (the examples' seedgate-dev/seedgate@… steps). */
const seedgate = (w: Workflow) => steps(w).filter((s) => s.with?.command !== undefined);
const others = (w: Workflow) => steps(w).filter((s) => s.uses !== undefined && s.with?.command === undefined);
const actionName = (uses: string) => uses.split("@")[0]!;
/** The pins of the examples and of seedgate's CI: action name → full `uses`. */
const pins = new Map(
  [exampleLanes, exampleJudge, ci].flatMap((w) => others(w).map((s) => [actionName(s.uses!), s.uses!] as const)),
);

describe.each([
  ["seedgate-lanes.yml", lanes],
  ["seedgate-judge.yml", judge],
] as const)("%s", (_name, w) => {
  test("every seedgate step is `uses: ./`, the action in this repository", () => {
    expect(seedgate(w).length).toBeGreaterThan(0);
    for (const s of seedgate(w)) expect(s.uses).toBe("./");
    expect(JSON.stringify(w)).not.toContain("seedgate-dev/seedgate@");
  });

  test("every other action is pinned by a 40-hex commit SHA, exactly as the examples and CI pin it", () => {
    expect(others(w).length).toBeGreaterThan(0);
    for (const s of others(w)) {
      expect(s.uses).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
      expect(pins.get(actionName(s.uses!)), s.uses).toBe(s.uses);
    }
  });

  test("seedgate steps use only inputs action.yml declares", () => {
    for (const s of seedgate(w)) for (const k of Object.keys(s.with ?? {})) expect(Object.keys(action.inputs)).toContain(k);
  });

  test("the workflow token is read-only", () => {
    expect(w.permissions?.contents).toBe("read");
    expect(Object.values(w.permissions ?? {}).filter((v) => v === "write")).toEqual([]);
    for (const job of Object.values(w.jobs)) expect(job.permissions).toBeUndefined();
  });
});

test("the lanes: every seedgate step gets the empty token, no secret is referenced, nothing is posted", () => {
  for (const s of seedgate(lanes)) expect(s.with?.token, s.with?.command).toBe("");
  expect(JSON.stringify(lanes)).not.toContain("secrets.");
  expect(seedgate(lanes).map((s) => s.with?.command)).not.toContain("gate");
  expect(Object.keys(lanes.on)).toEqual(["pull_request", "pull_request_review"]);
  for (const s of steps(lanes).filter((x) => x.uses?.startsWith("actions/checkout@"))) expect(s.with?.["persist-credentials"]).toBe(false);
});

test("the lanes follow the example's shape, with Node and npm ci instead of Python, and no install script of the pull request runs before the lane", () => {
  expect(Object.keys(lanes.jobs)).toEqual(Object.keys(exampleLanes.jobs));
  for (const [name, job] of Object.entries(lanes.jobs)) {
    expect(seedgate({ ...lanes, jobs: { [name]: job } }).map((s) => s.with)).toEqual(seedgate({ ...exampleLanes, jobs: { [name]: exampleLanes.jobs[name]! } }).map((s) => s.with));
  }
  for (const name of ["lanes", "telemetry", "quarantine"]) {
    const job = lanes.jobs[name]!;
    const uses = job.steps.map((s) => s.uses ?? `run: ${s.run}`);
    const node = uses.findIndex((u) => u.startsWith("actions/setup-node@"));
    const ci = uses.indexOf("run: npm ci --ignore-scripts");
    const self = uses.indexOf("./");
    expect(node, name).toBeGreaterThanOrEqual(0);
    expect(ci, name).toBeGreaterThan(node);
    expect(self, name).toBeGreaterThan(ci);
    expect(JSON.stringify(job), name).not.toMatch(/python|pip /);
    expect(job.steps[0]!.with?.ref, name).toBe("${{ github.event.pull_request.head.sha }}");
  }
  expect(lanes.jobs.lanes!.strategy).toEqual(exampleLanes.jobs.lanes!.strategy);
});

test("the judge runs only on workflow_run of the lanes, from the default branch's checkout, and runs no pull-request code", () => {
  expect(Object.keys(judge.on)).toEqual(["workflow_run"]);
  expect(judge.on.workflow_run).toEqual({ workflows: [lanes.name], types: ["completed"] });
  const checkout = steps(judge).find((s) => s.uses?.startsWith("actions/checkout@"))!;
  // No ref: workflow_run checks out the default branch, so `uses: ./` is the default branch's action.
  expect(checkout.with?.ref).toBeUndefined();
  expect(steps(judge).filter((s) => s.run !== undefined)).toEqual([]);
  expect(JSON.stringify(judge)).not.toMatch(/pull_request\.head|workflow_run\.head_branch/);
  const download = steps(judge).find((s) => s.uses?.startsWith("actions/download-artifact@"))!;
  expect(download.with?.["run-id"]).toBe("${{ github.event.workflow_run.id }}");
  const gate = seedgate(judge).find((s) => s.with?.command === "gate")!;
  expect(gate.with).toEqual(exampleJudge.jobs.gate!.steps.find((s) => s.with?.command === "gate")!.with);
  expect(gate.env).toEqual(exampleJudge.jobs.gate!.steps.find((s) => s.with?.command === "gate")!.env);
});

describe("seedgate's own config and journals", () => {
  const parsed = parseConfig(".github/seedgate.yml", readFileSync(".github/seedgate.yml", "utf8"));
  const journals = readdirSync("oracles")
    .filter((f) => f.endsWith(".json"))
    .map((f) => ({ file: `oracles/${f}`, journal: JSON.parse(readFileSync(`oracles/${f}`, "utf8")) as { id: string; selector: string; state: string; parent_sha: string; replay: { seeds: number[]; hits: number }; holdout: { seeds: number[]; generator_saw: boolean } } }));

  test("the config is valid and keeps the default sealed globs", () => {
    expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.config.sealed).toEqual(expect.arrayContaining([".sealed/**", "oracles/**"]));
    expect(parsed.config.journals).toBe("oracles/*.json");
  });

  test("there are journals, and each one's selector runs on the fast-check preset and names a test in its file", () => {
    expect(journals.length).toBeGreaterThan(0);
    if (!parsed.ok) throw new Error("invalid config");
    for (const { file, journal } of journals) {
      expect(ruleFor(parsed.config, journal.selector)?.preset, file).toBe("fast-check");
      const [path, name] = journal.selector.split("::") as [string, string];
      expect(path, file).toMatch(/^test\/properties\/[^/]+\.test\.ts$/);
      expect(readFileSync(path, "utf8"), file).toContain(`test(${JSON.stringify(name)}`);
    }
  });

  test("a journaled property file imports nothing a pull request could edit around it (only packages and src/)", () => {
    for (const { file, journal } of journals) {
      const path = journal.selector.split("::")[0]!;
      const imports = [...readFileSync(path, "utf8").matchAll(/^import\s+(?:[^"']*\sfrom\s+)?["']([^"']+)["']/gm)].map((m) => m[1]!);
      expect(imports.length, file).toBeGreaterThan(0);
      for (const spec of imports) expect(spec.startsWith(".") ? spec.startsWith("../../src/") : true, `${path} imports ${spec}`).toBe(true);
    }
  });

  test("each journal is locked on a real parent, with hits in replay and unseen holdouts apart from them", () => {
    for (const { file, journal } of journals) {
      expect(journal.state, file).toBe("locked");
      expect(journal.parent_sha, file).toMatch(/^[0-9a-f]{40}$/);
      expect(journal.replay.seeds.length, file).toBeGreaterThan(0);
      expect(journal.replay.hits, file).toBe(journal.replay.seeds.length);
      expect(journal.holdout.generator_saw, file).toBe(false);
      expect(journal.holdout.seeds.filter((s) => journal.replay.seeds.includes(s)), file).toEqual([]);
      expect(file).toBe(`oracles/${journal.id}.json`);
    }
  });
});
