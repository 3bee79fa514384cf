// Issue 47 item 5: a jest row's reproduce line runs as printed in the maintainer's
// checkout, with the project's own jest and config, and reproduces the lane's row:
// @fast-check/jest's test.prop takes jest's --seed, so the same seed fails with the same
// counterexample and a seed that misses passes. The line names no path of the machine
// that rendered it. A real project: jest, @fast-check/jest, fast-check, git.
import { hostDisk } from "../../../src/adapters/disk.js";
import { spawnSync } from "node:child_process";
import { symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { rawCommand } from "../../../src/render/reproduce.js";
import { runJest } from "../../../src/runners/jest/jest.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const FILE = "test/ledger.test.js";
// The name has regex characters: the pattern must be exact.
const SELECTOR = `${FILE}::ledger > balance is the sum [of amounts]`;
// Seeds pinned by experiment with fast-check 4.11's default 100 runs (jest.test.ts): seed 2 draws an amount ≡ 100 (mod 211), seed 1 does not.
const LEDGER_TEST = `const { fc, test } = require("@fast-check/jest");
const { balance } = require("../src/ledger.js");

describe("ledger", () => {
  test.prop([fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 5 })])("balance is the sum [of amounts]", (xs) => {
    expect(balance(xs)).toBe(xs.reduce((s, a) => s + a, 0));
  });
});
`;
let repo: TempRepo;

beforeAll(() => {
  repo = tempRepo("seedgate-jest-repro-");
  symlinkSync(resolve("node_modules"), join(repo.dir, "node_modules"));
  repo.write(".gitignore", "node_modules\n");
  // The project's own config, which the printed line loads as the maintainer's own runs do.
  repo.write("package.json", JSON.stringify({ name: "jest-repro", private: true, jest: { testEnvironment: "node", testMatch: ["**/test/**/*.test.js"] } }));
  repo.write("src/ledger.js", "exports.balance = (amounts) => amounts.filter((a) => a % 211 !== 100).reduce((s, a) => s + a, 0);\n");
  repo.write(FILE, LEDGER_TEST);
  repo.commit("a jest property with the bug");
});
afterAll(() => repo.cleanup());

const lane = (seed: number) =>
  runJest(
    { exec: processExec, disk: hostDisk },
    { root: repo.dir, selector: SELECTOR, seed, timeoutMs: 60_000, baseEnv: { PATH: process.env.PATH, HOME: process.env.HOME } },
  );
const printed = (seed: number) =>
  rawCommand(
    { selector: SELECTOR, planned: { lane: "replay", property: "ledger", key: String(seed), kind: "seed", frozen: false } },
    { rules: [{ match: "test/**", preset: "jest" }] },
  )!;
const paste = (line: string) => {
  const r = spawnSync("/bin/sh", ["-c", line], {
    cwd: repo.dir,
    encoding: "utf8",
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NO_COLOR: "1", npm_config_offline: "true" },
    timeout: 120_000,
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
};
const machinePath = () =>
  new RegExp(["/home/", "/tmp/", "/work/", "/root/", resolve("."), repo.dir].map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"));
const counterexample = (s: string) => /Counterexample: (\[\[[^\]]*\]\])/.exec(s)?.[1];

test("a red lane row's printed line fails the same way under the project's own jest; it names no path of this machine", async () => {
  const row = await lane(2);
  expect(row.outcome).toBe("fail");
  expect(row.detail.split("\n")[0]).toMatch(/^expect\(received\)\.toBe\(expected\) \/\/ Object\.is equality \(Expected: \d+, Received: \d+\)$/);
  const line = printed(2);
  expect(line).toMatch(/^npx jest --runTestsByPath 'test\/ledger\.test\.js' -t .* --seed=2$/m);
  expect(line).not.toMatch(machinePath());
  expect(line).not.toMatch(/--config|--setupFiles|\$[A-Z_{(]/);
  const r = paste(line);
  expect(r.status).toBe(1);
  expect(r.output).toContain("balance is the sum [of amounts] (with seed=2)");
  expect(r.output).toMatch(/Tests:\s+1 failed, 1 total/);
  expect(counterexample(r.output)).toBeDefined();
  expect(counterexample(r.output)).toBe(counterexample(row.detail));
}, 180_000);

test("a seed that misses passes through the same line: the test ran, it was not skipped", async () => {
  expect((await lane(1)).outcome).toBe("pass");
  const r = paste(printed(1));
  expect(r.output).toMatch(/Tests:\s+1 passed, 1 total/);
  expect(r.status).toBe(0);
}, 180_000);
