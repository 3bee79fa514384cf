// One framework start per shard under isolation: process (issue 46 item 2): a vitest
// worker serves its seeds one after another, each from a fresh module registry, and
// one subject per worker gives each seed a fresh production module graph while the
// realm around it is unchanged (harness/boundary/fast-check-realm.mjs). Each test runs
// the same seeds as a batch and as one vitest run per seed and wants the same rows, and
// counts the subjects the batch started: one per worker when nothing outlives a seed,
// one per seed when production changed what a fresh graph cannot reset.
import { hostDisk } from "../../../src/adapters/disk.js";
import { mkdirSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import picomatch from "picomatch";
import { afterAll, beforeAll, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { DEFAULT_CONFIG } from "../../../src/core/inputs/config-defaults.js";
import type { Exec } from "../../../src/ports/local.js";
import { runFastCheckSeeds } from "../../../src/runners/fast-check/batch.js";
import { runFastCheck } from "../../../src/runners/fast-check/fast-check.js";
import type { NodeIsolation } from "../../../src/runners/fast-check/isolation.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const EXAMPLE = resolve("examples/fast-check/project");
const PROCESS: NodeIsolation = { kind: "process", oracleFiles: DEFAULT_CONFIG.sealed.map((glob) => picomatch.makeRe(glob, { dot: true }).source) };
const ENV = { PATH: process.env.PATH, HOME: process.env.HOME };

/** Production modules whose answer changes on their second call, each keeping its count somewhere else. */
const PRODUCTION: Record<string, string> = {
  "src/module-state.js": "let calls = 0;\nexport const same = (x) => (++calls > 1 ? x + 1 : x);\n",
  "src/global-state.js": "export const same = (x) => ((globalThis.calls = (globalThis.calls ?? 0) + 1) > 1 ? x + 1 : x);\n",
  "src/prototype-state.js": "export const same = (x) => ((Array.prototype.calls = (Array.prototype.calls ?? 0) + 1) > 1 ? x + 1 : x);\n",
  "src/env-state.js": "export const same = (x) => ((process.env.CALLS = String(Number(process.env.CALLS ?? 0) + 1)) > '1' ? x + 1 : x);\n",
  "src/timer-state.js":
    "let calls = 0;\nsetInterval(() => { globalThis.ticked = true; }, 60_000);\nexport const same = (x) => (++calls > 1 || globalThis.ticked ? x + 1 : x);\n",
};
const testOf = (file: string) => `import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { same } from "../${file}";

describe("state", () => {
  test("one call per seed", () => {
    fc.assert(fc.property(fc.integer(), (x) => { expect(same(x)).toBe(x); }), { numRuns: 1 });
  });
});
`;
const HANG_TEST = `import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { same } from "../src/module-state.js";

describe("state", () => {
  test("hangs for seed 5", async () => {
    if (process.env.SEEDGATE_SEED === "5") await new Promise((r) => setTimeout(r, 600_000));
    fc.assert(fc.property(fc.integer(), (x) => { expect(same(x)).toBe(x); }), { numRuns: 1 });
  });
});
`;
const selector = (file: string) => `test/${file.replace(/^src\/(.*)\.js$/, "$1")}.test.ts::state > one call per seed`;

let repo: TempRepo;
beforeAll(() => {
  repo = tempRepo("seedgate-fc-shard-");
  mkdirSync(join(repo.dir, "node_modules"));
  for (const name of readdirSync(resolve("node_modules"))) symlinkSync(resolve("node_modules", name), join(repo.dir, "node_modules", name));
  repo.write(".gitignore", "node_modules/\n");
  for (const file of ["package.json", "src/intervals.js", "test/intervals.test.ts"]) repo.write(file, readFileSync(join(EXAMPLE, file)));
  for (const [file, text] of Object.entries(PRODUCTION)) {
    repo.write(file, text);
    repo.write(selector(file).split("::")[0]!, testOf(file));
  }
  repo.write("test/hang.test.ts", HANG_TEST);
  repo.commit("the fast-check example and production modules that keep state");
});
afterAll(() => repo.cleanup());

/** An Exec whose subjects append a line to `started` as they start. */
function countingSubjects(): { exec: Exec; subjects: () => number } {
  const log = join(repo.dir, "..", `subjects-${process.pid}-${Math.random().toString(36).slice(2)}`);
  const exec: Exec = {
    run: (req) => {
      if (req.subject === undefined) return processExec.run(req);
      const { command, args } = req.subject;
      const subject = { ...req.subject, command: "/bin/sh", args: ["-c", `echo started >> '${log}'; exec "$@"`, "sh", command, ...args] };
      return processExec.run({ ...req, subject });
    },
  };
  const subjects = () => {
    try {
      return readFileSync(log, "utf8").split("\n").filter(Boolean).length;
    } catch {
      return 0;
    }
  };
  return { exec, subjects };
}

const place = (sel: string) => ({ root: repo.dir, selector: sel, timeoutMs: 120_000, baseEnv: ENV, isolation: PROCESS });
const row = (o: { outcome: string; detail: string }) => `${o.outcome}: ${o.detail}`;
const alone = (sel: string, seeds: number[]) => Promise.all(seeds.map((seed) => runFastCheck({ exec: processExec, disk: hostDisk }, { ...place(sel), seed })));

test("the example's seeds in one worker: one subject serves them all, the rows of a run per seed", async () => {
  const seeds = [1, 2, 3, 4, 5, 6, 7, 8];
  const sel = "test/intervals.test.ts::merge > covers the same points";
  const { exec, subjects } = countingSubjects();
  const batched = await runFastCheckSeeds({ exec, disk: hostDisk }, { ...place(sel), seeds, width: 1 });
  expect(batched.map(row)).toEqual((await alone(sel, seeds)).map(row));
  expect(new Set(batched.map((o) => o.outcome))).toEqual(new Set(["pass", "fail"])); // some seeds hit, some do not
  expect(subjects()).toBe(1);
}, 300_000);

test("module state: each seed's production modules start anew in the one subject (the second call would break the property)", async () => {
  const seeds = [1, 2, 3, 4];
  const sel = selector("src/module-state.js");
  const { exec, subjects } = countingSubjects();
  const batched = await runFastCheckSeeds({ exec, disk: hostDisk }, { ...place(sel), seeds, width: 1 });
  expect(batched.map(row)).toEqual(["pass: passed", "pass: passed", "pass: passed", "pass: passed"]);
  expect(batched.map(row)).toEqual((await alone(sel, seeds)).map(row));
  expect(subjects()).toBe(1);
}, 300_000);

for (const file of ["src/global-state.js", "src/prototype-state.js", "src/env-state.js", "src/timer-state.js"])
  test(`state a fresh module graph cannot reset (${file}): a new subject for every seed, the rows of a run per seed`, async () => {
    const seeds = [1, 2, 3];
    const sel = selector(file);
    const { exec, subjects } = countingSubjects();
    const batched = await runFastCheckSeeds({ exec, disk: hostDisk }, { ...place(sel), seeds, width: 1 });
    expect(batched.map(row)).toEqual(["pass: passed", "pass: passed", "pass: passed"]);
    expect(batched.map(row)).toEqual((await alone(sel, seeds)).map(row));
    expect(subjects()).toBe(3);
  }, 300_000);

test("a seed past vitest's timeout in a worker that serves several: it runs alone, the others in a batch of their own", async () => {
  const runs: string[] = [];
  const exec: Exec = { run: (req) => (runs.push(req.args.includes("--config") ? "vitest" : "?"), processExec.run(req)) };
  const sel = "test/hang.test.ts::state > hangs for seed 5";
  const outs = await runFastCheckSeeds({ exec, disk: hostDisk }, { ...place(sel), timeoutMs: 8_000, seeds: [4, 5, 6], width: 1 });
  expect(outs.map((o) => o.outcome)).toEqual(["pass", "timeout", "pass"]);
  expect(runs).toHaveLength(3); // the batch, the batch of 4 and 6, seed 5 alone
}, 300_000);
