// The lane engine: runs plan rows with bounded concurrency, reruns a failing replay
// row only to tell mixed (flaky) from consistent (fail), and reports frozen rows
// without letting them vote. A rerun never turns a failure into a pass.
import type { Outcome, PlanRow } from "../core/lane-plan.js";
import type { RunOutcome } from "../runners/outcome.js";

export interface RowResult {
  readonly row: PlanRow;
  readonly outcome: Outcome;
  /** Every attempt, first run first: the evidence behind the outcome. */
  readonly attempts: readonly RunOutcome[];
}

export interface EngineOptions {
  readonly concurrency: number;
  /** Reruns of a failing replay row (default 2 in config). */
  readonly reruns: number;
  readonly onResult?: (r: RowResult, done: number, total: number) => void;
}

/** Outcome of one row from its attempts (pure, so each rule has its own test). */
export function classifyRow(row: PlanRow, attempts: readonly RunOutcome[]): Outcome {
  const first = attempts[0]!;
  let outcome: Outcome;
  if (first.outcome === "pass") outcome = "pass";
  else if (first.outcome === "error") outcome = "error";
  else if (attempts.slice(1).some((a) => a.outcome === "pass")) outcome = "flaky";
  else outcome = first.outcome; // fail or timeout, consistent across reruns
  // Frozen replay seeds report without voting; a pass is still a pass, an error still an error.
  if (row.frozen && (outcome === "fail" || outcome === "timeout" || outcome === "flaky")) return "frozen";
  return outcome;
}

async function runRow(row: PlanRow, runOne: (row: PlanRow) => Promise<RunOutcome>, reruns: number): Promise<RowResult> {
  const attempts = [await runOne(row)];
  // Holdouts and fixtures fail as they are; only replay seeds are rerun, to classify.
  const rerunnable = row.lane === "replay" && row.kind === "seed";
  if (rerunnable && (attempts[0]!.outcome === "fail" || attempts[0]!.outcome === "timeout")) {
    for (let i = 0; i < reruns; i++) attempts.push(await runOne(row));
  }
  return { row, outcome: classifyRow(row, attempts), attempts };
}

/** Results come back in plan order whatever order the runs finish in. */
export async function runRows(rows: readonly PlanRow[], runOne: (row: PlanRow) => Promise<RunOutcome>, opts: EngineOptions): Promise<RowResult[]> {
  const results: RowResult[] = new Array(rows.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    for (let i = next++; i < rows.length; i = next++) {
      results[i] = await runRow(rows[i]!, runOne, opts.reruns);
      opts.onResult?.(results[i]!, ++done, rows.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.concurrency, rows.length)) }, worker));
  return results;
}
