// The framework's closure in a base lockfile (src/core/inputs/framework-closure.ts): the
// framework's packages and what they depend on, resolved nested-first as Node does;
// optional edges may be absent; a lock that cannot pin the files says why.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { frameworkClosure } from "../../../src/core/inputs/framework-closure.js";
import { PRESETS } from "../../../src/runners/presets.js";

const FAST_CHECK = PRESETS["fast-check"].framework!;
const closure = (text: string) => frameworkClosure(text, FAST_CHECK);

const entry = (version: string, extra: Record<string, unknown> = {}) => ({ version, integrity: `sha512-${Buffer.from(version).toString("base64")}`, ...extra });
const lock = (packages: Record<string, unknown>) => JSON.stringify({ lockfileVersion: 3, packages: { "": { devDependencies: { vitest: "1" } }, ...packages } });

describe("frameworkClosure", () => {
  test("the framework, its dependencies nested-first, and nothing else", () => {
    const c = closure(
      lock({
        "node_modules/vitest": entry("3.0.0", { dependencies: { chai: "^5", "@vitest/runner": "3.0.0" }, optionalDependencies: { fsevents: "2" } }),
        "node_modules/vitest/node_modules/chai": entry("5.0.0", { dependencies: { "assertion-error": "2" } }),
        "node_modules/chai": entry("4.0.0"),
        "node_modules/@vitest/runner": entry("3.0.0"),
        "node_modules/assertion-error": entry("2.0.0"),
        "node_modules/fsevents": entry("2.3.3", { optional: true }),
        "node_modules/left-pad": entry("1.3.0"),
      }),
    );
    expect(c.problems).toEqual([]);
    expect(c.pins.map((p) => [p.path, p.optional])).toEqual([
      ["node_modules/@vitest/runner", false],
      ["node_modules/assertion-error", false],
      ["node_modules/fsevents", true],
      ["node_modules/vitest", false],
      ["node_modules/vitest/node_modules/chai", false],
    ]);
    expect(c.known.has("node_modules/left-pad")).toBe(true);
  });

  test("a package reached by a required edge too is required, with its own dependencies", () => {
    const c = closure(
      lock({
        "node_modules/vitest": entry("3.0.0", { dependencies: { a: "1" }, optionalDependencies: { b: "1" } }),
        "node_modules/a": entry("1.0.0", { dependencies: { b: "1" } }),
        "node_modules/b": entry("1.0.0", { dependencies: { c: "1" } }),
        "node_modules/c": entry("1.0.0"),
      }),
    );
    expect(c.pins.filter((p) => p.optional)).toEqual([]);
  });

  test("an install script is recorded, peers are not followed", () => {
    const c = closure(
      lock({
        "node_modules/vitest": entry("3.0.0", { dependencies: { vite: "5" }, peerDependencies: { jsdom: "*" } }),
        "node_modules/vite": entry("5.0.0", { dependencies: { esbuild: "0.21" } }),
        "node_modules/esbuild": entry("0.21.5", { hasInstallScript: true }),
        "node_modules/jsdom": entry("24.0.0"),
      }),
    );
    expect(c.pins.map((p) => `${p.name}${p.installScript ? " (script)" : ""}`)).toEqual(["esbuild (script)", "vite", "vitest"]);
  });

  test.each([
    ["not JSON", "{", /not valid JSON/],
    ["a v1 lock", JSON.stringify({ lockfileVersion: 1, dependencies: { vitest: entry("1.0.0") } }), /lockfileVersion 1/],
    ["a linked framework package", lock({ "node_modules/vitest": { resolved: "packages/vitest", link: true } }), /node_modules\/vitest is a link/],
    ["no integrity", lock({ "node_modules/vitest": { version: "3.0.0" } }), /no sha512 integrity for node_modules\/vitest/],
    ["a sha1 integrity only", lock({ "node_modules/vitest": { version: "3.0.0", integrity: "sha1-abc=" } }), /no sha512 integrity/],
  ])("%s is a problem", (_name, text, want) => {
    expect(closure(text).problems.join("\n")).toMatch(want);
  });

  test("seedgate's own lock: fast-check, vitest and every @vitest/* it installs are in the closure", () => {
    const c = closure(readFileSync("package-lock.json", "utf8"));
    const names = new Set(c.pins.map((p) => p.name));
    for (const n of ["fast-check", "pure-rand", "vitest", "vite", "chai", "@vitest/runner", "@vitest/expect", "@vitest/utils"]) expect(names).toContain(n);
    expect(names).not.toContain("typescript");
    expect(c.problems).toEqual([]);
  });
});
