import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { EMPTY_SHA256, parseLedger } from "../../../src/core/formats/ledger.js";

const FILE = "seed_ledger.json";
const sample = readFileSync(new URL("../../fixtures/formats/seed_ledger.json", import.meta.url), "utf8");
const base = (): Record<string, any> => JSON.parse(sample);
const parse = (l: unknown) => parseLedger(FILE, JSON.stringify(l, null, 2));
const codes = (l: unknown) => parse(l).findings.map((f) => [f.code, f.pointer]);

describe("the seed-002 sample ledger", () => {
  const r = parseLedger(FILE, sample);
  test("normalises an owned property with its locked fixture", () => {
    expect(r.findings).toEqual([]);
    expect(r.properties).toHaveLength(1);
    const p = r.properties[0]!;
    expect(p).toMatchObject({ id: "parse.no_throw_on_printable", format: "ledger", selector: "tests/properties/test_parse.py::prop_no_throw", votes: true, state: "owned" });
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
    const r = parse(l);
    expect(r.findings.map((f) => [f.code, f.pointer])).toEqual([["ledger.unearned-owned", "/properties/0/pre_fix_failing_seeds"]]);
    expect(r.findings[0]).toMatchObject({ severity: "error", file: FILE, line: 7 });
  });
  test("an unearned property with no seed is fine and does not vote", () => {
    const l = base();
    l.properties[0].pre_fix_failing_seeds = [];
    l.properties[0].status = "unearned";
    const r = parse(l);
    expect(r.findings).toEqual([]);
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
    ["the empty-file digest", EMPTY_SHA256, "ledger.empty-digest"],
  ])("a sha256 that is %s", (_what, sha256, code) => {
    const l = base();
    l.fixtures[0].sha256 = sha256;
    expect(codes(l)).toEqual([[code, "/fixtures/0/sha256"]]);
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
  test("duplicate property ids and pre-fix seeds", () => {
    const l = base();
    l.properties[0].pre_fix_failing_seeds = [1, 1];
    l.properties.push({ ...l.properties[0], pre_fix_failing_seeds: [2] });
    expect(codes(l)).toEqual([
      ["ledger.duplicate-id", "/properties/1/id"],
      ["ledger.duplicate-seed", "/properties/0/pre_fix_failing_seeds/1"],
    ]);
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
