// The Octokit adapter against the contract-checked fake: mapping, pagination,
// retries, rate limits, error hints and GitHub App authentication.
import { generateKeyPairSync } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { HARDENED_HINT } from "../../src/adapters/github-errors.js";
import { SeedgateError } from "../../src/core/errors.js";
import { connect, startFakeGitHub, type FakeGitHub } from "../support/fake-github/index.js";

const SHA = "b".repeat(40);
let fake: FakeGitHub;

afterEach(async () => {
  expect(fake.violations).toEqual([]);
  await fake.close();
});

async function failure(p: Promise<unknown>): Promise<SeedgateError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SeedgateError);
  return err as SeedgateError;
}

describe("GitHub adapter: reads", () => {
  it("maps a pull request, its paginated files, reviews and the pulls for a commit", async () => {
    fake = await startFakeGitHub();
    fake.state.addPull({
      number: 12,
      headSha: SHA,
      author: "alice",
      headRepo: "mallory/widgets",
      files: [...Array.from({ length: 230 }, (_, i) => ({ filename: `src/f${i}.ts` })), { filename: "b.ts", status: "renamed", previous_filename: "a.ts" }],
      reviews: [
        { user: "bob", state: "APPROVED", commitId: SHA },
        { user: "ci[bot]", state: "APPROVED", commitId: SHA, userType: "Bot" },
      ],
    });
    const github = await connect(fake);
    expect(await github.getPull(12)).toMatchObject({ number: 12, headSha: SHA, headRepo: "mallory/widgets", authorLogin: "alice", changedFiles: 231 });
    const files = await github.listPullFiles(12);
    expect(files).toHaveLength(231);
    expect(files.at(-1)).toEqual({ path: "b.ts", status: "renamed", previousPath: "a.ts" });
    expect(fake.requests("pulls/list-files")).toHaveLength(3);
    expect((await github.listReviews(12)).map((r) => [r.authorLogin, r.authorIsBot, r.commitId])).toEqual([
      ["bob", false, SHA],
      ["ci[bot]", true, SHA],
    ]);
    expect((await github.listPullsForCommit(SHA)).map((p) => p.number)).toEqual([12]);
  });

  it("fails closed when the file list reaches GitHub's 3,000-file cap", async () => {
    fake = await startFakeGitHub();
    fake.state.addPull({ number: 1, headSha: SHA, files: Array.from({ length: 3100 }, (_, i) => ({ filename: `f${i}` })) });
    const err = await failure((await connect(fake)).listPullFiles(1));
    expect(err.message).toMatch(/3,000 files/);
  });

  it("reports active team membership only", async () => {
    fake = await startFakeGitHub();
    fake.state.addTeamMember("acme", "owners", "carol");
    fake.state.addTeamMember("acme", "owners", "dave", "pending");
    const github = await connect(fake);
    expect(await github.isTeamMember("acme", "owners", "carol")).toBe(true);
    expect(await github.isTeamMember("acme", "owners", "dave")).toBe(false);
    expect(await github.isTeamMember("acme", "owners", "erin")).toBe(false);
  });

  it("explains a team lookup the token is not allowed to make", async () => {
    fake = await startFakeGitHub();
    fake.faults.add({ kind: "forbidden-write", times: 1, match: { method: "GET", operationId: "teams/get-membership-for-user-in-org" } });
    const err = await failure((await connect(fake)).isTeamMember("acme", "owners", "carol"));
    expect(err.hint).toMatch(/members: read/);
  });

  it("maps the minimized field of a comment", async () => {
    fake = await startFakeGitHub();
    fake.state.addPull({ number: 2, headSha: SHA });
    fake.state.addComment({ issueNumber: 2, body: "old", author: "github-actions[bot]", minimizedReason: "outdated" });
    fake.state.addComment({ issueNumber: 2, body: "new", author: "github-actions[bot]" });
    expect((await (await connect(fake)).listComments(2)).map((c) => c.minimized)).toEqual([true, false]);
  });
});

describe("GitHub adapter: failures", () => {
  it("retries server errors, then succeeds", async () => {
    fake = await startFakeGitHub();
    fake.state.addPull({ number: 3, headSha: SHA });
    fake.faults.add({ kind: "server-error", times: 2, status: 502 });
    expect((await (await connect(fake)).getPull(3)).number).toBe(3);
    expect(fake.requests("pulls/get").map((r) => r.status)).toEqual([502, 502, 200]);
  });

  it("gives up on persistent server errors with a github error", async () => {
    fake = await startFakeGitHub();
    fake.state.addPull({ number: 3, headSha: SHA });
    fake.faults.add({ kind: "server-error", times: "always", status: 503 });
    const err = await failure((await connect(fake, { retries: 2 })).getPull(3));
    expect(err.kind).toBe("github");
    expect(err.message).toMatch(/HTTP 503/);
    expect(err.hint).toMatch(/kept failing/);
    expect(fake.requests("pulls/get")).toHaveLength(3);
  });

  it("names the hardened deployment shape when a fork's token cannot write", async () => {
    fake = await startFakeGitHub();
    fake.faults.add({ kind: "forbidden-write", times: "always" });
    const err = await failure((await connect(fake)).createCheckRun({ name: "seedgate", headSha: SHA, status: "completed", conclusion: "failure" }));
    expect(err.message).toMatch(/Resource not accessible by integration/);
    expect(err.hint).toBe(HARDENED_HINT);
    expect(err.hint).toMatch(/workflow_run/);
    expect(fake.requests("checks/create")).toHaveLength(1);
  });

  it("waits for a primary rate-limit reset, then retries", async () => {
    fake = await startFakeGitHub();
    fake.faults.add({ kind: "rate-limit", times: 1, resetInSeconds: 1 });
    const runs = await (await connect(fake)).listCheckRunsForRef(SHA, "seedgate");
    expect(runs).toEqual([]);
    expect(fake.requests("checks/list-for-ref").map((r) => r.status)).toEqual([403, 200]);
  });

  it("does not wait past the bound for a distant reset", async () => {
    fake = await startFakeGitHub();
    fake.faults.add({ kind: "rate-limit", times: "always", resetInSeconds: 3600 });
    const started = Date.now();
    const err = await failure((await connect(fake, { maxRateLimitWaitSeconds: 60, waitUnitMs: 1000 })).listCheckRunsForRef(SHA, "seedgate"));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(err.hint).toMatch(/rate limit is exhausted until/);
    expect(fake.requests("checks/list-for-ref")).toHaveLength(1);
  });

  it("honours retry-after on a secondary rate limit", async () => {
    fake = await startFakeGitHub();
    fake.state.addPull({ number: 4, headSha: SHA });
    fake.faults.add({ kind: "secondary-rate-limit", times: 1, retryAfterSeconds: 2 });
    const comment = await (await connect(fake)).createComment(4, "hello");
    expect(comment.authorLogin).toBe("github-actions[bot]");
    expect(fake.requests("issues/create-comment").map((r) => r.status)).toEqual([403, 201]);
  });

  it("says where it could not connect", async () => {
    fake = await startFakeGitHub();
    const url = fake.url;
    await fake.close();
    const github = await connect({ ...fake, url }, { retries: 0 });
    const err = await failure(github.getPull(1));
    expect(err.kind).toBe("github");
    expect(err.message).toMatch(/no response/);
    expect(err.hint).toMatch(/GITHUB_API_URL/);
  });
});

describe("GitHub adapter: GitHub App auth", () => {
  it("finds the installation, mints a token and acts as <slug>[bot]", async () => {
    fake = await startFakeGitHub();
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const app = { id: 4242, slug: "seedgate-judge", name: "seedgate judge" };
    fake.state.addApp(app, publicKey.export({ type: "spki", format: "pem" }).toString(), 77);
    fake.state.addPull({ number: 5, headSha: SHA });
    const github = await connect(fake, { auth: { kind: "app", appId: app.id, privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString() } });
    expect(await github.identity()).toEqual({ appSlug: "seedgate-judge", login: "seedgate-judge[bot]" });
    const run = await github.createCheckRun({ name: "seedgate", headSha: SHA, status: "completed", conclusion: "success" });
    expect(run.app?.slug).toBe("seedgate-judge");
    expect((await github.createComment(5, "hi")).authorLogin).toBe("seedgate-judge[bot]");
    expect(fake.requests("apps/get-repo-installation")).toHaveLength(1);
    expect(fake.requests("apps/create-installation-access-token")).toHaveLength(1);
  });

  it("says the app must be installed when the repository has no installation", async () => {
    fake = await startFakeGitHub({ repo: "other" });
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    fake.state.addApp({ id: 3, slug: "judge", name: "judge" }, publicKey.export({ type: "spki", format: "pem" }).toString(), 1);
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const err = await failure(connect(fake, { repo: "widgets", auth: { kind: "app", appId: 3, privateKey: pem } }));
    expect(err.hint).toBe("install the GitHub App on acme/widgets, or pass its installation id");
  });

  it("rejects a key that does not match the registered app", async () => {
    fake = await startFakeGitHub();
    const registered = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const wrong = generateKeyPairSync("rsa", { modulusLength: 2048 });
    fake.state.addApp({ id: 9, slug: "x", name: "x" }, registered.publicKey.export({ type: "spki", format: "pem" }).toString(), 1);
    const err = await failure(
      connect(fake, { auth: { kind: "app", appId: 9, privateKey: wrong.privateKey.export({ type: "pkcs8", format: "pem" }).toString() } }),
    );
    expect(err.message).toMatch(/HTTP 401/);
    expect(err.hint).toMatch(/credentials/);
  });
});
