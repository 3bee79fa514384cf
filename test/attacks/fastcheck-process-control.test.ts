// The control of the fast-check `isolation: process` attack rows
// (table-fastcheck-process.ts): each payload, with the bug kept, through one journal
// seed row (`runFastCheck`, no `check`, no git history). Under `shared` it forges a
// pass, so the payload has teeth; under `process` the same row is not a pass, so the
// red of the CLI row (fastcheck-process.test.ts) comes from the isolation, not from a
// payload that breaks itself. The table's own strings are run, so the two cannot drift.
import { mkdirSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import picomatch from "picomatch";
import { afterAll, expect, test } from "vitest";
import { processExec } from "../../src/adapters/exec.js";
import { DEFAULT_CONFIG } from "../../src/core/inputs/config-defaults.js";
import { runFastCheck } from "../../src/runners/fast-check/fast-check.js";
import { SHARED_NODE, type NodeIsolation } from "../../src/runners/fast-check/isolation.js";
import { tempRepo, type TempRepo } from "../support/repo.js";
import { BUG, fastCheckProcessRows, type ProcessRow } from "./table-fastcheck-process.js";

const EXAMPLE = resolve("examples/fast-check/project");
const SELECTOR = "test/intervals.test.ts::merge > covers the same points";
/** A journal seed of the example: fast-check 4.11 finds the bug under it (README: seeds 3 and 8 hit). */
const SEED = 3;
const PROCESS: NodeIsolation = { kind: "process", oracleFiles: DEFAULT_CONFIG.sealed.map((glob) => picomatch.makeRe(glob, { dot: true }).source) };
const ENV = { PATH: process.env.PATH, HOME: process.env.HOME };

const repos: TempRepo[] = [];
afterAll(() => {
  for (const r of repos) r.cleanup();
});

/** The example project with the row's src/intervals.js (or a symlink to its bytes at `row.at`). */
function project(row: Pick<ProcessRow, "intervals" | "at">): string {
  const repo = tempRepo("seedgate-fc-control-");
  repos.push(repo);
  mkdirSync(join(repo.dir, "node_modules"));
  for (const name of readdirSync(resolve("node_modules"))) symlinkSync(resolve("node_modules", name), join(repo.dir, "node_modules", name));
  repo.write(".gitignore", "node_modules/\n");
  repo.write("package.json", readFileSync(join(EXAMPLE, "package.json")));
  repo.write("test/intervals.test.ts", readFileSync(join(EXAMPLE, "test/intervals.test.ts")));
  if (row.at === undefined) repo.write("src/intervals.js", row.intervals);
  else {
    repo.write(row.at, row.intervals);
    repo.symlink("src/intervals.js", relative(join(repo.dir, "src"), join(repo.dir, row.at)));
  }
  repo.commit("the example with the row's production code");
  return repo.dir;
}

const run = (root: string, isolation: NodeIsolation) =>
  runFastCheck(processExec, { root, selector: SELECTOR, seed: SEED, timeoutMs: 120_000, baseEnv: ENV, isolation });

test(`the bug alone fails seed ${SEED} under both settings (the seed hits)`, async () => {
  const root = project({ intervals: BUG });
  for (const isolation of [SHARED_NODE, PROCESS]) {
    const r = await run(root, isolation);
    expect(r.outcome, `${isolation.kind}: ${r.detail}\n${r.tail}`).toBe("fail");
  }
}, 240_000);

for (const row of fastCheckProcessRows.filter((r) => r.verdict === "failure"))
  test(`shared forges a pass, process does not: ${row.name}`, async () => {
    const root = project(row);
    const shared = await run(root, SHARED_NODE);
    expect(shared.outcome, `shared: ${shared.detail}\n${shared.tail}`).toBe("pass");
    const isolated = await run(root, PROCESS);
    expect(isolated.outcome, `process: ${isolated.detail}\n${isolated.tail}`).not.toBe("pass");
  }, 240_000);
