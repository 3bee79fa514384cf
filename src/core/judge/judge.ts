// The judge: one verdict from the seal, the base commit's sealed inputs and the
// lanes' claims, with every reason. Non-voting reports are another type and are
// only carried through, with one exception seed 002 asks for: an earned report
// whose PR-added property checks are all unearned blocks ("Block if this was the
// only new check"); telemetry and quarantine reports never reach `reasons`.
import type { ApprovalDecision } from "./approval.js";
import type { ClaimCheck } from "./claims.js";
import { judgeRow, type RowJudgement } from "./decision-tables.js";
import { error, notice, type Finding, type Verdict } from "../findings.js";
import type { LaneName, Outcome, PlanRow } from "../plan/lane-plan.js";
import type { Property, SourceRef } from "../inputs/model.js";
import type { JudgedRow, MatchedRow } from "../row.js";
import type { NonVotingReport } from "./non-voting.js";
import { secretIndex } from "../plan/plan.js";
import { environmentDrift, REHUNT_WORKFLOW, staleness } from "./environment-drift.js";
import { onlyUnearnedFindings } from "./unearned-vote.js";
import { laneReproduce } from "./reproduce.js";

export interface GateEvidence {
  /** The judge's own seal: sealed-path hits and manifest findings. */
  readonly seal: { readonly findings: readonly Finding[]; readonly sealedOnly: boolean };
  /** The sealed-change rule's answer; null when it was not asked (no sealed hit, or not sealed-only). */
  readonly approval: ApprovalDecision | null;
  /** Base-commit format findings (invalid journals, ledgers, fixture digests). */
  readonly model: readonly Finding[];
  readonly properties: ReadonlyMap<string, Property>;
  readonly claims: ClaimCheck;
  /** Reading the results directory and the workflow's own signals (a needed job that failed). */
  readonly intake: readonly Finding[];
  readonly nonVoting: readonly NonVotingReport[];
}

export interface LaneTally {
  readonly lane: LaneName;
  readonly votes: true;
  /** Rows the plan expects; `rows` below it means some are missing (a reason of its own). */
  readonly expected: number;
  readonly rows: number;
  readonly counts: Readonly<Record<Outcome, number>>;
  readonly blocking: number;
}

export interface Judgement {
  readonly verdict: Verdict;
  /** Every reason for a red verdict (errors only). */
  readonly reasons: readonly Finding[];
  /** Shown, never voting: approvals, frozen seeds, warnings. */
  readonly notes: readonly Finding[];
  readonly lanes: readonly LaneTally[];
  readonly blocking: readonly JudgedRow[];
  readonly reported: readonly JudgedRow[];
  readonly nonVoting: readonly NonVotingReport[];
}

export function judge(e: GateEvidence): Judgement {
  const decisions = new Map<string, RowJudgement>();
  // Sources are looked up only for the rows a reviewer is shown, not for 100,000 passes.
  const votes = e.claims.matched.map((m) => ({ m, judgement: decide1(e.properties.get(m.planned.property), m, decisions) }));
  const shown = (vote: string) =>
    votes.filter((v) => v.judgement.vote === vote).map((v) => withSource(v.m, v.judgement, e.properties.get(v.m.planned.property)));
  const blocking = shown("block");
  const reported = shown("report");
  const all = [
    ...sealFindings(e),
    ...e.model,
    ...e.intake,
    ...e.claims.findings,
    ...environmentFindings(e),
    ...onlyUnearnedFindings(e.nonVoting.filter((r) => r.kind === "earned")),
    ...blocking.map(rowFinding),
    ...reported.map(reportFinding),
  ];
  const reasons = all.filter((f) => f.severity === "error");
  return {
    verdict: reasons.length > 0 ? "failure" : "success",
    reasons,
    notes: all.filter((f) => f.severity !== "error"),
    lanes: (["replay", "holdout"] as const).map((lane) => tally(lane, e.claims.expected[lane], votes)),
    blocking,
    reported,
    nonVoting: e.nonVoting,
  };
}

// The plan came from these properties, so a missing one is an internal contradiction: block.
const decide1 = (p: Property | undefined, m: MatchedRow, decisions: Map<string, RowJudgement>): RowJudgement =>
  p ? staleSeed(p, m, decided(p, m, decisions)) : { vote: "block", table: "none", rule: null, action: null };

const withSource = (m: MatchedRow, judgement: RowJudgement, p: Property | undefined): JudgedRow => ({
  ...m,
  judgement,
  source: p ? sourceOf(p, m.planned) : undefined,
  selector: p?.selector,
});

export { environmentFamily, laneValue, staleness } from "./environment-drift.js";

/**
 * A replay seed hunted under another runtime or property library may now generate
 * other inputs: when the base records that re-hunt as pending, its failure is
 * reported as "stale", not a regression. Fixtures (bytes, portable) and holdouts
 * keep voting; an error still blocks. A drift the base does not record keeps the
 * vote (see `environmentFindings`).
 */
function staleSeed(p: Property, m: MatchedRow, d: RowJudgement): RowJudgement {
  if (d.vote !== "block" || m.planned.lane !== "replay" || m.planned.kind !== "seed" || m.claimed.outcome === "error") return d;
  const why = staleness(p, m.environment);
  return why === null
    ? d
    : {
        vote: "report",
        table: d.table,
        rule: "stale: re-hunt",
        action: `stale: re-hunt pending on main (${why}); run ${REHUNT_WORKFLOW}; fixtures and holdouts keep voting`,
      };
}

/**
 * One red reason per property whose lane environment moved without the base recording
 * a pending re-hunt: the pull request changed the property library or runtime itself.
 * Checked once per (property, claim file), not per row.
 */
function environmentFindings(e: GateEvidence): Finding[] {
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const m of e.claims.matched) {
    const key = JSON.stringify([m.planned.property, m.file]);
    if (seen.has(key)) continue;
    seen.add(key);
    const p = e.properties.get(m.planned.property);
    const d = p === undefined ? null : environmentDrift(p, m.environment);
    if (p === undefined || d === null || d.pending) continue;
    const shown = JSON.stringify([p.id, d.changes]); // the replay and holdout lanes report the same drift once
    if (seen.has(shown)) continue;
    seen.add(shown);
    out.push(
      error("environment.changed", `${p.id}: property library changed: re-hunt before merging (${d.changes.join(", ")}; the base records no pending re-hunt)`, {
        file: p.source.file,
        hint: `if main itself moved, record \`rehunt_pending\` in the journal on main (a sealed-only pull request) and run ${REHUNT_WORKFLOW} on this branch; otherwise revert the bump`,
      }),
    );
  }
  return out;
}

/** A row's decision depends only on these columns: decide each combination once (100,000 rows, a few dozen combinations). */
function decided(p: Property, m: MatchedRow, decisions: Map<string, RowJudgement>): RowJudgement {
  const key = `${p.format} ${m.planned.lane} ${m.planned.kind} ${m.planned.frozen} ${m.claimed.outcome}`;
  let d = decisions.get(key);
  if (d === undefined) decisions.set(key, (d = judgeRow(p, m.planned, m.claimed.outcome)));
  return d;
}

/** Sealed paths pass only in a sealed-only PR with a qualifying approval; manifests always vote. */
function sealFindings(e: GateEvidence): Finding[] {
  const hits = e.seal.findings.filter((f) => f.code === "seal.sealed-path");
  const rest = e.seal.findings.filter((f) => f.code !== "seal.sealed-path");
  if (hits.length === 0) return rest;
  if (e.approval?.approved) {
    const by = `approved by ${e.approval.by} (sealed owner ${e.approval.as}) on the head commit`;
    return [...rest, ...hits.map((h) => notice("seal.approved", `${h.message} — ${by}`, at(h)))];
  }
  const why = !e.seal.sealedOnly
    ? "the pull request changes sealed paths together with other files; split the sealed change into its own pull request"
    : (e.approval?.reason ?? "no approval information (run the gate with a GitHub token on the pull request)");
  return [
    ...rest,
    ...hits,
    error("seal.approval", `sealed paths changed without a qualifying approval: ${why}`, {
      hint: "a sealed-only pull request needs an approving review on its head commit from a sealed owner who is not its author and not a bot; re-run on pull_request_review",
    }),
  ];
}

const at = (f: Finding) => ({
  ...(f.file === undefined ? {} : { file: f.file }),
  ...(f.line === undefined ? {} : { line: f.line }),
  ...(f.hint === undefined ? {} : { hint: f.hint }),
});

export function sourceOf(p: Property, row: PlanRow): SourceRef {
  if (row.kind === "fixture") return p.fixtures.find((f) => f.path === row.key)?.source ?? p.source;
  if (row.kind === "case") return p.cases.find((c) => c.id === row.key)?.source ?? p.source;
  if (row.lane === "holdout" && secretIndex(row.key) !== undefined) return p.secretHoldout?.source ?? p.source;
  const seeds = row.lane === "replay" ? p.replay : p.holdout;
  return seeds.find((s) => String(s.seed) === row.key)?.source ?? p.source;
}

export const rowLabel = (r: Pick<MatchedRow, "planned">): string => `${r.planned.lane} ${r.planned.kind} ${r.planned.key} of ${r.planned.property}`;

function rowFinding(r: JudgedRow): Finding {
  const why = r.judgement.action ?? "no decision-table row decides this outcome; fail closed";
  const first = r.claimed.detail.split("\n")[0] ?? "";
  return error(`lane.${r.planned.lane}.${r.claimed.outcome}`, `${rowLabel(r)}: ${r.claimed.outcome} — ${why}${first ? ` (${first})` : ""}`, {
    ...(r.source ? { file: r.source.file, pointer: r.source.pointer, ...(r.source.line === undefined ? {} : { line: r.source.line }) } : {}),
    hint: `reproduce: ${laneReproduce("BASE", r.planned)}`,
  });
}

function reportFinding(r: JudgedRow): Finding {
  return notice(
    `lane.${r.planned.lane}.reported`,
    `${rowLabel(r)}: ${r.claimed.outcome}, reported without a vote (${r.judgement.action ?? r.judgement.rule ?? "report"})`,
    {
      ...(r.source ? { file: r.source.file, ...(r.source.line === undefined ? {} : { line: r.source.line }) } : {}),
    },
  );
}

const OUTCOMES: readonly Outcome[] = ["pass", "fail", "timeout", "error", "flaky", "frozen"];

function tally(lane: LaneName, expected: number, votes: readonly { m: MatchedRow; judgement: RowJudgement }[]): LaneTally {
  const counts = Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<Outcome, number>;
  let rows = 0;
  let blocking = 0;
  for (const v of votes) {
    if (v.m.planned.lane !== lane) continue;
    rows++;
    counts[v.m.claimed.outcome]++;
    if (v.judgement.vote === "block") blocking++;
  }
  return { lane, votes: true, expected, rows, counts, blocking };
}
