// The gate room finds the pull request it judges and reads the needs context itself
// (the action face only passes the event and the SEEDGATE_NEEDS text in). The GitHub
// here is a readable in-memory fake of the two calls the finder makes.
import { expect, test } from "vitest";
import { SeedgateError } from "../../../src/core/errors.js";
import type { GitHub, PullRequest } from "../../../src/ports/github.js";
import { parseNeeds } from "../../../src/modes/gate/needs.js";
import { findPullRequest, type PullEvent } from "../../../src/modes/gate/pull-request.js";

const HEAD = "h".repeat(40);
const pull = (number: number, over: Partial<PullRequest> = {}): PullRequest => ({
  number,
  state: "open",
  draft: false,
  authorLogin: `author${number}`,
  headSha: HEAD,
  headRef: `branch${number}`,
  headRepo: "fork/repo",
  baseSha: "b".repeat(40),
  baseRef: "main",
  changedFiles: 1,
  ...over,
});

function github(pulls: PullRequest[]): GitHub & { calls: string[] } {
  const calls: string[] = [];
  const refuse = () => Promise.reject(new Error("the finder never posts"));
  return {
    calls,
    getPull: async (n) => (calls.push(`get ${n}`), pulls.find((p) => p.number === n)!),
    listPullsForCommit: async (sha) => (calls.push(`list ${sha}`), pulls),
    identity: refuse,
    createCheckRun: refuse,
    updateCheckRun: refuse,
    listCheckRunsForRef: refuse,
    listComments: refuse,
    createComment: refuse,
    updateComment: refuse,
    listPullFiles: refuse,
    listReviews: refuse,
    isTeamMember: refuse,
  };
}

const none: PullEvent = { number: undefined, baseSha: undefined, headSha: undefined, author: undefined, workflowRun: undefined };
const onRun = (pullNumbers: number[] = []): PullEvent => ({ ...none, workflowRun: { headSha: HEAD, pullNumbers } });

test("on pull_request the payload's PR is taken as is; the author is fetched only when the payload lacks it", async () => {
  const gh = github([pull(7)]);
  const e = { ...none, number: 7, baseSha: "b".repeat(40), headSha: HEAD };
  expect(await findPullRequest({ ...e, author: "octo" }, gh)).toEqual({ number: 7, author: "octo", baseSha: "b".repeat(40), headSha: HEAD });
  expect(gh.calls).toEqual([]);
  expect((await findPullRequest(e, gh))?.author).toBe("author7");
  expect(gh.calls).toEqual(["get 7"]);
});

test("no pull request in the event and no workflow run: none", async () => {
  expect(await findPullRequest(none, github([]))).toBeNull();
});

test("on workflow_run the one open PR with that head is found, even with an empty pull_requests list (a fork)", async () => {
  const gh = github([pull(3), pull(4, { state: "closed" }), pull(5, { headSha: "x".repeat(40) })]);
  expect(await findPullRequest(onRun(), gh)).toMatchObject({ number: 3, author: "author3" });
});

test("two open PRs on one head: the run's own list decides, else it is an error naming both", async () => {
  const gh = github([pull(3), pull(9)]);
  expect(await findPullRequest(onRun([9]), gh)).toMatchObject({ number: 9 });
  const err = await findPullRequest(onRun(), gh).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(SeedgateError);
  expect((err as SeedgateError).message).toBe(`2 open pull requests have head ${HEAD}: #3, #9`);
});

test("no open PR with that head is an error, never a judgement of nothing", async () => {
  await expect(findPullRequest(onRun(), github([pull(3, { state: "closed" })]))).rejects.toThrow(`no open pull request has head ${HEAD}`);
});

test("the needs context: absent or blank is none; an object is taken; anything else is an input error with a hint", () => {
  expect(parseNeeds(undefined)).toEqual({});
  expect(parseNeeds("  ")).toEqual({});
  expect(parseNeeds('{"lanes":{"result":"cancelled"}}')).toEqual({ needs: { lanes: { result: "cancelled" } } });
  for (const text of ["[]", "null", "{oops", '"x"']) {
    const err = (() => {
      try {
        parseNeeds(text);
      } catch (e) {
        return e;
      }
    })() as SeedgateError;
    expect([text, err.kind]).toEqual([text, "input"]);
    expect(err.hint).toContain("toJSON(needs)");
  }
});
