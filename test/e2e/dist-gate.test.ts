// The bundled judge (dist/index.js, command: gate) under the runner contract,
// against the contract-checked fake GitHub: one check run on the PR head, one
// sticky comment, outputs, and the failures a real GitHub produces.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { GITHUB_ACTIONS, startFakeGitHub, type FakeGitHub } from "../support/fake-github/index.js";
import { pullRequestEvent, pullRequestReviewEvent, workflowRunEvent } from "../support/events.js";
import { gateProject, runLanes, type GateProject } from "../support/gate-fixture.js";
import { runAction } from "../support/runner.js";
import { parseNonVoting, type QuarantineReport, type TelemetryReport } from "../../src/core/judge/non-voting.js";

let p: GateProject;
let head: string;
let green: string;
let fake: FakeGitHub;
const scratch: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), "seedgate-dist-gate-"));
  scratch.push(d);
  return d;
};

beforeAll(async () => {
  p = gateProject("owners: [maintainer]\n");
  p.repo.write("README.md", "# ledger\n\nDocs only.\n");
  head = p.repo.commit("docs");
  green = tmp();
  await runLanes(p.repo, p.base, green);
}, 120_000);
afterAll(() => {
  p.repo.cleanup();
  for (const d of scratch) rmSync(d, { recursive: true, force: true });
});
beforeEach(async () => {
  fake = await startFakeGitHub({ owner: "acme", repo: "widgets" });
  fake.state.addPull({ number: 7, headSha: head, baseSha: p.base, author: "agent" });
});
afterEach(() => fake.close());

const gate = (results: string, extra: { event?: { name: string; payload: object }; env?: Record<string, string>; inputs?: Record<string, string> } = {}) =>
  runAction({
    inputs: { command: "gate", token: fake.token, results, ...extra.inputs },
    workspace: p.repo.dir,
    event: extra.event ?? pullRequestEvent({ number: 7, base: p.base, head, author: "agent" }),
    env: { GITHUB_API_URL: fake.url, GITHUB_REPOSITORY: "acme/widgets", GITHUB_SERVER_URL: "https://github.com", GITHUB_RUN_ID: "42", ...extra.env },
  });
const runs = () => [...fake.state.checkRuns.values()];
const comments = () => [...fake.state.comments.values()];

/** Results with `n` failing replay rows, synthesised: the judge only reads claims. */
function redResults(): string {
  const dir = tmp();
  mkdirSync(join(dir, "a"));
  writeFileSync(
    join(dir, "a", "replay.json"),
    JSON.stringify({
      schema: 1,
      lane: "replay",
      shard: "1/1",
      base: p.base,
      head,
      runId: "1",
      seedgateVersion: "t",
      environment: {},
      sandbox: "bwrap",
      rows: ["1", "2"].map((key) => ({
        property: "balance",
        kind: "seed",
        key,
        outcome: "fail",
        durationMs: 5,
        exitCode: 1,
        attempts: 3,
        detail: "AssertionError: assert 13 == 0",
        tail: "E   AssertionError",
        location: { file: "tests/properties/test_ledger.py", line: 17 },
      })),
    }),
  );
  return dir;
}

test("green: exactly one check run on the PR head, success, one comment, outputs set", async () => {
  const r = await gate(green);
  expect(r.stderr).toBe("");
  expect(r.exitCode).toBe(0);
  expect(runs()).toHaveLength(1);
  expect(runs()[0]).toMatchObject({ name: "seedgate", headSha: head, status: "completed", conclusion: "success", app: GITHUB_ACTIONS });
  expect(comments()).toHaveLength(1);
  expect(comments()[0]!.body).toContain("seedgate: ✅ success");
  expect(r.outputs.verdict).toBe("success");
  expect(r.outputs["check-run-url"]).toMatch(/^http/);
  expect(r.outputs["comment-url"]).toMatch(/^http/);
  expect(r.summary).toContain("| replay | yes | 2 | 2 |");
  expect(fake.violations).toEqual([]);
  const checkRequests = fake.log.filter((x) => x.operationId?.startsWith("checks/")).length;
  const commentRequests = fake.log.filter((x) => x.operationId?.startsWith("issues/")).length;
  expect(checkRequests).toBeLessThanOrEqual(2);
  expect(commentRequests).toBeLessThanOrEqual(2);
}, 60_000);

test("red on a failing seed: conclusion failure, annotations at the journal line and the test, step fails", async () => {
  const r = await gate(redResults());
  expect(r.exitCode).not.toBe(0);
  expect(runs()).toHaveLength(1);
  expect(runs()[0]!.conclusion).toBe("failure");
  const paths = runs()[0]!.annotations.map((a) => `${a.path}:${a.annotation_level}`);
  expect(paths).toContain("oracles/balance.json:failure");
  expect(paths).toContain("tests/properties/test_ledger.py:failure");
  expect(comments()[0]!.body).toContain("seedgate lane replay --base");
  expect(comments()[0]!.body).toContain("--hypothesis-seed=1");
  expect(r.outputs.verdict).toBe("failure");
  expect(fake.violations).toEqual([]);
}, 60_000);

test("comment: off posts no comment, needs no pull-requests: write, and still posts the check run", async () => {
  fake.faults.add({ kind: "forbidden-write", times: "always", match: { operationId: "issues/create-comment" } });
  fake.faults.add({ kind: "forbidden-write", times: "always", match: { operationId: "issues/update-comment" } });
  const r = await gate(green, { inputs: { comment: "off" } });
  expect(r.exitCode).toBe(0);
  expect(runs()).toHaveLength(1);
  expect(runs()[0]!.conclusion).toBe("success");
  expect(comments()).toHaveLength(0);
  expect(fake.log.filter((x) => x.operationId?.startsWith("issues/"))).toHaveLength(0);
  expect(r.stdout).toContain("no comment: comment: off");
  expect(fake.violations).toEqual([]);
}, 60_000);

test("the comment is edited in place across three runs", async () => {
  await gate(green);
  await gate(redResults());
  await gate(green);
  expect(comments()).toHaveLength(1);
  expect(comments()[0]!.history).toHaveLength(2);
  expect(runs().map((x) => x.conclusion)).toEqual(["success", "failure", "success"]);
  expect(fake.violations).toEqual([]);
}, 90_000);

test("a cancelled lane (no results at all) is red with the reason", async () => {
  const r = await gate(join(tmp(), "nothing-downloaded"));
  expect(runs()[0]!.conclusion).toBe("failure");
  expect(runs()[0]!.output.summary).toContain("does not exist");
  expect(r.exitCode).not.toBe(0);
}, 60_000);

test("check-run-id: the job's own check run is finished in place, not duplicated", async () => {
  const own = fake.state.addCheckRun({ name: "seedgate", headSha: head, app: GITHUB_ACTIONS, status: "in_progress", conclusion: null });
  const r = await gate(green, { inputs: { "check-run-id": String(own.id) } });
  expect(r.exitCode).toBe(0);
  expect(runs()).toHaveLength(1);
  expect(runs()[0]).toMatchObject({ id: own.id, status: "completed", conclusion: "success" });
  expect(fake.violations).toEqual([]);
}, 60_000);

test("a look-alike check run from another app on the head makes success a failure", async () => {
  fake.state.addCheckRun({ name: "seedgate", headSha: head, app: { id: 99, slug: "impostor", name: "Impostor" }, status: "completed", conclusion: "success" });
  const r = await gate(green);
  const ours = runs().filter((x) => x.app.slug === "github-actions");
  expect(ours).toHaveLength(1);
  expect(ours[0]!.conclusion).toBe("failure");
  expect(r.outputs.verdict).toBe("failure");
  expect(r.exitCode).not.toBe(0);
}, 60_000);

describe("the hardened judge on workflow_run", () => {
  test("finds a fork PR by head SHA (its pull_requests list is empty) and posts on the head", async () => {
    fake.state.pulls.clear();
    fake.state.addPull({ number: 9, headSha: head, baseSha: p.base, author: "agent", headRepo: "someone/widgets" });
    const r = await gate(green, { event: workflowRunEvent(head, []) });
    expect(r.stderr).toBe("");
    expect(runs()).toHaveLength(1);
    expect(runs()[0]).toMatchObject({ headSha: head, conclusion: "success" });
    expect(comments()[0]!.issueNumber).toBe(9);
    expect(fake.violations).toEqual([]);
  }, 60_000);

  test("as a GitHub App: the check run belongs to the App, and a same-named check from the workflow token is refused", async () => {
    const { generateKeyPairSync } = await import("node:crypto");
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const app = { id: 4242, slug: "seedgate-judge", name: "seedgate judge" };
    fake.state.addApp(app, publicKey.export({ type: "spki", format: "pem" }).toString(), 99);
    const key = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const judgeAsApp = () => gate(green, { event: workflowRunEvent(head, [7]), inputs: { token: "", "app-id": String(app.id), "private-key": key } });
    const r = await judgeAsApp();
    expect(r.stderr).toBe("");
    expect(runs()).toHaveLength(1);
    expect(runs()[0]).toMatchObject({ app: { slug: "seedgate-judge" }, conclusion: "success" });
    expect(comments()[0]!.user.login).toBe("seedgate-judge[bot]");
    // A PR-edited quick-start workflow posts a green "seedgate" with GITHUB_TOKEN: the App will not add its success beside it.
    fake.state.addCheckRun({ name: "seedgate", headSha: head, app: GITHUB_ACTIONS, status: "completed", conclusion: "success" });
    const again = await judgeAsApp();
    expect(again.outputs.verdict).toBe("failure");
    expect(
      runs()
        .filter((x) => x.app.slug === "seedgate-judge")
        .map((x) => x.conclusion),
    ).toEqual(["success", "failure"]);
    expect(fake.violations).toEqual([]);
  }, 60_000);

  test("no open PR with that head: the step fails and nothing is posted", async () => {
    fake.state.pulls.clear();
    const r = await gate(green, { event: workflowRunEvent(head, []) });
    expect(r.exitCode).not.toBe(0);
    expect(r.stdout).toContain(`no open pull request has head ${head}`);
    expect(runs()).toHaveLength(0);
  }, 60_000);
});

describe("GitHub failures", () => {
  test("a 5xx then success is retried: one check run", async () => {
    fake.faults.add({ kind: "server-error", times: 1, match: { operationId: "checks/create" } });
    const r = await gate(green);
    expect(r.exitCode).toBe(0);
    expect(runs()).toHaveLength(1);
  }, 60_000);

  test("persistent 5xx: the step fails, so the required check stays unset", async () => {
    fake.faults.add({ kind: "server-error", times: "always", match: { operationId: "checks/create" } });
    const r = await gate(green);
    expect(r.exitCode).not.toBe(0);
    expect(runs()).toHaveLength(0);
  }, 90_000);

  test("403 on a fork PR names the hardened shape", async () => {
    fake.faults.add({ kind: "forbidden-write", times: "always" });
    const r = await gate(green);
    expect(r.exitCode).not.toBe(0);
    expect(r.stdout).toMatch(/hardened/i);
  }, 60_000);
});

test("a needed job that was cancelled (SEEDGATE_NEEDS) is red even with green results", async () => {
  const r = await gate(green, {
    env: { SEEDGATE_NEEDS: JSON.stringify({ replay: { result: "success", outputs: {} }, holdout: { result: "cancelled", outputs: {} } }) },
  });
  expect(runs()[0]!.conclusion).toBe("failure");
  expect(runs()[0]!.output.summary).toContain('the needed job "holdout" finished as cancelled');
  expect(r.exitCode).not.toBe(0);
}, 60_000);

describe("annotations in batches of 50, and a 10 MB failure output within the limits", () => {
  const SEEDS = 1000;
  let big: { repo: ReturnType<typeof gateProject>["repo"]; base: string; head: string };
  beforeAll(() => {
    const q = gateProject();
    const seeds = Array.from({ length: SEEDS }, (_, i) => i + 1);
    q.repo.write(
      "oracles/balance.json",
      JSON.stringify(
        {
          ...JSON.parse(q.repo.git("show", "HEAD:oracles/balance.json")),
          replay: { seeds, fixtures: [], hits: SEEDS, last_hit_at: "2026-09-18T12:00:00Z" },
          holdout: { seeds: [5001], generator_saw: false },
        },
        null,
        1,
      ),
    );
    const base = q.repo.commit("a journal with 1000 replay seeds");
    q.repo.write("README.md", "docs\n");
    big = { repo: q.repo, base, head: q.repo.commit("docs") };
  });
  afterAll(() => big.repo.cleanup());

  function results(failing: number, tail: string): string {
    const dir = tmp();
    const row = (key: string, outcome: string) => ({
      property: "balance",
      kind: "seed",
      key,
      outcome,
      durationMs: 1,
      exitCode: outcome === "pass" ? 0 : 1,
      attempts: 1,
      detail: outcome === "pass" ? "passed" : "D".repeat(2000),
      tail: outcome === "pass" ? "" : tail,
    });
    const claim = (lane: string, rows: object[]) => ({
      schema: 1,
      lane,
      shard: "1/1",
      base: big.base,
      head: big.head,
      runId: "1",
      seedgateVersion: "t",
      environment: {},
      sandbox: "bwrap",
      rows,
    });
    writeFileSync(
      join(dir, "replay.json"),
      JSON.stringify(
        claim(
          "replay",
          Array.from({ length: SEEDS }, (_, i) => row(String(i + 1), i < failing ? "fail" : "pass")),
        ),
      ),
    );
    writeFileSync(join(dir, "holdout.json"), JSON.stringify(claim("holdout", [row("5001", "pass")])));
    return dir;
  }
  const judge = (dir: string) => {
    fake.state.addPull({ number: 8, headSha: big.head, baseSha: big.base, author: "agent" });
    return runAction({
      inputs: { command: "gate", token: fake.token, results: dir },
      workspace: big.repo.dir,
      event: pullRequestEvent({ number: 8, base: big.base, head: big.head }),
      env: { GITHUB_API_URL: fake.url, GITHUB_REPOSITORY: "acme/widgets" },
    });
  };

  test.each([0, 1, 50, 51])(
    "%i failing seeds: that many annotations, ceil(n/50) writes, within the request budget",
    async (n) => {
      const r = await judge(results(n, "E   AssertionError\n"));
      expect(fake.violations).toEqual([]);
      const [run] = runs();
      expect(runs()).toHaveLength(1);
      expect(run!.conclusion).toBe(n === 0 ? "success" : "failure");
      expect(run!.annotations).toHaveLength(n);
      expect(run!.writes).toHaveLength(Math.max(1, Math.ceil(n / 50)));
      const checks = fake.log.filter((x) => x.operationId?.startsWith("checks/")).length;
      expect(checks).toBeLessThanOrEqual(2 + Math.ceil(n / 50));
      expect(fake.log.filter((x) => x.operationId?.startsWith("issues/")).length).toBeLessThanOrEqual(2);
      expect(r.outputs.verdict).toBe(n === 0 ? "success" : "failure");
    },
    90_000,
  );

  // One run for both: GitHub's write pacing (about one write a second) makes each 1,000-annotation run ~20 s.
  test("1,000 failing seeds with 10 MB of output: 1,000 annotations in 20 writes, text within 65,535 bytes with a note", async () => {
    await judge(results(SEEDS, "x".repeat(8192)));
    const [run] = runs();
    expect(runs()).toHaveLength(1);
    expect(run!.annotations).toHaveLength(1000);
    expect(run!.writes).toHaveLength(20);
    expect(fake.log.filter((x) => x.operationId?.startsWith("checks/")).length).toBeLessThanOrEqual(2 + 20);
    expect(Buffer.byteLength(run!.output.text ?? "")).toBeLessThanOrEqual(65_535);
    expect(Buffer.byteLength(run!.output.summary ?? "")).toBeLessThanOrEqual(65_535);
    expect(run!.output.text).toContain("Truncated by seedgate");
    expect(run!.output.text!.length).toBeGreaterThan(60_000);
    expect(fake.violations).toEqual([]);
  }, 90_000);
});

test("a failing telemetry test and a failing quarantined node leave a green verdict green, shown as non-voting", async () => {
  const dir = tmp();
  const { cpSync } = await import("node:fs");
  cpSync(green, dir, { recursive: true });
  const telemetry: TelemetryReport = {
    kind: "telemetry",
    votes: false,
    status: "failed",
    tests: 3,
    passed: 2,
    failed: 1,
    skipped: 0,
    errors: 0,
    failures: [{ name: "tests.test_mine.test_mine", file: "tests/test_mine.py", line: 4, message: "assert 1 == 2" }],
    failuresOmitted: 0,
    detail: "1 failing test",
    durationMs: 10,
    exitCode: 1,
    junitFiles: ["junit.xml"],
    tail: "",
  };
  const quarantine: QuarantineReport = {
    kind: "quarantine",
    votes: false,
    catalogue: "ok",
    file: ".sealed/quarantine.json",
    detail: "",
    entriesOmitted: 0,
    entries: [
      {
        nodeid: "tests/test_net.py::test_flaky",
        file: "tests/test_net.py",
        reason: "network",
        outcome: "fail",
        stale: false,
        detail: "ConnectionError",
        durationMs: 5,
        exitCode: 1,
        tail: "",
      },
    ],
  };
  for (const [kind, report] of [
    ["telemetry", telemetry],
    ["quarantine", quarantine],
  ] as const) {
    const text = JSON.stringify({ schema: 1, kind, base: p.base, head, runId: "1", seedgateVersion: "t", report });
    expect(parseNonVoting(text, `${kind}.json`)).toMatchObject({ ok: true });
    writeFileSync(join(dir, `${kind}.json`), text);
  }
  const r = await gate(dir);
  expect(r.exitCode).toBe(0);
  expect(runs()[0]!.conclusion).toBe("success");
  const body = comments()[0]!.body;
  expect(body).toContain("Telemetry — the patch's own tests (non-voting)");
  expect(body).toContain("tests.test_mine.test_mine");
  expect(body).toContain("tests/test_net.py::test_flaky");
  expect(body).not.toContain("Earned checks"); // optional: shown only when uploaded
  expect(fake.violations).toEqual([]);
}, 60_000);

/** An earned-check results file: one draft earned on seed 3, one unearned. */
function earnedResults(base: string, headSha: string): string {
  const side = (pass: number[], fail: number[]) => ({ pass, fail, timeout: [], error: [], detail: "" });
  const draft = (id: string, label: "earned" | "unearned", parent: ReturnType<typeof side>, reason: string) => ({
    id,
    selector: `tests/test_new.py::${id}`,
    source: "pr-test",
    file: "tests/test_new.py",
    label,
    reason,
    earnedSeeds: label === "earned" ? [3] : [],
    parent,
    head: side([1, 2, 3], []),
  });
  const report = {
    kind: "earned",
    votes: false,
    base,
    head: headSha,
    seeds: [1, 2, 3],
    properties: [
      draft("test_sees_the_bug", "earned", side([1, 2], [3]), "seed 3 fails on the parent and passes on the head"),
      draft("test_tautology", "unearned", side([1, 2, 3], []), "no seed fails on the parent"),
    ],
  };
  return JSON.stringify({ schema: 1, kind: "earned", base, head: headSha, runId: "1", seedgateVersion: "t", report });
}

describe("an uploaded earned-check report is shown in the comment and never votes", () => {
  test("green stays green and says which drafts are worth promoting", async () => {
    const dir = tmp();
    const { cpSync } = await import("node:fs");
    cpSync(green, dir, { recursive: true });
    writeFileSync(join(dir, "earned.json"), earnedResults(p.base, head));
    const r = await gate(dir);
    expect(r.exitCode, r.stdout.slice(-3000)).toBe(0);
    expect(runs()[0]!.conclusion).toBe("success");
    const body = comments()[0]!.body;
    expect(body).toContain("Earned checks — draft properties on the parent and the head (non-voting)");
    expect(body).toMatch(/\| `test_sees_the_bug` \| test added by this PR \| \*\*earned\*\* \|/);
    expect(body.slice(body.indexOf("**Worth promoting**"))).toContain("`test_sees_the_bug`");
    expect(body).toContain("Unearned (never failed on the parent; keep out of required): `test_tautology`");
    expect(fake.violations).toEqual([]);
  }, 60_000);

  test("red stays red: every draft earned does not turn a failing replay seed green", async () => {
    const dir = redResults();
    writeFileSync(join(dir, "earned.json"), earnedResults(p.base, head));
    const r = await gate(dir);
    expect(r.exitCode).not.toBe(0);
    expect(runs()[0]!.conclusion).toBe("failure");
    expect(comments()[0]!.body).toContain("Earned checks");
  }, 60_000);

  test("a report claiming a vote is a red reason, not a silent skip", async () => {
    const dir = tmp();
    const { cpSync } = await import("node:fs");
    cpSync(green, dir, { recursive: true });
    const forged = JSON.parse(earnedResults(p.base, head));
    forged.report.votes = true;
    writeFileSync(join(dir, "earned.json"), JSON.stringify(forged));
    const r = await gate(dir);
    expect(r.exitCode).not.toBe(0);
    expect(runs()[0]!.conclusion).toBe("failure");
    expect(comments()[0]!.body).toContain("/report/votes");
  }, 60_000);
});

describe("the sealed-change rule against GitHub's reviews", () => {
  let sealedHead: string;
  beforeAll(() => {
    p.repo.git("checkout", "-q", "-f", "-B", "sealed", p.base);
    p.repo.write("oracles/balance.json", p.repo.git("show", `${p.base}:oracles/balance.json`).replace('"hits": 2', '"hits": 3'));
    sealedHead = p.repo.commit("human: record a third hit");
  });
  afterAll(() => {
    p.repo.git("checkout", "-q", "-f", head);
  });
  const judgeSealed = async (reviews: { user: string; state: "APPROVED"; commitId: string; userType?: "User" | "Bot" }[]) => {
    fake.state.pulls.clear();
    fake.state.addPull({ number: 7, headSha: sealedHead, baseSha: p.base, author: "agent", reviews });
    const dir = tmp();
    await runLanes(p.repo, p.base, dir);
    return runAction({
      inputs: { command: "gate", token: fake.token, results: dir },
      workspace: p.repo.dir,
      event: pullRequestReviewEvent({ number: 7, base: p.base, head: sealedHead, author: "agent" }, "maintainer"),
      env: { GITHUB_API_URL: fake.url, GITHUB_REPOSITORY: "acme/widgets" },
    });
  };
  test("green with an owner's approval on the head commit", async () => {
    const r = await judgeSealed([{ user: "maintainer", state: "APPROVED", commitId: sealedHead }]);
    expect(r.stdout).not.toContain("::error::");
    expect(runs()[0]).toMatchObject({ headSha: sealedHead, conclusion: "success" });
    expect(fake.violations).toEqual([]);
  }, 90_000);
  test("red with only the author's or a bot's approval, or one on an older commit", async () => {
    const r = await judgeSealed([
      { user: "agent", state: "APPROVED", commitId: sealedHead },
      { user: "maintainer", state: "APPROVED", commitId: p.base },
      { user: "helper[bot]", state: "APPROVED", commitId: sealedHead, userType: "Bot" },
    ]);
    expect(r.exitCode).not.toBe(0);
    expect(runs()[0]!.conclusion).toBe("failure");
    expect(r.stdout).toContain("title=seedgate seal.approval");
  }, 90_000);
});
