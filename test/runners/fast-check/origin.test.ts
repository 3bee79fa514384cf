// Issue 28, the Node half: a fast-check row whose test loaded a module from outside
// the workspace (not node_modules) is an error naming the path and the fix, under both
// isolation settings; dependencies under node_modules (here a symlinked node_modules,
// as the examples use) are not flagged. Real vitest, real fast-check.
import { hostDisk } from "../../../src/adapters/disk.js";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { runFastCheck } from "../../../src/runners/fast-check/fast-check.js";
import { nodeOrigins, outsideDetail } from "../../../src/runners/fast-check/origin.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const TEST = `import fc from "fast-check";
import { test, expect } from "vitest";
import { double } from "../src/double.js";
test("doubles", () => {
  fc.assert(fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => { expect(double(n)).toBe(2 * n); }));
});
`;
const DOUBLE = "export const double = (n) => n * 2;\n";

let repo: TempRepo;
let outside: string;
beforeAll(() => {
  outside = mkdtempSync(join(tmpdir(), "seedgate-outside-"));
  writeFileSync(join(outside, "double.js"), DOUBLE);
  mkdirSync(join(outside, "node_modules/lib"), { recursive: true });
  writeFileSync(join(outside, "node_modules/lib/double.js"), DOUBLE);
  repo = tempRepo("seedgate-fc-origin-");
  mkdirSync(join(repo.dir, "node_modules"));
  for (const name of readdirSync(resolve("node_modules"))) symlinkSync(resolve("node_modules", name), join(repo.dir, "node_modules", name));
  repo.write(".gitignore", "node_modules/\n");
  repo.write("package.json", JSON.stringify({ name: "fc-origin", private: true, type: "module" }));
  repo.write("src/double.js", DOUBLE);
  repo.write("test/double.test.ts", TEST);
  repo.commit("a property");
});
afterAll(() => {
  repo.cleanup();
  rmSync(outside, { recursive: true, force: true });
});

const ENV = { PATH: process.env.PATH, HOME: process.env.HOME };
const run = (kind: "process" | "shared") =>
  runFastCheck(
    { exec: processExec, disk: hostDisk },
    {
      root: repo.dir,
      selector: "test/double.test.ts::doubles",
      seed: 1,
      timeoutMs: 60_000,
      baseEnv: ENV,
      isolation: { kind, oracleFiles: [] },
    },
  );

test("the repository's own module, and fast-check from a symlinked node_modules, pass under both settings", async () => {
  for (const kind of ["shared", "process"] as const) expect((await run(kind)).outcome).toBe("pass");
}, 120_000);

test("a module resolved outside the workspace is an error naming the path and the fix, under both settings", async () => {
  repo.remove("src/double.js");
  symlinkSync(join(outside, "double.js"), join(repo.dir, "src/double.js"));
  try {
    for (const kind of ["shared", "process"] as const) {
      const r = await run(kind);
      expect(r.outcome, r.tail).toBe("error");
      expect(r.detail).toContain(join(outside, "double.js"));
      expect(r.detail).toMatch(/outside the workspace.*did not test this repository's code.*Fix: import the repository's own file/);
    }
  } finally {
    repo.remove("src/double.js");
    repo.write("src/double.js", DOUBLE);
  }
}, 120_000);

test("a production path resolving into a node_modules folder outside the workspace is an error too (a path, not a package)", async () => {
  repo.remove("src/double.js");
  symlinkSync(join(outside, "node_modules/lib/double.js"), join(repo.dir, "src/double.js"));
  try {
    for (const kind of ["shared", "process"] as const) {
      const r = await run(kind);
      expect(r.outcome, r.tail).toBe("error");
      expect(r.detail).toContain(join(outside, "node_modules/lib/double.js"));
    }
  } finally {
    repo.remove("src/double.js");
    repo.write("src/double.js", DOUBLE);
  }
}, 120_000);

test("origin rows are read from the channel among other rows; only outside ones count", () => {
  const channel = [
    JSON.stringify({ name: "t", state: "passed", runs: null }),
    JSON.stringify({ event: "origin", module: "src/a.ts", file: "/ws/src/a.ts", inside: true }),
    JSON.stringify({ event: "origin", module: "/elsewhere/b.ts", file: "/elsewhere/b.ts", inside: false }),
    '{"event":"origin","module":"/cut', // a torn last line: no row
  ].join("\n");
  expect(nodeOrigins(channel)).toHaveLength(2);
  expect(outsideDetail(channel)).toContain("/elsewhere/b.ts");
  expect(outsideDetail(channel.replace('"inside":false', '"inside":true'))).toBeUndefined();
  expect(outsideDetail(undefined)).toBeUndefined();
});
