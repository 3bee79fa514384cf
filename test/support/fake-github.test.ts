// The fake itself: it must reject what GitHub rejects (or the posting tests
// prove nothing), keep state the way GitHub does, and stop by itself.
import { afterEach, describe, expect, it } from "vitest";
import { GITHUB_ACTIONS, startFakeGitHub, type FakeGitHub } from "./fake-github/index.js";

const SHA = "a".repeat(40);
let fake: FakeGitHub;

afterEach(async () => fake?.close());

async function call(method: string, path: string, body?: unknown, token = fake.token) {
  const res = await fetch(`${fake.url}${path}`, {
    method,
    headers: { authorization: `token ${token}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, headers: res.headers, json: (await res.json()) as Record<string, unknown> };
}

const annotation = (i: number) => ({ path: "src/a.ts", start_line: i + 1, end_line: i + 1, annotation_level: "failure", message: `m${i}` });
const createRun = (extra: Record<string, unknown> = {}) =>
  call("POST", "/repos/acme/widgets/check-runs", {
    name: "seedgate",
    head_sha: SHA,
    status: "completed",
    conclusion: "failure",
    output: { title: "t", summary: "s" },
    ...extra,
  });

describe("fake GitHub server", () => {
  it("listens on 127.0.0.1 and stops by itself when idle", async () => {
    fake = await startFakeGitHub({ idleMs: 100 });
    expect(new URL(fake.url).hostname).toBe("127.0.0.1");
    expect((await call("GET", "/repos/acme/widgets/commits/x/check-runs")).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    await expect(fetch(`${fake.url}/repos/acme/widgets/commits/x/check-runs`)).rejects.toThrow();
  });

  it("accepts a valid check run and accumulates annotations across updates", async () => {
    fake = await startFakeGitHub();
    const created = await createRun({ output: { title: "t", summary: "s", annotations: [annotation(0)] } });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    const updated = await call("PATCH", `/repos/acme/widgets/check-runs/${id}`, {
      output: { title: "t", summary: "s2", annotations: [annotation(1), annotation(2)] },
    });
    expect(updated.status).toBe(200);
    const run = fake.state.checkRuns.get(id);
    expect(run?.annotations).toHaveLength(3);
    expect(run?.output.summary).toBe("s2");
    expect(run?.writes).toHaveLength(2);
    expect(fake.violations).toEqual([]);
  });

  it("rejects a conclusion outside GitHub's enum, and records the violation", async () => {
    fake = await startFakeGitHub();
    const res = await createRun({ conclusion: "green" });
    expect(res.status).toBe(422);
    expect(String(res.json.message)).toMatch(/conclusion/);
    expect(fake.violations).toHaveLength(1);
    expect(fake.violations[0]?.operationId).toBe("checks/create");
    expect(fake.state.checkRuns.size).toBe(0);
  });

  it("rejects 51 annotations in one request", async () => {
    fake = await startFakeGitHub();
    const res = await createRun({ output: { title: "t", summary: "s", annotations: Array.from({ length: 51 }, (_, i) => annotation(i)) } });
    expect(res.status).toBe(422);
    expect(fake.violations.flatMap((v) => v.errors).join("\n")).toMatch(/at most 50 per request/);
  });

  it("counts output.summary in UTF-8 bytes, not characters", async () => {
    fake = await startFakeGitHub();
    const fits = "x".repeat(65_535);
    const tooManyBytes = "é".repeat(40_000); // 40,000 chars, 80,000 bytes: within the spec's maxLength
    expect((await createRun({ output: { title: "t", summary: fits } })).status).toBe(201);
    expect((await createRun({ output: { title: "t", summary: tooManyBytes } })).status).toBe(422);
    expect(fake.violations[0]?.errors.join()).toMatch(/80000 bytes/);
  });

  it("requires a conclusion when an update completes a run (the spec's anyOf)", async () => {
    fake = await startFakeGitHub();
    const id = (await createRun()).json.id as number;
    const res = await call("PATCH", `/repos/acme/widgets/check-runs/${id}`, { status: "completed" });
    expect(res.status).toBe(422);
  });

  it("limits a comment body to 65,536 characters and keeps edit history", async () => {
    fake = await startFakeGitHub();
    fake.state.addPull({ number: 7, headSha: SHA });
    expect((await call("POST", "/repos/acme/widgets/issues/7/comments", { body: "x".repeat(65_537) })).status).toBe(422);
    const created = await call("POST", "/repos/acme/widgets/issues/7/comments", { body: "one" });
    const id = created.json.id as number;
    await call("PATCH", `/repos/acme/widgets/issues/comments/${id}`, { body: "two" });
    expect(fake.state.comments.get(id)?.history).toEqual(["one"]);
    expect(created.json.user).toMatchObject({ login: "github-actions[bot]" });
  });

  it("pages lists with GitHub's Link header", async () => {
    fake = await startFakeGitHub();
    fake.state.addPull({ number: 3, headSha: SHA, files: Array.from({ length: 250 }, (_, i) => ({ filename: `f${i}` })) });
    const first = await call("GET", "/repos/acme/widgets/pulls/3/files?per_page=100");
    expect((first.json as unknown as unknown[]).length).toBe(100);
    expect(first.headers.get("link")).toMatch(/page=2&?.*rel="next".*page=3.*rel="last"/);
    const last = await call("GET", "/repos/acme/widgets/pulls/3/files?per_page=100&page=3");
    expect((last.json as unknown as unknown[]).length).toBe(50);
    expect(last.headers.get("link")).not.toMatch(/rel="next"/);
  });

  it("filters check runs to the latest per app unless filter=all", async () => {
    fake = await startFakeGitHub();
    const other = { id: 9, slug: "impostor", name: "Impostor" };
    fake.state.addCheckRun({ name: "seedgate", headSha: SHA, app: other });
    fake.state.addCheckRun({ name: "seedgate", headSha: SHA, app: other });
    fake.state.addCheckRun({ name: "seedgate", headSha: SHA, app: GITHUB_ACTIONS });
    const latest = await call("GET", `/repos/acme/widgets/commits/${SHA}/check-runs?check_name=seedgate`);
    const all = await call("GET", `/repos/acme/widgets/commits/${SHA}/check-runs?check_name=seedgate&filter=all`);
    expect(latest.json.total_count).toBe(2);
    expect(all.json.total_count).toBe(3);
  });

  it("injects N server errors, then succeeds", async () => {
    fake = await startFakeGitHub();
    fake.faults.add({ kind: "server-error", times: 2, match: { operationId: "checks/create" } });
    expect((await createRun()).status).toBe(502);
    expect((await createRun()).status).toBe(502);
    expect((await createRun()).status).toBe(201);
  });

  it("answers a write with a fork token's 403, and reads still work", async () => {
    fake = await startFakeGitHub();
    fake.faults.add({ kind: "forbidden-write", times: "always" });
    const res = await createRun();
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("Resource not accessible by integration");
    expect((await call("GET", `/repos/acme/widgets/commits/${SHA}/check-runs`)).status).toBe(200);
  });

  it("sends rate-limit headers GitHub sends", async () => {
    fake = await startFakeGitHub();
    fake.faults.add({ kind: "rate-limit", times: 1, resetInSeconds: 30 });
    fake.faults.add({ kind: "secondary-rate-limit", times: 1, retryAfterSeconds: 7 });
    const primary = await call("GET", `/repos/acme/widgets/commits/${SHA}/check-runs`);
    expect(primary.status).toBe(403);
    expect(primary.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(Number(primary.headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000 + 25);
    const secondary = await call("GET", `/repos/acme/widgets/commits/${SHA}/check-runs`);
    expect(secondary.headers.get("retry-after")).toBe("7");
    expect(String(secondary.json.message)).toMatch(/secondary rate limit/);
  });

  it("refuses unknown tokens and records requests to routes it does not implement", async () => {
    fake = await startFakeGitHub();
    expect((await call("GET", `/repos/acme/widgets/commits/${SHA}/check-runs`, undefined, "nope")).status).toBe(401);
    expect((await call("DELETE", "/repos/acme/widgets")).status).toBe(404);
    expect(fake.violations.map((v) => v.errors[0])).toEqual(["the fake implements no DELETE /repos/acme/widgets"]);
  });
});
