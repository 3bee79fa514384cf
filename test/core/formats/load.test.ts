import { readFileSync } from "node:fs";
import picomatch from "picomatch";
import { describe, expect, test } from "vitest";
import { DEFAULT_CONFIG, parseConfig, type Config } from "../../../src/core/inputs/config.js";
import { SeedgateError } from "../../../src/core/errors.js";
import { loadSealedModel, type SealedReaders } from "../../../src/core/formats/load.js";
import { EMPTY_MODEL } from "../../../src/core/inputs/model.js";

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/formats/${name}`, import.meta.url), "utf8");

/** An in-memory tree; a value of "symlink" makes readFile refuse like the git reader does. */
function memoryTree(files: Record<string, string | Buffer>, globError?: string): SealedReaders {
  return {
    label: "test tree",
    async readFile(path) {
      const content = files[path];
      if (content === "symlink") throw new SeedgateError("input", `${path} is not a regular file`, { file: path });
      return content === undefined ? null : Buffer.from(content);
    },
    async glob(pattern) {
      if (globError !== undefined) throw new SeedgateError("git", globError);
      const re = picomatch(pattern, { dot: true });
      return Object.keys(files)
        .filter((p) => re(p))
        .reverse();
    },
  };
}

const configWith = (yaml: string): Config => {
  const r = parseConfig(".github/seedgate.yml", yaml);
  if (!r.ok) throw new Error("bad test config");
  return r.config;
};

const JOURNAL = fixture("journal_frozen.json");
const ALL = {
  "oracles/parse_ledger_balances.json": JOURNAL,
  "seed_ledger.json": fixture("seed_ledger.json"),
  ".sealed/oracle/seeds.json": fixture("seeds.json"),
  ".sealed/oracle/properties.py": "def check(case): pass\n",
  ".sealed/quarantine.json": fixture("quarantine.json"),
};
const errorsOf = (m: { findings: readonly { severity: string; code: string; file?: string }[] }) =>
  m.findings.filter((f) => f.severity === "error").map((f) => [f.code, f.file]);

describe("loadSealedModel with the default layout", () => {
  test("all formats land in one model", async () => {
    const m = await loadSealedModel(DEFAULT_CONFIG, memoryTree(ALL));
    expect(m.findings.map((f) => [f.code, f.severity])).toEqual([["ledger.draft", "notice"]]);
    expect(m.properties.map((p) => [p.id, p.format, p.votes])).toEqual([
      ["parse_ledger_balances", "journal", true],
      ["parse.no_throw_on_printable", "ledger", true],
      [".sealed/oracle", "sealed", true],
    ]);
    expect(m.properties[2]).toMatchObject({ selector: ".sealed/oracle/properties.py", state: "sealed" });
    expect(m.properties[2]!.cases).toHaveLength(3);
    expect(m.ledgerFreezes).toHaveLength(1);
    expect(m.quarantine.map((q) => q.nodeid)).toEqual(["tests/legacy/test_retry.py::test_backoff_window"]);
    expect([...m.files].sort()).toEqual(Object.keys(ALL).sort());
  });
  test("missing defaults are simply unused", async () => {
    expect(await loadSealedModel(DEFAULT_CONFIG, memoryTree({}))).toEqual(EMPTY_MODEL);
  });
  test("journals are read in path order whatever order the glob returns", async () => {
    const other = JSON.stringify({ ...JSON.parse(JOURNAL), id: "a_first" });
    const m = await loadSealedModel(DEFAULT_CONFIG, memoryTree({ "oracles/b.json": JOURNAL, "oracles/a.json": other }));
    expect(m.properties.map((p) => p.source.file)).toEqual(["oracles/a.json", "oracles/b.json"]);
  });
});

describe("findings instead of throws", () => {
  test("configured inputs that are missing are errors naming the config", async () => {
    const config = configWith("journals: props/*.json\nledger: l.json\noracle: o\nquarantine: q.json\n");
    const m = await loadSealedModel(config, memoryTree({}));
    expect(errorsOf(m)).toEqual([
      ["journals.missing", ".github/seedgate.yml"],
      ["ledger.missing", ".github/seedgate.yml"],
      ["oracle.missing", ".github/seedgate.yml"],
      ["quarantine.missing", ".github/seedgate.yml"],
    ]);
  });
  test("one malformed file does not hide the others", async () => {
    const m = await loadSealedModel(
      DEFAULT_CONFIG,
      memoryTree({ ...ALL, "oracles/broken.json": "{", "seed_ledger.json": "symlink", ".sealed/quarantine.json": "[]" }),
    );
    expect(errorsOf(m)).toEqual([
      ["journal.syntax", "oracles/broken.json"],
      ["input.unreadable", "seed_ledger.json"],
      ["quarantine.schema", ".sealed/quarantine.json"],
    ]);
    expect(m.properties.map((p) => p.format)).toEqual(["journal", "sealed"]);
  });
  test("bytes that are not UTF-8, or carry a byte-order mark, are refused by name", async () => {
    const bad = Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]);
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(fixture("seed_ledger.json"))]);
    const m = await loadSealedModel(DEFAULT_CONFIG, memoryTree({ "oracles/x.json": bad, "seed_ledger.json": bom }));
    expect(m.findings.map((f) => [f.code, f.file, f.message])).toEqual([
      ["input.encoding", "oracles/x.json", "oracles/x.json is not valid UTF-8"],
      ["input.encoding", "seed_ledger.json", "seed_ledger.json starts with a UTF-8 byte-order mark"],
    ]);
  });
  test("a glob the tree cannot list is a finding, and the other inputs still load", async () => {
    const m = await loadSealedModel(DEFAULT_CONFIG, memoryTree(ALL, "ls-tree failed"));
    expect(errorsOf(m)).toEqual([["input.unreadable", undefined]]);
    expect(m.properties.map((p) => p.format)).toEqual(["ledger", "sealed"]);
  });
  test.each([
    ["neither", {}],
    ["both", { ".sealed/oracle/properties.py": "", ".sealed/oracle/properties.mjs": "" }],
  ])("an oracle with %s module beside seeds.json", async (_what, modules) => {
    const m = await loadSealedModel(DEFAULT_CONFIG, memoryTree({ ".sealed/oracle/seeds.json": fixture("seeds.json"), ...modules }));
    expect(errorsOf(m)).toEqual([["oracle.module", ".sealed/oracle/seeds.json"]]);
    expect(m.properties).toEqual([]);
  });
  test("an oracle module without seeds.json", async () => {
    const m = await loadSealedModel(DEFAULT_CONFIG, memoryTree({ ".sealed/oracle/properties.mjs": "" }));
    expect(errorsOf(m)).toEqual([["oracle.no-seeds", ".sealed/oracle/properties.mjs"]]);
  });
  test("a properties.mjs oracle selects the node module", async () => {
    const m = await loadSealedModel(DEFAULT_CONFIG, memoryTree({ ".sealed/oracle/seeds.json": fixture("seeds.json"), ".sealed/oracle/properties.mjs": "" }));
    expect(m.properties[0]!.selector).toBe(".sealed/oracle/properties.mjs");
  });
});

describe("invariants across sources", () => {
  test("one property id in two sources is an error at the second", async () => {
    const journal = { ...JSON.parse(JOURNAL), id: "parse.no_throw_on_printable" };
    const m = await loadSealedModel(DEFAULT_CONFIG, memoryTree({ "oracles/x.json": JSON.stringify(journal), "seed_ledger.json": fixture("seed_ledger.json") }));
    expect(errorsOf(m)).toEqual([["model.duplicate-property", "seed_ledger.json"]]);
  });
  test("a property id with ':' would make plan row ids ambiguous", async () => {
    const journal = { ...JSON.parse(JOURNAL), id: "a:seed:1" };
    const m = await loadSealedModel(DEFAULT_CONFIG, memoryTree({ "oracles/x.json": JSON.stringify(journal, null, 2) }));
    expect(m.findings.map((f) => [f.code, f.file, f.pointer, f.line])).toEqual([["journal.property-id", "oracles/x.json", "/id", 2]]);
  });
  test("a ledger property id or an oracle directory with ':' too", async () => {
    const ledger = JSON.parse(fixture("seed_ledger.json"));
    ledger.properties[0].id = "parse:x";
    ledger.fixtures[0].property_id = "parse:x";
    const config = configWith("oracle: sealed:oracle\n");
    const m = await loadSealedModel(
      config,
      memoryTree({ "seed_ledger.json": JSON.stringify(ledger), "sealed:oracle/seeds.json": fixture("seeds.json"), "sealed:oracle/properties.py": "" }),
    );
    expect(errorsOf(m)).toEqual([
      ["ledger.property-id", "seed_ledger.json"],
      ["oracle.property-id", "sealed:oracle/seeds.json"],
    ]);
  });
  test("a quarantined node that is also a voting property", async () => {
    const catalogue = { entries: [{ nodeid: "tests/properties/test_ledger.py::test_balance_invariant", file_sha256: "a".repeat(64), reason: "flaky" }] };
    const m = await loadSealedModel(DEFAULT_CONFIG, memoryTree({ "oracles/x.json": JOURNAL, ".sealed/quarantine.json": JSON.stringify(catalogue) }));
    expect(m.findings.map((f) => [f.code, f.file, f.pointer])).toEqual([["quarantine.voting-node", ".sealed/quarantine.json", "/entries/0/nodeid"]]);
  });
  test("a ledger freeze that cannot gate on a test a property votes on", async () => {
    const ledger = JSON.parse(fixture("seed_ledger.json"));
    ledger.freezes[0].test = "tests/properties/test_ledger.py::test_balance_invariant";
    delete ledger.draft;
    const m = await loadSealedModel(DEFAULT_CONFIG, memoryTree({ "oracles/x.json": JOURNAL, "seed_ledger.json": JSON.stringify(ledger) }));
    expect(m.findings.map((f) => [f.code, f.file, f.pointer])).toEqual([["ledger.frozen-voter", "seed_ledger.json", "/freezes/0/test"]]);
  });
});
