// The lane engine: runs plan rows with bounded concurrency, reruns a failing frozen
// replay row only to tell mixed (flaky) from consistent (fail), and reports the
// unstable frozen rows without letting them vote (a consistent failure still votes).
// A rerun never turns a failure into a pass, so an unfrozen row's failure is red
// whatever its reruns say: it is not rerun (a red pull request costs what a green one does).
import type { Outcome, PlanRow } from "../core/plan/lane-plan.js";
import type { RunOutcome } from "../core/row.js";
import { unitHold, workers } from "./workers.js";
import type { EndedAs, RowEnded } from "./seed-ends.js";

type UnitHold = ReturnType<typeof unitHold>;

export interface RowResult {
  readonly row: PlanRow;
  readonly outcome: Outcome;
  /** Every attempt, first run first: the evidence behind the outcome. */
  readonly attempts: readonly RunOutcome[];
  /** Why a failing replay seed was not rerun (its verdict could not change). */
  readonly notRerun?: string;
}

/** The report's words for a failing unfrozen replay seed: flaky or consistent, it blocks (decision-tables-data.ts). */
export const NOT_RERUN = "not rerun: the verdict is already red";

/** A runner that can take the first run of many rows in one process. */
export interface BatchRunner {
  /** Rows with the same key may share a batch; `undefined` runs the row alone. */
  key(row: PlanRow): string | undefined;
  /**
   * Whether the batch of this row's key runs its rows several at a time itself (the fork
   * server: one zygote pair, a fork per core). Such a group stays one unit, and it counts
   * as `width` of the engine's workers instead of being split into a unit per core.
   */
  fans?(row: PlanRow): boolean;
  /**
   * Whether a fanning batch of this row's key first boots on one core (the fork server's
   * zygotes import the framework) and calls `ready` once its rows start. Until then it
   * counts as one worker, so the next unit boots, or runs, on the core it leaves idle.
   */
  boots?(row: PlanRow): boolean;
  /** One outcome per row, in the given order. */
  run(rows: readonly PlanRow[], how: BatchRun): Promise<RunOutcome[]>;
}

/** How the engine runs one batch. */
export interface BatchRun {
  /** Progress only: may be called with a row's index in `rows` as its run ends, before the batch returns, and how its own line says it ended. */
  readonly ended?: RowEnded;
  /** How many rows a fanning batch may run at once (1 for any other). */
  readonly width: number;
  /** A booting batch (BatchRunner.boots) calls it once its rows start; any other call is ignored. */
  readonly ready?: () => void;
}

export interface EngineOptions {
  readonly concurrency: number;
  /** Reruns of a failing frozen replay row (default 2 in config): only a freeze's vote depends on them. */
  readonly reruns: number;
  /** Each row's final result (after its reruns), in the order they settle. */
  readonly onResult?: (r: RowResult, done: number, total: number) => void;
  /**
   * Progress only: how many rows' first runs have ended, first 0 as the rows start, then
   * each time it grows: a batch's rows as the batch streams them, and every row once its
   * first run returns (so it runs ahead of onResult, which waits for a whole batch and
   * its reruns). Never a verdict.
   */
  readonly onEnded?: (ended: number, total: number) => void;
  /**
   * Progress only: a batched row as its first run ends, with how its own line says it
   * ended, while the rest of its batch still runs (issue 46 item 4). Never a verdict: the
   * batch's evidence can still make it an error; onResult brings the final outcome.
   */
  readonly onRowEnded?: (row: PlanRow, as: EndedAs) => void;
  /** First runs only: reruns always go through `runOne`, one row per run. */
  readonly batch?: BatchRunner;
}

/** Outcome of one row from its attempts (pure, so each rule has its own test). */
export function classifyRow(row: PlanRow, attempts: readonly RunOutcome[]): Outcome {
  const first = attempts[0]!;
  let outcome: Outcome;
  if (first.outcome === "pass") outcome = "pass";
  else if (first.outcome === "error") outcome = "error";
  else if (attempts.slice(1).some((a) => a.outcome === "pass")) outcome = "flaky";
  else outcome = first.outcome; // fail or timeout, consistent across reruns
  // Seed 000: "Only the unstable seeds are skipped." A frozen seed that fails every
  // attempt is not unstable: it stays `fail` and blocks. Mixed reruns or a timeout
  // report without voting; a pass is still a pass, an error still an error.
  const failedEvery = attempts.every((a) => a.outcome === "fail");
  if (row.frozen && !failedEvery && (outcome === "fail" || outcome === "timeout" || outcome === "flaky")) return "frozen";
  return outcome;
}

async function finishRow(row: PlanRow, first: RunOutcome, runOne: (row: PlanRow) => Promise<RunOutcome>, reruns: number): Promise<RowResult> {
  const attempts = [first];
  // Holdouts and fixtures fail as they are; only replay seeds are rerun, to classify.
  const failed = row.lane === "replay" && row.kind === "seed" && (first.outcome === "fail" || first.outcome === "timeout");
  if (!failed) return { row, outcome: classifyRow(row, attempts), attempts };
  // Seed 000: an unfrozen seed blocks whether its reruns are consistent or mixed; only a
  // frozen seed's vote waits on them (mixed or timed out: reported; failed every attempt: blocks).
  if (reruns === 0) return { row, outcome: classifyRow(row, attempts), attempts };
  if (!row.frozen) return { row, outcome: classifyRow(row, attempts), attempts, notRerun: NOT_RERUN };
  for (let i = 0; i < reruns; i++) attempts.push(await runOne(row));
  return { row, outcome: classifyRow(row, attempts), attempts };
}

/**
 * Units of work as plan indices, in plan order of their first row. Rows sharing a
 * batch key are grouped, then split into at most `concurrency` near-equal chunks so
 * one property's seeds still use every core, unless the group fans (its batch uses the
 * cores itself). A chunk of one row runs alone.
 */
export function batchUnits(
  rows: readonly PlanRow[],
  key: ((row: PlanRow) => string | undefined) | undefined,
  concurrency: number,
  fans: (row: PlanRow) => boolean = () => false,
): number[][] {
  const groups = new Map<string, number[]>();
  const units: number[][] = [];
  rows.forEach((row, i) => {
    const k = key?.(row);
    if (k === undefined) return void units.push([i]);
    const group = groups.get(k);
    if (group) return void group.push(i);
    const fresh = [i];
    groups.set(k, fresh);
    units.push(fresh);
  });
  return units.flatMap((u) => {
    if (u.length > 1 && fans(rows[u[0]!]!)) return [u];
    const size = Math.ceil(u.length / Math.max(1, concurrency));
    return Array.from({ length: Math.ceil(u.length / size) }, (_, c) => u.slice(c * size, (c + 1) * size));
  });
}

const missingOutcome: RunOutcome = {
  outcome: "error",
  exitCode: null,
  durationMs: 0,
  tail: "",
  detail: "the batch runner returned no outcome for this row",
  location: undefined,
};

/**
 * The plan indexes whose first run ended; `report` hears the count as the rows start
 * and each time it grows (a throw there loses progress, never a run). True the first time an index ends.
 */
function endedRows(total: number, report: EngineOptions["onEnded"]): ((index: number) => boolean) & { has(index: number): boolean } {
  const seen = new Set<number>();
  const tell = () => {
    try {
      report?.(seen.size, total);
    } catch {
      // progress only
    }
  };
  if (total > 0) tell();
  const end = (index: number) => {
    if (seen.has(index)) return false;
    seen.add(index);
    if (report !== undefined) tell();
    return true;
  };
  return Object.assign(end, { has: (index: number) => seen.has(index) });
}

/**
 * Results come back in plan order whatever order the runs finish in. Units start in plan
 * order while fewer than `concurrency` workers are busy; a fanning unit counts as the
 * rows it runs at once (at most `concurrency`, and no more than it has left), so a fork
 * server's cores are not handed out twice, and as one while it boots
 * (BatchRunner.boots): a lane of many properties boots the next zygotes on the core a
 * booting one, or one down to its last row, leaves idle (workers.ts).
 */
export async function runRows(rows: readonly PlanRow[], runOne: (row: PlanRow) => Promise<RunOutcome>, opts: EngineOptions): Promise<RowResult[]> {
  const results: RowResult[] = new Array(rows.length);
  const fans = (r: PlanRow) => opts.batch?.fans?.(r) === true;
  const units = batchUnits(rows, opts.batch && ((r) => opts.batch!.key(r)), opts.concurrency, fans);
  const slots = Math.max(1, opts.concurrency);
  let done = 0;
  const ended = endedRows(rows.length, opts.onEnded);
  const tellRow = (row: PlanRow, as: EndedAs) => {
    try {
      opts.onRowEnded?.(row, as);
    } catch {
      // progress only
    }
  };
  const widthOf = (unit: readonly number[]) => (unit.length > 1 && fans(rows[unit[0]!]!) ? Math.min(slots, unit.length) : 1);
  const bootsOf = (unit: readonly number[]) => widthOf(unit) > 1 && opts.batch?.boots?.(rows[unit[0]!]!) === true;
  const pool = workers(slots);
  const firstRuns = async (unit: readonly number[], hold: UnitHold): Promise<RunOutcome[]> => {
    const unitRows = unit.map((i) => rows[i]!);
    if (unit.length === 1 || !opts.batch) return [await runOne(unitRows[0]!)];
    // How a row ended is told before its end is counted: the count's line then says it (a failure is "not passing" at once).
    const onEnded = (j: number, as?: EndedAs) => {
      const i = unit[j];
      if (i === undefined) return;
      if (as !== undefined && !ended.has(i)) tellRow(rows[i]!, as);
      ended(i);
      hold.ended(j);
    };
    const outs = await opts.batch.run(unitRows, { ended: onEnded, width: widthOf(unit), ready: hold.ready });
    return unit.map((_, j) => outs[j] ?? missingOutcome);
  };
  const runUnit = async (unit: readonly number[], hold: UnitHold) => {
    const firsts = await firstRuns(unit, hold);
    for (const i of unit) ended(i); // a batch that streamed none still counts its rows here
    for (const [j, i] of unit.entries()) {
      results[i] = await finishRow(rows[i]!, firsts[j]!, runOne, opts.reruns);
      opts.onResult?.(results[i]!, ++done, rows.length);
    }
  };
  const running = new Set<Promise<void>>();
  for (const unit of units) {
    while (pool.full()) await pool.released();
    const hold = unitHold(pool, unit.length, widthOf(unit), bootsOf(unit));
    const run: Promise<void> = runUnit(unit, hold).finally(() => {
      hold.end();
      running.delete(run);
    });
    running.add(run);
    run.catch(() => undefined); // awaited below; a unit that throws must not go unhandled meanwhile
  }
  await Promise.all(running);
  return results;
}
