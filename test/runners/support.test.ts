// Issue 47 item 4: a framework outside the support matrix is one named preflight error
// (package, version found, range, fix), not an error row per seed. Fake node_modules
// trees hold only the package.json files the preflight reads; no install.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { hostDisk } from "../../src/adapters/disk.js";
import { processExec } from "../../src/adapters/exec.js";
import { jestProblem } from "../../src/runners/jest/jest.js";
import { fastCheckPreflight, pythonPreflight } from "../../src/runners/preflight.js";
import { SUPPORTED, rangeText, versionProblem } from "../../src/runners/support.js";

let dir: string;
beforeAll(() => (dir = mkdtempSync(join(tmpdir(), "seedgate-support-"))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A project whose node_modules holds just `packages`' package.json files (and vitest's entry, which the preflight looks for). */
function project(name: string, packages: Record<string, string>): string {
  const root = join(dir, name);
  for (const [pkg, version] of Object.entries(packages)) {
    const manifest = join(root, "node_modules", pkg, "package.json");
    mkdirSync(dirname(manifest), { recursive: true });
    writeFileSync(manifest, JSON.stringify({ name: pkg, version }));
  }
  mkdirSync(join(root, "node_modules/vitest"), { recursive: true });
  writeFileSync(join(root, "node_modules/vitest/vitest.mjs"), "");
  writeFileSync(join(root, "package.json"), JSON.stringify({ name, private: true }));
  return root;
}

test("vitest 1.6.0: one error naming vitest, the version found, the supported range and the fix", () => {
  const root = project("vitest-1", { vitest: "1.6.0", "fast-check": "4.11.0" });
  const why = fastCheckPreflight(hostDisk, root, "test/x.test.ts::t");
  expect(why).toBe("vitest 1.6.0 is not supported (supported: >=4.0.0 <5.0.0, docs/support.md): npm install --save-dev vitest@4, then run seedgate again");
});

test("vitest 3 and fast-check 3 are refused, and fast-check 4 before 4.10; vitest 4 with fast-check 4.10 passes", () => {
  expect(fastCheckPreflight(hostDisk, project("vitest-3", { vitest: "3.2.4", "fast-check": "4.11.0" }), "t.test.ts::t")).toContain(
    "vitest 3.2.4 is not supported",
  );
  expect(fastCheckPreflight(hostDisk, project("fc-3", { vitest: "4.1.12", "fast-check": "3.23.2" }), "t.test.ts::t")).toContain(
    "fast-check 3.23.2 is not supported (supported: >=4.10.0 <5.0.0",
  );
  // Below 4.10 an fc.assert's own numRuns cannot be capped, so a fixture row errors on every head.
  expect(fastCheckPreflight(hostDisk, project("fc-4.9", { vitest: "4.1.12", "fast-check": "4.9.0" }), "t.test.ts::t")).toContain(
    "fast-check 4.9.0 is not supported",
  );
  expect(fastCheckPreflight(hostDisk, project("fine", { vitest: "4.1.12", "fast-check": "4.11.0" }), "t.test.ts::t")).toBeUndefined();
  expect(fastCheckPreflight(hostDisk, project("floor", { vitest: "4.0.0", "fast-check": "4.10.0" }), "t.test.ts::t")).toBeUndefined();
});

test("jest 29 and @fast-check/jest 1 are refused, each by name", () => {
  const jest29 = project("jest-29", { jest: "29.7.0", "@fast-check/jest": "2.3.0", "fast-check": "4.11.0" });
  expect(jestProblem(hostDisk, jest29, "t.test.js::t")).toContain("jest 29.7.0 is not supported (supported: >=30.0.0 <31.0.0");
  const old = project("fcj-1", { jest: "30.5.2", "@fast-check/jest": "1.8.0", "fast-check": "4.11.0" });
  mkdirSync(join(old, "node_modules/jest/bin"), { recursive: true });
  writeFileSync(join(old, "node_modules/jest/bin/jest.js"), ""); // the entry the preflight looks for
  const why = jestProblem(hostDisk, old, "t.test.js::t");
  expect(why).toContain("@fast-check/jest 1.8.0 is not supported (supported: >=2.1.0 <3.0.0");
  // 2.0.x depends on fast-check 3 alone; npm nests a copy the same way: test.prop runs that one, not the test folder's.
  const withJest = (root: string) => (
    mkdirSync(join(root, "node_modules/jest/bin"), { recursive: true }),
    writeFileSync(join(root, "node_modules/jest/bin/jest.js"), ""),
    root
  );
  const nested = withJest(
    project("fcj-nested", { jest: "30.5.2", "@fast-check/jest": "2.3.0", "@fast-check/jest/node_modules/fast-check": "3.23.2", "fast-check": "4.11.0" }),
  );
  expect(jestProblem(hostDisk, nested, "t.test.js::t")).toContain("@fast-check/jest resolves its own copy: fast-check 3.23.2 is not supported");
  const fcj20 = withJest(project("fcj-2.0", { jest: "30.5.2", "@fast-check/jest": "2.0.3", "fast-check": "4.11.0" }));
  expect(jestProblem(hostDisk, fcj20, "t.test.js::t")).toContain("@fast-check/jest 2.0.3 is not supported");
  // ts-jest is asked only of a TypeScript test.
  const ts28 = project("ts-jest-28", { jest: "30.5.2", "@fast-check/jest": "2.3.0", "fast-check": "4.11.0", "ts-jest": "28.0.8" });
  mkdirSync(join(ts28, "node_modules/jest/bin"), { recursive: true });
  writeFileSync(join(ts28, "node_modules/jest/bin/jest.js"), "");
  expect(jestProblem(hostDisk, ts28, "t.test.ts::t")).toContain("ts-jest 28.0.8 is not supported (supported: >=29.4.0 <30.0.0");
  expect(jestProblem(hostDisk, ts28, "t.test.js::t")).toBeUndefined();
});

test("the installed versions (seedgate's own node_modules and /usr/bin/python3) pass", async () => {
  expect(fastCheckPreflight(hostDisk, resolve("."), "test/runners/support.test.ts::t")).toBeUndefined();
  // A jest test is CommonJS (seedgate's package is "type": "module"), or TypeScript under ts-jest with a sealed tsconfig.json.
  expect(jestProblem(hostDisk, resolve("."), "test/runners/support.test.cjs::t")).toBeUndefined();
  expect(jestProblem(hostDisk, resolve("."), "test/runners/support.test.ts::t", (p) => p === "tsconfig.json")).toBeUndefined();
  const place = { exec: processExec, root: resolve("."), env: { PATH: process.env.PATH, HOME: process.env.HOME } };
  expect(await pythonPreflight(place, process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3")).toBeUndefined();
}, 60_000);

test("a Python whose pytest is too old: one error naming the interpreter, pytest, the version and the fix", async () => {
  // A real Python that finds a fake pytest 6.2.5 distribution ahead of the real one: the
  // wrapper drops the probe's -I, which would ignore the PYTHONPATH that shows it.
  const site = join(dir, "old-pytest");
  mkdirSync(join(site, "pytest-6.2.5.dist-info"), { recursive: true });
  writeFileSync(join(site, "pytest-6.2.5.dist-info/METADATA"), "Metadata-Version: 2.1\nName: pytest\nVersion: 6.2.5\n");
  const python = join(dir, "python-old-pytest");
  writeFileSync(python, `#!/bin/sh\n[ "$1" = -I ] && shift\nexport PYTHONPATH=${site}\nexec ${process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3"} "$@"\n`, {
    mode: 0o755,
  });
  const place = { exec: processExec, root: dir, env: { PATH: process.env.PATH } };
  const why = await pythonPreflight(place, python);
  expect(why).toBe(
    `the interpreter ${python}: pytest 6.2.5 is not supported (supported: >=7.2.0 <10.0.0, docs/support.md): python -m pip install 'pytest>=7.2,<10', then run seedgate again`,
  );
}, 60_000);

test("versions compare by number, not text; an unreadable version is not refused", () => {
  expect(versionProblem("vitest", "4.10.0")).toBeUndefined();
  expect(versionProblem("vitest", "10.0.0")).toContain("vitest 10.0.0 is not supported");
  expect(versionProblem("jest", "30.0.0-alpha.6")).toBeUndefined();
  expect(versionProblem("Node", "v18.19.0")).toContain("Node v18.19.0 is not supported");
  expect(versionProblem("vitest", "workspace:*")).toBeUndefined();
  expect(SUPPORTED.map(rangeText)).toContain(">=4.0.0 <5.0.0");
});
