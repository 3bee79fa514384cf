// The judge's expectation of a lane: every row a lane must report exactly once.
// Derived from the base commit's SealedModel only, so a pull request cannot
// shrink its own workload.
import { usageError } from "../errors.js";
import { type LaneName, type PlanRow, type Shard } from "./lane-plan.js";
import type { Property, SealedModel } from "../inputs/model.js";

/** A freeze is over at and after its instant: `until` itself already votes. An unparsable instant never freezes. */
export const freezeActive = (p: Property, now: Date): boolean => p.freeze !== undefined && now.getTime() < Date.parse(p.freeze.until);

/**
 * Which rows exist depends only on the model, never on `now`: lanes and the judge
 * agree on the row set (and so on shards) even if a freeze expires in between.
 * Only `frozen` depends on `now`; the judge votes with its own clock.
 */
export function planLane(model: SealedModel, lane: LaneName, now: Date, shard?: Shard): PlanRow[] {
  const voting = model.properties.filter((p) => p.votes);
  const rows = unique(lane === "replay" ? replayRows(voting, now) : holdoutRows(voting));
  return shard === undefined ? rows : shardSlice(rows, shard);
}

// Fixtures first: they are cheap, never frozen, and catch a regression soonest.
function replayRows(props: readonly Property[], now: Date): PlanRow[] {
  const fixtures = props.flatMap((p) => p.fixtures.map((f): PlanRow => ({ lane: "replay", property: p.id, kind: "fixture", key: f.path, frozen: false })));
  const seeds = props.flatMap((p) => {
    const frozen = freezeActive(p, now) ? new Set(p.freeze!.seeds) : new Set<number>();
    return p.replay.map((s): PlanRow => ({ lane: "replay", property: p.id, kind: "seed", key: String(s.seed), frozen: frozen.has(s.seed) }));
  });
  const cases = props.flatMap((p) => p.cases.map((c): PlanRow => ({ lane: "replay", property: p.id, kind: "case", key: c.id, frozen: false })));
  return [...fixtures, ...seeds, ...cases];
}

// There is no freeze for holdouts: every holdout row votes. Secret holdouts are
// planned by index (`#1`..`#k`): the judge never learns their values.
const holdoutRows = (props: readonly Property[]): PlanRow[] =>
  props.flatMap((p) => [
    ...p.holdout.map((s): PlanRow => ({ lane: "holdout", property: p.id, kind: "seed", key: String(s.seed), frozen: false })),
    ...Array.from({ length: p.secretHoldout?.k ?? 0 }, (_, i): PlanRow => ({
      lane: "holdout",
      property: p.id,
      kind: "seed",
      key: secretKey(i + 1),
      frozen: false,
    })),
  ]);

/** The row key of the i-th (1-based) secret holdout. */
export const secretKey = (i: number): string => `#${i}`;
export const secretIndex = (key: string): number | undefined => (/^#[1-9]\d*$/.test(key) ? Number(key.slice(1)) : undefined);

/**
 * A duplicated seed is already an error finding; dropping the repeat here keeps
 * the plan's own contract (each row id once) so "reported exactly once" is checkable.
 */
function unique(rows: readonly PlanRow[]): PlanRow[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const id = JSON.stringify([r.property, r.kind, r.key]); // a tuple: ids may not be trusted to lack ":"
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * Contiguous, near-equal slices of the ordered plan (sizes differ by at most one).
 * Deterministic, a partition of the plan, and a property's seeds stay adjacent, so
 * a runner can batch them into one process per property per shard.
 */
export function shardSlice<T>(rows: readonly T[], shard: Shard): T[] {
  const { index, total } = shard;
  if (!Number.isInteger(total) || total < 1 || !Number.isInteger(index) || index < 1 || index > total) {
    throw usageError(`invalid shard ${index}/${total}`, "shards are 1-based: index in 1..total");
  }
  const start = Math.floor(((index - 1) * rows.length) / total);
  const end = Math.floor((index * rows.length) / total);
  return rows.slice(start, end);
}
