// A published ESM package under vitest and the default isolation (issue 47): an `exports`
// map, built `dist/` entry points (`.mjs` with a chunk, `.cjs`), TypeScript sources, and
// tests that import it by a relative path or by its own name (self-reference), TypeScript
// `paths` from the sealed tsconfig.json (in the test and in production code: the project's
// vite config, which would resolve them, is never loaded), and a subpath export with only a
// `require` condition, required by CommonJS production code. Each shape
// passes on the genuine library and fails on a regression, with production code running
// in the subject process only. The project's root is as long as vitest's real folder less
// `/dist`, the layout of a worktree whose node_modules links elsewhere: there vitest's
// worker handed `/dist/...` URLs to Node past seedgate's plugin, so the package's entry
// point ran in the oracle (or failed as "Cannot find module '/dist/index.mjs'").
import { hostDisk } from "../../../src/adapters/disk.js";
import { mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import picomatch from "picomatch";
import type { RunnerRule } from "../../../src/core/inputs/config.js";
import { DEFAULT_CONFIG } from "../../../src/core/inputs/config-defaults.js";
import { runFastCheck } from "../../../src/runners/fast-check/fast-check.js";
import { harnessPath } from "../../../src/runners/harness-path.js";
import { nodeIsolation } from "../../../src/runners/place.js";

const GOOD = String.raw`s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")`;
const BAD = String.raw`s.toLowerCase().replace(/[^a-z0-9]+/g, "-")`; // the regression: no trim of the dashes
const library = (body: string) => ({
  "dist/chunk-slug.mjs": `export const slugOf = (s) => ${body};\n`,
  "dist/index.mjs": `import { slugOf } from "./chunk-slug.mjs";\nexport const slug = (s) => slugOf(s);\nexport const pid = process.pid;\nexport class Slugger { run(s) { return slugOf(s); } }\n`,
  "dist/index.cjs": `"use strict";\nexports.slug = (s) => ${body};\nexports.pid = process.pid;\n`,
  "src/index.ts": `export const slug = (s: string): string => ${body};\nexport const pid: number = process.pid;\n`,
  "src/chunk.ts": `export const slugOf = (s: string): string => ${body};\n`,
  "src/aliased.ts": `import { slugOf } from "@slug/chunk";\nexport const slug = (s: string): string => slugOf(s);\nexport const pid: number = process.pid;\n`,
  "dist/lower.cjs": `"use strict";\nexports.slug = (s) => ${body};\n`,
  "dist/uses-lower.cjs": `"use strict";\nexports.slug = require("slugkit/lower").slug;\nexports.pid = process.pid;\n`,
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

const SHAPES = {
  "self-reference through the exports map": "test/self.test.ts",
  "dist/ .mjs entry point by path, from an .mjs test": "test/dist.test.mjs",
  "dist/ .cjs entry point by path": "test/cjs.test.ts",
  "TypeScript source by a .js specifier": "test/src.test.ts",
  "TypeScript paths (an extended tsconfig's compilerOptions.paths, in the test and in production code)": "test/paths.test.ts",
  "a require-only subpath export, required by CommonJS production code": "test/lower.test.ts",
};

let base: string;
let root: string;
const write = (files: Record<string, string>) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
};

beforeAll(() => {
  const vitestDist = realpathSync(resolve("node_modules/vitest/dist"));
  base = mkdtempSync(join(tmpdir(), "sg-"));
  const pad = vitestDist.length - "/dist".length - base.length - 1;
  if (pad < 1) throw new Error(`TMPDIR ${tmpdir()} is too long for a root as long as ${vitestDist} less /dist`);
  root = join(base, "p".repeat(pad));
  mkdirSync(join(root, "node_modules"), { recursive: true });
  for (const name of readdirSync(resolve("node_modules"))) symlinkSync(resolve("node_modules", name), join(root, "node_modules", name));
  const exports = { ".": { import: "./dist/index.mjs", require: "./dist/index.cjs" }, "./lower": { require: "./dist/lower.cjs" } };
  write({ "package.json": JSON.stringify({ name: "slugkit", version: "1.2.3", type: "module", main: "./dist/index.cjs", exports }) });
  // `paths` in the file tsconfig.json extends, with no baseUrl: its targets are relative to that file.
  write({
    "tsconfig.json": JSON.stringify({ extends: "./config/tsconfig.base.json", compilerOptions: { module: "ESNext" } }),
    "config/tsconfig.base.json": JSON.stringify({ compilerOptions: { paths: { "@slug/*": ["../src/*"] } } }),
  });
  write(library(GOOD));
  write({
    "test/self.test.ts": property("slugkit"),
    "test/dist.test.mjs": property("../dist/index.mjs"),
    "test/cjs.test.ts": property("../dist/index.cjs"),
    "test/src.test.ts": property("../src/index.js"),
    "test/paths.test.ts": property("@slug/aliased"),
    "test/lower.test.ts": property("../dist/uses-lower.cjs"),
    "test/esm-lower.test.ts": property("slugkit/lower"),
    "test/required.test.ts": property("../dist/index.mjs").replace(
      'import { slug, pid } from "../dist/index.mjs";',
      'import { createRequire } from "node:module";\nconst { slug, pid } = createRequire(import.meta.url)("../dist/index.cjs");',
    ),
    "test/extend.test.ts": `import fc from "fast-check";\nimport { expect, test } from "vitest";\nimport { Slugger } from "slugkit";\n\ntest("extend", () => {\n  fc.assert(fc.property(fc.string(), (s) => {\n    class Mine extends Slugger {}\n    expect(new Mine().run(s)).toBe(new Slugger().run(s));\n  }));\n});\n`,
  });
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

// A lane's place (runners/place.ts): its sealed paths hold tsconfig.json and what it extends.
const place = (sealed = ["tsconfig.json", "config/**"]) => {
  const config = { ...DEFAULT_CONFIG, sealed: [...DEFAULT_CONFIG.sealed, ...sealed] };
  const isSealed = (path: string) => config.sealed.some((glob) => picomatch(glob, { dot: true })(path));
  const ctx = { root, config, exec: processExec, disk: hostDisk, env: {}, isSealed, oracle: root };
  return nodeIsolation(ctx, { isolation: "process" } as RunnerRule);
};
const run = (file: string, name = "slug", isolation = place()) =>
  runFastCheck(
    { exec: processExec, disk: hostDisk },
    { root, selector: `${file}::${name}`, seed: 7, timeoutMs: 60_000, baseEnv: { PATH: process.env.PATH, HOME: process.env.HOME }, isolation },
  );

test("the root has the layout that sent /dist/ URLs past the plugin", () => {
  expect(root.length).toBe(realpathSync(resolve("node_modules/vitest/dist")).length - "/dist".length);
});

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

test("a refusal names the production module, the operation and the hint", async () => {
  const r = await run("test/extend.test.ts", "extend");
  expect(r.outcome, r.tail).toBe("error");
  expect(r.detail).toMatch(/a class extending a production class \(on dist\/index\.mjs\): .*set isolation: shared/);
}, 60_000);

test("a production file the sealed test loads by createRequire (past vite) is refused, never run in the oracle", async () => {
  const r = await run("test/required.test.ts");
  expect(r.outcome, r.tail).toBe("error");
  expect(r.detail).toMatch(/require\(\) of production file \S*dist\/index\.cjs \(only import is proxied\); import it instead/);
}, 60_000);

test("an ES import of a require-only subpath is the error the project's own vitest run gives, naming the conditions", async () => {
  const r = await run("test/esm-lower.test.ts");
  expect(r.outcome, r.tail).toBe("error");
  expect(r.detail).toMatch(/"\.\/lower" is not exported under the conditions \[.*"import"\]/);
}, 60_000);

test("seedgate's shipped seed config (a hand run) resolves the same paths through vite's own tsconfigPaths", () => {
  // Production code runs in vitest's worker on a hand run (isolation: shared): the property without its pid check.
  write({ "test/hand.test.ts": property("@slug/aliased").replace(/^.*process\.pid.*\n/m, "") });
  const config = harnessPath("evidence/vitest.seed.config.mjs");
  const r = spawnSync(process.execPath, [resolve("node_modules/vitest/vitest.mjs"), "run", "test/hand.test.ts", "--config", config], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, SEEDGATE_SEED: "7", NO_COLOR: "1" },
    encoding: "utf8",
  });
  expect(`${r.stdout}${r.stderr}`).toMatch(/1 passed/);
}, 60_000);

test("an alias only an unsealed tsconfig file sets is not read: the row names it and the way out", async () => {
  const r = await run("test/paths.test.ts", "slug", place(["tsconfig.json"]));
  expect(r.outcome, r.tail).toBe("error");
  expect(r.detail).toMatch(
    /@slug\/aliased is a TypeScript paths alias of a tsconfig file that is not sealed.*add tsconfig\.json and the files it extends to `sealed`/,
  );
}, 60_000);
