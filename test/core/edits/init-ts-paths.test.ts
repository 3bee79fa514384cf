// init on a TypeScript project whose tsconfig declares `paths` (issue 47 item 2): the lanes
// read aliases only from sealed tsconfig files (src/runners/ts-paths.ts), so init seals
// tsconfig.json and every file it extends by a relative path; without `paths` it seals none.
import { expect, test } from "vitest";
import { configText } from "../../../src/core/edits/init-config.js";
import { readLayout, type RepoView } from "../../../src/core/edits/init-layout.js";
import { parseConfig } from "../../../src/core/inputs/config.js";

const repo = (files: Record<string, string>): RepoView => ({
  text: (path) => files[path] ?? null,
  entries: (dir) => (dir === "" ? Object.keys(files).filter((f) => !f.includes("/")) : []),
});
const PACKAGE = JSON.stringify({ devDependencies: { vitest: "^4.0.0", "fast-check": "^4.10.0" } });
const sealedOf = (files: Record<string, string>): readonly string[] => {
  const layout = readLayout(repo({ "package.json": PACKAGE, "package-lock.json": "{}", ...files }), "node");
  const parsed = parseConfig(".github/seedgate.yml", configText({ login: "me", ledger: false, layout }));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.findings));
  return parsed.config.sealed;
};

test("a tsconfig.json with paths is sealed", () => {
  const tsconfig = '{\n  // aliases\n  "compilerOptions": { "paths": { "@slug/*": ["./src/*"] } }\n}';
  expect(sealedOf({ "tsconfig.json": tsconfig })).toEqual([".sealed/**", "oracles/**", "tsconfig.json"]);
});

test("the files it extends by a relative path are sealed with it, wherever paths is declared", () => {
  const files = {
    "tsconfig.json": '{ "extends": "./config/tsconfig.base" }',
    "config/tsconfig.base.json": '{ "extends": "../tsconfig.paths.json" }',
    "tsconfig.paths.json": '{ "compilerOptions": { "paths": { "@slug/aliased": ["./src/aliased.ts"] } } }',
  };
  expect(sealedOf(files)).toEqual([".sealed/**", "oracles/**", "tsconfig.json", "config/tsconfig.base.json", "tsconfig.paths.json"]);
});

test("a tsconfig without paths, a package's base, or none at all, seals nothing more", () => {
  expect(sealedOf({ "tsconfig.json": '{ "compilerOptions": { "strict": true } }' })).toEqual([".sealed/**", "oracles/**"]);
  expect(sealedOf({ "tsconfig.json": '{ "extends": "@tsconfig/node20/tsconfig.json" }' })).toEqual([".sealed/**", "oracles/**"]);
  expect(sealedOf({})).toEqual([".sealed/**", "oracles/**"]);
});

test("an extends chain that loops or leaves the repository ends there", () => {
  const loop = { "tsconfig.json": '{ "extends": "./a.json", "compilerOptions": { "paths": {} } }', "a.json": '{ "extends": "./tsconfig.json" }' };
  expect(sealedOf(loop)).toEqual([".sealed/**", "oracles/**", "tsconfig.json", "a.json"]);
  const out = { "tsconfig.json": '{ "extends": "../../etc/tsconfig.json", "compilerOptions": { "paths": {} } }' };
  expect(sealedOf(out)).toEqual([".sealed/**", "oracles/**", "tsconfig.json"]);
});
