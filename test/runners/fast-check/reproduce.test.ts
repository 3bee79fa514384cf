// Issue 15 item 5: the fast-check reproduce line a report prints runs as printed on
// vitest 4 (node_modules' own, through npx) and reproduces the lane's row: the same
// seed fails with the same counterexample, a passing seed passes, and the line names
// no variable the user would have to set. A real project: vitest, fast-check, git.
import { hostDisk } from "../../../src/adapters/disk.js";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { DEFAULT_CONFIG } from "../../../src/core/inputs/config.js";
import type { Property } from "../../../src/core/inputs/model.js";
import { rawCommand } from "../../../src/render/reproduce.js";
import { runRow } from "../../../src/runners/dispatch.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

// fast-check 4's default 100 runs: seed 2 draws an amount ≡ 100 (mod 211), seed 1 does not (test/runners/fast-check/fast-check.test.ts).
const BUGGY = "export function balance(amounts: number[]): number {\n  return amounts.filter((a) => a % 211 !== 100).reduce((s, a) => s + a, 0);\n}\n";
const TEST = `import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { balance } from "../src/ledger.js";

describe("ledger (v2)", () => {
  test("balance is the sum [of amounts]", () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 5 }), (xs) => {
      expect(balance(xs)).toBe(xs.reduce((s, a) => s + a, 0));
    }));
  });
  test("balance is the sum [of amounts] twice", () => {});
});
`;
// The name has regex characters and a neighbour it is a prefix of: the pattern must be exact.
const SELECTOR = "test/ledger.test.ts::ledger (v2) > balance is the sum [of amounts]";
let repo: TempRepo;

beforeAll(() => {
  repo = tempRepo("seedgate-fc-repro-");
  mkdirSync(join(repo.dir, "node_modules"));
  for (const name of readdirSync(resolve("node_modules"))) symlinkSync(resolve("node_modules", name), join(repo.dir, "node_modules", name));
  repo.write(".gitignore", "node_modules/\n");
  repo.write("package.json", JSON.stringify({ name: "fc-repro", private: true, type: "module" }));
  // The project's own config would hide the seed; the printed line must not load it.
  repo.write("vitest.config.ts", "export default { test: { retry: 50, include: ['nothing/**'], passWithNoTests: true } };\n");
  repo.write("src/ledger.ts", BUGGY);
  repo.write("test/ledger.test.ts", TEST);
  repo.commit("a fast-check property with the bug");
});
afterAll(() => repo.cleanup());

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
const lane = (seed: number) =>
  runRow(
    {
      root: repo.dir,
      config: DEFAULT_CONFIG,
      exec: processExec,
      disk: hostDisk,
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
      isSealed: () => false,
    },
    property,
    { kind: "seed", key: String(seed) } as never,
  );
const printed = (seed: number) =>
  rawCommand({ selector: SELECTOR, planned: { lane: "replay", property: "ledger", key: String(seed), kind: "seed" } } as never)!;
/** The line as a user pastes it: a shell at the repository root, npx finding node_modules' vitest. */
const paste = (line: string) => {
  const r = spawnSync("/bin/sh", ["-c", line], {
    cwd: repo.dir,
    encoding: "utf8",
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NO_COLOR: "1", npm_config_offline: "true" },
    timeout: 120_000,
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
};

test("a red lane row's printed line fails the same way on vitest 4, and names no variable to set", async () => {
  const row = await lane(2);
  expect(row.outcome).toBe("fail");
  const line = printed(2);
  expect(line).not.toMatch(/--setupFiles|\$[A-Z_{(]/);
  const r = paste(line);
  expect(r.output).toContain("seed: 2,");
  expect(r.output).toMatch(/1 failed/);
  expect(r.output).toMatch(/1 skipped/); // the neighbour whose name the pattern is a prefix of
  expect(r.status).toBe(1);
  // The counterexample the lane saw is the one the line shows.
  const counterexample = (s: string) => /Counterexample: (\[\[[^\]]*\]\])/.exec(s)?.[1];
  expect(counterexample(r.output)).toBeDefined();
  expect(counterexample(r.output)).toBe(counterexample(row.tail));
}, 180_000);

test("a seed that misses passes through the same line: the test ran, it was not skipped", async () => {
  expect((await lane(1)).outcome).toBe("pass");
  const r = paste(printed(1));
  expect(r.output).toMatch(/1 passed/);
  expect(r.status).toBe(0);
}, 180_000);

test("the line loads seedgate's module plugin: a module from outside the workspace, an error in the lane, is named on stderr", async () => {
  const outside = mkdtempSync(join(tmpdir(), "seedgate-fc-outside-"));
  try {
    writeFileSync(join(outside, "ledger.ts"), BUGGY);
    rmSync(join(repo.dir, "src/ledger.ts"));
    symlinkSync(join(outside, "ledger.ts"), join(repo.dir, "src/ledger.ts"));
    const row = await lane(1);
    expect(row.outcome).toBe("error");
    const r = paste(printed(1));
    expect(r.output).toContain(`seedgate: ${realpathSync(join(outside, "ledger.ts"))}`);
    expect(r.output).toContain("lies outside the workspace");
  } finally {
    rmSync(join(repo.dir, "src/ledger.ts"));
    repo.write("src/ledger.ts", BUGGY);
    rmSync(outside, { recursive: true, force: true });
  }
}, 180_000);
