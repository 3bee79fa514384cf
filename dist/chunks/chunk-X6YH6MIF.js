import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  passing,
  plainProgress
} from "./chunk-2YFGGE75.js";

// src/cli/progress.ts
function laneProgress(io, now = Date.now) {
  const started = now();
  let [failing, ended] = [0, 0];
  const plain = plainProgress((l) => io.err(l), "rows");
  const draw = (lane, done, total, failed) => {
    const line = `  ${lane} ${Math.max(ended, done)}/${total} rows, ${failing} not passing, ${((now() - started) / 1e3).toFixed(1)}s`;
    process.stderr.write(`\r\x1B[2K${failed === void 0 ? "" : `  ✗ ${failed}
`}${line}${done === total ? "\n" : ""}`);
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
      draw(r.row.lane, done, total, passing(r.outcome) ? void 0 : what);
      if (done === total) ended = 0;
    }
  };
}

export {
  laneProgress
};
