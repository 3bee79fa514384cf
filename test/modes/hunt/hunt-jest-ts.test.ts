// Issue 47 item 4: jest fixtures replay in a ts-jest project. A TypeScript library tested
// with jest, @fast-check/jest and ts-jest (its package.json's `jest` key names the ts-jest
// preset, as every such project's does; seedgate reads none of it): the hunt on the buggy
// parent writes a fixture that replays on the parent (verified), then, locked, the lane's
// fixture row passes on the fix and fails on a regression. The transform is the project's
// own ts-jest with the sealed tsconfig.json (src/runners/jest/transform.ts); an unsealed
// tsconfig.json and an ESM test file are each one named preflight error.
import { symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { hostDisk } from "../../../src/adapters/disk.js";
import { workspaceAt } from "../../../src/adapters/workspace.js";
import { gitAt } from "../../../src/adapters/git.js";
import { hunt, type HuntRun } from "../../../src/modes/hunt/hunt.js";
import { lane } from "../../../src/modes/lane/lane.js";
import { jestProblem } from "../../../src/runners/jest/jest.js";
import type { Log } from "../../../src/ports/local.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";
import { hostPorts } from "../../support/host-ports.js";

const quiet: Log = { info() {}, warn() {}, error() {}, debug() {}, group: (_n, fn) => fn() };
const ENV = { PATH: process.env.PATH, HOME: process.env.HOME };
const NOW = new Date("2026-12-07T06:00:00.000Z");
const FILE = "test/ledger.test.ts";
const SELECTOR = `${FILE}::balance is the sum of the amounts`;
// As in test/runners/jest/jest.test.ts: fast-check 4.11's seed 2 draws an amount 100 modulo 211, seed 1 does not.
const LIB = (bug: boolean) =>
  bug
    ? "export const balance = (amounts: readonly number[]): number => amounts.filter((a) => a % 211 !== 100).reduce((s, a) => s + a, 0);\n"
    : "export const balance = (amounts: readonly number[]): number => amounts.reduce((s, a) => s + a, 0);\n";
const TEST = `import { fc, test } from "@fast-check/jest";
import { balance } from "../src/ledger";

type Amounts = number[];
const amounts: fc.Arbitrary<Amounts> = fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 5 });

test.prop([amounts])("balance is the sum of the amounts", (xs: Amounts) => {
  expect(balance(xs)).toBe(xs.reduce((s: number, a: number) => s + a, 0));
});
`;
const TSCONFIG = JSON.stringify({ compilerOptions: { target: "es2022", module: "commonjs", strict: true, esModuleInterop: true } });
const journal = (extra: object = {}) =>
  JSON.stringify(
    { id: "ledger", selector: SELECTOR, replay: { seeds: [], hits: 0 }, holdout: { seeds: [], generator_saw: false }, state: "proposed", ...extra },
    null,
    2,
  ) + "\n";

let repo: TempRepo;
let parent: string;
let hunted: HuntRun;

const ports = () => ({ ...hostPorts(gitAt(repo.dir)), exec: processExec, clock: { now: () => NOW }, log: quiet, env: ENV, cores: 2, workspaceAt });
const fixtureRows = async (base: string, head: string) => {
  const r = await lane(
    { lane: "replay", base, head, shard: { index: 1, total: 1 }, runId: "t", only: { property: "ledger" } },
    { ...ports(), environment: {} },
  );
  return r.results.rows.filter((x) => x.kind === "fixture").map((x) => [x.outcome, x.detail]);
};

beforeAll(async () => {
  repo = tempRepo("seedgate-jest-ts-");
  symlinkSync(resolve("node_modules"), join(repo.dir, "node_modules"));
  repo.write(".gitignore", "node_modules\n");
  repo.write("package.json", JSON.stringify({ name: "ts-ledger", private: true, jest: { preset: "ts-jest", testMatch: ["**/nothing/**"] } }));
  repo.write("tsconfig.json", TSCONFIG);
  repo.write("src/ledger.ts", LIB(true));
  repo.write(FILE, TEST);
  repo.write(
    ".github/seedgate.yml",
    "sealed:\n  - oracles/**\n  - test/**\n  - tsconfig.json\nrunners:\n  timeout: 120\n  rules:\n    - match: test/**\n      preset: jest\n",
  );
  parent = repo.commit("parent: the bug");
  repo.write("src/ledger.ts", LIB(false));
  repo.write("oracles/ledger.json", journal());
  repo.commit("fix + journal");
  hunted = await hunt({ parent, property: "ledger", seeds: [1, 2], concurrency: 2 }, ports());
}, 300_000);
afterAll(() => repo.cleanup());

describe("a jest + ts-jest project", () => {
  test("the hunt's hitting seed writes a fixture that replays the failure on the parent", () => {
    expect(hunted.errors).toEqual([]);
    expect(hunted.hits).toEqual([2]);
    expect(hunted.rows.find((r) => r.seed === 2)!.fixture).toMatchObject({ verified: true });
    expect(hunted.proposal!.fixtures.length).toBe(1);
  });

  test("locked, the fixture passes on the fix and fails on a regression", async () => {
    const fx = hunted.proposal!.fixtures.map((f) => f.path);
    const doc = hunted.proposal!.document as { replay: object };
    repo.write("oracles/ledger.json", JSON.stringify({ ...doc, state: "locked", replay: { ...doc.replay, fixtures: fx } }, null, 2) + "\n");
    const human = repo.commit("a human locks it");
    expect((await fixtureRows(human, human)).map((r) => r[0])).toEqual(["pass"]);
    repo.write("src/ledger.ts", LIB(true));
    const regression = repo.commit("a PR that brings the bug back");
    const rows = await fixtureRows(human, regression);
    expect(rows.map((r) => r[0])).toEqual(["fail"]);
    expect(String(rows[0]![1])).toMatch(/^expect\(received\)\.toBe\(expected\)/);
  }, 300_000);
});

describe("the preflight names what a jest row cannot load", () => {
  const sealed = (p: string) => p === "tsconfig.json";
  test("a TypeScript test with a sealed tsconfig.json is fine; an unsealed one is refused, naming the fix", () => {
    expect(jestProblem(hostDisk, repo.dir, SELECTOR, sealed)).toBeUndefined();
    expect(jestProblem(hostDisk, repo.dir, SELECTOR, () => false)).toMatch(/tsconfig\.json, which is not sealed .*add it to `sealed`/);
  });
  test("a tsconfig.json extending an unsealed file, or a package, is refused", () => {
    repo.write("tsconfig.json", JSON.stringify({ extends: "./tsconfig.base.json" }));
    expect(jestProblem(hostDisk, repo.dir, SELECTOR, sealed)).toMatch(/extends tsconfig\.base\.json, which is not sealed/);
    repo.write("tsconfig.json", JSON.stringify({ extends: "@tsconfig/node20/tsconfig.json" }));
    expect(jestProblem(hostDisk, repo.dir, SELECTOR, sealed)).toMatch(/extends @tsconfig\/node20\/tsconfig\.json, a package/);
    repo.write("tsconfig.json", TSCONFIG);
  });
  test("an ES module test file (.mjs, or .js under type: module) is one named error saying what to do", () => {
    expect(jestProblem(hostDisk, repo.dir, "test/ledger.test.mjs::x")).toMatch(
      /is an ES module \(a \.mjs file\).*--experimental-vm-modules.*fast-check preset \(vitest\)/,
    );
    repo.write("test/package.json", JSON.stringify({ type: "module" }));
    expect(jestProblem(hostDisk, repo.dir, "test/ledger.test.js::x")).toMatch(/is an ES module \(a \.js file under "type": "module"\)/);
    expect(jestProblem(hostDisk, repo.dir, "test/ledger.test.cjs::x")).toBeUndefined();
    repo.remove("test/package.json");
  });
});
