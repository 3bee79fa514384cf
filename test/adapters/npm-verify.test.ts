// The framework's installed files against the base lock's tarballs (src/adapters/npm-verify.ts),
// on real packages: fast-check and pure-rand copied from seedgate's node_modules, their
// tarballs taken from the npm cache `npm ci` filled (seedgate's own lock, so they are
// there), copied into a cache of the test's own. Each edit setup could make is named.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync, appendFileSync, symlinkSync, unlinkSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { frameworkClosure } from "../../src/core/inputs/framework-closure.js";
import { frameworkFiles } from "../../src/adapters/npm-verify.js";
import { PRESETS } from "../../src/runners/presets.js";

const OWN = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, { integrity: string; version: string }> };
const CALLER = process.env.npm_config_cache ?? join(homedir(), ".npm");
const PKGS = ["fast-check", "pure-rand"];

/** The cacache path of a sha512 integrity. */
const cached = (cache: string, integrity: string) => {
  const hex = Buffer.from(integrity.slice("sha512-".length), "base64").toString("hex");
  return join(cache, "_cacache/content-v2/sha512", hex.slice(0, 2), hex.slice(2, 4), hex.slice(4));
};

let root: string;
let cache: string;
let lock: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "seedgate-npmverify-"));
  cache = join(root, "..", `${root.split("/").pop()}-cache`);
  const packages: Record<string, unknown> = { "": { devDependencies: { "fast-check": "*" } } };
  for (const p of PKGS) {
    cpSync(resolve("node_modules", p), join(root, "node_modules", p), { recursive: true });
    const e = OWN.packages[`node_modules/${p}`]!;
    packages[`node_modules/${p}`] = p === "fast-check" ? { ...e, dependencies: { "pure-rand": "*" } } : e;
    const to = cached(cache, e.integrity);
    mkdirSync(dirname(to), { recursive: true });
    cpSync(cached(CALLER, e.integrity), to);
  }
  lock = JSON.stringify({ lockfileVersion: 3, packages });
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(cache, { recursive: true, force: true });
});

const check = (caches = [cache]) => frameworkFiles(root, frameworkClosure(lock, PRESETS["fast-check"].framework!), caches);
const fc = (...p: string[]) => join(root, "node_modules/fast-check", ...p);

test("an install as npm made it: both packages match their tarballs", () => {
  expect(check()).toEqual({ problems: [], uncached: 0, verified: 2, unverified: [] });
});

test.each([
  [
    "a file patched under the same version",
    () => appendFileSync(fc("lib/fast-check.js"), "\n// patched\n"),
    /node_modules\/fast-check\/lib\/fast-check\.js differs from fast-check@[\d.]+'s tarball/,
  ],
  [
    "package.json rewritten",
    () => writeFileSync(fc("package.json"), readFileSync(fc("package.json"), "utf8").replace('"main"', '"main2"')),
    /fast-check\/package\.json differs/,
  ],
  ["a file removed", () => unlinkSync(fc("lib/fast-check.js")), /node_modules\/fast-check\/lib\/fast-check\.js is missing/],
  [
    "a file added beside the entry point",
    () => writeFileSync(fc("lib/fast-check.mjs"), "export {};\n"),
    /lib\/fast-check\.mjs is not in fast-check@[\d.]+'s tarball/,
  ],
  ["a file replaced by a symlink", () => (unlinkSync(fc("README.md")), symlinkSync("/etc/hostname", fc("README.md"))), /README\.md is not a regular file/],
  [
    "a nested copy that shadows the pinned dependency",
    () => cpSync(resolve("node_modules/pure-rand"), fc("node_modules/pure-rand"), { recursive: true }),
    /node_modules\/fast-check\/node_modules\/pure-rand is not in the base's package-lock.json/,
  ],
  [
    "the dependency patched",
    () => appendFileSync(join(root, "node_modules/pure-rand/package.json"), " "),
    /node_modules\/pure-rand\/package\.json differs from pure-rand@/,
  ],
  ["the package removed", () => rmSync(fc(), { recursive: true }), /node_modules\/fast-check \(fast-check@[\d.]+\) is not installed/],
  [
    // Identical bytes today, but behind the link is a folder rows may write later (the sandbox keeps node_modules, not its target, from them).
    "node_modules a link to a copy elsewhere in the workspace",
    () => (renameSync(join(root, "node_modules"), join(root, "vendored")), symlinkSync("vendored", join(root, "node_modules"))),
    /node_modules\/fast-check is reached through a link into the workspace \(its real path is .*vendored\/fast-check\)/,
  ],
])("%s is named", (_name, edit, want) => {
  edit();
  expect(check().problems.join("\n")).toMatch(want);
});

test("a node_modules linked to a copy outside the workspace (a developer's own install) is checked as it stands", () => {
  const outside = `${root}-outside`;
  renameSync(join(root, "node_modules"), outside);
  symlinkSync(outside, join(root, "node_modules"));
  try {
    expect(check()).toEqual({ problems: [], uncached: 0, verified: 2, unverified: [] });
    appendFileSync(join(outside, "fast-check/lib/fast-check.js"), "\n// patched\n");
    expect(check().problems.join("\n")).toMatch(/fast-check\.js differs/);
  } finally {
    rmSync(outside, { recursive: true, force: true });
  }
});

test("no cache holds the tarball: an error naming the package and where it looked, never a pass", () => {
  const r = check([join(root, "nowhere")]);
  expect(r.uncached).toBe(2);
  const problems = r.problems.join("\n");
  expect(problems).toMatch(
    /the tarball of fast-check@[\d.]+ \([0-9a-f]{16}…\), pure-rand@[\d.]+ \([0-9a-f]{16}…\) \(by the base lockfile's sha512\) is in no npm cache seedgate read \(.*nowhere\)/,
  );
});

test("a cache entry whose bytes are not the integrity's is passed over (the hash decides, not the path)", () => {
  const e = OWN.packages["node_modules/fast-check"]!;
  writeFileSync(cached(cache, e.integrity), readFileSync(cached(cache, OWN.packages["node_modules/pure-rand"]!.integrity)));
  expect(check([cache]).problems.join("\n")).toMatch(/tarball of fast-check@.* is in no npm cache/);
  expect(check([cache, CALLER]).problems).toEqual([]);
});
