// The lane's edge of the framework file check (src/modes/lane/framework.ts): which caches
// it reads, and the refusal every fast-check row then carries: the problems, and the hint
// that fits them (fill a cache, or keep setup off node_modules, or change the lock).
import { expect, test } from "vitest";
import { frameworkFilesRefusal, npmCaches, plannedFrameworks, type FrameworkTexts } from "../../../src/modes/lane/framework.js";
import { DEFAULT_CONFIG } from "../../../src/core/inputs/config.js";
import type { Property } from "../../../src/core/inputs/model.js";
import type { PlanRow } from "../../../src/core/plan/lane-plan.js";
import type { FrameworkFiles } from "../../../src/core/inputs/framework-closure.js";
import type { Trees } from "../../../src/ports/trees.js";
import { quietLog } from "../../support/gate-fixture.js";
import { PRESETS } from "../../../src/runners/presets.js";

const FAST_CHECK = PRESETS["fast-check"].framework!;

const LOCK = JSON.stringify({ lockfileVersion: 3, packages: { "": {}, "node_modules/fast-check": { version: "4.0.0", integrity: "sha512-AAAA" } } });
const texts = (lock: string | null): FrameworkTexts => ({ base: { lock, manifest: null }, head: { lock, manifest: null } });
/** Trees whose only answer is the file check's, recorded. */
const trees = (files: FrameworkFiles, asked: string[][] = []) =>
  ({ frameworkFiles: (_dir: string, _c: unknown, caches: readonly string[]) => (asked.push([...caches]), files) }) as unknown as Trees;
const refusal = (files: FrameworkFiles, lock: string | null = LOCK) =>
  frameworkFilesRefusal(texts(lock), FAST_CHECK, { trees: trees(files), log: quietLog }, "/w", ["/c"]);
const clean: FrameworkFiles = { problems: [], uncached: 0, verified: 1, unverified: [] };

test("setup's own cache first, then the caller's: npm_config_cache, else ~/.npm", () => {
  const own = { dir: "/tmp/seedgate-npm-cache-x" } as never;
  expect(npmCaches(own, { HOME: "/home/u" })).toEqual(["/tmp/seedgate-npm-cache-x", "/home/u/.npm"]);
  expect(npmCaches(undefined, { HOME: "/home/u", npm_config_cache: "/cache" })).toEqual(["/cache"]);
  expect(npmCaches(undefined, {})).toEqual([]);
});

test("files as the tarballs have them: no refusal; no base lock: nothing to check", () => {
  expect(refusal(clean)).toBeUndefined();
  const asked: string[][] = [];
  expect(frameworkFilesRefusal(texts(null), FAST_CHECK, { trees: trees(clean, asked), log: quietLog }, "/w", ["/c"])).toBeUndefined();
  expect(asked).toEqual([]);
});

test.each([
  [
    "a patched file",
    { ...clean, problems: ["node_modules/fast-check/lib/a.js differs from fast-check@4.0.0's tarball"] },
    /a\.js differs.*Hint: the framework's files must be the base lockfile's tarballs/,
  ],
  [
    "a tarball no cache holds",
    { ...clean, uncached: 1, problems: ["the tarball of fast-check@4.0.0 (…) is in no npm cache"] },
    /no npm cache.*Hint: run `npm ci` in runners.setup/,
  ],
])("%s refuses, with its hint", (_name, files, want) => {
  expect(refusal(files)).toMatch(want);
});

test("a lock that cannot pin the files refuses without looking at node_modules", () => {
  const asked: string[][] = [];
  const v1 = JSON.stringify({ lockfileVersion: 1, dependencies: {} });
  expect(frameworkFilesRefusal(texts(v1), FAST_CHECK, { trees: trees(clean, asked), log: quietLog }, "/w", ["/c"])).toMatch(
    /lockfileVersion 1.*Hint: change the framework in its own PR/,
  );
  expect(asked).toEqual([]);
});

test("the frameworks a lane checks are its planned rows' entries' own: jest's through a rule, fast-check's by claim, none for hypothesis", () => {
  const config = { ...DEFAULT_CONFIG, runners: { ...DEFAULT_CONFIG.runners, rules: [{ match: "jest/**", preset: "jest" }] } };
  const byId = new Map(
    [
      ["j", "jest/a.test.js::adds"],
      ["f", "web/a.test.ts::adds"],
      ["h", "tests/test_a.py::test_a"],
    ].map(([id, selector]) => [id!, { id, selector } as Property]),
  );
  const row = (property: string): PlanRow => ({ lane: "replay", property, kind: "seed", key: "1", frozen: false });
  expect(plannedFrameworks(config, [row("h")], byId)).toEqual(new Map());
  expect(plannedFrameworks(config, [row("j"), row("f"), row("h")], byId)).toEqual(
    new Map([
      ["jest", PRESETS.jest.framework],
      ["fast-check", FAST_CHECK],
    ]),
  );
});
