// Issue 47 item 4: each supported framework version in CI on an example. The fast-check
// and jest examples' make-history.sh (dist/cli.js, as a newcomer runs it) link a matrix
// project's node_modules (NODE_MODULES): the lowest versions docs/support.md's ranges
// accept, where the root lockfile (test/examples/examples.test.ts) has the newest. Each
// hunts seeds 1..8 on the buggy parent, locks, and checks two pull requests: the agent's
// patch keeps the bug (red), the fix is green. A project outside the ranges (vitest 3,
// fast-check 3) gets one named preflight error from the hunt, not an error per seed.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { SUPPORTED, versionProblem } from "../../src/runners/support.js";
import { installed, pins } from "./matrix.js";

/** Each matrix project, the example that runs on it. */
const EXAMPLES = { "vitest-4.0": "fast-check", "jest-30.0": "jest" } as const;
const OUTSIDE = "vitest-3";
const JS = ["vitest", "fast-check", "jest", "@fast-check/jest", "ts-jest"];

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const env: NodeJS.ProcessEnv = { ...process.env };
delete env.CI;
delete env.GITHUB_ACTIONS;

/** examples/<example>/make-history.sh on the matrix project's node_modules: its exit, output and out/ folder. */
function makeHistory(example: string, project: string) {
  const dir = mkdtempSync(join(tmpdir(), `seedgate-matrix-${project}-`));
  dirs.push(dir);
  const script = resolve("examples", example, "make-history.sh");
  const r = spawnSync("bash", [script, dir], { encoding: "utf8", env: { ...env, NODE_MODULES: installed(project) }, timeout: 420_000 });
  const read = (f: string) => readFileSync(join(dir, "out", f), "utf8");
  return { status: r.status, output: `${r.stdout}\n${r.stderr}`, read, repo: join(dir, "repo") };
}

test("the matrix pins each JavaScript range's floor (major.minor), in range; the outside project is outside every range it pins", () => {
  const pinned = Object.keys(EXAMPLES).flatMap((p) => Object.entries(pins(p)));
  for (const name of JS) {
    const floor = SUPPORTED.find((s) => s.name === name)!.from;
    const minor = (v: string) => v.split(".").slice(0, 2).join(".");
    expect(
      pinned.filter(([n]) => n === name).map(([, v]) => minor(v)),
      `${name}: no matrix project pins ${minor(floor)}`,
    ).toContain(minor(floor));
  }
  for (const [name, version] of pinned) expect(versionProblem(name, version), `${name} ${version}`).toBeUndefined();
  for (const [name, version] of Object.entries(pins(OUTSIDE))) expect(versionProblem(name, version), `${name} ${version}`).toBeDefined();
});

describe.each(Object.entries(EXAMPLES))("test/matrix/%s", (project, example) => {
  test(`examples/${example} hunts, locks, the agent's patch red, the fix green`, () => {
    const r = makeHistory(example, project);
    const show = () => `${r.output}\n${r.read("agent.txt")}\n${r.read("fix.txt")}`;
    expect(r.status, show()).toBe(0);
    expect(r.read("hunt.txt")).toMatch(/: [1-8] hits, \d+ misses, 0 timeouts, 0 errors/);
    expect(r.read("agent.exit").trim(), show()).toBe("1");
    expect(r.read("fix.exit").trim(), show()).toBe("0");
    if (example !== "fast-check") return;
    // The hand replay's config (docs: a report's "Without seedgate") loads under this vite too: green on the fix, red on the bug.
    const replay = () =>
      spawnSync(
        "node",
        ["node_modules/vitest/vitest.mjs", "run", "test/intervals.test.ts", "--config", resolve("dist/harness/evidence/vitest.seed.config.mjs")],
        {
          cwd: r.repo,
          encoding: "utf8",
          env: { ...env, SEEDGATE_SEED: "3", NO_COLOR: "1" },
          timeout: 120_000,
        },
      );
    const fixed = replay();
    expect(fixed.status, `${fixed.stdout}${fixed.stderr}`).toBe(0);
    spawnSync("git", ["switch", "-q", "main"], { cwd: r.repo });
    const bug = replay();
    expect(bug.status, `${bug.stdout}${bug.stderr}`).toBe(1);
    expect(bug.stdout + bug.stderr).toContain("Property failed");
  }, 480_000);
});

test(`test/matrix/${OUTSIDE}: the hunt is one named preflight error, not one per seed`, () => {
  const r = makeHistory("fast-check", OUTSIDE);
  expect(r.status, r.output).not.toBe(0);
  const refusal = "preflight refused: vitest 3.2.4 is not supported (supported: >=4.0.0 <5.0.0, docs/support.md): npm install --save-dev vitest@4";
  expect(r.read("hunt.txt").split(refusal).length - 1, r.read("hunt.txt")).toBe(1);
  expect(r.read("hunt.txt")).toContain(" — 8 rows not run");
  expect(r.read("hunt.txt")).not.toMatch(/seed \d+: error/);
}, 120_000);
