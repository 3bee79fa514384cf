// Issue 15 item 5, issue 47 item 5: the fast-check reproduce line a report prints runs
// in the maintainer's checkout on vitest 4 (node_modules' own, through npx, with the
// project's own config) and reproduces the lane's row once the property gets the seed
// as the line's first line says (fast-check's own replay): the same seed fails with the
// same counterexample, a passing seed passes. It names no path of the machine that
// rendered it (seedgate's config has none in the checkout) and no variable to set. A
// real project: vitest, fast-check, git.
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
import { shellQuote } from "../../../src/core/judge/reproduce.js";
import { runRow } from "../../../src/runners/dispatch.js";
import { namePattern, parseSelector } from "../../../src/runners/fast-check/fast-check.js";
import { harnessPath } from "../../../src/runners/harness-path.js";
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
  // The project's own config, which the printed line loads as the maintainer's own runs do: retries cannot hide a seeded failure.
  repo.write("vitest.config.ts", "export default { test: { retry: 3 } };\n");
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
/** No path of the machine that rendered the line: the checkout's, seedgate's, a temporary or a home folder. */
const machinePath = () =>
  new RegExp(["/home/", "/tmp/", "/work/", "/root/", resolve("."), repo.dir].map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"));
/** The first line's edit, made as a maintainer makes it: the property's fc.assert gets `{ seed }`. */
const seeded = (line: string) => {
  const seed = /fc\.assert\(property, \{ seed: (-?\d+) \}\)/.exec(line.split("\n")[0]!)?.[1];
  expect(seed).toBeDefined();
  repo.write("test/ledger.test.ts", TEST.replace("    }));\n", `    }), { seed: ${seed} });\n`));
  return line.split("\n").slice(1).join("\n");
};
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

test("a red lane row's printed line fails the same way on vitest 4 once the property has the seed; it names no path of this machine", async () => {
  const row = await lane(2);
  expect(row.outcome).toBe("fail");
  const line = printed(2);
  expect(line).not.toMatch(/--setupFiles|--config|\$[A-Z_{(]/);
  expect(line).not.toMatch(machinePath());
  try {
    const r = paste(seeded(line));
    expect(r.output).toContain("seed: 2,");
    expect(r.output).toMatch(/1 failed/);
    expect(r.output).toMatch(/1 skipped/); // the neighbour whose name the pattern is a prefix of
    expect(r.status).toBe(1);
    // The counterexample the lane saw is the one the line shows; the lane's detail leads with vitest's assertion.
    const counterexample = (s: string) => /Counterexample: (\[\[[^\]]*\]\])/.exec(s)?.[1];
    expect(counterexample(r.output)).toBeDefined();
    expect(counterexample(r.output)).toBe(counterexample(row.tail));
    expect(row.detail.split("\n")[0]).toMatch(/^AssertionError: expected \+?\d+ to be \d+/);
    expect(r.output).toContain(row.detail.split("\n")[0]!.replace(/^AssertionError: /, ""));
  } finally {
    repo.write("test/ledger.test.ts", TEST);
  }
}, 180_000);

test("a seed that misses passes through the same line: the test ran, it was not skipped", async () => {
  expect((await lane(1)).outcome).toBe("pass");
  try {
    const r = paste(seeded(printed(1)));
    expect(r.output).toMatch(/1 passed/);
    expect(r.status).toBe(0);
  } finally {
    repo.write("test/ledger.test.ts", TEST);
  }
}, 180_000);

/** The shipped config for a hand run of seedgate's own seeding (docs/formats.md), named by this checkout's path. */
const handLine = (seed: number) =>
  `SEEDGATE_SEED=${seed} npx vitest run 'test/ledger.test.ts' -t ${shellQuote(namePattern(parseSelector(SELECTOR)!.name))} --config ${shellQuote(harnessPath("evidence/vitest.seed.config.mjs"))}`;

test("seedgate's shipped seed config loads its module plugin: a module from outside the workspace, an error in the lane, is named on stderr", async () => {
  const outside = mkdtempSync(join(tmpdir(), "seedgate-fc-outside-"));
  try {
    writeFileSync(join(outside, "ledger.ts"), BUGGY);
    rmSync(join(repo.dir, "src/ledger.ts"));
    symlinkSync(join(outside, "ledger.ts"), join(repo.dir, "src/ledger.ts"));
    const row = await lane(1);
    expect(row.outcome).toBe("error");
    const r = paste(handLine(1));
    expect(r.output).toContain(`seedgate: ${realpathSync(join(outside, "ledger.ts"))}`);
    expect(r.output).toContain("lies outside the workspace");
  } finally {
    rmSync(join(repo.dir, "src/ledger.ts"));
    repo.write("src/ledger.ts", BUGGY);
    rmSync(outside, { recursive: true, force: true });
  }
}, 180_000);
