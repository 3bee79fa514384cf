import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { fixtureDigestFindings, fixturePaths, quarantineDigestFindings, quarantinePaths } from "../../../src/core/formats/digests.js";
import { parseLedger } from "../../../src/core/formats/ledger.js";
import { parseJournal } from "../../../src/core/formats/journal.js";
import { parseQuarantine } from "../../../src/core/formats/quarantine.js";
import { EMPTY_MODEL, type SealedModel } from "../../../src/core/inputs/model.js";

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/formats/${name}`, import.meta.url), "utf8");
const ledger = parseLedger("seed_ledger.json", fixture("seed_ledger.json"));
const journal = parseJournal("oracles/j.json", fixture("journal_frozen.json"));
const quarantine = parseQuarantine(".sealed/quarantine.json", fixture("quarantine.json"));
const model: SealedModel = { ...EMPTY_MODEL, properties: [...ledger.properties, journal.property!], quarantine: quarantine.entries };
const LOCKED = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
const PINNED = "6b1d0000000000000000000000000000000000000000000000000000000000aa";
const OTHER = "a".repeat(64);
const J8 = "oracles/parse_ledger_balances/8.json";
const J21 = "oracles/parse_ledger_balances/21.json";
const NODE_FILE = "tests/legacy/test_retry.py";

test("fixturePaths lists every fixture the caller must hash", () => {
  expect(fixturePaths(model)).toEqual([J21, J8, "tests/fixtures/180229.bin"]);
});

test("matching digests and present journal fixtures are clean", () => {
  const digests = new Map([
    ["tests/fixtures/180229.bin", LOCKED],
    [J8, OTHER],
    [J21, OTHER],
  ]);
  expect(fixtureDigestFindings(model, digests)).toEqual([]);
});

test("mismatch, missing and unhashed fixtures each block at the ledger entry", () => {
  const findings = fixtureDigestFindings(
    model,
    new Map([
      ["tests/fixtures/180229.bin", OTHER],
      [J8, null],
    ]),
  );
  expect(findings.map((f) => [f.code, f.file, f.pointer, f.severity])).toEqual([
    ["fixture.mismatch", "seed_ledger.json", "/fixtures/0", "error"],
    ["fixture.missing", "oracles/j.json", "/replay/fixtures/0", "error"],
    ["fixture.unhashed", "oracles/j.json", "/replay/fixtures/1", "error"],
  ]);
  expect(findings[0]!.line).toBe(12);
});

test("quarantinePaths lists each pinned test file once", () => {
  expect(quarantinePaths(model)).toEqual([NODE_FILE]);
});

test("a quarantine pin that matches is clean; a stale or missing one is reported, never blocking", () => {
  expect(quarantineDigestFindings(model, new Map([[NODE_FILE, PINNED]]))).toEqual([]);
  const stale = quarantineDigestFindings(model, new Map([[NODE_FILE, OTHER]]));
  expect(stale.map((f) => [f.code, f.severity, f.file, f.pointer, f.line])).toEqual([
    ["quarantine.stale", "warning", ".sealed/quarantine.json", "/entries/0/file_sha256", 3],
  ]);
  expect(quarantineDigestFindings(model, new Map([[NODE_FILE, null]])).map((f) => [f.code, f.severity])).toEqual([["quarantine.missing", "warning"]]);
});

test("a quarantine file the caller did not hash is an error: silence is not a match", () => {
  expect(quarantineDigestFindings(model, new Map()).map((f) => [f.code, f.severity])).toEqual([["quarantine.unhashed", "error"]]);
});
