// The jest preset under `isolation: process` (issue 44 item 6): production modules the
// test requires are proxies to a sandboxed Node subject (src/runners/jest/isolation.ts),
// so production code that patches fast-check patches the subject's copy, never the one
// deciding the row. Each payload forges a pass under `shared` (the control: it has
// teeth) and is not a pass under `process`; the plain bug and fix keep their verdicts,
// and so does a module that keeps state between calls.
import { hostDisk } from "../../../src/adapters/disk.js";
import { cpSync, mkdirSync, readdirSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import picomatch from "picomatch";
import { afterAll, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { DEFAULT_CONFIG } from "../../../src/core/inputs/config-defaults.js";
import { SHARED_NODE, type NodeIsolation } from "../../../src/runners/fast-check/isolation.js";
import { runJest, runJestFixture } from "../../../src/runners/jest/jest.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const FILE = "test/ledger.test.js";
const SELECTOR = `${FILE}::balance is the sum of the amounts`;
// fast-check 4.11, 100 runs: the bug drops an amount that is 100 modulo 211, which seed 2 generates and seed 1 does not (jest.test.ts).
const HIT = 2;
const MISS = 1;
const CORRECT = "const sum = (amounts) => amounts.reduce((s, a) => s + a, 0);\n";
const BUGGY = `${CORRECT}exports.balance = (amounts) => sum(amounts.filter((a) => a % 211 !== 100));\n`;
const FIXED = `${CORRECT}exports.balance = sum;\n`;
const TEST = `const { fc, test } = require("@fast-check/jest");
const { balance } = require("../src/ledger.js");

const amounts = fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 5 });
test.prop([amounts])("balance is the sum of the amounts", (xs) => {
  expect(balance(xs)).toBe(xs.reduce((s, a) => s + a, 0));
});
test.prop([amounts])("balance equals the sum", (xs) => {
  expect(balance(xs)).toEqual(xs.reduce((s, a) => s + a, 0));
});
`;

/** Production code that, at import, makes every fast-check run in its process succeed without running the predicate. */
export const PATCHED_RUN = [
  `const fc = require("fast-check");`,
  `Object.getPrototypeOf(fc.property(fc.constant(0), () => true)).run = function () { return null; };`,
  `Object.getPrototypeOf(fc.asyncProperty(fc.constant(0), async () => true)).run = async function () { return null; };`,
].join("\n");

const PROCESS: NodeIsolation = { kind: "process", oracleFiles: DEFAULT_CONFIG.sealed.map((glob) => picomatch.makeRe(glob, { dot: true }).source) };
const ENV = { PATH: process.env.PATH, HOME: process.env.HOME };

const repos: TempRepo[] = [];
afterAll(() => repos.forEach((r) => r.cleanup()));
/** `inside`: node_modules a real folder of the workspace, fast-check and pure-rand copied in (the others linked), as `npm ci` leaves it. */
function project(ledger: string, inside = false): string {
  const repo = tempRepo("seedgate-jest-iso-");
  repos.push(repo);
  if (!inside) symlinkSync(resolve("node_modules"), join(repo.dir, "node_modules"));
  else {
    mkdirSync(join(repo.dir, "node_modules"));
    for (const name of readdirSync(resolve("node_modules")))
      if (name === "fast-check" || name === "pure-rand") cpSync(resolve("node_modules", name), join(repo.dir, "node_modules", name), { recursive: true });
      else symlinkSync(resolve("node_modules", name), join(repo.dir, "node_modules", name));
  }
  repo.write(".gitignore", "node_modules\n");
  repo.write("package.json", JSON.stringify({ name: "jest-ledger", private: true }));
  repo.write("src/ledger.js", ledger);
  repo.write(FILE, TEST);
  repo.write("fixtures/one.json", "[[100]]\n");
  repo.commit("a ledger with a property");
  return repo.dir;
}

const run = (root: string, seed: number, isolation: NodeIsolation) =>
  runJest({ exec: processExec, disk: hostDisk }, { root, selector: SELECTOR, seed, timeoutMs: 120_000, baseEnv: ENV, isolation });

test("under process the bug still fails a hitting seed with fast-check's counterexample, passes a missing one, and the fix passes", async () => {
  const bug = project(BUGGY);
  const hit = await run(bug, HIT, PROCESS);
  expect(hit.outcome, hit.detail).toBe("fail");
  expect(hit.detail).toContain("Counterexample: [[992222]]");
  expect((await run(bug, MISS, PROCESS)).outcome).toBe("pass");
  expect((await run(project(FIXED), HIT, PROCESS)).outcome).toBe("pass");
}, 240_000);

test("with node_modules inside the workspace, the fast-check the setup file seeds (by its path) is the oracle's own, never a proxy", async () => {
  const hit = await run(project(BUGGY, true), HIT, PROCESS);
  expect(hit.outcome, hit.detail).toBe("fail");
  expect(hit.detail).toContain(`seed: ${HIT},`);
  expect((await run(project(FIXED, true), HIT, PROCESS)).outcome).toBe("pass");
}, 240_000);

test("a patched fast-check run forges a pass under shared, and under process the bug is still red", async () => {
  const root = project(`${PATCHED_RUN}\n${BUGGY}`);
  const shared = await run(root, HIT, SHARED_NODE);
  expect(shared.outcome, `shared: ${shared.detail}`).toBe("pass");
  const isolated = await run(root, HIT, PROCESS);
  expect(isolated.outcome, `process: ${isolated.detail}`).toBe("fail");
}, 240_000);

test("a result answering jest's matcher protocol (asymmetricMatch) forges toEqual under shared; under process the hook is neutralised and the row fails", async () => {
  const root = project(`${CORRECT}exports.balance = (amounts) => ({ asymmetricMatch: () => true });\n`);
  const run = (isolation: NodeIsolation) =>
    runJest(
      { exec: processExec, disk: hostDisk },
      { root, selector: `${FILE}::balance equals the sum`, seed: MISS, timeoutMs: 120_000, baseEnv: ENV, isolation },
    );
  const shared = await run(SHARED_NODE);
  expect(shared.outcome, `shared: ${shared.detail}`).toBe("pass");
  const isolated = await run(PROCESS);
  expect(isolated.outcome, `process: ${isolated.detail}`).toBe("fail");
}, 240_000);

test("a module that keeps state between calls (the bug shows from its fifth call on) keeps its verdicts under process", async () => {
  const stateful = (balance: string) =>
    `${CORRECT}let calls = 0;\nconst late = ${balance};\nexports.balance = (amounts) => (++calls > 4 ? late(amounts) : sum(amounts));\n`;
  const bug = project(stateful("(amounts) => sum(amounts) + 1"));
  for (const isolation of [SHARED_NODE, PROCESS]) expect((await run(bug, MISS, isolation)).outcome, isolation.kind).toBe("fail");
  expect((await run(project(stateful("sum")), MISS, PROCESS)).outcome).toBe("pass");
}, 240_000);

test("a fixture row under process: red on the bug, green on the fix", async () => {
  for (const [ledger, outcome] of [
    [BUGGY, "fail"],
    [FIXED, "pass"],
  ] as const) {
    const root = project(ledger);
    const r = await runJestFixture(
      { exec: processExec, disk: hostDisk },
      { root, selector: SELECTOR, fixture: "fixtures/one.json", timeoutMs: 120_000, baseEnv: ENV, isolation: PROCESS },
    );
    expect(r.outcome, r.detail).toBe(outcome);
  }
}, 240_000);

test("a TypeScript library under ts-jest: its .ts modules load in the subject (compiled there to CommonJS); the fix passes, the bug fails, a patched run is still red", async () => {
  const ts = (ledger: string) => {
    const repo = tempRepo("seedgate-jest-iso-ts-");
    repos.push(repo);
    symlinkSync(resolve("node_modules"), join(repo.dir, "node_modules"));
    repo.write(".gitignore", "node_modules\n");
    repo.write("package.json", JSON.stringify({ name: "jest-ledger-ts", private: true }));
    repo.write("src/ledger.ts", ledger);
    repo.write(
      "test/ledger.test.ts",
      TEST.replace(/const \{ (\w+), (\w+) \} = require\(("[^"]+")\);/g, "import { $1, $2 } from $3;").replace('"../src/ledger.js"', '"../src/ledger"'),
    );
    repo.commit("a TypeScript ledger");
    return repo.dir;
  };
  const typed = (js: string) =>
    js.replace("const sum = (amounts)", "const sum = (amounts: number[]): number").replace(/exports\.balance = /, "export const balance = ");
  const run = (root: string) =>
    runJest(
      { exec: processExec, disk: hostDisk },
      { root, selector: "test/ledger.test.ts::balance is the sum of the amounts", seed: HIT, timeoutMs: 120_000, baseEnv: ENV, isolation: PROCESS },
    );
  const fixed = await run(ts(typed(FIXED)));
  expect(fixed.outcome, fixed.detail).toBe("pass");
  expect((await run(ts(typed(BUGGY)))).outcome).toBe("fail");
  const patched = `import * as fc from "fast-check";\n${PATCHED_RUN.split("\n").slice(1).join("\n")}\n${typed(BUGGY)}`;
  expect((await run(ts(patched))).outcome).toBe("fail");
}, 240_000);
