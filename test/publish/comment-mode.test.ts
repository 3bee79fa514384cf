// comment: always | failures | changes | off — what is posted, what is skipped,
// and that `off` sends nothing (a token without pull-requests: write is fine).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GitHub } from "../../src/ports/github.js";
import { QUIET_STATE, commentState, decideComment, stateIn } from "../../src/publish/comment-mode.js";
import { stickyBody } from "../../src/publish/comment.js";
import { postCheckRun, postStickyComment } from "../../src/publish/post.js";
import { connect, startFakeGitHub, type FakeGitHub } from "../support/fake-github/index.js";

const RED = commentState("failure", ["property balance"]);
const RED2 = commentState("failure", ["property balance", "property transfer"]);
const GREEN = commentState("success", []);

describe("decideComment", () => {
  it("the digest ignores order and repeats", () => {
    expect(commentState("failure", ["b", "a", "a"])).toBe(commentState("failure", ["a", "b"]));
    expect(GREEN).toBe(QUIET_STATE);
    expect(stateIn(stickyBody("seedgate", "x", RED))).toBe(RED);
  });

  it.each([
    ["off", RED, null, false],
    ["always", GREEN, null, true],
    ["failures", GREEN, null, false],
    ["failures", RED, null, true],
    ["failures", GREEN, "red before", true],
    ["changes", GREEN, null, false],
    ["changes", RED, null, true],
    ["changes", RED, `x ${stickyBody("seedgate", "old", RED)}`, false],
    ["changes", RED2, stickyBody("seedgate", "old", RED), true],
    ["changes", GREEN, stickyBody("seedgate", "old", RED), true],
    ["changes", RED, "an old comment with no state marker", true],
  ] as const)("%s, state %s, previous %s: post %s", (mode, state, previous, post) => {
    expect(decideComment(mode, state, previous).post).toBe(post);
  });
});

describe("postStickyComment with a policy, against the fake GitHub", () => {
  let fake: FakeGitHub;
  let github: GitHub;
  beforeEach(async () => {
    fake = await startFakeGitHub();
    fake.state.addPull({ number: 11, headSha: "e".repeat(40) });
    github = await connect(fake);
  });
  afterEach(async () => fake.close());

  it("off: no request at all, even where writes are forbidden; the check run is still posted", async () => {
    fake.faults.add({ kind: "forbidden-write", times: "always", match: { operationId: "issues/create-comment" } });
    const before = fake.log.length;
    const posted = await postStickyComment(github, { issueNumber: 11, checkName: "seedgate", markdown: "red", policy: { mode: "off", state: RED } });
    expect(posted).toMatchObject({ action: "skipped", reason: "comment: off" });
    expect(fake.log.length).toBe(before);
    const check = await postCheckRun(github, {
      name: "seedgate",
      headSha: "e".repeat(40),
      conclusion: "failure",
      title: "red",
      summary: "red",
      annotations: [],
    });
    expect(check.conclusion).toBe("failure");
    expect(fake.state.commentsOn(11)).toHaveLength(0);
    expect(fake.violations).toEqual([]);
  });

  it("changes: posts the first red, skips the same red, edits when the failing set changes", async () => {
    const post = (state: string, markdown: string) =>
      postStickyComment(github, { issueNumber: 11, checkName: "seedgate", markdown, policy: { mode: "changes", state } });
    expect((await post(GREEN, "green")).action).toBe("skipped");
    expect((await post(RED, "red 1")).action).toBe("created");
    expect((await post(RED, "red 2")).action).toBe("skipped");
    expect((await post(RED2, "red 3")).action).toBe("updated");
    expect((await post(GREEN, "green")).action).toBe("updated");
    const [only] = fake.state.commentsOn(11);
    expect(fake.state.commentsOn(11)).toHaveLength(1);
    expect(only!.body).toContain("green");
    expect(stateIn(only!.body)).toBe(GREEN);
    expect(fake.violations).toEqual([]);
  });
});
