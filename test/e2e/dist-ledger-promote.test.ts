// A human's ledger promote (the ledger edit plus a new tests/fixtures/N.bin) is a
// sealed-only pull request: green through dist/index.js against the fake GitHub with a
// sealed owner's approval on its head, red without one. Real git, real lanes.
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import { startFakeGitHub, type FakeGitHub } from "../support/fake-github/index.js";
import { pullRequestReviewEvent } from "../support/events.js";
import { gateProject, runLanes, type GateProject } from "../support/gate-fixture.js";
import { runAction } from "../support/runner.js";

let p: GateProject;
let base: string;
let head: string;
let results: string;
let fake: FakeGitHub;

const FN = "tests/properties/test_ledger.py::test_balance_invariant";
const FIXTURE = '{"amounts": [13]}\n';

beforeAll(async () => {
  p = gateProject("owners: [maintainer]\n");
  p.repo.write(
    "seed_ledger.json",
    JSON.stringify({ properties: [], fixtures: [], freezes: [], draft: [{ id: "ledger.balance", fn: FN, seed_budget: 8 }] }, null, 2) + "\n",
  );
  base = p.repo.commit("a drafted ledger property");
  p.repo.write("tests/fixtures/13.bin", FIXTURE);
  p.repo.write(
    "seed_ledger.json",
    JSON.stringify(
      {
        properties: [{ id: "ledger.balance", fn: FN, seed_budget: 8, pre_fix_failing_seeds: [13], status: "owned" }],
        fixtures: [
          {
            id: "fx-13",
            property_id: "ledger.balance",
            seed: 13,
            sha256: createHash("sha256").update(FIXTURE).digest("hex"),
            locked_by: "human",
            path: "tests/fixtures/13.bin",
          },
        ],
        freezes: [],
        draft: [],
      },
      null,
      2,
    ) + "\n",
  );
  head = p.repo.commit("human: promote seed 13");
  results = mkdtempSync(join(tmpdir(), "seedgate-ledger-promote-"));
  await runLanes(p.repo, base, results);
}, 180_000);
afterAll(() => {
  p.repo.cleanup();
  rmSync(results, { recursive: true, force: true });
});
beforeEach(async () => {
  fake = await startFakeGitHub({ owner: "acme", repo: "widgets" });
});
afterEach(() => fake.close());

const gate = (reviews: { user: string; state: "APPROVED"; commitId: string }[]) => {
  fake.state.addPull({ number: 7, headSha: head, baseSha: base, author: "alice", reviews });
  return runAction({
    inputs: { command: "gate", token: fake.token, results },
    workspace: p.repo.dir,
    event: pullRequestReviewEvent({ number: 7, base, head, author: "alice" }, "maintainer"),
    env: { GITHUB_API_URL: fake.url, GITHUB_REPOSITORY: "acme/widgets" },
  });
};
const runs = () => [...fake.state.checkRuns.values()];

test("approved by a sealed owner on its head: green, the promote's paths approved", async () => {
  const r = await gate([{ user: "maintainer", state: "APPROVED", commitId: head }]);
  expect(r.exitCode, r.stdout.slice(-3000)).toBe(0);
  expect(runs()).toHaveLength(1);
  expect(runs()[0]).toMatchObject({ headSha: head, conclusion: "success" });
  expect(runs()[0]!.output.summary ?? "").toContain("tests/fixtures/13.bin");
  expect(fake.violations).toEqual([]);
}, 120_000);

test("without an approval: red with seal.approval (the change is sealed-only, so approval is the only way in)", async () => {
  const r = await gate([]);
  expect(r.exitCode).not.toBe(0);
  expect(runs()[0]!.conclusion).toBe("failure");
  expect(r.stdout).toContain("title=seedgate seal.approval");
  expect(runs()[0]!.output.summary ?? "").not.toContain("split the sealed change");
}, 120_000);
