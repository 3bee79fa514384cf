// Failing rows grouped by property, so 42 failing seeds of one property are one
// line ("balance: 1 fixture and 41 replay seeds fail — regression"), not 42.
import type { JudgedRow } from "../core/row.js";
import type { Outcome } from "../core/plan/lane-plan.js";
import type { VotedProperty } from "../core/judge/voted.js";
import { isMissingSecret } from "../core/plan/secret-holdout.js";

export interface PropertyGroup {
  readonly property: string;
  readonly rows: readonly JudgedRow[];
}

export function byProperty(rows: readonly JudgedRow[]): PropertyGroup[] {
  const groups = new Map<string, JudgedRow[]>();
  for (const r of rows) groups.set(r.planned.property, [...(groups.get(r.planned.property) ?? []), r]);
  return [...groups.entries()].map(([property, rs]) => ({ property, rows: rs }));
}

const VERB: Record<Outcome, [string, string]> = {
  fail: ["fails", "fail"],
  timeout: ["times out", "time out"],
  error: ["errors", "error"],
  flaky: ["is flaky", "are flaky"],
  frozen: ["is frozen", "are frozen"],
  pass: ["passes", "pass"],
};

/** "1 fixture and 12 replay seeds fail; 1 holdout seed times out". */
export function rowsPhrase(rows: readonly JudgedRow[]): string {
  const outcomes = [...new Set(rows.map((r) => r.claimed.outcome))];
  return outcomes
    .map((o) => {
      const these = rows.filter((r) => r.claimed.outcome === o);
      return `${kinds(these)} ${VERB[o][these.length === 1 ? 0 : 1]}`;
    })
    .join("; ");
}

function kinds(rows: readonly JudgedRow[]): string {
  const names = [...new Set(rows.map(kindName))];
  const parts = names.map((name) => {
    const n = rows.filter((r) => kindName(r) === name).length;
    return `${n} ${name}${n === 1 ? "" : "s"}`;
  });
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

const kindName = (r: JudgedRow): string => (r.planned.kind === "seed" ? `${r.planned.lane} seed` : r.planned.kind === "case" ? "case" : "fixture");

/**
 * Why these rows block, in the decision table's words ("regression"); a holdout
 * failing where every replay row passed is an overfit: the patch fits the
 * pinned seeds, not the invariant.
 */
export function why(group: PropertyGroup, voted: readonly VotedProperty[]): string {
  const replay = voted.find((v) => v.property === group.property)?.lanes.replay;
  // A secret holdout the lane could not derive (no secret: a fork) never ran, so it shows no overfit.
  const holdoutOnly = group.rows.every((r) => r.planned.lane === "holdout" && !isMissingSecret(r.claimed.detail));
  if (holdoutOnly && replay !== undefined && replay.rows > 0 && replay.pass === replay.rows) return "overfit: every replay row passes, the holdout still fails";
  const labels = [...new Set(group.rows.map((r) => label(r.judgement.action)))];
  return labels.join("; ");
}

/** "block merge (regression)" → "regression"; a long action is kept as it is. */
function label(action: string | null): string {
  if (action === null) return "no decision-table row decides this outcome; fail closed";
  const m = /^block merge \(([^)]+)\)$/.exec(action);
  return m ? m[1]! : action.replace(/^block merge: /, "");
}
