// The sticky comment: found by marker AND our login, minimised ones skipped,
// edited in place, never duplicated, at most 2 requests a post.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HARDENED_HINT } from "../../src/adapters/github-errors.js";
import type { GitHub, IssueComment } from "../../src/ports/github.js";
import { COMMENT_MARKER, checkMarker, planComment, stickyBody } from "../../src/publish/comment.js";
import { postStickyComment } from "../../src/publish/post.js";
import { connect, startFakeGitHub, type FakeGitHub } from "../support/fake-github/index.js";

const SELF = "github-actions[bot]";
const comment = (id: number, body: string, authorLogin = SELF, minimized = false): IssueComment => ({ id, body, authorLogin, minimized, htmlUrl: null });

describe("planComment", () => {
  it("creates when nothing of ours exists", () => {
    expect(planComment([comment(1, "lgtm", "alice")], "seedgate", SELF, "hi")).toEqual({ kind: "create", body: stickyBody("seedgate", "hi") });
  });

  it("ignores a marker pasted by someone else, a minimised one, and another check's", () => {
    const marked = stickyBody("seedgate", "old");
    const existing = [comment(1, marked, "mallory"), comment(2, marked, SELF, true), comment(3, stickyBody("other-check", "x"))];
    expect(planComment(existing, "seedgate", SELF, "new").kind).toBe("create");
  });

  it("edits the oldest of ours, and skips an edit that changes nothing", () => {
    const existing = [comment(5, stickyBody("seedgate", "b")), comment(4, stickyBody("seedgate", "a"))];
    expect(planComment(existing, "seedgate", SELF, "c")).toMatchObject({ kind: "update", commentId: 4 });
    expect(planComment(existing, "seedgate", SELF, "a")).toEqual({ kind: "unchanged", commentId: 4 });
  });

  it("encodes the check name so it cannot end the hidden comment", () => {
    expect(checkMarker("x --> y")).toBe("<!-- seedgate:check x%20--%3E%20y -->");
    expect(stickyBody("seedgate", "body").startsWith(`${COMMENT_MARKER}\n`)).toBe(true);
  });

  it("keeps the markers when a huge body is truncated", () => {
    const body = stickyBody("seedgate", "x".repeat(200_000));
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(planComment([comment(1, body)], "seedgate", SELF, "y").kind).toBe("update");
  });
});

describe("postStickyComment", () => {
  let fake: FakeGitHub;
  let github: GitHub;

  beforeEach(async () => {
    fake = await startFakeGitHub();
    fake.state.addPull({ number: 11, headSha: "e".repeat(40) });
    github = await connect(fake);
  });
  afterEach(async () => fake.close());

  it("edits one comment in place across three runs, two requests each", async () => {
    fake.state.addComment({ issueNumber: 11, body: "please review", author: "alice" });
    const actions: string[] = [];
    for (const verdict of ["red", "still red", "green"]) {
      const before = fake.log.length;
      actions.push((await postStickyComment(github, { issueNumber: 11, checkName: "seedgate", markdown: `verdict: ${verdict}` })).action);
      expect(fake.log.length - before).toBeLessThanOrEqual(2);
    }
    expect(actions).toEqual(["created", "updated", "updated"]);
    const ours = fake.state.commentsOn(11).filter((c) => c.user.login === SELF);
    expect(ours).toHaveLength(1);
    expect(ours[0]?.history).toHaveLength(2);
    expect(ours[0]?.body).toMatch(/verdict: green$/);
    expect(fake.violations).toEqual([]);
  });

  it("writes a fresh comment when ours was minimised, and ignores look-alikes", async () => {
    const marked = stickyBody("seedgate", "old verdict");
    const hidden = fake.state.addComment({ issueNumber: 11, body: marked, author: SELF, minimizedReason: "outdated" });
    const forged = fake.state.addComment({ issueNumber: 11, body: marked, author: "mallory" });
    const posted = await postStickyComment(github, { issueNumber: 11, checkName: "seedgate", markdown: "new verdict" });
    expect(posted.action).toBe("created");
    expect([hidden.history, forged.history]).toEqual([[], []]);
    expect(fake.state.commentsOn(11)).toHaveLength(3);
    expect(fake.violations).toEqual([]);
  });

  it("sends nothing when the comment already says the same", async () => {
    await postStickyComment(github, { issueNumber: 11, checkName: "seedgate", markdown: "same" });
    const before = fake.log.length;
    expect((await postStickyComment(github, { issueNumber: 11, checkName: "seedgate", markdown: "same" })).action).toBe("unchanged");
    expect(fake.log.slice(before).map((r) => r.operationId)).toEqual(["issues/list-comments"]);
  });

  it("fails with the hardened-shape hint when the token cannot comment", async () => {
    fake.faults.add({ kind: "forbidden-write", times: "always" });
    const err = await postStickyComment(github, { issueNumber: 11, checkName: "seedgate", markdown: "x" }).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: "github", hint: HARDENED_HINT });
  });
});
