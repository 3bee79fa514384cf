// Row progress. On a terminal: one line rewritten in place (done / total, failures so
// far, elapsed), with every row that did not pass printed above it as it lands. Off a
// terminal (a CI log): every row that did not pass, and a plain line at each tenth of
// the rows and at least every 10 s while rows run, so a log never sits silent for minutes.
import type { RowResult } from "../runners/engine.js";
import type { CliIo } from "./io.js";
import { plainProgress } from "../adapters/progress-line.js";

export { plainProgress };

export function laneProgress(io: CliIo, now: () => number = Date.now): (r: RowResult, done: number, total: number) => void {
  const started = now();
  let failing = 0;
  const plain = plainProgress((l) => io.err(l), "rows");
  return (r, done, total) => {
    const what = `${r.row.lane} ${r.row.property} ${r.row.kind} ${r.row.key}: ${r.outcome}`;
    if (r.outcome !== "pass") failing++;
    if (!io.isTTY) {
      if (r.outcome !== "pass") io.err(`  [${done}/${total}] ${what}`);
      return plain(r.outcome === "pass", done, total);
    }
    const line = `  ${r.row.lane} ${done}/${total} rows, ${failing} not passing, ${((now() - started) / 1000).toFixed(1)}s`;
    process.stderr.write(`\r\x1b[2K${r.outcome === "pass" ? "" : `  ✗ ${what}\n`}${line}${done === total ? "\n" : ""}`);
  };
}
