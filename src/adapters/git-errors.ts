// Git's failures said in seedgate's words: a revision that names nothing (with the
// nearest branch); a directory outside any repository is said where git is pinned (git-env.ts). Git's own text stays as the cause.
import { RevisionError, SeedgateError } from "../core/errors.js";

type RunGit = (cwd: string, args: readonly string[]) => Promise<Buffer>;

const UNKNOWN = /Needed a single revision|unknown revision|bad revision|ambiguous argument|invalid object name|not a valid object name/i;

/** `err` from resolving `rev`, re-said when git could not find the revision: the revision named, the nearest branch suggested. */
export async function revisionError(run: RunGit, root: string, rev: string, err: unknown): Promise<unknown> {
  if (!(err instanceof SeedgateError) || !UNKNOWN.test(err.message)) return err;
  const refs = await run(root, ["for-each-ref", "--format=%(refname)", "refs/heads", "refs/remotes"]).then(
    (b) => b.toString("utf8").split("\n").filter(Boolean).map(branchOf),
    () => [],
  );
  const near = nearestName(rev, refs);
  return new RevisionError(rev, `the revision ${JSON.stringify(rev)} does not name a commit in this repository`, {
    hint: near ? `did you mean ${JSON.stringify(near)}?` : "name a branch, tag or commit SHA that this clone has (a remote branch needs `git fetch` first)",
    cause: err,
  });
}

/** refs/heads/main → main; refs/remotes/origin/main → origin/main, also matched as main. */
function branchOf(ref: string): { name: string; bare: string } {
  const local = ref.replace(/^refs\/heads\//, "");
  if (local !== ref) return { name: local, bare: local };
  const remote = ref.replace(/^refs\/remotes\//, "");
  return { name: remote, bare: remote.replace(/^[^/]+\//, "") };
}

/** The candidate within a third of the name's length in edit distance (at least 2), nearest first; ties go to the first listed. */
export function nearestName(name: string, candidates: readonly { name: string; bare: string }[]): string | undefined {
  const limit = Math.max(2, Math.floor(name.length / 3));
  let best: { name: string; d: number } | undefined;
  for (const c of candidates) {
    const d = Math.min(distance(name, c.name), distance(name, c.bare));
    if (d > 0 && d <= limit && (best === undefined || d < best.d)) best = { name: c.name, d };
  }
  return best?.name;
}

/** Levenshtein distance with adjacent transpositions counted as one edit ("mian" → "main"). */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}
