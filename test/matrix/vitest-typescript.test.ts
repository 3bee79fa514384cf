// TypeScript production code under the floor of vitest's range (test/matrix/vitest-4.0:
// vitest 4.0 on vite 7, whose parser reads no TypeScript) and the default isolation
// (issue 47 item 2): a `.ts` module by a relative `.js` specifier and one reached through
// the sealed tsconfig's `paths` (in the test and in production code) load as proxies of
// the subject, so their export names are read from `.ts` syntax (fast-check-modules.mjs
// strips the types with vite 7's esbuild first: its `parseAst` failed "Expected ',', got
// ':'"). Each passes on the genuine library in the subject process and fails on a
// regression. The newest vitest runs the same shapes in test/runners/fast-check/esm-packages.test.ts.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import picomatch from "picomatch";
import { afterAll, beforeAll, expect, test } from "vitest";
import { hostDisk } from "../../src/adapters/disk.js";
import { processExec } from "../../src/adapters/exec.js";
import type { RunnerRule } from "../../src/core/inputs/config.js";
import { DEFAULT_CONFIG } from "../../src/core/inputs/config-defaults.js";
import { runFastCheck } from "../../src/runners/fast-check/fast-check.js";
import { nodeIsolation } from "../../src/runners/place.js";
import { installed } from "./matrix.js";

const GOOD = String.raw`s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")`;
const BAD = String.raw`s.toLowerCase().replace(/[^a-z0-9]+/g, "-")`; // the regression: no trim of the dashes
const library = (body: string) => ({
  "src/chunk.ts": `export type Slug = string;\nexport const slugOf = (s: string): Slug => ${body};\n`,
  "src/index.ts": `import { slugOf, type Slug } from "./chunk.js";\nexport const slug = (s: string): Slug => slugOf(s);\nexport const pid: number = process.pid;\n`,
  "src/aliased.ts": `import { slugOf } from "@slug/chunk";\nexport const slug = (s: string): string => slugOf(s);\nexport const pid: number = process.pid;\n`,
});
const property = (from: string) => `import fc from "fast-check";
import { expect, test } from "vitest";
import { slug, pid } from ${JSON.stringify(from)};

test("slug", () => {
  fc.assert(fc.property(fc.string(), (s) => {
    expect(pid).not.toBe(process.pid);
    expect(slug(s)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
  }));
});
`;
const SHAPES = { "a .ts module by a .js specifier": "test/src.test.ts", "TypeScript paths, in the test and in production code": "test/paths.test.ts" };

let root: string;
const write = (files: Record<string, string>) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "seedgate-matrix-ts-"));
  symlinkSync(installed("vitest-4.0"), join(root, "node_modules"));
  write({
    "package.json": JSON.stringify({ name: "slugkit", version: "1.0.0", type: "module" }),
    "tsconfig.json": JSON.stringify({ compilerOptions: { module: "ESNext", paths: { "@slug/*": ["./src/*"] } } }),
    "test/src.test.ts": property("../src/index.js"),
    "test/paths.test.ts": property("@slug/aliased"),
    ...library(GOOD),
  });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const run = (file: string) => {
  const config = { ...DEFAULT_CONFIG, sealed: [...DEFAULT_CONFIG.sealed, "tsconfig.json"] };
  const isSealed = (path: string) => config.sealed.some((glob) => picomatch(glob, { dot: true })(path));
  const isolation = nodeIsolation({ root, config, exec: processExec, disk: hostDisk, env: {}, isSealed, oracle: root }, { isolation: "process" } as RunnerRule);
  const place = { root, selector: `${file}::slug`, seed: 7, timeoutMs: 60_000, baseEnv: { PATH: process.env.PATH, HOME: process.env.HOME }, isolation };
  return runFastCheck({ exec: processExec, disk: hostDisk }, place);
};

for (const [shape, file] of Object.entries(SHAPES))
  test(`${shape}: the genuine library passes in the subject process, a regression fails`, async () => {
    write(library(GOOD));
    const genuine = await run(file);
    expect(genuine.outcome, `${genuine.detail}\n${genuine.tail}`).toBe("pass");
    write(library(BAD));
    try {
      const regressed = await run(file);
      expect(regressed.outcome, `${regressed.detail}\n${regressed.tail}`).toBe("fail");
      expect(regressed.tail).toMatch(/toMatch|does not match|to match/);
    } finally {
      write(library(GOOD));
    }
  }, 120_000);
