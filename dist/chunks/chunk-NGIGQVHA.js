import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  notPassing,
  passing,
  plainProgress
} from "./chunk-EEUH5JB3.js";

// src/cli/progress.ts
var rowId = (row) => `${row.lane} ${row.property} ${row.kind} ${row.key}`;
function laneProgress(io, now = Date.now) {
  const started = now();
  let [ended, rows] = [0, 0];
  const failing = notPassing();
  const plain = plainProgress((l) => io.err(l), "rows");
  const early = /* @__PURE__ */ new Map();
  const draw = (lane, done, total, failed) => {
    const line = `  ${lane} ${Math.max(ended, done)}/${total} rows, ${failing.count()} not passing, ${((now() - started) / 1e3).toFixed(1)}s`;
    process.stderr.write(
      `\r\x1B[2K${failed === void 0 ? "" : `  ${failed.endsWith(": pass") ? "✓" : "✗"} ${failed}
`}${line}${done === total ? "\n" : ""}`
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
      if (!io.isTTY) return plain.told(rowId(row), as), io.err(`  [as it ended] ${rowId(row)}: ${as}`);
      failing.told(rowId(row), as);
      draw(row.lane, 0, rows, `${rowId(row)}: ${as} (as it ended)`);
    },
    onResult: (r, done, total) => {
      const what = `${rowId(r.row)}: ${r.outcome}`;
      const told = early.get(rowId(r.row));
      early.delete(rowId(r.row));
      const print = told === void 0 ? !passing(r.outcome) : told !== r.outcome;
      if (!io.isTTY) {
        if (print) io.err(`  [${done}/${total}] ${what}`);
        return plain.result(passing(r.outcome), done, total, rowId(r.row));
      }
      failing.result(passing(r.outcome), rowId(r.row));
      draw(r.row.lane, done, total, print ? what : void 0);
      if (done !== total) return;
      ended = 0;
      failing.reset();
    }
  };
}

export {
  laneProgress
};
