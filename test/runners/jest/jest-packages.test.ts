// The shapes published packages have, under jest and the default isolation (issue 47 item 2;
// the vitest half is test/runners/fast-check/esm-packages.test.ts): a CommonJS package
// with an `exports` map and nested conditions, required by its own name (self-reference)
// and by a subpath export (one with only a `require` condition, also imported from a
// TypeScript test: ts-jest compiles the import to `require`), `dist/` entry points (`.cjs`, `main`'s `.js`), TypeScript
// sources under ts-jest, by a relative path and through the tsconfig's `paths`. Each shape
// passes on the genuine library in the subject process and fails on a regression. An
// ES-module-only entry point loads in the subject too (jest's worker never evaluates it),
// by its path or by an export only an `import` condition names (jest-resolver.cjs), and a
// refusal names the production module, the operation and the hint.
import { hostDisk } from "../../../src/adapters/disk.js";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import picomatch from "picomatch";
import { afterAll, beforeAll, expect, test } from "vitest";
import { processExec } from "../../../src/adapters/exec.js";
import { DEFAULT_CONFIG } from "../../../src/core/inputs/config-defaults.js";
import type { NodeIsolation } from "../../../src/runners/fast-check/isolation.js";
import { runJest } from "../../../src/runners/jest/jest.js";

const GOOD = String.raw`s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")`;
const BAD = String.raw`s.toLowerCase().replace(/[^a-z0-9]+/g, "-")`; // the regression: no trim of the dashes
const library = (body: string) => ({
  "dist/chunk-slug.cjs": `"use strict";\nexports.slugOf = (s) => ${body};\n`,
  "dist/index.cjs": `"use strict";\nconst { slugOf } = require("./chunk-slug.cjs");\nexports.slug = (s) => slugOf(s);\nexports.pid = process.pid;\nexports.Slugger = class Slugger { run(s) { return slugOf(s); } };\n`,
  "dist/index.js": `"use strict";\nmodule.exports = require("./index.cjs");\n`,
  "dist/lower.cjs": `"use strict";\nexports.slug = (s) => ${body};\nexports.pid = process.pid;\n`,
  "dist/index.mjs": `export const slug = (s) => ${body};\nexport const pid = process.pid;\n`,
  "src/index.ts": `import { slugOf } from "./chunk";\nexport const slug = (s: string): string => slugOf(s);\nexport const pid: number = process.pid;\n`,
  "src/chunk.ts": `export const slugOf = (s: string): string => ${body};\n`,
  "src/aliased.ts": `import { slugOf } from "@slug/chunk";\nexport const slug = (s: string): string => slugOf(s);\nexport const pid: number = process.pid;\n`,
});
// The condition jest's node environment does not pick, so a wrong pick is red on the genuine library too.
const WRONG = `"use strict";\nexports.slug = () => "WRONG CONDITION";\nexports.pid = -1;\n`;

const property = (from: string, ts = false) =>
  `${ts ? `import { fc, test } from "@fast-check/jest";\nimport { slug, pid } from ${JSON.stringify(from)};` : `const { fc, test } = require("@fast-check/jest");\nconst { slug, pid } = require(${JSON.stringify(from)});`}

test.prop([fc.string()])("slug", (s) => {
  expect(pid).not.toBe(process.pid);
  expect(slug(s)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
});
`;

// Operations on production objects the subject cannot serve faithfully, each its own test.
const REFUSED = `const { fc, test } = require("@fast-check/jest");
const kit = require("slugkit");

test.prop([fc.string()])("extend", (s) => {
  class Mine extends kit.Slugger {}
  expect(new Mine().run(s)).toBe(new kit.Slugger().run(s));
});
test.prop([fc.string()])("define", (s) => {
  Object.defineProperty(new kit.Slugger(), "extra", { value: s }); // an instance stays in the subject (a CommonJS exports object crosses by value)
});
test.prop([fc.string()])("pass", (s) => {
  kit.slug(new (class Box {})());
});
`;
const REFUSALS = {
  extend: /a class extending a production class \(on dist\/index\.cjs\): a class cannot have bases in two processes; set isolation: shared/,
  define: /defining a property on a production object \(on dist\/index\.cjs\): only plain assignment crosses; set isolation: shared/,
  pass: /passing a Box with no by-value form to production code.*\(on dist\/index\.cjs\)|\(on dist\/index\.cjs\).*passing a Box with no by-value form.*set isolation: shared/,
};

const SHAPES = {
  "self-reference through the exports map's nested conditions": "test/self.test.js",
  "a subpath export by the package's name": "test/subpath.test.js",
  "a require-only subpath export, imported from a TypeScript test under ts-jest": "test/subpath.test.ts",
  "dist/ .cjs entry point by path": "test/cjs.test.js",
  "dist/ main .js entry point by path": "test/main.test.js",
  "TypeScript source from a .ts test under ts-jest": "test/src.test.ts",
  "TypeScript paths (tsconfig compilerOptions.paths, in the test and in production code) under ts-jest": "test/paths.test.ts",
  "an ES-module-only entry point (.mjs)": "test/esm.test.js",
  "an export with an import condition only, by the package's name": "test/esm-export.test.js",
};

let root: string;
const write = (files: Record<string, string>) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "seedgate-jest-pkg-"));
  symlinkSync(resolve("node_modules"), join(root, "node_modules"));
  const exports = {
    ".": { import: "./dist/index.mjs", require: { browser: "./dist/browser.cjs", node: "./dist/index.cjs", default: "./dist/browser.cjs" } },
    "./lower": { require: "./dist/lower.cjs" },
    "./esm": { import: "./dist/index.mjs" },
  };
  write({
    "package.json": JSON.stringify({ name: "slugkit", version: "1.2.3", main: "./dist/index.js", exports }),
    // `paths` in the file tsconfig.json extends, with no baseUrl: its targets are relative to that file.
    "tsconfig.json": JSON.stringify({
      extends: "./config/tsconfig.base.json",
      compilerOptions: { target: "ES2022", module: "commonjs", esModuleInterop: true },
    }),
    "config/tsconfig.base.json": JSON.stringify({ compilerOptions: { paths: { "@slug/*": ["../src/*"] } } }),
    "dist/browser.cjs": WRONG,
    ...library(GOOD),
    "test/self.test.js": property("slugkit"),
    "test/subpath.test.js": property("slugkit/lower"),
    "test/subpath.test.ts": property("slugkit/lower", true),
    "test/cjs.test.js": property("../dist/index.cjs"),
    "test/main.test.js": property("../dist/index.js"),
    "test/src.test.ts": property("../src/index", true),
    "test/paths.test.ts": property("@slug/aliased", true),
    "test/esm.test.js": property("../dist/index.mjs"),
    "test/esm-export.test.js": property("slugkit/esm"),
    "test/refused.test.js": REFUSED,
  });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const PROCESS: NodeIsolation = { kind: "process", oracleFiles: DEFAULT_CONFIG.sealed.map((glob) => picomatch.makeRe(glob, { dot: true }).source) };
const run = (file: string, name = "slug") =>
  runJest(
    { exec: processExec, disk: hostDisk },
    {
      root,
      selector: `${file}::${name}`,
      seed: 7,
      timeoutMs: 120_000,
      baseEnv: { PATH: process.env.PATH, HOME: process.env.HOME },
      isolation: PROCESS,
      isSealed: (path) => path === "tsconfig.json" || path === "config/tsconfig.base.json",
    },
  );

for (const [shape, file] of Object.entries(SHAPES))
  test(`${shape}: the genuine library passes in the subject process, a regression fails`, async () => {
    write(library(GOOD));
    const genuine = await run(file);
    expect(genuine.outcome, `${genuine.detail}\n${genuine.tail}`).toBe("pass");
    write(library(BAD));
    try {
      const regressed = await run(file);
      expect(regressed.outcome, `${regressed.detail}\n${regressed.tail}`).toBe("fail");
      expect(`${regressed.detail}\n${regressed.tail}`).toMatch(/toMatch/);
    } finally {
      write(library(GOOD));
    }
  }, 240_000);

for (const [name, refusal] of Object.entries(REFUSALS))
  test(`a refusal (${name}) names the production module, the operation and the hint`, async () => {
    const r = await run("test/refused.test.js", name);
    expect(r.outcome, r.detail).toBe("error");
    expect(r.detail).toMatch(refusal);
  }, 120_000);
