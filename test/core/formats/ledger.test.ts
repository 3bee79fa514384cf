import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parseLedger } from "../../../src/core/formats/ledger.js";

const FILE = "seed_ledger.json";
const sample = readFileSync(new URL("../../fixtures/formats/seed_ledger.json", import.meta.url), "utf8");
const base = (): Record<string, any> => JSON.parse(sample);
const parse = (l: unknown) => parseLedger(FILE, JSON.stringify(l, null, 2));
const codes = (l: unknown) =>
  parse(l)
    .findings.filter((f) => f.severity === "error")
    .map((f) => [f.code, f.pointer]);

describe("the seed-002 sample ledger", () => {
  const r = parseLedger(FILE, sample);
  test("normalises an owned property with its locked fixture; the draft is noticed, not used", () => {
    expect(r.findings.map((f) => [f.code, f.severity, f.pointer])).toEqual([["ledger.draft", "notice", "/draft"]]);
    expect(r.properties).toHaveLength(1);
    const p = r.properties[0]!;
    expect(p).toMatchObject({
      id: "parse.no_throw_on_printable",
      format: "ledger",
      selector: "tests/properties/test_parse.py::prop_no_throw",
      votes: true,
      state: "owned",
    });
    expect(p.replay.map((s) => s.seed)).toEqual([180229]);
    expect(p.fixtures).toMatchObject([{ path: "tests/fixtures/180229.bin", seed: 180229, sha256: expect.stringMatching(/^9f86/) }]);
  });
  test("freezes keep cannot_gate and required", () => {
    expect(r.ledgerFreezes).toMatchObject([{ id: "flake-time-skew", cannotGate: true, required: false, source: { file: FILE, pointer: "/freezes/0" } }]);
  });
  test("drafts never reach the model", () => {
    expect(r.properties.map((p) => p.id)).not.toContain("agent.candidate");
  });
});

describe("invariants are error findings with file, pointer and line", () => {
  test("an owned property with no pre-fix failing seed", () => {
    const l = base();
    l.properties[0].pre_fix_failing_seeds = [];
    delete l.fixtures[0].seed;
    const r = parse(l);
    expect(codes(l)).toEqual([["ledger.unearned-owned", "/properties/0/pre_fix_failing_seeds"]]);
    expect(r.findings[0]).toMatchObject({ code: "ledger.unearned-owned", severity: "error", file: FILE, line: 7 });
  });
  test("an unearned property with no seed is reported in a notice and does not vote", () => {
    const l = base();
    l.properties[0].pre_fix_failing_seeds = [];
    l.properties[0].status = "unearned";
    l.fixtures = [];
    delete l.draft;
    const r = parse(l);
    expect(r.findings.map((f) => [f.code, f.severity, f.pointer])).toEqual([["ledger.unearned", "notice", "/properties/0/status"]]);
    expect(r.properties[0]!.votes).toBe(false);
  });
  test("a fixture not locked by a human", () => {
    const l = base();
    l.fixtures[0].locked_by = "agent";
    expect(codes(l)).toEqual([["ledger.not-human-locked", "/fixtures/0/locked_by"]]);
  });
  test.each([
    ["uppercase hex", "9F86D081884C7D659A2FEAA0C55AD015A3BF4F1B2B0B822CD15D6C15B0F00A08", "ledger.bad-digest"],
    ["a placeholder", "<digest of tests/fixtures/180229.bin>", "ledger.bad-digest"],
    ["63 characters", "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a0", "ledger.bad-digest"],
    ["the empty-file digest", createHash("sha256").update(Buffer.alloc(0)).digest("hex"), "ledger.empty-digest"],
  ])("a sha256 that is %s", (_what, sha256, code) => {
    const l = base();
    l.fixtures[0].sha256 = sha256;
    expect(codes(l)).toEqual([[code, "/fixtures/0/sha256"]]);
  });
  test("a fixture locked to a seed its property never failed on", () => {
    const l = base();
    l.fixtures[0].seed = 7;
    expect(codes(l)).toEqual([["ledger.fixture-seed", "/fixtures/0/seed"]]);
  });
  test("one fixture path locked twice for a property", () => {
    const l = base();
    l.fixtures.push({ ...l.fixtures[0], id: "fx-again" });
    expect(codes(l)).toEqual([["ledger.duplicate-fixture", "/fixtures/1/path"]]);
  });
  test("a pre-fix seed with no locked fixture is a warning (bytes, not only a seed)", () => {
    const l = base();
    l.properties[0].pre_fix_failing_seeds = [180229, 42];
    const r = parse(l);
    expect(r.findings.filter((f) => f.severity === "warning").map((f) => [f.code, f.pointer])).toEqual([
      ["ledger.seed-without-fixture", "/properties/0/pre_fix_failing_seeds/1"],
    ]);
  });
  test("a freeze that cannot gate but is required", () => {
    const l = base();
    l.freezes[0].required = true;
    expect(codes(l)).toEqual([["ledger.required-freeze", "/freezes/0/required"]]);
  });
  test("a required freeze that can gate is allowed", () => {
    const l = base();
    l.freezes[0].required = true;
    l.freezes[0].cannot_gate = false;
    expect(codes(l)).toEqual([]);
  });
  test("a fixture naming an unknown (or draft) property", () => {
    const l = base();
    l.fixtures[0].property_id = "agent.candidate";
    expect(codes(l)).toEqual([["ledger.unknown-property", "/fixtures/0/property_id"]]);
  });
  test("duplicate property, fixture and freeze ids, and pre-fix seeds", () => {
    const l = base();
    l.properties[0].pre_fix_failing_seeds = [180229, 180229];
    l.properties.push({ ...l.properties[0], pre_fix_failing_seeds: [180229] });
    l.freezes.push({ ...l.freezes[0], test: "tests/other.py::t" });
    expect(codes(l)).toEqual([
      ["ledger.duplicate-id", "/properties/1/id"],
      ["ledger.duplicate-id", "/freezes/1/id"],
      ["ledger.duplicate-seed", "/properties/0/pre_fix_failing_seeds/1"],
    ]);
  });
  test("draft must be an array, but its entries are never checked or used", () => {
    const l = base();
    l.draft = [42, { anything: true }];
    expect(codes(l)).toEqual([]);
    l.draft = { id: "x" };
    expect(codes(l)).toEqual([["ledger.schema", "/draft"]]);
  });
});

test("malformed JSON is a finding naming the file", () => {
  const r = parseLedger(FILE, "{ nope");
  expect(r.properties).toEqual([]);
  expect(r.findings[0]).toMatchObject({ code: "ledger.syntax", file: FILE });
});

test("an unknown status is a schema finding", () => {
  const l = base();
  l.properties[0].status = "draft";
  expect(codes(l)).toEqual([["ledger.schema", "/properties/0/status"]]);
});
