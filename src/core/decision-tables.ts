// The seeds' decision tables as data: one row per line of each source table,
// one evaluator. A table's domain is a union of column products; tests prove
// that over that domain exactly one row matches every input.

/** block: fails the gate; allow: this lane/property passes; report: shown, never voted; continue: go to the next step. */
export type Vote = "block" | "allow" | "report" | "continue";

export type Input = Readonly<Record<string, string>>;

export interface Row {
  readonly name: string;
  /** Column -> accepted values; a column the row does not name matches anything. */
  readonly when: Readonly<Record<string, readonly string[]>>;
  readonly action: string;
  readonly vote: Vote;
}

export interface Table {
  readonly name: string;
  /** Union of products: each entry maps every column to its possible values. */
  readonly domain: readonly Readonly<Record<string, readonly string[]>>[];
  readonly rows: readonly Row[];
}

export type Decision =
  | { readonly ok: true; readonly row: Row }
  | { readonly ok: false; readonly reason: "no-row" | "ambiguous"; readonly rows: readonly Row[] };

export const rowMatches = (row: Row, input: Input): boolean =>
  Object.entries(row.when).every(([col, values]) => input[col] !== undefined && values.includes(input[col]!));

export function decide(table: Table, input: Input): Decision {
  const rows = table.rows.filter((r) => rowMatches(r, input));
  if (rows.length === 1) return { ok: true, row: rows[0]! };
  return { ok: false, reason: rows.length === 0 ? "no-row" : "ambiguous", rows };
}

/** The gate's view: an input no single row decides fails closed. */
export const voteOf = (table: Table, input: Input): Vote => {
  const d = decide(table, input);
  return d.ok ? d.row.vote : "block";
};

const RUNS = ["pass", "fail", "mixed", "timeout"];
const FREEZE = ["active", "none"];

/** Seed 000: one journal seed on one lane. `freeze` = an unexpired freeze names the seed. */
export const JOURNAL_TABLE: Table = {
  name: "journal (seed 000)",
  domain: [
    { lane: ["replay"], hunt: ["hit", "miss"], run: RUNS, freeze: FREEZE },
    { lane: ["holdout"], hunt: ["unseen", "proposer-saw"], run: RUNS, freeze: FREEZE },
  ],
  rows: [
    { name: "replay hit, patch fails: regression", when: { lane: ["replay"], hunt: ["hit"], run: ["fail"] }, action: "block merge (regression); a freeze never excuses a consistent failure", vote: "block" },
    { name: "replay hit, patch passes", when: { lane: ["replay"], hunt: ["hit"], run: ["pass"] }, action: "allow this lane", vote: "allow" },
    { name: "replay hit, mixed or timeout, frozen", when: { lane: ["replay"], hunt: ["hit"], run: ["mixed", "timeout"], freeze: ["active"] }, action: "report the frozen seed; fixtures keep running", vote: "report" },
    { name: "replay hit, mixed or timeout, not frozen", when: { lane: ["replay"], hunt: ["hit"], run: ["mixed", "timeout"], freeze: ["none"] }, action: "block merge: a flake votes until a freeze names it", vote: "block" },
    { name: "replay miss", when: { lane: ["replay"], hunt: ["miss"] }, action: "refuse lock; refuse freeze (invalid journal)", vote: "block" },
    { name: "holdout unseen, patch fails: invariant still live", when: { lane: ["holdout"], hunt: ["unseen"], run: ["fail"] }, action: "block merge", vote: "block" },
    { name: "holdout unseen, patch passes", when: { lane: ["holdout"], hunt: ["unseen"], run: ["pass"] }, action: "allow this lane", vote: "allow" },
    { name: "holdout unseen, mixed or timeout", when: { lane: ["holdout"], hunt: ["unseen"], run: ["mixed", "timeout"] }, action: "fail gate or drop the property; holdouts are never frozen", vote: "block" },
    { name: "proposer saw the holdout seed", when: { lane: ["holdout"], hunt: ["proposer-saw"] }, action: "move the seed to replay; do not call it holdout (invalid journal)", vote: "block" },
  ],
};

/** Seed 002: the ledger's observations, grouped by the step that makes them. */
export const LEDGER_TABLE: Table = {
  name: "ledger (seed 002)",
  domain: [
    { step: ["parent"], parent: ["fails-on-seed", "never-fails"], onlyNewCheck: ["yes", "no"] },
    { step: ["calibrate"], mutant: ["fails", "passes"], restore: ["passes", "fails"] },
    { step: ["replay"], fixture: ["unchanged", "rewritten"], patch: ["pass", "fail"] },
    { step: ["freeze"], required: ["yes", "no"] },
  ],
  rows: [
    { name: "property fails on parent with seed S", when: { step: ["parent"], parent: ["fails-on-seed"] }, action: "promote S to fixture; locked_by=human", vote: "continue" },
    { name: "property never fails on parent, only new check", when: { step: ["parent"], parent: ["never-fails"], onlyNewCheck: ["yes"] }, action: "status unearned; keep out of required", vote: "block" },
    { name: "property never fails on parent, other checks remain", when: { step: ["parent"], parent: ["never-fails"], onlyNewCheck: ["no"] }, action: "status unearned; keep out of required", vote: "report" },
    { name: "mutant fails on S and restore passes", when: { step: ["calibrate"], mutant: ["fails"], restore: ["passes"] }, action: "treat S as a calibrated pre-fix seed", vote: "continue" },
    { name: "mutant passes on S", when: { step: ["calibrate"], mutant: ["passes"] }, action: "S is not calibrated; the property stays unearned", vote: "report" },
    { name: "mutant fails on S but restore fails too", when: { step: ["calibrate"], mutant: ["fails"], restore: ["fails"] }, action: "S is not calibrated; the property stays unearned", vote: "report" },
    { name: "post-patch still fails on S", when: { step: ["replay"], fixture: ["unchanged"], patch: ["fail"] }, action: "keep fixture; reject the patch", vote: "block" },
    { name: "post-patch passes S, hash unchanged", when: { step: ["replay"], fixture: ["unchanged"], patch: ["pass"] }, action: "log exploration seeds only; this property may vote", vote: "allow" },
    { name: "agent rewrites fixture bytes", when: { step: ["replay"], fixture: ["rewritten"] }, action: "hash mismatch", vote: "block" },
    { name: "unseeded failure frozen, not required", when: { step: ["freeze"], required: ["no"] }, action: "freeze; cannot_gate=true; no required vote", vote: "report" },
    { name: "unseeded failure frozen but required", when: { step: ["freeze"], required: ["yes"] }, action: "a frozen test listed as required fails closed", vote: "block" },
  ],
};

/** Seed 003: the three executors and the one merge bit. */
export const EXECUTOR_TABLE: Table = {
  name: "executors (seed 003)",
  domain: [
    {
      signal: [
        "sealed-path-in-diff",
        "manifest-mismatch",
        "pinned-seed-failure",
        "example-test-result",
        "fixture-bytes-changed",
        "example-golden-rewritten",
        "quarantined-node-result",
        "catalog-thaw-without-manifest",
      ],
    },
  ],
  rows: [
    { name: "sealed path in the diff", when: { signal: ["sealed-path-in-diff"] }, action: "write-set check", vote: "block" },
    { name: "MANIFEST.sha256 mismatch", when: { signal: ["manifest-mismatch"] }, action: "sealed hash", vote: "block" },
    { name: "property failure on a pinned seed", when: { signal: ["pinned-seed-failure"] }, action: "executor 2 (sealed)", vote: "block" },
    { name: "example test fail or new pass", when: { signal: ["example-test-result"] }, action: "executor 1 (telemetry): record only", vote: "report" },
    { name: "fixture bytes the oracle reads changed", when: { signal: ["fixture-bytes-changed"] }, action: "fixture manifest", vote: "block" },
    { name: "example golden rewritten in the patch", when: { signal: ["example-golden-rewritten"] }, action: "executor 1 (telemetry): record only", vote: "report" },
    { name: "quarantined node fail or pass", when: { signal: ["quarantined-node-result"] }, action: "executor 3 (quarantine): record only", vote: "report" },
    { name: "catalog thaw without manifest update", when: { signal: ["catalog-thaw-without-manifest"] }, action: "sealed hash", vote: "block" },
  ],
};

export const TABLES: readonly Table[] = [JOURNAL_TABLE, LEDGER_TABLE, EXECUTOR_TABLE];
