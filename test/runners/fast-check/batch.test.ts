// A lane's fast-check seeds in one vitest run (runners/fast-check/batch.ts) against one
// vitest run per seed: the same outcome and detail for every seed, on the fast-check
// example's bug (some seeds hit, some do not) and on a property whose production module
// counts its calls at module level (each seed must start from zero, under both
// isolation settings), and what a batch cannot attribute to one seed is a run alone.
import { hostDisk } from "../../../src/adapters/disk.js";
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import picomatch from "picomatch";
import { afterAll, beforeAll, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { DEFAULT_CONFIG } from "../../../src/core/inputs/config-defaults.js";
import type { Exec } from "../../../src/ports/local.js";
import { runFastCheckSeeds, seedChannel } from "../../../src/runners/fast-check/batch.js";
import { runFastCheck } from "../../../src/runners/fast-check/fast-check.js";
import { SHARED_NODE, type NodeIsolation } from "../../../src/runners/fast-check/isolation.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const EXAMPLE = resolve("examples/fast-check/project");
const MERGE = "test/intervals.test.ts::merge > covers the same points";
const FRESH = "test/counter.test.ts::counter > starts from zero in every seed";
const HANG = "test/counter.test.ts::counter > hangs for seed 5";
const PROCESS: NodeIsolation = { kind: "process", oracleFiles: DEFAULT_CONFIG.sealed.map((glob) => picomatch.makeRe(glob, { dot: true }).source) };
const ENV = { PATH: process.env.PATH, HOME: process.env.HOME };
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

const COUNTER = "let calls = 0;\nexport const count = () => ++calls;\nexport const seen = () => calls;\n";
const COUNTER_TEST = `import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { count, seen } from "../src/counter.js";

describe("counter", () => {
  test("starts from zero in every seed", () => {
    expect(seen()).toBe(0);
    fc.assert(fc.property(fc.integer(), () => count() > 0), { numRuns: 5 });
    expect(seen()).toBe(5);
  });
  test("hangs for seed 5", async () => {
    if (process.env.SEEDGATE_SEED === "5") await new Promise((r) => setTimeout(r, 600_000));
    fc.assert(fc.property(fc.integer(), () => true), { numRuns: 2 });
  });
});
`;

let repo: TempRepo;
beforeAll(() => {
  repo = tempRepo("seedgate-fc-batch-");
  mkdirSync(join(repo.dir, "node_modules"));
  for (const name of readdirSync(resolve("node_modules"))) symlinkSync(resolve("node_modules", name), join(repo.dir, "node_modules", name));
  repo.write(".gitignore", "node_modules/\n");
  for (const file of ["package.json", "src/intervals.js", "test/intervals.test.ts"]) repo.write(file, readFileSync(join(EXAMPLE, file)));
  repo.write("src/counter.js", COUNTER);
  repo.write("test/counter.test.ts", COUNTER_TEST);
  repo.commit("the fast-check example and a counter");
});
afterAll(() => repo.cleanup());

/** An Exec that counts vitest runs. */
function counting(): { exec: Exec; runs: () => number } {
  let n = 0;
  return { exec: { run: (req) => (n++, processExec.run(req)) }, runs: () => n };
}

const place = (selector: string, isolation: NodeIsolation, timeoutMs = 120_000) => ({ root: repo.dir, selector, timeoutMs, baseEnv: ENV, isolation });
const verdict = (o: { outcome: string; detail: string }) => ({ outcome: o.outcome, detail: o.detail });

for (const isolation of [SHARED_NODE, PROCESS])
  test(`the example's seeds: one vitest run, two workers at once, the verdicts of a run per seed (${isolation.kind})`, async () => {
    const { exec, runs } = counting();
    const batched = await runFastCheckSeeds({ exec, disk: hostDisk }, { ...place(MERGE, isolation), seeds: SEEDS, width: 2 });
    expect(runs()).toBe(1);
    const alone = await Promise.all(SEEDS.map((seed) => runFastCheck({ exec: processExec, disk: hostDisk }, { ...place(MERGE, isolation), seed })));
    expect(batched.map(verdict)).toEqual(alone.map(verdict));
    expect(new Set(batched.map((o) => o.outcome))).toEqual(new Set(["pass", "fail"])); // some seeds hit, some do not
    // A failing seed's own assertion leads its detail in a batch too (issue 47 item 5).
    for (const o of batched.filter((x) => x.outcome === "fail")) expect(o.detail.split("\n")[0]).toMatch(/^AssertionError: expected /);
  }, 300_000);

for (const isolation of [SHARED_NODE, PROCESS])
  test(`module-level state starts fresh for every seed of a batch, two workers at once (${isolation.kind})`, async () => {
    const { exec, runs } = counting();
    const outs = await runFastCheckSeeds({ exec, disk: hostDisk }, { ...place(FRESH, isolation), seeds: [11, 12, 13], width: 2 });
    expect(outs.map((o) => `${o.outcome}: ${o.detail}`)).toEqual(["pass: passed", "pass: passed", "pass: passed"]);
    expect(runs()).toBe(1); // settled by the batch itself, not by runs alone
  }, 300_000);

test("progress: each seed's reporter row reaches `ended` as that seed ends, before the run returns; verdicts unchanged", async () => {
  const ended: [number, number][] = [];
  const started = Date.now();
  const outs = await runFastCheckSeeds(
    { exec: processExec, disk: hostDisk },
    { ...place(FRESH, SHARED_NODE), seeds: [11, 12, 13, 12], ended: (i) => ended.push([i, Date.now() - started]) },
  );
  const returned = Date.now() - started;
  expect(outs.map((o) => o.outcome)).toEqual(["pass", "pass", "pass", "pass"]);
  // Seed 12 runs once and is told as both of its indexes.
  expect(ended.map(([i]) => i).sort()).toEqual([0, 1, 2, 3]);
  // Two more seeds, each in a fresh worker, ran after the first one's row.
  expect(returned - Math.min(...ended.map(([, t]) => t))).toBeGreaterThan(200);
}, 300_000);

test("a seed that hangs in a batch is run alone: a timeout row, the others settled by the batch", async () => {
  const { exec, runs } = counting();
  const outs = await runFastCheckSeeds({ exec, disk: hostDisk }, { ...place(HANG, SHARED_NODE, 8_000), seeds: [4, 5, 6] });
  expect(outs.map((o) => o.outcome)).toEqual(["pass", "timeout", "pass"]);
  expect(runs()).toBe(2);
}, 120_000);

test("a wrapper's text is seedgate's, not what its file on disk says by the time vitest loads it", async () => {
  // The scratch is writable by the run (isolation: shared): the plugin serves the wrappers from memory.
  const exec: Exec = {
    run: (req) => {
      const owned = dirname(req.args[req.args.indexOf("--config") + 1]!);
      for (const file of readdirSync(join(owned, "seeds")))
        writeFileSync(join(owned, "seeds", file), 'test("counter > starts from zero in every seed", () => {});\n');
      return processExec.run(req);
    },
  };
  const outs = await runFastCheckSeeds({ exec, disk: hostDisk }, { ...place(FRESH, SHARED_NODE), seeds: [21, 22] });
  expect(outs.map((o) => `${o.outcome}: ${o.detail}`)).toEqual(["pass: passed", "pass: passed"]);
}, 120_000);

test("a seed's channel leaves out the rows of the batch's other seeds, never the shared ones", () => {
  const rows = [
    { name: "t", module: "/o/seeds/1.test.mjs", state: "passed", runs: null },
    { name: "t", module: "/o/seeds/2.test.mjs", state: "failed", runs: null },
    { event: "isolation", module: "/o/seeds/2.test.mjs", what: "x" },
    { event: "origin", module: "src/a.js", file: "/r/src/a.js", inside: true },
  ].map((r) => JSON.stringify(r));
  const kept = seedChannel(rows.join("\n"), "/o/seeds", "/o/seeds/1.test.mjs").rows.map(({ kind: _, ...r }) => JSON.stringify(r));
  expect(kept).toEqual([rows[0], rows[3]]);
});
