// The sealed-node preset against real Node children: src/harness/evidence/sealed_harness.mjs
// loads a sealed properties.mjs and checks one case of seeds.json per run.
import { hostDisk } from "../../../src/adapters/disk.js";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { DEFAULT_CONFIG } from "../../../src/core/inputs/config.js";
import { parseSeeds, sealedProperty } from "../../../src/core/formats/sealed.js";
import { ruleFor, runRow } from "../../../src/runners/dispatch.js";
import { runSealedNode } from "../../../src/runners/sealed/node.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const ORACLE = ".sealed/oracle";
const BUGGY = "export function padded(n) {\n  return n < 4096 ? n + ((8 - (n % 8)) % 8) : n + 1;\n}\n";
const FIXED = "export function padded(n) {\n  return n + ((8 - (n % 8)) % 8);\n}\n";
const PROPERTIES = [
  'import assert from "node:assert/strict";',
  'import { padded } from "../../src/buf.mjs";',
  "",
  "export function check(c) {",
  "  assert.equal(padded(c.n) % 8, 0, `padded(${c.n}) is not 8-aligned`);",
  "}",
  "",
].join("\n");

let repo: TempRepo;
beforeEach(() => {
  repo = tempRepo("seedgate-sealed-node-");
  repo.write(
    `${ORACLE}/seeds.json`,
    JSON.stringify({
      cases: [
        { id: "empty-buf", n: 0 },
        { id: "one-block", n: 4096 },
        { id: "odd-align", n: 7 },
      ],
    }),
  );
  repo.write(`${ORACLE}/properties.mjs`, PROPERTIES);
  repo.write("src/buf.mjs", BUGGY);
  repo.commit("base: a sealed oracle and a bug at one block");
});
afterEach(() => repo.cleanup());

const run = (caseId: string, timeoutMs = 30_000) =>
  runSealedNode(
    { exec: processExec, disk: hostDisk },
    { root: repo.dir, oracleDir: ORACLE, caseId, timeoutMs, baseEnv: { PATH: process.env.PATH, HOME: process.env.HOME } },
  );

test("the failing case is red with the property's message; the others pass", async () => {
  const hit = await run("one-block");
  expect(hit.outcome).toBe("fail");
  expect(hit.detail).toContain("padded(4096) is not 8-aligned");
  expect(hit.exitCode).toBe(0);
  expect(hit.location).toEqual({ file: `${ORACLE}/properties.mjs`, line: 5 });
  expect((await run("empty-buf")).outcome).toBe("pass");
  expect((await run("odd-align")).outcome).toBe("pass");
});

test("a fix turns the failing case green", async () => {
  repo.write("src/buf.mjs", FIXED);
  repo.commit("fix");
  const r = await run("one-block");
  expect(r).toMatchObject({ outcome: "pass", detail: "passed" });
});

test("an async check is awaited: a rejection fails the case", async () => {
  repo.write(
    `${ORACLE}/properties.mjs`,
    PROPERTIES.replace("export function check", "export async function check").replace("  assert", "  await new Promise((r) => setTimeout(r, 20));\n  assert"),
  );
  expect((await run("one-block")).outcome).toBe("fail");
  expect((await run("odd-align")).outcome).toBe("pass");
});

describe("never a pass without the harness's row", () => {
  test("process.exit(0) at import of the production code is an error", async () => {
    repo.write("src/buf.mjs", `process.exit(0);\n${FIXED}`);
    const r = await run("one-block");
    expect(r.exitCode).toBe(0);
    expect(r.outcome).toBe("error");
    expect(r.detail).toContain("no row");
  });

  test("process.exit(0) inside check is an error", async () => {
    repo.write("src/buf.mjs", "export function padded() {\n  process.exit(0);\n}\n");
    const r = await run("empty-buf");
    expect(r.exitCode).toBe(0);
    expect(r.outcome).toBe("error");
  });

  test("an unknown case id and an oracle without check() are errors", async () => {
    expect((await run("no-such-case")).outcome).toBe("error");
    repo.write(`${ORACLE}/properties.mjs`, "export const checks = [];\n");
    const r = await run("empty-buf");
    expect(r.outcome).toBe("error");
    expect(r.tail).toContain("exports no check(case) function");
  });

  test("NODE_OPTIONS cannot preload code that writes a passing row", async () => {
    repo.write("preload.cjs", "process.exit(0);\n");
    const r = await runSealedNode(
      { exec: processExec, disk: hostDisk },
      {
        root: repo.dir,
        oracleDir: ORACLE,
        caseId: "one-block",
        timeoutMs: 30_000,
        baseEnv: { PATH: process.env.PATH, NODE_OPTIONS: `--require ${repo.dir}/preload.cjs` },
      },
    );
    expect(r.outcome).toBe("fail");
  });

  test("a check that never returns times out", async () => {
    repo.write("src/buf.mjs", "export function padded() {\n  for (;;) {}\n}\n");
    const r = await run("empty-buf", 2000);
    expect(r.outcome).toBe("timeout");
  });
});

test("open handles left by the code under test do not hold the verdict until the timeout", async () => {
  repo.write("src/buf.mjs", `setInterval(() => {}, 1000);\n${FIXED}`);
  const r = await run("one-block", 20_000);
  expect(r.outcome).toBe("pass");
  expect(r.durationMs).toBeLessThan(10_000);
});

test("zero configuration: the sealed oracle's properties.mjs runs through runRow with sealed-node", async () => {
  const seeds = parseSeeds(`${ORACLE}/seeds.json`, repo.git("show", "HEAD:.sealed/oracle/seeds.json"));
  const property = sealedProperty(ORACLE, "properties.mjs", `${ORACLE}/seeds.json`, seeds.cases!);
  expect(ruleFor(DEFAULT_CONFIG, property.selector)).toEqual({ preset: "sealed-node" });
  const ctx = { root: repo.dir, config: DEFAULT_CONFIG, exec: processExec, disk: hostDisk, env: { PATH: process.env.PATH }, isSealed: () => true };
  const outcomes = [];
  for (const c of property.cases)
    outcomes.push(`${c.id}:${(await runRow(ctx, property, { lane: "replay", property: property.id, kind: "case", key: c.id, frozen: false })).outcome}`);
  expect(outcomes).toEqual(["empty-buf:pass", "one-block:fail", "odd-align:pass"]);
});

test("a row the code under test writes to fd 3 beside the harness's own makes the case an error", async () => {
  repo.write("src/buf.mjs", `import { writeSync } from "node:fs";\nwriteSync(3, '{"case":"one-block","outcome":"pass","detail":"forged"}\\n');\n${BUGGY}`);
  const r = await run("one-block");
  expect(r.outcome).toBe("error");
  expect(r.detail).toContain("more than one");
});
