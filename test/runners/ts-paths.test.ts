// The sealed tsconfig.json's `paths` (issue 47 item 2; the runs are
// test/runners/jest/jest-packages.test.ts and test/runners/fast-check/esm-packages.test.ts): targets under `baseUrl` when one is
// set, else under the file that sets `paths`, through a relative `extends` chain; JSON
// with comments; nothing read from a file that is not sealed.
import { describe, expect, test } from "vitest";
import { tsPaths } from "../../src/runners/ts-paths.js";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

type Resolve = (id: string) => Promise<{ id: string } | null>;
type ResolveAlias = (
  ctx: { resolve: Resolve },
  aliases: object,
  specifier: string,
  importer: string,
  options: object,
) => Promise<{ target: string } | undefined>;
const { resolveAlias } = (await import(pathToFileURL(resolve("src/harness/boundary/node-specifiers.mjs")).href)) as { resolveAlias: ResolveAlias };

const disk = (files: Record<string, string>) => ({ bytes: (p: string) => (p in files ? Buffer.from(files[p]!) : null) });
const all = () => true;

describe("tsPaths", () => {
  test("a star pattern and an exact one, under baseUrl, from JSON with comments and trailing commas", () => {
    const tsconfig = `{
      // the project's aliases
      "compilerOptions": { "baseUrl": "./src", "paths": { "@lib/*": ["lib/*", "vendor/*"], "config": ["config/index.ts"], }, },
    }`;
    expect(tsPaths(disk({ "/p/tsconfig.json": tsconfig }), "/p", all)).toEqual({
      "^@lib/(.*)$": ["/p/src/lib/$1", "/p/src/vendor/$1"],
      "^config$": ["/p/src/config/index.ts"],
    });
  });

  test("without baseUrl, targets are relative to the file that sets paths, found through extends; the child's baseUrl wins", () => {
    const files = {
      "/p/tsconfig.json": `{ "extends": "./config/base.json" }`,
      "/p/config/base.json": `{ "compilerOptions": { "paths": { "~/*": ["../src/*"] } } }`,
    };
    expect(tsPaths(disk(files), "/p", all)).toEqual({ "^~/(.*)$": ["/p/src/$1"] });
    const child = { ...files, "/p/tsconfig.json": `{ "extends": "./config/base", "compilerOptions": { "baseUrl": "." } }` };
    expect(tsPaths(disk(child), "/p", all)).toEqual({ "^~/(.*)$": ["/src/$1"] });
  });

  test("regex characters in a pattern are literal; a pattern with two stars is skipped, as TypeScript rejects it", () => {
    const tsconfig = `{ "compilerOptions": { "paths": { "a.b+/*": ["x/*"], "*/*": ["y"] } } }`;
    expect(tsPaths(disk({ "/p/tsconfig.json": tsconfig }), "/p", all)).toEqual({ "^a\\.b\\+/(.*)$": ["/p/x/$1"] });
  });

  test("nothing from a tsconfig that is not sealed, nor from an unsealed file it extends", () => {
    const files = {
      "/p/tsconfig.json": `{ "extends": "./base.json" }`,
      "/p/base.json": `{ "compilerOptions": { "paths": { "@x/*": ["src/*"] } } }`,
    };
    expect(tsPaths(disk(files), "/p", () => false)).toEqual({});
    expect(tsPaths(disk(files), "/p", (p) => p === "tsconfig.json")).toEqual({});
    expect(tsPaths(disk({}), "/p", all)).toEqual({});
  });
});

describe("resolveAlias (node-specifiers.mjs): the targets vitest's plugin and the subject's vite try", () => {
  const aliases = { "^@lib/(.*)$": ["/p/a/$1", "/p/b/$1"], "^@lib/deep/(.*)$": ["/p/deep/$1"], "^config$": ["/p/config.ts"], "^(.*)$": ["/p/any/$1"] };
  const files = new Set(["/p/b/x", "/p/deep/y", "/p/config.ts"]);
  const ctx = { resolve: async (id: string) => (files.has(id) ? { id } : null) };
  const resolved = async (specifier: string) => (await resolveAlias(ctx, aliases, specifier, "/p/t.ts", {}))?.target;

  test("the first target that resolves, of the pattern with the longest prefix; an exact pattern first", async () => {
    expect(await resolved("@lib/x")).toBe("/p/b/x");
    expect(await resolved("@lib/deep/y")).toBe("/p/deep/y");
    expect(await resolved("config")).toBe("/p/config.ts");
  });

  test("no target resolves, or the specifier is a path: the specifier resolves as usual", async () => {
    expect(await resolved("@lib/none")).toBeUndefined();
    expect(await resolved("./config")).toBeUndefined();
  });
});
