// boundary/harness-require.cjs (issue 44 item 6): the harness's own ES modules loaded
// synchronously from CommonJS, as jest's resolver and its test realm need them. Each
// module jest loads this way exports what Node's own import gives; a form it cannot
// read refuses the file by line; and what a module builds belongs to the realm that
// loaded harness-require.cjs (jest's vm context), so the test's toStrictEqual and
// instanceof see its own Array.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import vm from "node:vm";
import { expect, test } from "vitest";

const require = createRequire(import.meta.url);
const LOADER = resolve("src/harness/boundary/harness-require.cjs");
const { harnessModule } = require(LOADER) as { harnessModule: (file: string) => Record<string, unknown> };
const LOADED = [
  "boundary/fast-check-oracle.mjs",
  "boundary/fast-check-wire.mjs",
  "boundary/fast-check-values.mjs",
  "boundary/fast-check-spawn.mjs",
  "boundary/fast-check-commonjs.mjs",
  "boundary/node-specifiers.mjs",
  "boundary/node-production.mjs",
  "protocol/wire-vocabulary.mjs",
];

test.each(LOADED)("%s exports what Node's import gives", async (name) => {
  const file = resolve("src/harness", name);
  const native = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const loaded = harnessModule(file);
  expect(Object.keys(loaded).sort()).toEqual(Object.keys(native).sort());
  for (const key of Object.keys(native)) if (typeof native[key] !== "function") expect(loaded[key], key).toEqual(native[key]);
});

test("a form it does not read refuses the file, naming the line; the next load says so again", () => {
  const dir = mkdtempSync(join(tmpdir(), "seedgate-harness-require-"));
  try {
    const file = join(dir, "x.mjs");
    writeFileSync(file, "export const a = 1;\nexport default function b() {}\n");
    expect(() => harnessModule(file)).toThrow(/cannot read .*x\.mjs:2: export default function b/);
    expect(() => harnessModule(file)).toThrow(/x\.mjs:2/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("what a loaded module builds belongs to the realm that loaded harness-require.cjs", () => {
  const context = vm.createContext({ URL }); // jest's environment gives its realm URL too
  const wrapped = vm.runInContext(`(function (require, module, exports, __dirname) {${readFileSync(LOADER, "utf8")}\n})`, context) as (
    ...args: unknown[]
  ) => void;
  const module = { exports: {} as { harnessModule: typeof harnessModule } };
  wrapped(require, module, module.exports, resolve("src/harness/boundary"));
  const wire = module.exports.harnessModule(resolve("src/harness/boundary/fast-check-wire.mjs")) as {
    TAG: Record<string, string>;
    decode: (x: unknown, side: object) => unknown;
  };
  const list = wire.decode([wire.TAG.list!, 1, [wire.TAG.dict!, "a", 2]], {});
  expect(list instanceof Array).toBe(false); // not this realm's
  expect(list instanceof (vm.runInContext("Array", context) as ArrayConstructor)).toBe(true);
  const dict = (list as unknown[])[1];
  expect(Object.getPrototypeOf(dict)).toBe(vm.runInContext("Object.prototype", context));
});
