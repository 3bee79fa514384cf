import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  passing,
  plainProgress
} from "./chunk-2YFGGE75.js";

// src/cli/progress.ts
var rowId = (row) => `${row.lane} ${row.property} ${row.kind} ${row.key}`;
function laneProgress(io, now = Date.now) {
  const started = now();
  let [failing, ended, rows] = [0, 0, 0];
  const plain = plainProgress((l) => io.err(l), "rows");
  const early = /* @__PURE__ */ new Map();
  const draw = (lane, done, total, failed) => {
    const line = `  ${lane} ${Math.max(ended, done)}/${total} rows, ${failing} not passing, ${((now() - started) / 1e3).toFixed(1)}s`;
    process.stderr.write(`\r\x1B[2K${failed === void 0 ? "" : `  ✗ ${failed}
`}${line}${done === total ? "\n" : ""}`);
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
      if (!io.isTTY) return io.err(`  [as it ended] ${rowId(row)}: ${as}`);
      draw(row.lane, 0, rows, `${rowId(row)}: ${as} (as it ended)`);
    },
    onResult: (r, done, total) => {
      const what = `${rowId(r.row)}: ${r.outcome}`;
      const shown = early.get(rowId(r.row)) === r.outcome;
      early.delete(rowId(r.row));
      if (!passing(r.outcome)) failing++;
      if (!io.isTTY) {
        if (!passing(r.outcome) && !shown) io.err(`  [${done}/${total}] ${what}`);
        return plain.result(passing(r.outcome), done, total);
      }
      draw(r.row.lane, done, total, passing(r.outcome) || shown ? void 0 : what);
      if (done === total) ended = 0;
    }
  };
}

export {
  laneProgress
};
