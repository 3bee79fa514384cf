// What voted, per property: the green comment names the properties, their rows
// and their time, and "overfit caught by the holdout" needs to know that the
// replay rows of a property passed while its holdout rows failed.
import type { MatchedRow } from "../row.js";
import type { LaneName } from "../plan/lane-plan.js";

export interface VotedProperty {
  readonly property: string;
  readonly rows: number;
  readonly durationMs: number;
  /** Rows and passes per lane. */
  readonly lanes: Readonly<Partial<Record<LaneName, { readonly rows: number; readonly pass: number }>>>;
}

export function votedProperties(matched: readonly MatchedRow[]): VotedProperty[] {
  const by = new Map<string, { rows: number; durationMs: number; lanes: Partial<Record<LaneName, { rows: number; pass: number }>> }>();
  for (const m of matched) {
    const p = by.get(m.planned.property) ?? { rows: 0, durationMs: 0, lanes: {} };
    p.rows++;
    p.durationMs += Math.max(0, m.claimed.durationMs);
    const lane = (p.lanes[m.planned.lane] ??= { rows: 0, pass: 0 });
    lane.rows++;
    if (m.claimed.outcome === "pass") lane.pass++;
    by.set(m.planned.property, p);
  }
  return [...by.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([property, p]) => ({ property, ...p }));
}
