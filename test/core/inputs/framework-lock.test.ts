// The framework comparison (src/core/inputs/framework-lock.ts) as tables: each head edit
// that changes how fast-check/vitest resolve is named; edits elsewhere are not.
import { describe, expect, test } from "vitest";
import { frameworkChanges as changesOf, installedProblem, lockedVersion, type ManifestTexts } from "../../../src/core/inputs/framework-lock.js";
import { PRESETS } from "../../../src/runners/presets.js";

const frameworkChanges = (base: ManifestTexts, head: ManifestTexts) => changesOf(base, head, PRESETS["fast-check"].framework!);

const entry = (version: string, extra: Record<string, unknown> = {}) => ({
  version,
  resolved: `https://registry.npmjs.org/x/-/x-${version}.tgz`,
  integrity: `sha512-${version}`,
  ...extra,
});
const LOCK = {
  lockfileVersion: 3,
  packages: {
    "": { devDependencies: { "fast-check": "4.3.0", vitest: "3.2.4" } },
    "node_modules/fast-check": entry("4.3.0"),
    "node_modules/vitest": entry("3.2.4"),
    "node_modules/@vitest/runner": entry("3.2.4"),
    "node_modules/left-pad": entry("1.3.0"),
  },
};
const MANIFEST = { name: "p", devDependencies: { "fast-check": "4.3.0", vitest: "3.2.4", "left-pad": "1.3.0" } };
const base: ManifestTexts = { lock: JSON.stringify(LOCK), manifest: JSON.stringify(MANIFEST) };
const lockWith = (key: string, value: unknown) => JSON.stringify({ ...LOCK, packages: { ...LOCK.packages, [key]: value } });
const manifestWith = (more: Record<string, unknown>) => JSON.stringify({ ...MANIFEST, ...more });

describe("frameworkChanges", () => {
  const rows: [string, ManifestTexts, RegExp | null][] = [
    ["the same texts", base, null],
    ["a non-framework package bumped", { ...base, lock: lockWith("node_modules/left-pad", entry("1.3.1")) }, null],
    ["fast-check bumped", { ...base, lock: lockWith("node_modules/fast-check", entry("4.4.0")) }, /node_modules\/fast-check version: "4.3.0" → "4.4.0"/],
    [
      "fast-check's tarball swapped, version kept",
      { ...base, lock: lockWith("node_modules/fast-check", { ...entry("4.3.0"), resolved: "https://evil.example/fc.tgz" }) },
      /node_modules\/fast-check resolved/,
    ],
    [
      "fast-check's integrity changed",
      { ...base, lock: lockWith("node_modules/fast-check", { ...entry("4.3.0"), integrity: "sha512-x" }) },
      /node_modules\/fast-check integrity/,
    ],
    [
      "vitest relinked to a folder",
      { ...base, lock: lockWith("node_modules/vitest", { resolved: "vendor/vitest", link: true }) },
      /node_modules\/vitest (version|resolved|link)/,
    ],
    [
      "a nested @vitest/expect added",
      { ...base, lock: lockWith("node_modules/vitest/node_modules/@vitest/expect", entry("0.0.1")) },
      /node_modules\/vitest\/node_modules\/@vitest\/expect version: \(absent\)/,
    ],
    ["the lockfile removed", { ...base, lock: null }, /package-lock.json was removed/],
    ["an npm override of fast-check", { ...base, manifest: manifestWith({ overrides: { "fast-check": "file:./fc" } }) }, /overrides.fast-check/],
    [
      "a nested override under vitest",
      { ...base, manifest: manifestWith({ overrides: { vitest: { "@vitest/runner": "1.0.0" } } }) },
      /overrides.vitest.@vitest\/runner/,
    ],
    ["a yarn resolution", { ...base, manifest: manifestWith({ resolutions: { "**/fast-check": "3.0.0" } }) }, /resolutions.\*\*\/fast-check/],
    ["a pnpm override", { ...base, manifest: manifestWith({ pnpm: { overrides: { vitest: "link:../v" } } }) }, /pnpm.overrides.vitest/],
    [
      "fast-check's spec made a file: dependency",
      { ...base, manifest: manifestWith({ devDependencies: { ...MANIFEST.devDependencies, "fast-check": "file:./fc" } }) },
      /devDependencies.fast-check: "4.3.0" → "file:.\/fc"/,
    ],
    ["an override of another package", { ...base, manifest: manifestWith({ overrides: { "left-pad": "1.0.0" } }) }, null],
    ["a broken head lockfile", { ...base, lock: "{" }, /head's package-lock.json is not valid JSON/],
  ];
  test.each(rows)("%s", (_name, head, want) => {
    const changes = frameworkChanges(base, head);
    if (want === null) expect(changes).toEqual([]);
    else expect(changes.join("\n")).toMatch(want);
  });

  test("a v1 lockfile's dependencies are compared too", () => {
    const v1 = (v: string): ManifestTexts => ({ lock: JSON.stringify({ lockfileVersion: 1, dependencies: { "fast-check": entry(v) } }), manifest: null });
    expect(frameworkChanges(v1("3.0.0"), v1("3.0.0"))).toEqual([]);
    expect(frameworkChanges(v1("3.0.0"), v1("3.0.1")).join()).toMatch(/fast-check version/);
  });

  test("no lockfile on either side: only package.json decides", () => {
    const none: ManifestTexts = { lock: null, manifest: JSON.stringify(MANIFEST) };
    expect(frameworkChanges(none, none)).toEqual([]);
    expect(frameworkChanges(none, { lock: lockWith("node_modules/fast-check", entry("9.9.9")), manifest: none.manifest }).join()).toMatch(
      /added with framework entries/,
    );
  });
});

describe("installedProblem", () => {
  const rows: [string, Parameters<typeof installedProblem>[1], RegExp | null][] = [
    ["the locked version, a real directory", { name: "fast-check", kind: "directory", version: "4.3.0" }, null],
    [
      "another version",
      { name: "fast-check", kind: "directory", version: "4.4.0" },
      /node_modules\/fast-check is version 4.4.0, the base's package-lock.json pins 4.3.0/,
    ],
    ["a symlink", { name: "vitest", kind: "link", version: undefined }, /node_modules\/vitest is a symlink/],
    ["absent", { name: "vitest", kind: "absent", version: undefined }, /node_modules\/vitest is not installed/],
    ["a package the base does not pin", { name: "@vitest/pretty", kind: "directory", version: "1.0.0" }, /does not pin @vitest\/pretty/],
  ];
  test.each(rows)("%s", (_name, installed, want) => {
    const problem = installedProblem(base.lock, installed);
    if (want === null) expect(problem).toBeUndefined();
    else expect(problem).toMatch(want);
  });

  test("without a base lockfile a real directory is enough, a link is not", () => {
    expect(installedProblem(null, { name: "fast-check", kind: "directory", version: "1.0.0" })).toBeUndefined();
    expect(installedProblem(null, { name: "fast-check", kind: "link", version: undefined })).toMatch(/symlink/);
    expect(lockedVersion(base.lock, "vitest")).toBe("3.2.4");
  });
});
