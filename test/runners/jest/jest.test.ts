// The jest preset (issue 29's proof of the runner table) against the real jest,
// @fast-check/jest and fast-check of a small project in a temporary git repository
// whose node_modules links to seedgate's. A pass needs seedgate's reporter row on the
// result channel with the run count; a test that exits the process, forges a row or
// replaces fast-check's global configuration is an error, never a pass.
import { hostDisk } from "../../../src/adapters/disk.js";
import { existsSync, rmSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { DEFAULT_CONFIG, type Config } from "../../../src/core/inputs/config.js";
import type { Property } from "../../../src/core/inputs/model.js";
import type { PlanRow } from "../../../src/core/plan/lane-plan.js";
import { ruleFor, rowIsolation, runRow } from "../../../src/runners/dispatch.js";
import { inProcess } from "../../../src/runners/isolation-label.js";
import { fastCheckCapture } from "../../../src/runners/fast-check/fixture.js";
import { runJest, type JestRun } from "../../../src/runners/jest/jest.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const FILE = "test/ledger.test.js";
const SELECTOR = `${FILE}::balance is the sum of the amounts`;
const FIXTURE = "oracles/ledger/1.json";
// Seeds pinned by experiment with fast-check 4.11's default 100 runs: the bug drops an
// amount that is 100 modulo 211, which seed 2 generates and seed 1 does not.
const HIT = 2;
const MISS = 1;
const BUGGY = "exports.balance = (amounts) => amounts.filter((a) => a % 211 !== 100).reduce((s, a) => s + a, 0);\n";
const FIXED = "exports.balance = (amounts) => amounts.reduce((s, a) => s + a, 0);\n";
const LEDGER_TEST = `const { fc, test } = require("@fast-check/jest");
const { writeSync } = require("node:fs");
const { balance } = require("../src/ledger.js");

const amounts = fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 5 });

test.prop([amounts])("balance is the sum of the amounts", (xs) => {
  expect(balance(xs)).toBe(xs.reduce((s, a) => s + a, 0));
});

describe("ledger", () => {
  test("balance (plain fc.assert) is the sum", () => {
    fc.assert(fc.property(amounts, (xs) => balance(xs) === xs.reduce((s, a) => s + a, 0)));
  });
  test("exits the process mid-run", () => {
    process.exit(0);
  });
  test("forges seedgate's row", () => {
    const row = { name: "ledger > forges seedgate's row", state: "passed", runs: { asserts: [{ runs: 100, configured: 100, seed: ${HIT} }], globalKept: true } };
    for (const fd of [3, 4, 5]) try { writeSync(fd, JSON.stringify(row) + "\\n"); } catch {}
  });
  test("turns fast-check off", () => {
    fc.configureGlobal({ numRuns: 1 });
    fc.assert(fc.property(amounts, (xs) => balance(xs) === xs.reduce((s, a) => s + a, 0)));
  });
  test("never runs a property", () => {});
});
`;

function project(ledger: string): TempRepo {
  const repo = tempRepo("seedgate-jest-");
  symlinkSync(resolve("node_modules"), join(repo.dir, "node_modules"));
  repo.write(".gitignore", "node_modules\n");
  repo.write("package.json", JSON.stringify({ name: "jest-ledger", private: true, jest: { testMatch: ["**/nothing/**"], setupFiles: ["./agent-setup.js"] } }));
  repo.write("agent-setup.js", "require('fast-check').configureGlobal({ seed: 1, numRuns: 1 });\n");
  repo.write("src/ledger.js", ledger);
  repo.write(FILE, LEDGER_TEST);
  repo.commit("a ledger with a property");
  return repo;
}

let bug: TempRepo;
let fixed: TempRepo;
beforeAll(() => {
  bug = project(BUGGY);
  fixed = project(FIXED);
});
afterAll(() => {
  bug.cleanup();
  fixed.cleanup();
});

const ENV = { PATH: process.env.PATH, HOME: process.env.HOME };
const run = (repo: TempRepo, seed: number, extra: Partial<JestRun> = {}) =>
  runJest({ exec: processExec, disk: hostDisk }, { root: repo.dir, selector: SELECTOR, seed, timeoutMs: 60_000, baseEnv: ENV, ...extra });

test("a hitting seed fails with fast-check's counterexample; a missing seed passes; the project's jest config is not read", async () => {
  const hit = await run(bug, HIT);
  expect(hit.outcome).toBe("fail");
  // jest's own expectation, with its values, leads (issue 47 item 5); fast-check's report and counterexample follow.
  const lines = hit.detail.split("\n");
  expect(lines[0]).toBe("expect(received).toBe(expected) // Object.is equality (Expected: 992222, Received: 0)");
  expect(lines[1]).toMatch(/^Error: Property failed after \d+ tests$/);
  expect(hit.detail).toContain(`seed: ${HIT},`);
  expect(hit.detail).toContain("Counterexample: [[992222]]");
  expect(hit.location).toEqual({ file: FILE, line: 8 });
  expect(await run(bug, MISS)).toMatchObject({ outcome: "pass", exitCode: 0, detail: "passed" });
});

test("a fix turns the hitting seed green", async () => {
  expect((await run(fixed, HIT)).outcome).toBe("pass");
});

test("a plain fc.assert inside describe blocks is selected as `suite > test` and seeded too", async () => {
  const selector = `${FILE}::ledger > balance (plain fc.assert) is the sum`;
  expect((await run(bug, HIT, { selector })).outcome).toBe("fail");
  expect((await run(fixed, HIT, { selector })).outcome).toBe("pass");
});

test.each([
  ["exits the process mid-run", /reporter saw no result/],
  ["forges seedgate's row", /^no fc.assert ran in/],
  ["turns fast-check off", /global configuration was replaced/],
  ["never runs a property", /^no fc.assert ran in/],
])("a test that %s is an error, never a pass", async (name, detail) => {
  const r = await run(fixed, HIT, { selector: `${FILE}::ledger > ${name}` });
  expect(r.outcome).toBe("error");
  expect(r.detail).toMatch(detail);
});

test("a selector naming no test is an error", async () => {
  expect((await run(fixed, HIT, { selector: `${FILE}::no such test` })).outcome).toBe("error");
});

const property: Property = {
  id: "ledger",
  format: "journal",
  selector: SELECTOR,
  votes: true,
  state: "locked",
  replay: [],
  holdout: [],
  fixtures: [],
  cases: [],
  source: { file: "oracles/ledger.json", pointer: "" },
};
const config: Config = { ...DEFAULT_CONFIG, runners: { ...DEFAULT_CONFIG.runners, rules: [{ match: "test/**", preset: "jest" }] } };
const row = (kind: PlanRow["kind"], key: string): PlanRow => ({ lane: "replay", property: "ledger", kind, key, frozen: false });
const ctx = (repo: TempRepo) => ({ root: repo.dir, config, exec: processExec, disk: hostDisk, env: ENV, isSealed: () => false });

test("through the table: a rule names the preset, and its seed rows run", async () => {
  expect(ruleFor(DEFAULT_CONFIG, SELECTOR)?.preset).toBe("fast-check"); // jest claims nothing by default
  expect((await runRow(ctx(bug), property, row("seed", String(HIT)))).outcome).toBe("fail");
  const sealed = await runRow(ctx(bug), property, row("case", "c1"));
  expect(sealed).toMatchObject({ outcome: "error", detail: expect.stringContaining("the jest preset cannot run a case row here") });
});

test("a fixture row replays the fixture as the test's one input: red on the bug, green on the fix", async () => {
  for (const repo of [bug, fixed]) repo.write(FIXTURE, "[[100]]\n");
  const fixture = row("fixture", FIXTURE);
  const red = await runRow(ctx(bug), property, fixture);
  expect(red.outcome).toBe("fail");
  expect(red.detail).toContain("Counterexample: [[100]]");
  expect(await runRow(ctx(fixed), property, fixture)).toMatchObject({ outcome: "pass", detail: "passed" });
});

test("a hunt's capture: a failing seed writes fast-check's shrunk counterexample, which replays red on the bug and green on the fix", async () => {
  const out = join(bug.dir, "..", `capture-${process.pid}.json`);
  rmSync(out, { force: true });
  const hit = await run(bug, HIT, { baseEnv: { ...ENV, SEEDGATE_FIXTURE_OUT: out } });
  expect(hit.outcome).toBe("fail");
  const captured = fastCheckCapture(hostDisk, out);
  rmSync(out, { force: true });
  expect(captured).toMatchObject({ ok: true, source: "fixture-out" });
  const bytes = captured.ok ? captured.bytes.toString("utf8") : "";
  expect(JSON.parse(bytes)).toEqual([[expect.any(Number)]]); // shrunk to one amount: 100 modulo 211
  for (const repo of [bug, fixed]) repo.write(FIXTURE, bytes);
  expect((await runRow(ctx(bug), property, row("fixture", FIXTURE))).outcome).toBe("fail");
  expect((await runRow(ctx(fixed), property, row("fixture", FIXTURE))).outcome).toBe("pass");
  // A passing seed captures nothing.
  expect((await run(bug, MISS, { baseEnv: { ...ENV, SEEDGATE_FIXTURE_OUT: out } })).outcome).toBe("pass");
  expect(existsSync(out)).toBe(false);
});

test.each([
  ["never runs a property", "[[100]]\n", /no fc.assert reported running the fixture/],
  ["exits the process mid-run", "[[100]]\n", /reporter saw no result/],
  ["balance (plain fc.assert) is the sum", '{"not": "an array"}\n', /not a JSON array/],
])("a fixture row of a test that %s is an error", async (name, bytes, detail) => {
  fixed.write(FIXTURE, bytes);
  const r = await runRow(ctx(fixed), { ...property, selector: `${FILE}::ledger > ${name}` }, row("fixture", FIXTURE));
  expect(r.outcome).toBe("error");
  expect(r.detail).toMatch(detail);
});

test("without the project's jest, every row is one error saying so", async () => {
  const bare = tempRepo("seedgate-jest-bare-");
  const r = await runRow({ ...ctx(bare), root: bare.dir }, property, row("seed", "1"));
  bare.cleanup();
  expect(r).toMatchObject({ outcome: "error", detail: expect.stringContaining("jest is not installed") });
});

test("a jest row runs under isolation: process by default (jest-isolation.test.ts); only `shared` by name runs it in-process, labelled forgeable", () => {
  const ledger = new Map([["ledger", property]]);
  expect(rowIsolation(config, ruleFor(config, SELECTOR))).toBe("process");
  expect(inProcess(config, [{ property: "ledger" }], ledger)).toEqual([]);
  const shared = { ...config, runners: { ...config.runners, isolation: "shared" as const } };
  expect(rowIsolation(shared, ruleFor(shared, SELECTOR))).toBe("shared");
  expect(inProcess(shared, [{ property: "ledger" }], ledger)).toEqual(["ledger"]);
});
