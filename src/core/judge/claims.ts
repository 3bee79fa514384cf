// Lane results are claims. The judge checks each one against its own plan from
// the base commit: bound to this base and head, every lane and shard present
// once, every expected row reported exactly once, nothing else.
import { error, warning, type Finding } from "../findings.js";
import { rowId, type LaneName, type PlanRow } from "../plan/lane-plan.js";
import { shardSlice } from "../plan/plan.js";
import type { ClaimedRow, MatchedRow } from "../row.js";

/** A lane results file, schema-checked (the shape the lane writes). */
export interface LaneClaim {
  readonly schema: 1;
  readonly lane: LaneName;
  readonly shard: string;
  readonly base: string;
  readonly head: string;
  readonly runId: string;
  readonly seedgateVersion: string;
  readonly environment: Readonly<Record<string, string>>;
  /** The kernel sandbox the rows ran in; a file without it is refused (bindingProblem). */
  readonly sandbox?: "bwrap" | "landlock" | "none" | "unavailable";
  /** Properties whose rows ran with production code in the deciding process (isolation: shared): labelled in-process (forgeable). */
  readonly inProcess?: readonly string[];
  readonly rows: readonly ClaimedRow[];
}

export interface ClaimFile {
  /** Where the claim was read from, relative to the results directory. */
  readonly file: string;
  readonly claim: LaneClaim;
}

export interface Expectation {
  readonly base: string;
  readonly head: string;
  readonly shards: number;
  /** The whole plan of each lane (unsharded), in plan order, from the judge's own clock. */
  readonly plans: Readonly<Record<LaneName, readonly PlanRow[]>>;
}

export interface ClaimCheck {
  /** Rows the judge's plan expects per lane (all shards). */
  readonly expected: Readonly<Record<LaneName, number>>;
  readonly matched: readonly MatchedRow[];
  readonly findings: readonly Finding[];
}

const LANES: readonly LaneName[] = ["replay", "holdout"];
/** Rows named per finding; the rest are counted, so a huge claim cannot flood the report. */
const EXAMPLES = 5;

export function checkClaims(exp: Expectation, files: readonly ClaimFile[]): ClaimCheck {
  const findings: Finding[] = [];
  const byCell = new Map<string, ClaimFile>();
  for (const f of files) {
    const problem = bindingProblem(exp, f);
    if (problem !== null) {
      findings.push(error(problem.code, `${f.file}: ${problem.message}`, { hint: problem.hint }));
      continue;
    }
    const cell = `${f.claim.lane} ${f.claim.shard}`;
    const first = byCell.get(cell);
    if (first)
      findings.push(
        error("claims.duplicate-shard", `${f.file}: ${f.claim.lane} shard ${f.claim.shard} is claimed twice (also by ${first.file})`, {
          hint: "each lane × shard uploads exactly one results file",
        }),
      );
    else byCell.set(cell, f);
    if (f.claim.sandbox === "none") findings.push(unsandboxed(f));
  }
  const matched: MatchedRow[] = [];
  for (const lane of LANES) {
    for (let index = 1; index <= exp.shards; index++) {
      const shard = `${index}/${exp.shards}`;
      const expected = shardSlice(exp.plans[lane], { index, total: exp.shards });
      const f = byCell.get(`${lane} ${shard}`);
      if (f === undefined) {
        findings.push(
          error("claims.missing-shard", `no results for the ${lane} lane, shard ${shard} (${expected.length} expected rows)`, {
            hint: "the lane job did not finish or did not upload its results: a cancelled or skipped lane never passes",
          }),
        );
        continue;
      }
      const r = matchRows(expected, f);
      matched.push(...r.matched);
      findings.push(...r.findings);
    }
  }
  return { expected: { replay: exp.plans.replay.length, holdout: exp.plans.holdout.length }, matched, findings };
}

function bindingProblem(exp: Expectation, f: ClaimFile): { code: string; message: string; hint: string } | null {
  const { claim } = f;
  if (claim.base !== exp.base)
    return {
      code: "claims.wrong-base",
      message: `results are for base ${claim.base.slice(0, 12)}, not ${exp.base.slice(0, 12)}`,
      hint: "results from another run or another pull request never count",
    };
  if (claim.head !== exp.head)
    return {
      code: "claims.wrong-head",
      message: `results are for head ${claim.head.slice(0, 12)}, not the pull request's head ${exp.head.slice(0, 12)}`,
      hint: "a push after the lanes ran needs new lane runs",
    };
  const total = Number(claim.shard.split("/")[1]);
  const index = Number(claim.shard.split("/")[0]);
  if (total !== exp.shards || index > total)
    return {
      code: "claims.wrong-shards",
      message: `shard ${claim.shard} does not fit the plan of ${exp.shards} shard(s)`,
      hint: "use the matrix from `seedgate plan` (runners.shards in the base config)",
    };
  if (claim.sandbox === "unavailable")
    return {
      code: "claims.no-sandbox",
      message: "no kernel sandbox worked on the lane's host, so no pull-request code ran",
      hint: "install bubblewrap or use a kernel with Landlock (docs/sandbox.md); runners.sandbox: none in the base config runs unsandboxed, labelled so",
    };
  if (claim.sandbox === undefined)
    return {
      code: "claims.no-sandbox",
      message: "results do not say which kernel sandbox the rows ran in",
      hint: "results from a seedgate without sandboxes, or edited by hand, never count: rerun the lane",
    };
  return null;
}

/** Reported, never a vote: the base config chose `runners.sandbox: none`, and everyone reading the verdict should know. */
function unsandboxed(f: ClaimFile): Finding {
  return warning(
    "claims.unsandboxed",
    `${f.file}: unsandboxed: the ${f.claim.lane} lane ran pull-request code without a kernel sandbox (runners.sandbox: none in the base config)`,
    {
      hint: "the verdict rests on pull-request code not tampering with its own lane; see docs/sandbox.md",
    },
  );
}

function matchRows(expected: readonly PlanRow[], f: ClaimFile): { matched: MatchedRow[]; findings: Finding[] } {
  const want = new Map(expected.map((r) => [keyOf(r), r]));
  const seen = new Set<string>();
  const matched: MatchedRow[] = [];
  const duplicated: string[] = [];
  const unexpected: string[] = [];
  const unsafe: string[] = [];
  for (const claimed of f.claim.rows) {
    const id = rowId(claimed);
    const key = keyOf(claimed);
    const planned = want.get(key);
    if (planned === undefined) unexpected.push(id);
    else if (seen.has(key)) duplicated.push(id);
    else {
      seen.add(key);
      const safe = claimed.location === undefined || isSafePath(claimed.location.file);
      if (!safe) unsafe.push(id);
      matched.push({ planned, claimed: safe ? claimed : withoutLocation(claimed), file: f.file, environment: f.claim.environment });
    }
  }
  const missing = expected.filter((r) => !seen.has(keyOf(r))).map(rowId);
  const where = `${f.claim.lane} shard ${f.claim.shard}`;
  const findings = [
    listFinding(
      "claims.missing-row",
      `${where} does not report`,
      missing,
      f.file,
      "every expected row is reported exactly once; a lane that stops early never passes",
    ),
    listFinding("claims.duplicate-row", `${where} reports more than once`, duplicated, f.file, "a row reported twice is a poisoned claim"),
    listFinding(
      "claims.unexpected-row",
      `${where} reports rows the base commit does not plan`,
      unexpected,
      f.file,
      "a lane reports the base commit's plan, nothing else",
    ),
    listFinding("claims.unsafe-location", `${where} points outside the repository for`, unsafe, f.file, "locations are repository-relative paths without .."),
  ].filter((x): x is Finding => x !== null);
  return { matched, findings };
}

function listFinding(code: string, what: string, ids: readonly string[], file: string, hint: string): Finding | null {
  if (ids.length === 0) return null;
  const shown = ids
    .slice(0, EXAMPLES)
    .map((id) => JSON.stringify(id))
    .join(", ");
  const more = ids.length > EXAMPLES ? ` and ${ids.length - EXAMPLES} more` : "";
  // Results files are not repository files: named in the message, never annotated.
  return error(code, `${file}: ${what} ${ids.length} row(s): ${shown}${more}`, { hint });
}

/** Identity of a row: unambiguous even if an id held ":" (rowId is for people to read). */
const keyOf = (r: Pick<PlanRow, "property" | "kind" | "key">): string => JSON.stringify([r.property, r.kind, r.key]);

/** Repository-relative, no `..`, no backslash, no control characters. */
export const isSafePath = (p: string): boolean =>
  p.length > 0 && !p.startsWith("/") && !p.includes("\\") && !/[\u0000-\u001f\u007f]/.test(p) && !p.split("/").some((s) => s === ".." || s === "");

function withoutLocation(row: ClaimedRow): ClaimedRow {
  const { location: _dropped, ...rest } = row;
  return rest;
}
