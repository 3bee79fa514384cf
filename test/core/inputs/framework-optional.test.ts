// A framework's `name?` entries (issue 47 item 4: the jest preset's ts-jest and typescript):
// pinned like the framework when the lock has them, never required when it does not.
import { expect, test } from "vitest";
import { frameworkChanges, inFramework, requiredPackages } from "../../../src/core/inputs/framework-lock.js";
import { PRESETS } from "../../../src/runners/presets.js";

const JEST = PRESETS.jest.framework!;
const lock = (tsJest: string) =>
  JSON.stringify({ lockfileVersion: 3, packages: { "": {}, "node_modules/jest": { version: "30.5.2" }, "node_modules/ts-jest": { version: tsJest } } });

test("ts-jest and typescript are in the jest framework, but a JavaScript jest project needs neither", () => {
  expect(inFramework(JEST, "ts-jest")).toBe(true);
  expect(inFramework(JEST, "typescript")).toBe(true);
  expect(inFramework(JEST, "ts-jest-resolver")).toBe(false);
  expect(inFramework(JEST, "typescript-eslint")).toBe(false);
  expect(requiredPackages(JEST)).toEqual(["jest", "@fast-check/jest", "fast-check"]);
});

test("a pull request that bumps ts-jest changes how the jest framework resolves", () => {
  const manifest = JSON.stringify({ devDependencies: { jest: "30.5.2" } });
  expect(frameworkChanges({ lock: lock("29.4.15"), manifest }, { lock: lock("29.4.15"), manifest }, JEST)).toEqual([]);
  expect(frameworkChanges({ lock: lock("29.4.15"), manifest }, { lock: lock("29.4.14"), manifest }, JEST).join("\n")).toContain("node_modules/ts-jest version");
});
