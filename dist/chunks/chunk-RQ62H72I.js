import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  linkNodeModules,
  withWorktree
} from "./chunk-5LS33TRP.js";
import {
  gitAt,
  runGit
} from "./chunk-Q35FYUMK.js";

// src/cli/head-tree.ts
async function inHeadTree(cwd, head, fn) {
  const top = (await runGit(cwd ?? process.cwd(), ["rev-parse", "--show-toplevel"])).toString("utf8").trim();
  const sha = await gitAt(top).resolve(head);
  return withWorktree(top, sha, async (dir) => {
    linkNodeModules(top, dir);
    return fn(gitAt(dir), sha);
  });
}

// src/cli/progress.ts
function laneProgress(io, now = Date.now) {
  const started = now();
  let failing = 0;
  return (r, done, total) => {
    const what = `${r.row.lane} ${r.row.property} ${r.row.kind} ${r.row.key}: ${r.outcome}`;
    if (r.outcome !== "pass") failing++;
    if (!io.isTTY) return io.err(`  [${done}/${total}] ${what}`);
    const line = `  ${r.row.lane} ${done}/${total} rows, ${failing} not passing, ${((now() - started) / 1e3).toFixed(1)}s`;
    process.stderr.write(`\r\x1B[2K${r.outcome === "pass" ? "" : `  ✗ ${what}
`}${line}${done === total ? "\n" : ""}`);
  };
}

export {
  inHeadTree,
  laneProgress
};
