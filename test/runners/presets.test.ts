// Adding a preset means one table entry (issue 29): the table's keys are the config
// schema's preset names and the list docs/formats.md gives, and a selector no rule
// matches finds its preset through the table's claims alone.
import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import schema from "../../schemas/config.schema.json" with { type: "json" };
import { DEFAULT_CONFIG } from "../../src/core/inputs/config.js";
import type { Property } from "../../src/core/inputs/model.js";
import type { PlanRow } from "../../src/core/plan/lane-plan.js";
import { oracleParts } from "../../src/modes/lane/oracle.js";
import { ruleFor } from "../../src/runners/dispatch.js";
import type { Preset } from "../../src/runners/preset.js";
import { PRESETS, presetOf } from "../../src/runners/presets.js";

const tableKeys = Object.keys(PRESETS).sort();

/** The names in the `runners.rules[].preset` row of the configuration reference (docs/formats.md): the docs' one list. */
function documented(): string[] {
  const row = readFileSync("docs/formats.md", "utf8")
    .split("\n")
    .find((l) => l.startsWith("| `runners.rules[].preset` |"));
  if (row === undefined) throw new Error("docs/formats.md has no runners.rules[].preset row");
  return [...row.split("|")[2]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!).sort();
}

test("the table's keys are the config schema's preset names", () => {
  expect([...schema.$defs.runnerRule.properties.preset.enum].sort()).toEqual(tableKeys);
});

test("the table's keys are the presets docs/formats.md lists", () => {
  expect(documented()).toEqual(tableKeys);
});

test("a name outside the table has no entry, not even an inherited one", () => {
  expect(presetOf("toString")).toBeUndefined();
  expect(presetOf("pytest")).toBeUndefined();
  expect(presetOf("hypothesis")).toBe(PRESETS.hypothesis);
});

test.each([
  ["tests/test_x.py::test_round_trip", "hypothesis"],
  ["src/a.test.ts::adds > commutes", "fast-check"],
  ["pkg/b.spec.mjs::x", "fast-check"],
  ["oracles/pad/properties.py", "sealed-python"],
  ["properties.mjs", "sealed-node"],
])("with no rule, %s is claimed by the %s entry", (selector, preset) => {
  expect(ruleFor(DEFAULT_CONFIG, selector)).toEqual({ preset });
});

test.each(["tests/test_x.py", "README.md::x", "src/a.ts::x", "oracles/properties.json"])("with no rule, no entry claims %s", (selector) => {
  expect(ruleFor(DEFAULT_CONFIG, selector)).toBeUndefined();
});

test("the claims are disjoint: no selector an entry claims is claimed by another", () => {
  const samples = ["tests/test_x.py::test_a", "a.test.ts::n", "properties.py", "x/properties.mjs", "properties.test.mjs::n"];
  for (const s of samples) expect(Object.values(PRESETS).filter((p: Preset) => p.claims?.test(s) === true).length).toBeLessThanOrEqual(1);
});

test("a rule wins over the claims, and a preset names every row kind it runs", () => {
  const config = { ...DEFAULT_CONFIG, runners: { ...DEFAULT_CONFIG.runners, rules: [{ match: "**/*.py", preset: "command", command: ["true"] }] } };
  expect(ruleFor(config, "tests/test_x.py::test_a")?.preset).toBe("command");
  expect(Object.keys(PRESETS.command.rows).sort()).toEqual(["case", "fixture", "seed"]);
  expect(Object.keys(PRESETS["sealed-node"].rows)).toEqual(["case"]);
});

test("a lane's sealed copy holds the test folder and fixtures of the entries that say so (the Python presets), nothing for the others", () => {
  const prop = (id: string, selector: string) => [id, { id, selector } as Property] as const;
  const byId = new Map([prop("py", "tests/props/test_a.py::test_a"), prop("fc", "web/a.test.ts::adds"), prop("sp", "oracles/pad/properties.py")]);
  const plan = [
    { lane: "replay", property: "py", kind: "fixture", key: "oracles/py/1.json", frozen: false },
    { lane: "replay", property: "fc", kind: "fixture", key: "oracles/fc/1.json", frozen: false },
    { lane: "replay", property: "sp", kind: "case", key: "c1", frozen: false },
  ] satisfies PlanRow[];
  expect(oracleParts(DEFAULT_CONFIG, plan, byId)).toEqual({ folders: ["tests/props", "oracles/pad"], files: ["oracles/py/1.json"] });
  expect(Object.entries(PRESETS).flatMap(([name, p]: [string, Preset]) => (p.sealedCopy === undefined ? [] : [name]))).toEqual(["hypothesis", "sealed-python"]);
});

test("each fact about a preset is a field of its entry: framework, subject, environment, capture, hunt batching, reproduce line, test runner", () => {
  const having = (field: keyof Preset) =>
    Object.entries(PRESETS)
      .flatMap(([name, p]: [string, Preset]) => (p[field] === undefined ? [] : [name]))
      .sort();
  expect(having("framework")).toEqual(["fast-check", "jest"]);
  expect(PRESETS.jest.framework?.packages).toEqual(expect.arrayContaining(["jest", "@fast-check/jest", "fast-check", "jest-*", "@jest/*"]));
  expect(having("subject")).toEqual(["fast-check", "hypothesis", "jest", "sealed-node", "sealed-python"]);
  expect(having("environment")).toEqual(["fast-check", "hypothesis", "jest"]);
  expect(having("capture")).toEqual(["command", "fast-check", "hypothesis", "jest"]);
  expect(having("testRunner")).toEqual(["fast-check", "jest"]);
  expect(having("huntTogether")).toEqual(["hypothesis"]);
  expect(having("reproduce")).toEqual(["fast-check", "hypothesis", "jest"]);
});

/**
 * Where src spells a preset's name as something else: a package, a Python module, a
 * directory, the action's input. Anything more is a decision about a preset made outside
 * the table: move it into a field of the entry (runners/preset.ts).
 */
const NOT_A_PRESET: Record<string, readonly string[]> = {
  "src/action/inputs.ts": ["command"], // the action's `command` input
  "src/modes/base/environment.ts": ["hypothesis"], // the Python module whose version.py the environment probe reads
  "src/modes/hunt/tree-run.ts": ["fast-check"], // the npm package whose version tags a hunt's tuple
  "src/modes/lane/environment.ts": ["fast-check"], // the npm package whose version tags a lane's tuple
  "src/runners/preflight.ts": ["hypothesis", "fast-check"], // the Python module, the npm package
  "src/runners/support.ts": ["hypothesis", "fast-check", "jest"], // the packages whose supported versions it lists
  "src/demo/project.ts": ["command"], // the demo's config text: a rule naming the preset, as a user's does
  "src/runners/hypothesis/hypothesis.ts": ["hypothesis"], // Hypothesis's storage directory
  "src/runners/pytest/node.ts": ["hypothesis"], // Hypothesis's storage directory
  "src/runners/jest/jest.ts": ["jest", "fast-check"], // npm packages: the project's jest, the framework's names
  "src/runners/jest/isolation.ts": ["jest"], // the subject's loader kind (fast-check/isolation.ts SubjectLoader), not the preset
  "src/runners/fast-check/isolation.ts": ["jest"], // the same loader kind, declared
  "src/core/edits/init-config.ts": ["jest"], // the rule init's layout wrote for a jest project (a preset name as data, as a user's config has it)
};

/** Every .ts file under `dir`, relative to the repository. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(`${dir}/${e.name}`) : e.name.endsWith(".ts") ? [`${dir}/${e.name}`] : [],
  );

test("no file under src outside the table spells a preset's name (the schema and the docs list them; test/ may)", () => {
  const name = new RegExp(`(["'\`])(${tableKeys.map((k) => k.replace(/[-]/g, "\\-")).join("|")})\\1`, "g");
  const found = sources("src")
    // The schemas' compiled validators are the schema: its `preset` enum is checked against the table above.
    .filter((f) => f !== "src/runners/presets.ts" && f !== "src/core/inputs/validators.generated.ts")
    .flatMap((f) => {
      // Comments may name presets: they explain, they decide nothing.
      const code = readFileSync(f, "utf8")
        .split("\n")
        .filter((l) => !/^\s*(\/\/|\/?\*)/.test(l))
        .join("\n");
      const names = [...new Set([...code.matchAll(name)].map((m) => m[2]!))];
      return names.filter((n) => !(NOT_A_PRESET[f] ?? []).includes(n)).map((n) => `${f}: "${n}"`);
    });
  expect(found).toEqual([]);
});
