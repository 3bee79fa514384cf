// jest's moduleNameMapper from the sealed tsconfig.json's `paths` (issue 47 item 2; the jest
// runs are test/runners/jest/jest-packages.test.ts): targets under `baseUrl` when one is
// set, else under the file that sets `paths`, through a relative `extends` chain; JSON
// with comments; nothing read from a file that is not sealed.
import { describe, expect, test } from "vitest";
import { tsPathsMapper } from "../../../src/runners/jest/ts-paths.js";

const disk = (files: Record<string, string>) => ({ bytes: (p: string) => (p in files ? Buffer.from(files[p]!) : null) });
const all = () => true;

describe("tsPathsMapper", () => {
  test("a star pattern and an exact one, under baseUrl, from JSON with comments and trailing commas", () => {
    const tsconfig = `{
      // the project's aliases
      "compilerOptions": { "baseUrl": "./src", "paths": { "@lib/*": ["lib/*", "vendor/*"], "config": ["config/index.ts"], }, },
    }`;
    expect(tsPathsMapper(disk({ "/p/tsconfig.json": tsconfig }), "/p", all)).toEqual({
      "^@lib/(.*)$": ["/p/src/lib/$1", "/p/src/vendor/$1"],
      "^config$": ["/p/src/config/index.ts"],
    });
  });

  test("without baseUrl, targets are relative to the file that sets paths, found through extends; the child's baseUrl wins", () => {
    const files = {
      "/p/tsconfig.json": `{ "extends": "./config/base.json" }`,
      "/p/config/base.json": `{ "compilerOptions": { "paths": { "~/*": ["../src/*"] } } }`,
    };
    expect(tsPathsMapper(disk(files), "/p", all)).toEqual({ "^~/(.*)$": ["/p/src/$1"] });
    const child = { ...files, "/p/tsconfig.json": `{ "extends": "./config/base", "compilerOptions": { "baseUrl": "." } }` };
    expect(tsPathsMapper(disk(child), "/p", all)).toEqual({ "^~/(.*)$": ["/src/$1"] });
  });

  test("regex characters in a pattern are literal; a pattern with two stars is skipped, as TypeScript rejects it", () => {
    const tsconfig = `{ "compilerOptions": { "paths": { "a.b+/*": ["x/*"], "*/*": ["y"] } } }`;
    expect(tsPathsMapper(disk({ "/p/tsconfig.json": tsconfig }), "/p", all)).toEqual({ "^a\\.b\\+/(.*)$": ["/p/x/$1"] });
  });

  test("nothing from a tsconfig that is not sealed, nor from an unsealed file it extends", () => {
    const files = {
      "/p/tsconfig.json": `{ "extends": "./base.json" }`,
      "/p/base.json": `{ "compilerOptions": { "paths": { "@x/*": ["src/*"] } } }`,
    };
    expect(tsPathsMapper(disk(files), "/p", () => false)).toEqual({});
    expect(tsPathsMapper(disk(files), "/p", (p) => p === "tsconfig.json")).toEqual({});
    expect(tsPathsMapper(disk({}), "/p", all)).toEqual({});
  });
});
