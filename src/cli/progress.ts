// Row progress. On a terminal: one line rewritten in place (rows ended / total, failures
// so far, elapsed), with every row that did not pass printed above it as it lands. Off a
// terminal (a CI log): every row that did not pass, and a plain line at the rows' start,
// at each tenth of the rows and at least every 10 s while rows run, so a log never sits
// silent for minutes (a fork server's batch streams its seeds' ends: engine.ts onEnded).
import type { RowResult } from "../runners/engine.js";
import type { LaneName } from "../core/plan/lane-plan.js";
import type { CliIo } from "./io.js";
import { passing, plainProgress } from "../adapters/progress-line.js";

export { huntLines } from "../adapters/progress-line.js";

export interface LaneProgress {
  /** A row's final result (LanePorts.onResult). */
  onResult(r: RowResult, done: number, total: number): void;
  /** Rows whose first run ended, for progress only (LanePorts.onEnded). */
  onEnded(ended: number, total: number, lane: LaneName): void;
}

export function laneProgress(io: CliIo, now: () => number = Date.now): LaneProgress {
  const started = now();
  let [failing, ended] = [0, 0];
  const plain = plainProgress((l) => io.err(l), "rows");
  const draw = (lane: LaneName, done: number, total: number, failed?: string) => {
    const line = `  ${lane} ${Math.max(ended, done)}/${total} rows, ${failing} not passing, ${((now() - started) / 1000).toFixed(1)}s`;
    process.stderr.write(`\r\x1b[2K${failed === undefined ? "" : `  ✗ ${failed}\n`}${line}${done === total ? "\n" : ""}`);
  };
  return {
    onEnded: (n, total, lane) => {
      if (!io.isTTY) return plain.ended(n, total);
      ended = n;
      draw(lane, 0, total);
    },
    onResult: (r, done, total) => {
      const what = `${r.row.lane} ${r.row.property} ${r.row.kind} ${r.row.key}: ${r.outcome}`;
      if (!passing(r.outcome)) failing++;
      if (!io.isTTY) {
        if (!passing(r.outcome)) io.err(`  [${done}/${total}] ${what}`);
        return plain.result(passing(r.outcome), done, total);
      }
      draw(r.row.lane, done, total, passing(r.outcome) ? undefined : what);
      if (done === total) ended = 0; // check's next lane counts afresh
    },
  };
}
