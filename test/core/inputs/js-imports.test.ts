// The packages a sealed JS file imports, read as data (issue 44 item 5).
import { expect, test } from "vitest";
import { importSpecifiers, packageName, relativeCandidates } from "../../../src/core/inputs/js-imports.js";

test("static, side-effect, re-export, dynamic and require imports are found; type-only imports and comments are not", () => {
  const source = [
    'import fc from "fast-check";',
    'import { expect, test } from "vitest";',
    'import "./setup.js";',
    'import type { Shape } from "type-only";',
    'export * from "@scope/deep-equal/sub";',
    "const later = await import('sorted-btree');",
    'const cjs = require("lodash.isequal");',
    '// import "commented-out";',
    '/* require("also-commented") */',
    'import { merge } from "../src/intervals.js";',
    'import assert from "node:assert/strict";',
  ].join("\n");
  expect(importSpecifiers(source)).toEqual([
    "fast-check",
    "vitest",
    "./setup.js",
    "@scope/deep-equal/sub",
    "sorted-btree",
    "lodash.isequal",
    "../src/intervals.js",
    "node:assert/strict",
  ]);
});

test("a bare specifier names its package; a path, URL, node: or #import names none", () => {
  expect(packageName("fast-check")).toBe("fast-check");
  expect(packageName("vitest/config")).toBe("vitest");
  expect(packageName("@scope/deep-equal/sub")).toBe("@scope/deep-equal");
  for (const s of ["./x.js", "../x", "/abs", "node:fs", "file:///x", "#internal", "@scope", "@/lib/x", "Upper/x"]) expect(packageName(s)).toBeUndefined();
});

test("a relative specifier's candidates: as written, TypeScript's .js for .ts, extensions, index files; none past the top", () => {
  const c = relativeCandidates("tests/props/a.test.ts", "./helpers.js");
  expect(c.slice(0, 3)).toEqual(["tests/props/helpers.js", "tests/props/helpers.ts", "tests/props/helpers.tsx"]);
  expect(relativeCandidates("tests/a.test.ts", "../lib/eq")).toContain("lib/eq/index.ts");
  expect(relativeCandidates("a.test.ts", "../outside.js")).toEqual([]);
  expect(relativeCandidates("a.test.ts", "pkg")).toEqual([]);
});
