// The seeds' decision tables as data (decision-tables-data.ts), one evaluator.
// A table's domain is a union of column products; tests prove that over that
// domain exactly one row matches every input, and anything outside it blocks.
import { EXECUTOR_TABLE, JOURNAL_TABLE, LEDGER_TABLE, type Row, type Table, type Vote } from "./decision-tables-data.js";
import type { Outcome, PlanRow } from "../plan/lane-plan.js";
import type { Property } from "../inputs/model.js";

export { EXECUTOR_TABLE, JOURNAL_TABLE, LEDGER_TABLE, TABLES, type Row, type Table, type Vote } from "./decision-tables-data.js";

export type Input = Readonly<Record<string, string>>;

export type Decision =
  { readonly ok: true; readonly row: Row } | { readonly ok: false; readonly reason: "outside-domain" | "no-row" | "ambiguous"; readonly rows: readonly Row[] };

export const rowMatches = (row: Row, input: Input): boolean =>
  Object.entries(row.when).every(([col, values]) => Object.hasOwn(input, col) && values.includes(input[col]!));

/** An input is in the domain when one product names exactly its columns and holds each value. */
export const inDomain = (table: Table, input: Input): boolean =>
  table.domain.some((product) => {
    const cols = Object.keys(product);
    return cols.length === Object.keys(input).length && cols.every((c) => Object.hasOwn(input, c) && product[c]!.includes(input[c]!));
  });

/**
 * The one evaluator: exactly one matching row decides; none or several is no
 * decision. An input outside the domain is never decided, even by a row that
 * ignores the odd column: a value nobody wrote a row for must not pass.
 */
export function decide(table: Table, input: Input): Decision {
  if (!inDomain(table, input)) return { ok: false, reason: "outside-domain", rows: [] };
  const rows = table.rows.filter((r) => rowMatches(r, input));
  if (rows.length === 1) return { ok: true, row: rows[0]! };
  return { ok: false, reason: rows.length === 0 ? "no-row" : "ambiguous", rows };
}

/** The gate's view: an input no single row decides fails closed. */
export const voteOf = (table: Table, input: Input): Vote => {
  const d = decide(table, input);
  return d.ok ? d.row.vote : "block";
};

export interface RowJudgement {
  readonly vote: Vote;
  readonly table: string;
  /** The deciding row's name, or null when no single row decided (then the vote is block). */
  readonly rule: string | null;
  readonly action: string | null;
}

/**
 * One plan row's reported outcome through its format's table. `row.frozen` is the
 * judge's own plan (computed from the base commit at the judge's `now`), never the
 * lane's claim. Fixtures and ledger hashes are verified elsewhere; here a row that
 * exists in the plan is taken as hash-verified ("unchanged").
 */
export function judgeRow(property: Property, row: PlanRow, outcome: Outcome): RowJudgement {
  const target = tableInput(property, row, runOf(outcome));
  if (target === null) return { vote: "block", table: "none", rule: null, action: null };
  const [table, input] = target;
  const d = decide(table, input);
  return d.ok
    ? { vote: d.row.vote, table: table.name, rule: d.row.name, action: d.row.action }
    : { vote: "block", table: table.name, rule: null, action: null };
}

/** `flaky` is a fail then a pass on rerun; `frozen` means the lane skipped the row under a freeze. */
const runOf = (outcome: Outcome): string => (outcome === "flaky" ? "mixed" : outcome === "frozen" ? "skipped" : outcome);

function tableInput(p: Property, row: PlanRow, run: string): [Table, Input] | null {
  if (p.id !== row.property) return null;
  if (p.format === "journal" && row.kind === "seed") {
    const input = { lane: row.lane, hunt: row.lane === "replay" ? "hit" : "unused", run, freeze: row.frozen ? "active" : "none" };
    return [JOURNAL_TABLE, input];
  }
  if (p.format === "journal" && row.kind === "fixture" && row.lane === "replay") {
    // Fixtures are never frozen ("keep fixtures"), whatever the row says.
    return [JOURNAL_TABLE, { lane: "replay", hunt: "hit", run, freeze: "none" }];
  }
  if (p.format === "ledger" && row.lane === "replay" && (row.kind === "seed" || row.kind === "fixture")) {
    return [LEDGER_TABLE, { step: "replay", fixture: "unchanged", patch: run }];
  }
  if (p.format === "ledger" && row.lane === "holdout" && row.kind === "seed") return [LEDGER_TABLE, { step: "explore", patch: run }];
  if (p.format === "sealed" && row.lane === "replay" && row.kind === "case") {
    return [EXECUTOR_TABLE, { signal: run === "pass" ? "pinned-seed-holds" : "pinned-seed-failure" }];
  }
  // A row the plan never derives (a holdout fixture, a ledger fixture in the holdout lane): fail closed.
  return null;
}
