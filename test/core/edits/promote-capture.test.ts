// Seed 002's `promote SEED PROPERTY` without --fixture: the hunt's captured bytes, or a refusal.
import { describe, expect, test } from "vitest";
import { capturedFixture, type LedgerDoc } from "../../../src/core/edits/promote.js";

const H = "c".repeat(64);
const ledger: LedgerDoc = {
  properties: [],
  draft: [
    { id: "p", fn: "tests/test_p.py::test_p" },
    { hunt: "p", state: "hit", hits: [3, 8], fixtures: [{ seed: 3, path: "tests/fixtures/3.bin", sha256: H, duplicate_seeds: [8] }] },
  ],
};

describe("capturedFixture", () => {
  test("the seed's own capture", () => {
    expect(capturedFixture(ledger, "p", 3)).toEqual({ ok: true, path: "tests/fixtures/3.bin", sha256: H });
  });
  test("a seed that shrank to the same bytes takes the first seed's file", () => {
    expect(capturedFixture(ledger, "p", 8)).toEqual({ ok: true, path: "tests/fixtures/3.bin", sha256: H });
  });
  test("refuses a seed the hunt captured nothing for, a property with no hunt record, and a record without a digest", () => {
    expect(capturedFixture(ledger, "p", 5)).toMatchObject({ ok: false, reason: expect.stringContaining("no fixture for seed 5") });
    expect(capturedFixture(ledger, "q", 3)).toMatchObject({ ok: false, reason: expect.stringContaining('no hunt record for "q"') });
    const broken: LedgerDoc = { draft: [{ hunt: "p", fixtures: [{ seed: 3, path: "tests/fixtures/3.bin" }] }] };
    expect(capturedFixture(broken, "p", 3)).toMatchObject({ ok: false });
  });
});
