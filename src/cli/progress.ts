// Lane progress for a terminal: one line rewritten in place (done / total, failures
// so far, elapsed), with every row that did not pass printed above it as it lands.
// Off a terminal (a log file, CI), one plain line per row instead.
import type { RowResult } from "../runners/engine.js";
import type { CliIo } from "./io.js";

export function laneProgress(io: CliIo, now: () => number = Date.now): (r: RowResult, done: number, total: number) => void {
  const started = now();
  let failing = 0;
  return (r, done, total) => {
    const what = `${r.row.lane} ${r.row.property} ${r.row.kind} ${r.row.key}: ${r.outcome}`;
    if (r.outcome !== "pass") failing++;
    if (!io.isTTY) return io.err(`  [${done}/${total}] ${what}`);
    const line = `  ${r.row.lane} ${done}/${total} rows, ${failing} not passing, ${((now() - started) / 1000).toFixed(1)}s`;
    process.stderr.write(`\r\x1b[2K${r.outcome === "pass" ? "" : `  ✗ ${what}\n`}${line}${done === total ? "\n" : ""}`);
  };
}
