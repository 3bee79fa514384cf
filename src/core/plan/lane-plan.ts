// A lane's plan: the rows the judge expects and the lane must report exactly once.
export type LaneName = "replay" | "holdout";

export type RowKind = "fixture" | "seed" | "case";

export interface PlanRow {
  readonly lane: LaneName;
  readonly property: string;
  readonly kind: RowKind;
  /** Seed number as a decimal string, fixture path, or case id. */
  readonly key: string;
  /** Under an unexpired replay freeze: runs, is reported, does not vote. */
  readonly frozen: boolean;
}

export const rowId = (r: Pick<PlanRow, "property" | "kind" | "key">): string => `${r.property}:${r.kind}:${r.key}`;

export type Outcome = "pass" | "fail" | "timeout" | "error" | "flaky" | "frozen";

export interface Shard {
  readonly index: number; // 1-based
  readonly total: number;
}
