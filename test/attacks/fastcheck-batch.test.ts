// The fast-check `isolation: process` attack payloads (table-fastcheck-process.ts), with
// the bug kept, through a lane's batch of seeds (runFastCheckSeeds: one vitest run, a
// fresh worker per seed) and through one run per seed: the same outcome and detail for
// every seed under both settings, so batching neither forges a pass nor loses a red.
import { mkdirSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import picomatch from "picomatch";
import { afterAll, expect, test } from "vitest";
import { processExec } from "../../src/adapters/exec.js";
import { DEFAULT_CONFIG } from "../../src/core/inputs/config-defaults.js";
import { runFastCheckSeeds } from "../../src/runners/fast-check/batch.js";
import { runFastCheck } from "../../src/runners/fast-check/fast-check.js";
import { SHARED_NODE, type NodeIsolation } from "../../src/runners/fast-check/isolation.js";
import { tempRepo, type TempRepo } from "../support/repo.js";
import { BUG, fastCheckProcessRows, type ProcessRow } from "./table-fastcheck-process.js";

const EXAMPLE = resolve("examples/fast-check/project");
const SELECTOR = "test/intervals.test.ts::merge > covers the same points";
/** The example's README: seeds 3 and 8 hit under fast-check 4.11, 1 does not. */
const SEEDS = [1, 3, 8];
const PROCESS: NodeIsolation = { kind: "process", oracleFiles: DEFAULT_CONFIG.sealed.map((glob) => picomatch.makeRe(glob, { dot: true }).source) };
const ENV = { PATH: process.env.PATH, HOME: process.env.HOME };

const repos: TempRepo[] = [];
afterAll(() => {
  for (const r of repos) r.cleanup();
});

/** The example project with the row's src/intervals.js (or a symlink to its bytes at `row.at`). */
function project(row: Pick<ProcessRow, "intervals" | "at">): string {
  const repo = tempRepo("seedgate-fc-batch-attack-");
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

const place = (root: string, isolation: NodeIsolation) => ({ root, selector: SELECTOR, timeoutMs: 120_000, baseEnv: ENV, isolation });
const verdict = (o: { outcome: string; detail: string }) => `${o.outcome}: ${o.detail}`;

for (const row of [{ name: "the bug alone", intervals: BUG }, ...fastCheckProcessRows.filter((r) => r.verdict === "failure")])
  test(`batched seeds, the verdicts of a run per seed: ${row.name}`, async () => {
    const root = project(row);
    for (const isolation of [SHARED_NODE, PROCESS]) {
      const batched = await runFastCheckSeeds(processExec, { ...place(root, isolation), seeds: SEEDS });
      const alone = await Promise.all(SEEDS.map((seed) => runFastCheck(processExec, { ...place(root, isolation), seed })));
      expect(batched.map(verdict), isolation.kind).toEqual(alone.map(verdict));
    }
  }, 480_000);
