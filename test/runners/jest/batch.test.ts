// A lane's jest seeds in one jest run (runners/jest/batch.ts, issue 46 item 2) against
// one jest run per seed: the same outcome and detail for every seed, on the jest
// example's bug (some seeds hit, some do not) and on a production module whose second
// call breaks the property (each seed must start from a fresh module), under both
// isolation settings; and the jest runs it took.
import { hostDisk } from "../../../src/adapters/disk.js";
import { existsSync, readFileSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import picomatch from "picomatch";
import { afterAll, beforeAll, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { DEFAULT_CONFIG } from "../../../src/core/inputs/config-defaults.js";
import type { Exec } from "../../../src/ports/local.js";
import { SHARED_NODE, type NodeIsolation } from "../../../src/runners/fast-check/isolation.js";
import { runJestSeeds } from "../../../src/runners/jest/batch.js";
import { runJest } from "../../../src/runners/jest/jest.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const EXAMPLE = resolve("examples/jest/project");
const MERGE = "test/intervals.test.js::merge > covers the same points";
const STATE = "test/state.test.js::state > one call per seed";
const PROCESS: NodeIsolation = { kind: "process", oracleFiles: DEFAULT_CONFIG.sealed.map((glob) => picomatch.makeRe(glob, { dot: true }).source) };
const ENV = { PATH: process.env.PATH, HOME: process.env.HOME };

const STATE_MODULE = "let calls = 0;\nexports.same = (x) => (++calls > 1 ? x + 1 : x);\n";
const STATE_TEST = `const { fc, test } = require("@fast-check/jest");
const { same } = require("../src/state.js");

describe("state", () => {
  test.prop([fc.integer()], { numRuns: 1 })("one call per seed", (x) => {
    expect(same(x)).toBe(x);
  });
});
`;

const GLOBAL_MODULE = "exports.same = (x) => ((globalThis.calls = (globalThis.calls ?? 0) + 1) > 1 ? x + 1 : x);\n";
const GLOBAL = "test/global.test.js::state > one call per seed";

let repo: TempRepo;
beforeAll(() => {
  repo = tempRepo("seedgate-jest-batch-");
  symlinkSync(resolve("node_modules"), join(repo.dir, "node_modules"));
  repo.write(".gitignore", "node_modules\n");
  for (const file of ["package.json", "src/intervals.js", "test/intervals.test.js"]) repo.write(file, readFileSync(join(EXAMPLE, file)));
  repo.write("src/state.js", STATE_MODULE);
  repo.write("test/state.test.js", STATE_TEST);
  repo.write("src/global.js", GLOBAL_MODULE);
  repo.write("test/global.test.js", STATE_TEST.replace("../src/state.js", "../src/global.js"));
  repo.commit("the jest example and a module that keeps state");
});
afterAll(() => repo.cleanup());

function counting(): { exec: Exec; runs: () => number } {
  let n = 0;
  return { exec: { run: (req) => (n++, processExec.run(req)) }, runs: () => n };
}

const place = (selector: string, isolation: NodeIsolation) => ({ root: repo.dir, selector, timeoutMs: 120_000, baseEnv: ENV, isolation });
const row = (o: { outcome: string; detail: string }) => `${o.outcome}: ${o.detail}`;
const alone = (selector: string, isolation: NodeIsolation, seeds: number[]) =>
  Promise.all(seeds.map((seed) => runJest({ exec: processExec, disk: hostDisk }, { ...place(selector, isolation), seed })));

for (const isolation of [SHARED_NODE, PROCESS])
  test(`the example's seeds: one jest run and one for the passed seeds of a red run, the rows of a run per seed (${isolation.kind})`, async () => {
    const seeds = [1, 2, 3, 4, 5, 6, 7, 8];
    const { exec, runs } = counting();
    const batched = await runJestSeeds({ exec, disk: hostDisk }, { ...place(MERGE, isolation), seeds, width: 2 });
    expect(batched.map(row)).toEqual((await alone(MERGE, isolation, seeds)).map(row));
    expect(new Set(batched.map((o) => o.outcome))).toEqual(new Set(["pass", "fail"])); // some seeds hit, some do not
    expect(runs()).toBe(2);
  }, 600_000);

for (const isolation of [SHARED_NODE, PROCESS])
  test(`module state: each seed's production module starts anew (the second call would break the property) (${isolation.kind})`, async () => {
    const seeds = [1, 2, 3];
    const { exec, runs } = counting();
    const batched = await runJestSeeds({ exec, disk: hostDisk }, { ...place(STATE, isolation), seeds, width: 1 });
    expect(batched.map(row)).toEqual(["pass: passed", "pass: passed", "pass: passed"]);
    expect(batched.map(row)).toEqual((await alone(STATE, isolation, seeds)).map(row));
    expect(runs()).toBe(1);
  }, 600_000);

/** An Exec whose subjects append a line to a file as they start. */
function countingSubjects(): { exec: Exec; subjects: () => number } {
  const log = join(repo.dir, "..", `jest-subjects-${process.pid}-${Math.random().toString(36).slice(2)}`);
  const exec: Exec = {
    run: (req) => {
      if (req.subject === undefined) return processExec.run(req);
      const { command, args } = req.subject;
      return processExec.run({
        ...req,
        subject: { ...req.subject, command: "/bin/sh", args: ["-c", `echo started >> '${log}'; exec "$@"`, "sh", command, ...args] },
      });
    },
  };
  return { exec, subjects: () => (existsSync(log) ? readFileSync(log, "utf8").split("\n").filter(Boolean).length : 0) };
}

test("under process one subject serves a worker's seeds, fresh modules each; a global it changed retires it (a subject per seed)", async () => {
  const seeds = [1, 2, 3];
  const kept = countingSubjects();
  const fresh = await runJestSeeds({ exec: kept.exec, disk: hostDisk }, { ...place(STATE, PROCESS), seeds, width: 1 });
  expect(fresh.map(row)).toEqual(["pass: passed", "pass: passed", "pass: passed"]);
  expect(kept.subjects()).toBe(1);
  const retired = countingSubjects();
  const global = await runJestSeeds({ exec: retired.exec, disk: hostDisk }, { ...place(GLOBAL, PROCESS), seeds, width: 1 });
  expect(global.map(row)).toEqual((await alone(GLOBAL, PROCESS, seeds)).map(row));
  expect(global.map(row)).toEqual(["pass: passed", "pass: passed", "pass: passed"]);
  expect(retired.subjects()).toBe(3);
}, 600_000);
