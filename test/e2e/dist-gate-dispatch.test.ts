// The maintainer's run of a fork's pull request (examples/workflows/fork-holdouts.yml) is a
// workflow_dispatch: its event carries no pull request. The bundled gate (dist/index.js,
// run as a runner runs it: INPUT_PULL-REQUEST) fetches the one the pull-request input names
// from the contract-checked fake GitHub, posts the check run on its head and the sticky
// comment on it, and stops, red and clear, when its head is not the run's head.
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import { startFakeGitHub, type FakeGitHub } from "../support/fake-github/index.js";
import { gateProject, runLanes, type GateProject } from "../support/gate-fixture.js";
import { runAction } from "../support/runner.js";

const require = createRequire(import.meta.url);
const examples = require("@octokit/webhooks-examples") as { name: string; examples: Record<string, unknown>[] }[];

/** GitHub's own workflow_dispatch payload, with the fork-holdouts workflow's inputs. */
function dispatchEvent(inputs: Record<string, string>): { name: string; payload: object } {
  const found = examples.find((e) => e.name === "workflow_dispatch")?.examples[0];
  if (found === undefined) throw new Error("no workflow_dispatch example");
  return { name: "workflow_dispatch", payload: { ...structuredClone(found), inputs } };
}

let p: GateProject;
let head: string;
let results: string;
let fake: FakeGitHub;
beforeAll(async () => {
  p = gateProject("owners: [maintainer]\n");
  p.repo.write("README.md", "# ledger\n\nDocs only.\n");
  head = p.repo.commit("docs");
  results = mkdtempSync(join(tmpdir(), "seedgate-dist-dispatch-"));
  await runLanes(p.repo, p.base, results);
}, 120_000);
afterAll(() => {
  p.repo.cleanup();
  rmSync(results, { recursive: true, force: true });
});
beforeEach(async () => {
  fake = await startFakeGitHub({ owner: "acme", repo: "widgets" });
  fake.state.addPull({ number: 9, headSha: head, baseSha: p.base, author: "contributor", headRepo: "someone/widgets" });
});
afterEach(() => fake.close());

const gate = (inputs: Record<string, string>, at = { head, results }) =>
  runAction({
    inputs: { command: "gate", token: fake.token, results: at.results, base: p.base, head: at.head, ...inputs },
    workspace: p.repo.dir,
    event: dispatchEvent({ pull_request: inputs["pull-request"] ?? "", head_sha: at.head }),
    env: { GITHUB_API_URL: fake.url, GITHUB_REPOSITORY: "acme/widgets", GITHUB_SERVER_URL: "https://github.com", GITHUB_RUN_ID: "43" },
  });
const runs = () => [...fake.state.checkRuns.values()];
const comments = () => [...fake.state.comments.values()];

test("pull-request: 9 on workflow_dispatch: the pull request is fetched, the check run is on its head, the sticky comment on it", async () => {
  const r = await gate({ "pull-request": "9" });
  expect(r.stderr).toBe("");
  expect(r.exitCode).toBe(0);
  expect(fake.log.some((x) => x.operationId === "pulls/get" && x.pathname.endsWith("/pulls/9"))).toBe(true);
  expect(runs()).toHaveLength(1);
  expect(runs()[0]).toMatchObject({ name: "seedgate", headSha: head, conclusion: "success" });
  expect(comments()).toHaveLength(1);
  expect(comments()[0]!.issueNumber).toBe(9);
  expect(r.outputs["comment-url"]).toMatch(/^http/);
  expect(fake.violations).toEqual([]);
}, 90_000);

test("without the input, the same run finds no pull request: a check run and no comment (the gap the input closes)", async () => {
  const r = await gate({});
  expect(r.exitCode).toBe(0);
  expect(runs()).toHaveLength(1);
  expect(comments()).toHaveLength(0);
  expect(fake.log.some((x) => x.operationId === "pulls/get")).toBe(false);
}, 90_000);

test("a pull request that moved after the review: a red error naming both heads, nothing posted", async () => {
  fake.state.pulls.clear();
  const moved = "d".repeat(40);
  fake.state.addPull({ number: 9, headSha: moved, baseSha: p.base, author: "contributor", headRepo: "someone/widgets" });
  const r = await gate({ "pull-request": "9" });
  expect(r.exitCode).not.toBe(0);
  const said = `${r.stdout}\n${r.stderr}`;
  expect(said).toContain(`pull request #9 has head ${moved}, not this run's head ${head}`);
  expect(said).toContain("review its new head");
  expect(comments()).toHaveLength(0);
  expect(runs().filter((x) => x.conclusion === "success")).toHaveLength(0);
  expect(fake.violations).toEqual([]);
}, 90_000);

test.each(["0", "-3", "9.5", "nine", "0x9"])(
  "pull-request: %s is refused as a usage error before any request",
  async (value) => {
    const r = await gate({ "pull-request": value });
    expect(r.exitCode).not.toBe(0);
    expect(`${r.stdout}\n${r.stderr}`).toContain(`pull-request must be a positive integer, got "${value}"`);
    expect(fake.log.filter((x) => x.operationId?.startsWith("pulls/") || x.operationId?.startsWith("checks/create"))).toHaveLength(0);
  },
  60_000,
);

test("a sealed-only change from a fork: an owner's approval on the head counts through the input, and without it there are no reviews", async () => {
  p.repo.git("checkout", "-q", "-f", "-B", "sealed", p.base);
  p.repo.write("oracles/balance.json", p.repo.git("show", `${p.base}:oracles/balance.json`).replace('"hits": 2', '"hits": 3'));
  const sealed = p.repo.commit("human: record a third hit");
  const dir = mkdtempSync(join(tmpdir(), "seedgate-dist-dispatch-sealed-"));
  try {
    await runLanes(p.repo, p.base, dir);
    fake.state.pulls.clear();
    const reviews = [{ user: "maintainer", state: "APPROVED" as const, commitId: sealed }];
    fake.state.addPull({ number: 9, headSha: sealed, baseSha: p.base, author: "contributor", headRepo: "someone/widgets", reviews });
    const named = await gate({ "pull-request": "9" }, { head: sealed, results: dir });
    expect(named.exitCode, named.stdout.slice(-2000)).toBe(0);
    expect(fake.log.some((x) => x.operationId === "pulls/list-reviews")).toBe(true);
    const unnamed = await gate({}, { head: sealed, results: dir });
    expect(unnamed.exitCode).not.toBe(0);
    expect(runs().map((x) => [x.headSha, x.conclusion])).toEqual([
      [sealed, "success"],
      [sealed, "failure"],
    ]);
    expect(fake.violations).toEqual([]);
  } finally {
    p.repo.git("checkout", "-q", "-f", head);
    rmSync(dir, { recursive: true, force: true });
  }
}, 180_000);
