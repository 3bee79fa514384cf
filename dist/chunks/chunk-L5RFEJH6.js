import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  plainProgress
} from "./chunk-TNL273QA.js";

// src/cli/progress.ts
function laneProgress(io, now = Date.now) {
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
    const line = `  ${r.row.lane} ${done}/${total} rows, ${failing} not passing, ${((now() - started) / 1e3).toFixed(1)}s`;
    process.stderr.write(`\r\x1B[2K${r.outcome === "pass" ? "" : `  ✗ ${what}
`}${line}${done === total ? "\n" : ""}`);
  };
}

export {
  laneProgress
};
