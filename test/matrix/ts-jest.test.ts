// Issue 47 item 4 at the floor of the jest ranges: a TypeScript jest project compiled by
// the matrix's ts-jest 29.4.0 under jest 30.0.0, @fast-check/jest 2.1.0 and fast-check
// 4.10.0 (test/matrix/jest-30.0; test/modes/hunt/hunt-jest-ts.test.ts runs the root
// lockfile's newest). The hunt on the buggy parent writes fixtures verified to replay
// there; locked, the lane's fixture rows pass on the fix and fail on the bug brought back.
import { symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { processExec } from "../../src/adapters/exec.js";
import { gitAt } from "../../src/adapters/git.js";
import { workspaceAt } from "../../src/adapters/workspace.js";
import { hunt, type HuntRun } from "../../src/modes/hunt/hunt.js";
import { lane } from "../../src/modes/lane/lane.js";
import type { Log } from "../../src/ports/local.js";
import { hostPorts } from "../support/host-ports.js";
import { tempRepo, type TempRepo } from "../support/repo.js";
import { installed } from "./matrix.js";

const quiet: Log = { info() {}, warn() {}, error() {}, debug() {}, group: (_n, fn) => fn() };
const ENV = { PATH: process.env.PATH, HOME: process.env.HOME };
const FILE = "test/ledger.test.ts";
const SELECTOR = `${FILE}::balance is the sum of the amounts`;
// Most draws hold an amount above 500 000, so every seed of any fast-check 4 finds the bug.
const LIB = (bug: boolean) =>
  `export const balance = (amounts: readonly number[]): number => amounts${bug ? ".filter((a) => a <= 500_000)" : ""}.reduce((s, a) => s + a, 0);\n`;
const TEST = `import { fc, test } from "@fast-check/jest";
import { balance } from "../src/ledger";

const amounts: fc.Arbitrary<number[]> = fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 5 });

test.prop([amounts])("balance is the sum of the amounts", (xs: number[]) => {
  expect(balance(xs)).toBe(xs.reduce((s: number, a: number) => s + a, 0));
});
`;
const journal = JSON.stringify({
  id: "ledger",
  selector: SELECTOR,
  replay: { seeds: [], hits: 0 },
  holdout: { seeds: [], generator_saw: false },
  state: "proposed",
});

let repo: TempRepo;
let hunted: HuntRun;
const ports = () => ({
  ...hostPorts(gitAt(repo.dir)),
  exec: processExec,
  clock: { now: () => new Date("2026-12-07T06:00:00.000Z") },
  log: quiet,
  env: ENV,
  cores: 2,
  workspaceAt,
});
const fixtureRows = async (base: string, head: string) => {
  const only = { property: "ledger" };
  const r = await lane({ lane: "replay", base, head, shard: { index: 1, total: 1 }, runId: "t", only }, { ...ports(), environment: {} });
  return r.results.rows.filter((x) => x.kind === "fixture").map((x) => `${x.outcome}: ${x.detail.split("\n")[0]}`);
};

beforeAll(async () => {
  const modules = installed("jest-30.0"); // throws, naming the install step, when CI's matrix is missing
  repo = tempRepo("seedgate-matrix-ts-jest-");
  symlinkSync(modules, join(repo.dir, "node_modules"));
  repo.write(".gitignore", "node_modules\n");
  repo.write("package.json", JSON.stringify({ name: "ts-ledger", private: true, jest: { preset: "ts-jest" } }));
  repo.write("tsconfig.json", JSON.stringify({ compilerOptions: { target: "es2022", module: "commonjs", strict: true, esModuleInterop: true } }));
  repo.write("src/ledger.ts", LIB(true));
  repo.write(FILE, TEST);
  repo.write(
    ".github/seedgate.yml",
    "sealed:\n  - oracles/**\n  - test/**\n  - tsconfig.json\nrunners:\n  timeout: 120\n  rules:\n    - match: test/**\n      preset: jest\n",
  );
  const parent = repo.commit("parent: the bug");
  repo.write("src/ledger.ts", LIB(false));
  repo.write("oracles/ledger.json", journal + "\n");
  repo.commit("fix + journal");
  hunted = await hunt({ parent, property: "ledger", seeds: [1, 2], concurrency: 2 }, ports());
}, 300_000);
afterAll(() => repo?.cleanup());

test("the hunt's hits write fixtures verified on the parent", () => {
  expect(hunted.errors).toEqual([]);
  expect(hunted.hits).toEqual([1, 2]);
  expect(hunted.rows.map((r) => r.fixture)).toEqual([expect.objectContaining({ verified: true }), expect.objectContaining({ verified: true })]);
});

test("locked, the fixtures pass on the fix and fail on the bug brought back", async () => {
  const doc = hunted.proposal!.document as { replay: object };
  const fixtures = hunted.proposal!.fixtures.map((f) => f.path);
  repo.write("oracles/ledger.json", JSON.stringify({ ...doc, state: "locked", replay: { ...doc.replay, fixtures } }, null, 2) + "\n");
  const locked = repo.commit("a human locks it");
  const green = await fixtureRows(locked, locked);
  expect(green.length, green.join("\n")).toBeGreaterThan(0);
  expect(
    green.every((r) => r.startsWith("pass")),
    green.join("\n"),
  ).toBe(true);
  repo.write("src/ledger.ts", LIB(true));
  const red = await fixtureRows(locked, repo.commit("a pull request that brings the bug back"));
  expect(red.length).toBe(green.length);
  // jest 30.0 leaves the cause out of a test's failure messages (it only prints it under "Cause:"): the reporter
  // reads it there, so the row leads with the assertion and its values as on the newest versions (hunt-jest-ts.test.ts).
  expect(
    red.every((r) => /^fail: expect\(received\)\.toBe\(expected\) \/\/ Object\.is equality \(Expected: \d+, Received: \d+\)$/.test(r)),
    red.join("\n"),
  ).toBe(true);
}, 300_000);
