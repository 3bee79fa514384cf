// The JavaScript examples declare what seedgate supports: the lowest version each caret
// range of their package.json accepts is inside docs/support.md's range (runners/support.ts),
// so a newcomer who runs `npm install` in an example never gets a version the preflight refuses.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { SUPPORTED, versionProblem } from "../../src/runners/support.js";

test.each(["fast-check", "jest"])("examples/%s/project/package.json: each framework range's floor is supported", (example) => {
  const pkg = JSON.parse(readFileSync(`examples/${example}/project/package.json`, "utf8")) as { devDependencies: Record<string, string> };
  const ranges = Object.entries(pkg.devDependencies).filter(([name]) => SUPPORTED.some((s) => s.name === name));
  expect(ranges.length).toBeGreaterThan(1);
  for (const [name, range] of ranges) {
    expect(range, name).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(versionProblem(name, range.slice(1)), `${name} ${range}`).toBeUndefined();
  }
});
