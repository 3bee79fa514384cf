import { expect, test } from "vitest";
import { approversOnHead, decideApproval, parseOwner, type Review } from "../../../src/core/judge/approval.js";

const HEAD = "h".repeat(40);
const r = (login: string, state: string, commitId: string | null = HEAD, bot = false): Review => ({ authorLogin: login, state, commitId, authorIsBot: bot });
const noTeams = async () => false;
const decide = (
  reviews: Review[],
  owners = ["alice", "@acme/sealers"],
  member: (t: { org: string; slug: string }, login: string) => Promise<boolean> = noTeams,
) => decideApproval(reviews, { author: "agent", headSha: HEAD }, owners.map(parseOwner), member);

test("an owner's approval on the head commit qualifies", async () => {
  expect(await decide([r("alice", "APPROVED")])).toEqual({ approved: true, by: "alice", as: "alice" });
});

test("a team member's approval qualifies through the membership lookup", async () => {
  const member = async (t: { org: string; slug: string }, login: string) => t.slug === "sealers" && login === "bob";
  expect(await decide([r("bob", "APPROVED")], ["@acme/sealers"], member)).toMatchObject({ approved: true, as: "acme/sealers" });
});

test("the author's own approval does not count, whatever the case", async () => {
  const d = await decideApproval([r("Alice", "APPROVED")], { author: "alice", headSha: HEAD }, [parseOwner("alice")], noTeams);
  expect(d.approved).toBe(false);
});

test("a bot's approval does not count", async () => {
  expect((await decide([r("alice", "APPROVED", HEAD, true)])).approved).toBe(false);
  expect((await decide([r("alice[bot]", "APPROVED")], ["alice[bot]"])).approved).toBe(false);
});

test("an approval on an older commit is stale after a push", async () => {
  const d = await decide([r("alice", "APPROVED", "o".repeat(40))]);
  expect(d).toMatchObject({ approved: false, reason: expect.stringContaining("older commit") });
});

test("a later change request revokes an approval; a later comment does not", async () => {
  expect((await decide([r("alice", "APPROVED"), r("alice", "CHANGES_REQUESTED")])).approved).toBe(false);
  expect((await decide([r("alice", "APPROVED"), r("alice", "COMMENTED")])).approved).toBe(true);
});

test("a non-owner's approval is named in the reason", async () => {
  expect(await decide([r("mallory", "APPROVED")])).toMatchObject({ approved: false, reason: expect.stringContaining("mallory") });
});

test("no owners configured means no sealed change can pass", async () => {
  expect((await decide([r("alice", "APPROVED")], [])).approved).toBe(false);
});

test("approversOnHead keeps only the latest deciding review per user", () => {
  expect(approversOnHead([r("a", "CHANGES_REQUESTED"), r("a", "APPROVED"), r("b", "APPROVED"), r("b", "DISMISSED")], "x", HEAD)).toEqual(["a"]);
});
