import { readFileSync } from "node:fs";
import picomatch from "picomatch";
import { describe, expect, test } from "vitest";
import { DEFAULT_CONFIG, parseConfig, type Config } from "../../../src/core/config.js";
import { SeedgateError } from "../../../src/core/errors.js";
import { loadSealedModel } from "../../../src/core/formats/load.js";
import type { TreeReader } from "../../../src/ports-tree.js";

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/formats/${name}`, import.meta.url), "utf8");

/** An in-memory tree; a value of "symlink" makes readFile refuse like the git reader does. */
function memoryTree(files: Record<string, string>): TreeReader {
  return {
    label: "test tree",
    async readFile(path) {
      const text = files[path];
      if (text === "symlink") throw new SeedgateError("input", `${path} is not a regular file`, { file: path });
      return text === undefined ? null : Buffer.from(text);
    },
    async glob(pattern) {
      const re = picomatch(pattern, { dot: true });
      return Object.keys(files).filter((p) => re(p)).sort();
    },
  };
}

const configWith = (yaml: string): Config => {
  const r = parseConfig(".github/seedgate.yml", yaml);
  if (!r.ok) throw new Error("bad test config");
  return r.config;
};

const ALL = {
  "oracles/parse_ledger_balances.json": fixture("parse_ledger_balances.json"),
  "seed_ledger.json": fixture("seed_ledger.json"),
  ".sealed/oracle/seeds.json": fixture("seeds.json"),
  ".sealed/oracle/properties.py": "def check(case): pass\n",
};

describe("loadSealedModel with the default layout", () => {
  test("all three formats land in one model", async () => {
    const m = await loadSealedModel(DEFAULT_CONFIG, memoryTree(ALL));
    expect(m.findings).toEqual([]);
    expect(m.properties.map((p) => [p.id, p.format, p.votes])).toEqual([
      ["parse_ledger_balances", "journal", true],
      ["parse.no_throw_on_printable", "ledger", true],
      [".sealed/oracle", "sealed", true],
    ]);
    expect(m.properties[2]).toMatchObject({ selector: ".sealed/oracle/properties.py", state: "sealed" });
    expect(m.properties[2]!.cases).toHaveLength(3);
    expect(m.ledgerFreezes).toHaveLength(1);
    expect([...m.files].sort()).toEqual(Object.keys(ALL).sort());
  });
  test("missing defaults are simply unused", async () => {
    const m = await loadSealedModel(DEFAULT_CONFIG, memoryTree({}));
    expect(m).toEqual({ properties: [], ledgerFreezes: [], findings: [], files: [] });
  });
});

describe("findings instead of throws", () => {
  test("configured inputs that are missing are errors", async () => {
    const config = configWith("journals: props/*.json\nledger: l.json\noracle: o\n");
    const m = await loadSealedModel(config, memoryTree({}));
    expect(m.findings.map((f) => [f.code, f.file])).toEqual([
      ["journals.missing", ".github/seedgate.yml"],
      ["ledger.missing", ".github/seedgate.yml"],
      ["oracle.missing", ".github/seedgate.yml"],
    ]);
  });
  test("one malformed file does not hide the others", async () => {
    const m = await loadSealedModel(DEFAULT_CONFIG, memoryTree({ ...ALL, "oracles/broken.json": "{", "seed_ledger.json": "symlink" }));
    expect(m.findings.map((f) => [f.code, f.file])).toEqual([
      ["journal.syntax", "oracles/broken.json"],
      ["input.unreadable", "seed_ledger.json"],
    ]);
    expect(m.properties.map((p) => p.format)).toEqual(["journal", "sealed"]);
  });
  test.each([
    ["neither", {}],
    ["both", { ".sealed/oracle/properties.py": "", ".sealed/oracle/properties.mjs": "" }],
  ])("an oracle with %s module beside seeds.json", async (_what, modules) => {
    const m = await loadSealedModel(DEFAULT_CONFIG, memoryTree({ ".sealed/oracle/seeds.json": fixture("seeds.json"), ...modules }));
    expect(m.findings.map((f) => [f.code, f.file])).toEqual([["oracle.module", ".sealed/oracle/seeds.json"]]);
    expect(m.properties).toEqual([]);
  });
  test("an oracle module without seeds.json", async () => {
    const m = await loadSealedModel(DEFAULT_CONFIG, memoryTree({ ".sealed/oracle/properties.mjs": "" }));
    expect(m.findings.map((f) => f.code)).toEqual(["oracle.no-seeds"]);
  });
  test("a properties.mjs oracle selects the node module", async () => {
    const m = await loadSealedModel(DEFAULT_CONFIG, memoryTree({ ".sealed/oracle/seeds.json": fixture("seeds.json"), ".sealed/oracle/properties.mjs": "" }));
    expect(m.properties[0]!.selector).toBe(".sealed/oracle/properties.mjs");
  });
  test("one property id in two sources is an error at the second", async () => {
    const journal = JSON.parse(fixture("parse_ledger_balances.json"));
    journal.id = "parse.no_throw_on_printable";
    const m = await loadSealedModel(DEFAULT_CONFIG, memoryTree({ "oracles/x.json": JSON.stringify(journal), "seed_ledger.json": fixture("seed_ledger.json") }));
    expect(m.findings.map((f) => [f.code, f.file])).toEqual([["model.duplicate-property", "seed_ledger.json"]]);
  });
});
