// The sealed-change rule: a PR that changes sealed paths (and nothing else) needs an
// approving review on its head commit from a sealed owner who is neither its author
// nor a bot. A user's latest deciding review counts, as on GitHub.

export interface Review {
  readonly authorLogin: string;
  readonly authorIsBot: boolean;
  /** APPROVED, CHANGES_REQUESTED, COMMENTED, DISMISSED, PENDING. */
  readonly state: string;
  readonly commitId: string | null;
}

export type Owner = { readonly kind: "user"; readonly login: string } | { readonly kind: "team"; readonly org: string; readonly slug: string };

export type ApprovalDecision = { readonly approved: true; readonly by: string; readonly as: string } | { readonly approved: false; readonly reason: string };

export function parseOwner(text: string): Owner {
  const t = text.replace(/^@/, "");
  const slash = t.indexOf("/");
  return slash === -1 ? { kind: "user", login: t } : { kind: "team", org: t.slice(0, slash), slug: t.slice(slash + 1) };
}

const isBot = (r: Review) => r.authorIsBot || /\[bot\]$/i.test(r.authorLogin);
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Logins whose latest deciding review approves the head commit, author and bots excluded. */
export function approversOnHead(reviews: readonly Review[], author: string, headSha: string): string[] {
  const latest = new Map<string, Review>();
  for (const r of reviews) {
    if (r.state === "COMMENTED" || r.state === "PENDING") continue; // comments neither approve nor revoke
    latest.set(r.authorLogin.toLowerCase(), r);
  }
  return [...latest.values()]
    .filter((r) => r.state === "APPROVED" && r.commitId === headSha && !isBot(r) && !same(r.authorLogin, author))
    .map((r) => r.authorLogin);
}

/** `isMember(owner, login)` answers team membership; users match by login. */
export async function decideApproval(
  reviews: readonly Review[],
  pr: { readonly author: string; readonly headSha: string },
  owners: readonly Owner[],
  isMember: (team: Extract<Owner, { kind: "team" }>, login: string) => Promise<boolean>,
): Promise<ApprovalDecision> {
  if (owners.length === 0) return { approved: false, reason: "no sealed owners are configured (owners: in .github/seedgate.yml)" };
  const candidates = approversOnHead(reviews, pr.author, pr.headSha);
  for (const login of candidates) {
    for (const owner of owners) {
      if (owner.kind === "user" && same(owner.login, login)) return { approved: true, by: login, as: owner.login };
      if (owner.kind === "team" && (await isMember(owner, login))) return { approved: true, by: login, as: `${owner.org}/${owner.slug}` };
    }
  }
  const stale = reviews.some((r) => r.state === "APPROVED" && r.commitId !== pr.headSha);
  return {
    approved: false,
    reason:
      candidates.length > 0
        ? `approved by ${candidates.join(", ")}, none of whom is a sealed owner`
        : stale
          ? "the only approvals are on an older commit; a push after approval needs a fresh review"
          : "no approving review on the head commit from a sealed owner who is not the author and not a bot",
  };
}
