// The harness is read by the architecture tests too (issue 45): its rooms' floors, no
// import cycle among its modules (Python and JavaScript alike), nothing loose at its top.
// The rooms and the floors: test/support/harness-rooms.ts and src/harness/README.md.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { floorBreaches, harnessCycles, harnessGraph, harnessSources, looseEntries } from "../support/harness-rooms.js";

const graph = harnessGraph(harnessSources());

test("the harness has no import cycle (Python and JavaScript)", () => {
  expect(harnessCycles(graph)).toEqual([]);
});

test("every harness file imports only its own room and the rooms below it", () => {
  expect(floorBreaches(graph)).toEqual([]);
});

test("no file sits loose at the top of src/harness: only its trust map and the four rooms", () => {
  expect(looseEntries()).toEqual([]);
});

// Live probes: the same checks over a made-up harness in a temporary folder.
const root = mkdtempSync(join(tmpdir(), "seedgate-floors-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const made = (files: Record<string, string>): string => {
  const dir = mkdtempSync(join(root, "h-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
};
const probe = (files: Record<string, string>) => {
  const dir = made(files);
  const g = harnessGraph(harnessSources(dir));
  const strip = (s: string) => s.replaceAll(`${dir}/`, "");
  return { breaches: floorBreaches(g, dir).map(strip), cycles: harnessCycles(g).map(strip), loose: looseEntries(dir) };
};

test.each([
  ["a boundary module imports a start module", { "boundary/seedgate_x.py": "import seedgate_boot\n", "start/seedgate_boot.py": "" }, ["boundary/seedgate_x.py imports seedgate_boot (start is above boundary)"]],
  ["a boundary module imports evidence lazily", { "boundary/seedgate_x.py": "def f():\n    from seedgate_profile import p\n", "evidence/seedgate_profile.py": "p = 1\n" }, ["boundary/seedgate_x.py imports seedgate_profile (evidence is above boundary)"]],
  ["evidence reaches start through __import__", { "evidence/seedgate_x.py": 'w = __import__("seedgate_warm")\n', "start/seedgate_warm.py": "" }, ["evidence/seedgate_x.py imports seedgate_warm (start is above evidence)"]],
  ["the protocol imports the boundary", { "protocol/seedgate_channel.py": "import importlib\nimportlib.import_module('seedgate_wire')\n", "boundary/seedgate_wire.py": "" }, ["protocol/seedgate_channel.py imports seedgate_wire (boundary is above protocol)"]],
  ["a boundary ES module imports evidence", { "boundary/a.mjs": 'import { b } from "../evidence/b.mjs";\n', "evidence/b.mjs": "export const b = 1;\n" }, ["boundary/a.mjs imports b.mjs (evidence is above boundary)"]],
  ["CommonJS requires start", { "evidence/a.cjs": 'const b = require("../start/b.cjs");\n', "start/b.cjs": "module.exports = 1;\n" }, ["evidence/a.cjs imports b.cjs (start is above evidence)"]],
])("the floors are live: %s", (_what, files, expected) => {
  expect(probe(files).breaches).toEqual(expected);
});

test("the floors let a room import its own room and the rooms below, and a docstring is no import", () => {
  const files = {
    "protocol/seedgate_channel.py": '"""Never import seedgate_boot here."""\nimport json\n',
    "boundary/seedgate_wire.py": "import seedgate_channel\n",
    "evidence/seedgate_profile.py": "import seedgate_wire, seedgate_channel\n",
    "start/seedgate_boot.py": "from seedgate_profile import x\nimport seedgate_wire\n",
    "start/a.mjs": 'await import("../evidence/b.mjs");\n',
    "evidence/b.mjs": 'export * from "../boundary/c.mjs";\n',
    "boundary/c.mjs": "export const c = 1;\n",
  };
  expect(probe(files)).toEqual({ breaches: [], cycles: [], loose: [] });
});

test.each([
  ["Python, by flat name across rooms", { "boundary/seedgate_codec.py": "import seedgate_temporal\n", "boundary/seedgate_temporal.py": "def f():\n    import seedgate_codec\n" }, ["boundary/seedgate_codec.py -> boundary/seedgate_temporal.py -> boundary/seedgate_codec.py"]],
  ["ES modules, through a lazy import()", { "boundary/a.mjs": 'import "./b.mjs";\n', "boundary/b.mjs": 'export const f = () => import("./a.mjs");\n' }, ["boundary/a.mjs -> boundary/b.mjs -> boundary/a.mjs"]],
])("the cycle check is live: %s", (_what, files, expected) => {
  expect(probe(files).cycles).toEqual(expected);
});

test("the loose-file check is live: a module at the harness's top is reported", () => {
  expect(probe({ "seedgate_loose.py": "", "README.md": "", "boundary/x.py": "" }).loose).toEqual(["seedgate_loose.py"]);
});
