// Row progress. On a terminal: one line rewritten in place (rows ended / total, failures
// so far, elapsed), with every row that did not pass printed above it as it lands. Off a
// terminal (a CI log): every row that did not pass, and a plain line at the rows' start,
// at each tenth of the rows and at least every 10 s while rows run, so a log never sits
// silent for minutes (a fork server's batch streams its seeds' ends: engine.ts onEnded).
// A batched row that did not pass is printed as it ends, by its own line (onRowEnded,
// marked "as it ended"), not at its batch's end, and counts as not passing from then; its
// final result wins: printed again only if the batch's evidence changed it (a pass too),
// and counted once (progress-line.ts notPassing).
import type { RowResult } from "../runners/engine.js";
import type { LaneName, PlanRow } from "../core/plan/lane-plan.js";
import type { EndedAs } from "../runners/seed-ends.js";
import type { CliIo } from "./io.js";
import { notPassing, passing, plainProgress } from "../adapters/progress-line.js";

export { huntLines } from "../adapters/progress-line.js";

export interface LaneProgress {
  /** A row's final result (LanePorts.onResult). */
  onResult(r: RowResult, done: number, total: number): void;
  /** Rows whose first run ended, for progress only (LanePorts.onEnded). */
  onEnded(ended: number, total: number, lane: LaneName): void;
  /** A batched row as it ends, by its own line, for progress only (LanePorts.onRowEnded). */
  onRowEnded(row: PlanRow, as: EndedAs): void;
}

const rowId = (row: PlanRow): string => `${row.lane} ${row.property} ${row.kind} ${row.key}`;

export function laneProgress(io: CliIo, now: () => number = Date.now): LaneProgress {
  const started = now();
  let [ended, rows] = [0, 0];
  const failing = notPassing();
  const plain = plainProgress((l) => io.err(l), "rows");
  /** What was printed for a row as it ended: its final result is printed only if it says otherwise. */
  const early = new Map<string, string>();
  const draw = (lane: LaneName, done: number, total: number, failed?: string) => {
    const line = `  ${lane} ${Math.max(ended, done)}/${total} rows, ${failing.count()} not passing, ${((now() - started) / 1000).toFixed(1)}s`;
    process.stderr.write(
      `\r\x1b[2K${failed === undefined ? "" : `  ${failed.endsWith(": pass") ? "✓" : "✗"} ${failed}\n`}${line}${done === total ? "\n" : ""}`,
    );
  };
  return {
    onEnded: (n, total, lane) => {
      if (!io.isTTY) return plain.ended(n, total);
      [ended, rows] = [n, total];
      draw(lane, 0, total);
    },
    onRowEnded: (row, as) => {
      if (passing(as)) return;
      early.set(rowId(row), as);
      if (!io.isTTY) return (plain.told(rowId(row), as), io.err(`  [as it ended] ${rowId(row)}: ${as}`));
      failing.told(rowId(row), as);
      draw(row.lane, 0, rows, `${rowId(row)}: ${as} (as it ended)`);
    },
    onResult: (r, done, total) => {
      const what = `${rowId(r.row)}: ${r.outcome}`;
      const told = early.get(rowId(r.row));
      early.delete(rowId(r.row));
      // Printed: a row that did not pass, unless told so as it ended; a row told otherwise as it ended, a pass too.
      const print = told === undefined ? !passing(r.outcome) : told !== r.outcome;
      if (!io.isTTY) {
        if (print) io.err(`  [${done}/${total}] ${what}`);
        return plain.result(passing(r.outcome), done, total, rowId(r.row));
      }
      failing.result(passing(r.outcome), rowId(r.row));
      draw(r.row.lane, done, total, print ? what : undefined);
      if (done !== total) return;
      ended = 0; // check's next lane counts its rows and failures afresh, as off a terminal
      failing.reset();
    },
  };
}
