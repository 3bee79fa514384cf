// The example workflows are part of the product: parsed and held to the rules the
// security model depends on, so an edit cannot quietly weaken a deployment shape.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";

type Step = { name?: string; uses?: string; with?: Record<string, string>; env?: Record<string, string>; run?: string; if?: string };
type Job = { if?: string; needs?: string | string[]; permissions?: Record<string, string>; steps: Step[] };
type Workflow = { name: string; on: Record<string, unknown>; permissions?: Record<string, string>; jobs: Record<string, Job> };

const load = (name: string) => parse(readFileSync(`examples/workflows/${name}`, "utf8")) as Workflow;
const action = parse(readFileSync("action.yml", "utf8")) as { inputs: Record<string, unknown> };
const quick = load("quick-start.yml");
const lanes = load("hardened-lanes.yml");
const judge = load("hardened-judge.yml");
const all = { "quick-start.yml": quick, "hardened-lanes.yml": lanes, "hardened-judge.yml": judge };
const steps = (w: Workflow) => Object.values(w.jobs).flatMap((j) => j.steps);
const seedgate = (w: Workflow) => steps(w).filter((s) => s.uses?.startsWith("seedgate-dev/seedgate@"));

describe.each(Object.entries(all))("%s", (_name, w) => {
  test("every third-party action is pinned to a full commit SHA", () => {
    for (const s of steps(w).filter((x) => x.uses && !x.uses.startsWith("seedgate-dev/"))) expect(s.uses).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
  });
  test("seedgate steps use only inputs action.yml declares", () => {
    for (const s of seedgate(w)) for (const k of Object.keys(s.with ?? {})) expect(Object.keys(action.inputs)).toContain(k);
  });
  test("the workflow token is read-only by default", () => {
    expect(w.permissions?.contents).toBe("read");
    expect(Object.values(w.permissions ?? {}).filter((v) => v === "write")).toEqual([]);
  });
  test("no job that runs pull-request code gets a token or secrets", () => {
    for (const s of seedgate(w).filter((x) => ["lane", "telemetry", "quarantine"].includes(x.with?.command ?? ""))) expect(s.with?.token).toBe("");
    if (w === judge) return;
    // One secret reaches a job that runs pull-request code: the holdout secret, on the lane step's env only.
    const lanesSteps = seedgate(w).filter((x) => x.with?.command === "lane");
    for (const s of lanesSteps)
      expect(Object.entries(s.env ?? {}).filter(([, v]) => v.includes("secrets."))).toEqual([["SEEDGATE_HOLDOUT_SECRET", "${{ secrets.SEEDGATE_HOLDOUT_SECRET }}"]]);
    const others = JSON.stringify({ ...w, jobs: Object.fromEntries(Object.entries(w.jobs).map(([k, j]) => [k, { ...j, steps: j.steps.filter((x) => !lanesSteps.includes(x)) }])) });
    expect(others).not.toContain("secrets.");
    expect(JSON.stringify(lanesSteps.map((x) => ({ ...x, env: {} })))).not.toContain("secrets.");
  });

  test("secret holdouts work on the default path: the lane step maps the holdout secret", () => {
    if (w === judge) return;
    expect(seedgate(w).filter((x) => x.with?.command === "lane").map((x) => x.env?.SEEDGATE_HOLDOUT_SECRET)).toEqual(["${{ secrets.SEEDGATE_HOLDOUT_SECRET }}"]);
  });
});

test("quick start: the gate always runs, needs every lane job and turns any non-success into a reason", () => {
  const gate = quick.jobs.gate!;
  expect(gate.if).toBe("always()");
  expect(gate.needs).toEqual(expect.arrayContaining(["lanes", "telemetry", "quarantine"]));
  expect(gate.permissions).toMatchObject({ checks: "write", "pull-requests": "write" });
  const step = gate.steps.find((s) => s.with?.command === "gate")!;
  expect(step.env?.SEEDGATE_NEEDS).toBe("${{ toJSON(needs) }}");
  expect(Object.keys(quick.on)).toEqual(expect.arrayContaining(["pull_request", "pull_request_review"]));
});

test("quick start: lane shards come from seedgate plan and results are uploaded even when a lane fails", () => {
  expect(JSON.stringify(quick.jobs.lanes)).toContain("fromJSON(needs.plan.outputs.matrix)");
  const upload = quick.jobs.lanes!.steps.find((s) => s.uses?.startsWith("actions/upload-artifact@"))!;
  expect(upload.if).toBe("always()");
});

test("quick start: setup's downloads are cached between runs, keyed by the lockfile and requirements, where the lane's setup writes them", () => {
  const lanesJob = quick.jobs.lanes!.steps;
  const cache = lanesJob.findIndex((s) => s.uses?.startsWith("actions/cache@"));
  const lane = lanesJob.findIndex((s) => s.with?.command === "lane");
  expect(cache).toBeGreaterThan(-1);
  expect(cache).toBeLessThan(lane); // restored before setup runs; saved when the job ends
  const { path, key, "restore-keys": restore } = lanesJob[cache]!.with!;
  expect(lanesJob[lane]!.env?.SEEDGATE_SETUP_CACHE).toBe(path);
  expect(path).toMatch(/^\$\{\{ runner\.temp \}\}\//); // outside the checkout: nothing of it is the pull request's tree
  expect(key).toMatch(/^seedgate-setup-\$\{\{ runner\.os \}\}-\$\{\{ hashFiles\(.*'\*\*\/package-lock\.json'.*'\*\*\/requirements\*\.txt'.*\) \}\}$/);
  expect(key!.startsWith(restore!)).toBe(true);
  // No other job caches: only the lanes run runners.setup's installs.
  expect(Object.entries(quick.jobs).filter(([name, j]) => name !== "lanes" && j.steps.some((s) => s.uses?.startsWith("actions/cache@")))).toEqual([]);
});

test("hardened: the judge runs only on workflow_run (default-branch YAML), as an App, from the triggering run's artifacts", () => {
  expect(Object.keys(judge.on)).toEqual(["workflow_run"]);
  expect((judge.on.workflow_run as { workflows: string[] }).workflows).toEqual([lanes.name]);
  const download = steps(judge).find((s) => s.uses?.startsWith("actions/download-artifact@"))!;
  expect(download.with?.["run-id"]).toBe("${{ github.event.workflow_run.id }}");
  const gate = seedgate(judge).find((s) => s.with?.command === "gate")!;
  expect(gate.with).toMatchObject({ "app-id": expect.any(String), "private-key": expect.stringContaining("secrets.") });
  expect(gate.env?.SEEDGATE_NEEDS).toContain("github.event.workflow_run.conclusion");
  expect(JSON.stringify(judge)).not.toMatch(/pull_request\.head|ref: \$\{\{ github\.event\.pull_request/);
});

test("hardened: the lanes post nothing and re-run on reviews so approvals reach the judge", () => {
  expect(seedgate(lanes).map((s) => s.with?.command)).not.toContain("gate");
  expect(Object.keys(lanes.on)).toEqual(["pull_request", "pull_request_review"]);
});

test("re-hunt: dispatchable and after lockfile bumps, one branch for one PR, no token for the hunt itself", () => {
  const w = load("rehunt.yml");
  expect(Object.keys(w.on)).toEqual(["workflow_dispatch", "push"]);
  expect(Object.keys((w.on.workflow_dispatch as { inputs: object }).inputs)).toEqual(["properties", "seeds", "parent", "replay_max", "shards"]);
  for (const s of steps(w).filter((x) => x.uses && !x.uses.startsWith("seedgate-dev/"))) expect(s.uses).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
  for (const hunt of seedgate(w).filter((s) => s.with?.command === "hunt")) expect(hunt.with?.token).toBe("");
  const pr = steps(w).find((s) => s.uses?.startsWith("peter-evans/create-pull-request@"))!;
  expect(pr.with?.branch).toBe("seedgate/re-hunt");
});

test("re-hunt: the pull request is opened with an App token (a GITHUB_TOKEN PR starts no workflow, so no check would judge it), and only when the hunt found something new", () => {
  const w = load("rehunt.yml");
  const all = steps(w);
  const hunt = w.jobs.propose!.steps.find((s) => s.with?.command === "hunt") as { id?: string };
  const app = all.find((s) => s.uses?.startsWith("actions/create-github-app-token@")) as { id?: string; if?: string; with?: Record<string, string> };
  const pr = all.find((s) => s.uses?.startsWith("peter-evans/create-pull-request@")) as { if?: string; with?: Record<string, string> };
  expect(pr.with?.token).toBe(`\${{ steps.${app.id}.outputs.token }}`);
  for (const s of [app, pr]) expect(s.if).toBe(`steps.${hunt.id}.outputs.changed == 'true'`);
  expect(Object.keys(app.with ?? {})).toEqual(["app-id", "private-key"]);
  // The workflow's own token only reads: every write goes through the App.
  expect((w as { permissions?: object }).permissions).toEqual({ contents: "read" });
});

test("re-hunt: the shards input drives a matrix of hunt --shard I/N jobs, whose partials one job merges before any pull request", () => {
  const w = load("rehunt.yml");
  const shards = w.jobs.shards!.steps[0]!;
  // The matrix is "1/N" .. "N/N", computed by the step's own script (run here with bash and jq, as on the runner).
  const matrix = (n: string) => {
    const dir = mkdtempSync(join(tmpdir(), "seedgate-shards-"));
    try {
      execFileSync("bash", ["-e", "-c", shards.run!], { env: { ...process.env, SHARDS: n, GITHUB_OUTPUT: join(dir, "out") }, stdio: "pipe" });
      return readFileSync(join(dir, "out"), "utf8");
    } catch (e) {
      return `failed: ${String((e as { stdout?: Buffer }).stdout)}`;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  expect(matrix("3")).toBe('matrix=["1/3","2/3","3/3"]\n');
  expect(matrix("1")).toBe('matrix=["1/1"]\n');
  for (const bad of ["0", "", "two", "1;rm"]) expect(matrix(bad)).toMatch(/failed: ::error title=seedgate re-hunt::shards is a whole number/);
  expect(shards.env?.SHARDS).toBe("${{ inputs.shards || '1' }}");
  const job = w.jobs.hunt as Job & { strategy: { matrix: { shard: string } } };
  expect(job.needs).toBe("shards");
  expect(job.strategy.matrix.shard).toBe("${{ fromJSON(needs.shards.outputs.matrix) }}");
  const shardStep = job.steps.find((s) => s.with?.command === "hunt")!;
  expect(shardStep.with).toMatchObject({ shard: "${{ matrix.shard }}", results: "${{ runner.temp }}/seedgate-hunt" });
  // The shard jobs hold no secret; the merge (where the proposal is made) alone maps the holdout secret.
  expect(JSON.stringify(job)).not.toContain("secrets.");
  const propose = w.jobs.propose!;
  expect(propose.needs).toBe("hunt");
  const merge = propose.steps.find((s) => s.with?.command === "hunt")!;
  expect(merge.with).toMatchObject({ results: "${{ runner.temp }}/seedgate-hunt" });
  expect(merge.with?.shard).toBeUndefined();
  const download = propose.steps.find((s) => s.uses?.startsWith("actions/download-artifact@"))!;
  expect(download.with).toMatchObject({ pattern: "seedgate-hunt-*", "merge-multiple": true });
  expect(propose.steps.indexOf(download)).toBeLessThan(propose.steps.indexOf(merge));
  // Before the hunt: the lanes' setup (init writes this repository's runners.setup there).
  const setup = job.steps.findIndex((s) => s.name === "setup, as the lanes run it");
  expect(setup).toBeGreaterThan(-1);
  expect(setup).toBeLessThan(job.steps.indexOf(shardStep));
});

test("release: pushing a v0.x.y tag creates or moves v0 to that commit (the docs switch to @v0 with the first tag)", () => {
  const w = parse(readFileSync(".github/workflows/release.yml", "utf8")) as Workflow;
  expect((w.on.push as { tags: string[] }).tags).toEqual(["v*.*.*"]);
  const move = steps(w).find((s) => s.name === "Move the major tag")!;
  expect(move.env?.TAG).toBe("${{ github.ref_name }}");
  // The step's own script, run against a scratch repository with a bare remote: v0 appears, then moves.
  const dir = mkdtempSync(join(tmpdir(), "seedgate-release-"));
  try {
    const sh = (cmd: string, env: Record<string, string> = {}) => execFileSync("bash", ["-ec", cmd], { cwd: join(dir, "work"), env: { ...process.env, ...env }, encoding: "utf8" });
    execFileSync("git", ["init", "-q", "--bare", join(dir, "remote.git")]);
    execFileSync("git", ["init", "-q", join(dir, "work")]);
    const commit = (m: string) => sh(`git -c user.name=a -c user.email=a@b commit -q --allow-empty -m ${m} && git rev-parse HEAD`).trim();
    sh(`git remote add origin ${join(dir, "remote.git")}`);
    const first = commit("one");
    sh(move.run!, { TAG: "v0.1.0", GITHUB_SHA: first });
    const second = commit("two");
    sh(move.run!, { TAG: "v0.2.0", GITHUB_SHA: second });
    expect(sh("git ls-remote origin refs/tags/v0").split("\t")[0]).toBe(second);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
