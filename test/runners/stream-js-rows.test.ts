// Streamed rows in JavaScript (issue 46 item 4): a fast-check batch under vitest and a
// jest batch tell each seed's end as the framework's reporter writes its row, with how
// the test ended, not at the batch's end; the CLI's progress prints a failure then, and
// its "not passing" count moves with it, once. Real vitest, jest and fast-check, three
// seeds in three workers that end apart: seed 11 fails at once, 12 passes after 2 s, 13
// fails after 4 s. The verdicts stay the batch's (12, passed in a red run, runs again alone).
import { hostDisk } from "../../src/adapters/disk.js";
import { processExec } from "../../src/adapters/exec.js";
import { readFileSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import picomatch from "picomatch";
import { afterAll, beforeAll, expect, test } from "vitest";
import { DEFAULT_CONFIG } from "../../src/core/inputs/config-defaults.js";
import { runFastCheckSeeds } from "../../src/runners/fast-check/batch.js";
import type { NodeIsolation } from "../../src/runners/fast-check/isolation.js";
import { runJestSeeds } from "../../src/runners/jest/batch.js";
import { runRows, type BatchRun } from "../../src/runners/engine.js";
import { wrapperEnd, type EndedAs, type RowEnded } from "../../src/runners/seed-ends.js";
import type { PlanRow } from "../../src/core/plan/lane-plan.js";
import type { RunOutcome } from "../../src/core/row.js";
import { laneProgress } from "../../src/cli/progress.js";
import type { CliIo } from "../../src/cli/io.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

const PROCESS: NodeIsolation = { kind: "process", oracleFiles: DEFAULT_CONFIG.sealed.map((glob) => picomatch.makeRe(glob, { dot: true }).source) };
const ENV = { PATH: process.env.PATH, HOME: process.env.HOME };
const SEEDS = [11, 12, 13];

/** The test body both frameworks run: the seed (seedgate's setup file sets it per wrapper) decides when it ends and whether it fails. */
const BODY = `const seed = Number(process.env.SEEDGATE_SEED);
    await new Promise((done) => setTimeout(done, 2000 * (seed - 11)));
    fc.assert(fc.property(fc.integer(), () => { expect(even(seed)).toBe(true); }), { numRuns: 1 });`;
const VITEST_TEST = `import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { even } from "../src/even.js";

describe("stream", () => {
  test("ends apart", async () => {
    ${BODY}
  });
});
`;
const JEST_TEST = `const fc = require("fast-check");
const { even } = require("../src/even.js");

describe("stream", () => {
  test("ends apart", async () => {
    ${BODY}
  }, 60_000);
});
`;

let vitestRepo: TempRepo;
let jestRepo: TempRepo;
beforeAll(() => {
  vitestRepo = tempRepo("seedgate-stream-vitest-");
  symlinkSync(resolve("node_modules"), join(vitestRepo.dir, "node_modules"));
  vitestRepo.write(".gitignore", "node_modules\n");
  vitestRepo.write("package.json", readFileSync("examples/fast-check/project/package.json"));
  vitestRepo.write("src/even.js", "export const even = (n) => n % 2 === 0;\n");
  vitestRepo.write("test/stream.test.ts", VITEST_TEST);
  vitestRepo.commit("a property whose seeds end apart");
  jestRepo = tempRepo("seedgate-stream-jest-");
  symlinkSync(resolve("node_modules"), join(jestRepo.dir, "node_modules"));
  jestRepo.write(".gitignore", "node_modules\n");
  jestRepo.write("package.json", readFileSync("examples/jest/project/package.json"));
  jestRepo.write("src/even.js", "exports.even = (n) => n % 2 === 0;\n");
  jestRepo.write("test/stream.test.js", JEST_TEST);
  jestRepo.commit("a property whose seeds end apart");
});
afterAll(() => [vitestRepo, jestRepo].forEach((r) => r?.cleanup()));

const ports = { exec: processExec, disk: hostDisk };
const place = (repo: TempRepo, selector: string) => ({ root: repo.dir, selector, timeoutMs: 120_000, baseEnv: ENV, isolation: PROCESS });
const BATCHES: [string, (seeds: number[], ended: RowEnded) => Promise<RunOutcome[]>][] = [
  [
    "fast-check under vitest",
    (seeds, ended) => runFastCheckSeeds(ports, { ...place(vitestRepo, "test/stream.test.ts::stream > ends apart"), seeds, width: 3, ended }),
  ],
  ["jest", (seeds, ended) => runJestSeeds(ports, { ...place(jestRepo, "test/stream.test.js::stream > ends apart"), seeds, width: 3, ended })],
];
const row = (seed: number): PlanRow => ({ lane: "replay", property: "p", kind: "seed", key: String(seed), frozen: false });

test.each(BATCHES)(
  "%s: each seed is told as it ends, with how; a failure is printed and counted before the last seed ends, and not again",
  async (_how, batch) => {
    const started = Date.now();
    /** Each end as told: the row's index, how, ms from the start, and how many progress lines were printed by then. */
    const ends: [number, EndedAs | undefined, number, number][] = [];
    const lines: string[] = [];
    const io: CliIo = { out: () => undefined, err: (t) => void lines.push(t.replace(/\d+ s$/, "T s")), isTTY: false, color: false };
    const progress = laneProgress(io);
    const run = (rows: readonly PlanRow[], { ended }: BatchRun) =>
      batch(
        rows.map((r) => Number(r.key)),
        (i, as) => (ended?.(i, as), ends.push([i, as, Date.now() - started, lines.length])),
      );
    const results = await runRows(SEEDS.map(row), async () => Promise.reject(new Error("a row of the batch ran alone")), {
      concurrency: 1,
      reruns: 0,
      batch: { key: () => "p", run },
      onResult: progress.onResult,
      onEnded: (n, total) => progress.onEnded(n, total, "replay"),
      onRowEnded: progress.onRowEnded,
    });
    expect(
      results.map((r) => r.outcome),
      JSON.stringify(results.map((r) => r.attempts[0]?.detail)),
    ).toEqual(["fail", "pass", "fail"]);
    expect(ends.map(([i, as]) => [i, as])).toEqual([
      [0, "fail"],
      [1, "pass"],
      [2, "fail"],
    ]);
    // Seed 11's failure was told while seed 13 still had seconds to sleep.
    expect(ends[2]![2] - ends[0]![2]).toBeGreaterThan(1_000);
    expect(lines.slice(0, ends[2]![3])).toEqual([
      "  rows: 0/3 rows ended (0 %), 0 not passing, T s",
      "  [as it ended] replay p seed 11: fail",
      "  rows: 1/3 rows ended (33 %), 1 not passing, T s",
      "  rows: 2/3 rows ended (66 %), 1 not passing, T s",
      "  [as it ended] replay p seed 13: fail",
      "  rows: 3/3 rows ended (100 %), 2 not passing, T s",
    ]);
    // The final results agree with what was told: nothing printed again, nothing counted twice.
    expect(lines.filter((l) => l.startsWith("  [") && !l.startsWith("  [as it ended]"))).toEqual([]);
    expect(lines.at(-1)).toBe("  rows: 3/3 rows ended (100 %), 2 not passing, T s");
  },
  300_000,
);

test("fast-check under vitest: a seed past vitest's timeout (16 sleeps 10 s) is told as a timeout as it ends, as its row ends up", async () => {
  const ends: [number, EndedAs | undefined][] = [];
  const sel = "test/stream.test.ts::stream > ends apart";
  const outs = await runFastCheckSeeds(ports, { ...place(vitestRepo, sel), timeoutMs: 8_000, seeds: [11, 16], width: 2, ended: (i, as) => ends.push([i, as]) });
  expect(outs.map((o) => o.outcome)).toEqual(["fail", "timeout"]);
  expect(ends).toEqual([
    [0, "fail"],
    [1, "timeout"],
  ]);
}, 300_000);

test("wrapperEnd: only the selected test's row of a wrapper in the batch's folder, and how its state says it ended", () => {
  const line = (row: object) => JSON.stringify({ name: "t", state: "failed", runs: null, module: "/o/seeds/5.test.mjs", ...row });
  const selected = (name: string) => name === "t";
  expect(wrapperEnd(line({}), "/o/seeds", ".test.mjs", selected)).toEqual([{ seed: 5, as: "fail" }]);
  expect(wrapperEnd(line({ timedOut: true }), "/o/seeds", ".test.mjs", selected)).toEqual([{ seed: 5, as: "timeout" }]);
  expect(wrapperEnd(line({ state: "passed", module: "/o/seeds/-7.test.mjs" }), "/o/seeds", ".test.mjs", selected)).toEqual([{ seed: -7, as: "pass" }]);
  expect(wrapperEnd(line({ state: "skipped" }), "/o/seeds", ".test.mjs", selected)).toEqual([{ seed: 5, as: undefined }]);
  expect(wrapperEnd(line({ name: "other" }), "/o/seeds", ".test.mjs", selected)).toEqual([]);
  expect(wrapperEnd(line({ module: "/elsewhere/5.test.mjs" }), "/o/seeds", ".test.mjs", selected)).toEqual([]);
  expect(wrapperEnd(line({ module: "/o/seeds/x5.test.mjs" }), "/o/seeds", ".test.mjs", selected)).toEqual([]);
  expect(wrapperEnd(line({ timedOut: false }), "/o/seeds", ".test.mjs", selected)).toEqual([]); // not a row of the schema
});
