// One row's stages, in the order it lives them: a runner's run of it (RunOutcome), the
// lane's claim of it in the results file (ClaimedRow), the gate's pairing of that claim
// with its own plan row (MatchedRow), and the judge's vote on it with its source
// (JudgedRow). Types only: the runners, the lane and the judge build them.
import type { RowJudgement } from "./judge/decision-tables.js";
import type { SourceRef } from "./inputs/model.js";
import type { Outcome, PlanRow, RowKind } from "./plan/lane-plan.js";

/** One production module the sealed test imported, and from where (seedgate_origin.py). */
export interface ModuleOrigin {
  readonly module: string;
  /** Where it was imported from (absolute, or workspace-relative once claimed), or null when it was not imported. */
  readonly file: string | null;
  readonly inside: boolean;
  /** The workspace's own copy (`src/packaging`), when the import did not come from it. */
  readonly local: string | null;
}

/** Run: what one run of one row concluded. Reruns and freezes are the lane engine's. */
export interface RunOutcome {
  readonly outcome: "pass" | "fail" | "timeout" | "error";
  readonly exitCode: number | null;
  readonly durationMs: number;
  /** Bounded tail of the run's output. */
  readonly tail: string;
  readonly detail: string;
  readonly location: { readonly file: string; readonly line: number } | undefined;
  /** Hypothesis' max_examples the run used, from seedgate's integrity evidence (the hunt records it). */
  readonly maxExamples?: number;
  /** Each @given argument's resolved strategy as printed, from seedgate's integrity evidence (the hunt records it: journal `sealed_inputs`). */
  readonly sealedInputs?: Readonly<Record<string, string>>;
  /** Where each production module the sealed test imports came from (hypothesis/origin.ts). */
  readonly origins?: readonly ModuleOrigin[];
  /** A failed fast-check fixture replay's error class, from seedgate's evidence (the hunt's same-failure check, hunt/fixtures.ts). */
  readonly failure?: { readonly type: string; readonly where: string };
}

/** Claimed: one row of a lane's results file (`schemas/lane-results.schema.json`), its runs settled. */
export interface ClaimedRow {
  readonly property: string;
  readonly kind: RowKind;
  readonly key: string;
  readonly outcome: Outcome;
  readonly durationMs: number;
  readonly exitCode: number | null;
  readonly attempts: number;
  readonly detail: string;
  readonly tail: string;
  readonly location?: { readonly file: string; readonly line: number };
  /** Where each production module the sealed test imports came from: the code under test was the repository's. */
  readonly origins?: readonly ModuleOrigin[];
}

/** Matched: a claimed row paired with the judge's own plan row. */
export interface MatchedRow {
  /** The judge's row: its `frozen` is the judge's, never the lane's. */
  readonly planned: PlanRow;
  readonly claimed: ClaimedRow;
  readonly file: string;
  /** The environment the claiming lane ran in (runtime, property library), for staleness. */
  readonly environment: Readonly<Record<string, string>>;
}

/** Judged: a matched row with the judge's vote, and what a reviewer needs to find and rerun it. */
export interface JudgedRow extends MatchedRow {
  readonly judgement: RowJudgement;
  /** The journal / ledger / seeds.json entry of the seed, fixture or case. */
  readonly source: SourceRef | undefined;
  /** The property's runner selector, for the raw reproduction command. */
  readonly selector: string | undefined;
}
