import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { EXECUTOR_TABLE, JOURNAL_TABLE, LEDGER_TABLE, TABLES, decide, voteOf, type Input, type Table, type Vote } from "../../src/core/decision-tables.js";

interface Case {
  readonly name: string;
  readonly input: Input;
  readonly vote: Vote;
}

// Written independently of the tables: editing a row's condition or vote breaks its test.
const JOURNAL: Case[] = [
  { name: "replay hit, patch fails: regression", input: { lane: "replay", hunt: "hit", run: "fail", freeze: "active" }, vote: "block" },
  { name: "replay hit, patch passes", input: { lane: "replay", hunt: "hit", run: "pass", freeze: "none" }, vote: "allow" },
  { name: "replay hit, mixed or timeout, frozen", input: { lane: "replay", hunt: "hit", run: "timeout", freeze: "active" }, vote: "report" },
  { name: "replay hit, mixed or timeout, not frozen", input: { lane: "replay", hunt: "hit", run: "mixed", freeze: "none" }, vote: "block" },
  { name: "replay miss", input: { lane: "replay", hunt: "miss", run: "pass", freeze: "none" }, vote: "block" },
  { name: "holdout unseen, patch fails: invariant still live", input: { lane: "holdout", hunt: "unseen", run: "fail", freeze: "none" }, vote: "block" },
  { name: "holdout unseen, patch passes", input: { lane: "holdout", hunt: "unseen", run: "pass", freeze: "none" }, vote: "allow" },
  { name: "holdout unseen, mixed or timeout", input: { lane: "holdout", hunt: "unseen", run: "timeout", freeze: "active" }, vote: "block" },
  { name: "proposer saw the holdout seed", input: { lane: "holdout", hunt: "proposer-saw", run: "pass", freeze: "none" }, vote: "block" },
];

const LEDGER: Case[] = [
  { name: "property fails on parent with seed S", input: { step: "parent", parent: "fails-on-seed", onlyNewCheck: "yes" }, vote: "continue" },
  { name: "property never fails on parent, only new check", input: { step: "parent", parent: "never-fails", onlyNewCheck: "yes" }, vote: "block" },
  { name: "property never fails on parent, other checks remain", input: { step: "parent", parent: "never-fails", onlyNewCheck: "no" }, vote: "report" },
  { name: "mutant fails on S and restore passes", input: { step: "calibrate", mutant: "fails", restore: "passes" }, vote: "continue" },
  { name: "mutant passes on S", input: { step: "calibrate", mutant: "passes", restore: "passes" }, vote: "report" },
  { name: "mutant fails on S but restore fails too", input: { step: "calibrate", mutant: "fails", restore: "fails" }, vote: "report" },
  { name: "post-patch still fails on S", input: { step: "replay", fixture: "unchanged", patch: "fail" }, vote: "block" },
  { name: "post-patch passes S, hash unchanged", input: { step: "replay", fixture: "unchanged", patch: "pass" }, vote: "allow" },
  { name: "agent rewrites fixture bytes", input: { step: "replay", fixture: "rewritten", patch: "pass" }, vote: "block" },
  { name: "unseeded failure frozen, not required", input: { step: "freeze", required: "no" }, vote: "report" },
  { name: "unseeded failure frozen but required", input: { step: "freeze", required: "yes" }, vote: "block" },
];

const EXECUTORS: Case[] = [
  { name: "sealed path in the diff", input: { signal: "sealed-path-in-diff" }, vote: "block" },
  { name: "MANIFEST.sha256 mismatch", input: { signal: "manifest-mismatch" }, vote: "block" },
  { name: "property failure on a pinned seed", input: { signal: "pinned-seed-failure" }, vote: "block" },
  { name: "example test fail or new pass", input: { signal: "example-test-result" }, vote: "report" },
  { name: "fixture bytes the oracle reads changed", input: { signal: "fixture-bytes-changed" }, vote: "block" },
  { name: "example golden rewritten in the patch", input: { signal: "example-golden-rewritten" }, vote: "report" },
  { name: "quarantined node fail or pass", input: { signal: "quarantined-node-result" }, vote: "report" },
  { name: "catalog thaw without manifest update", input: { signal: "catalog-thaw-without-manifest" }, vote: "block" },
];

const suites: [Table, Case[]][] = [
  [JOURNAL_TABLE, JOURNAL],
  [LEDGER_TABLE, LEDGER],
  [EXECUTOR_TABLE, EXECUTORS],
];

/** Any input inside a table's domain: pick a product, then one value per column. */
const inputIn = (table: Table): fc.Arbitrary<Input> =>
  fc.constantFrom(...table.domain).chain((product) => fc.record(Object.fromEntries(Object.entries(product).map(([col, values]) => [col, fc.constantFrom(...values)]))));

describe.each(suites)("$name", (table, cases) => {
  test.each(cases)("$name", ({ name, input, vote }) => {
    const d = decide(table, input);
    expect(d.ok && d.row.name).toBe(name);
    expect(voteOf(table, input)).toBe(vote);
  });

  test("every row has its own test", () => {
    expect(cases.map((c) => c.name).sort()).toEqual(table.rows.map((r) => r.name).sort());
  });

  test("total and exclusive: exactly one row decides every input in the domain", () => {
    fc.assert(
      fc.property(inputIn(table), (input) => {
        const d = decide(table, input);
        expect(d.ok ? 1 : d.rows.length).toBe(1);
      }),
      { numRuns: 500 },
    );
  });
});

test("tables are named for their seeds", () => {
  expect(TABLES.map((t) => t.name)).toEqual(["journal (seed 000)", "ledger (seed 002)", "executors (seed 003)"]);
});

test("an input no row decides fails closed", () => {
  expect(decide(JOURNAL_TABLE, { lane: "replay", hunt: "unseen", run: "pass", freeze: "none" })).toMatchObject({ ok: false, reason: "no-row" });
  expect(voteOf(EXECUTOR_TABLE, { signal: "something-new" })).toBe("block");
});

test("overlapping rows are reported as ambiguous and fail closed", () => {
  const table: Table = { name: "t", domain: [{ a: ["x"] }], rows: [{ name: "r1", when: {}, action: "", vote: "allow" }, { name: "r2", when: { a: ["x"] }, action: "", vote: "allow" }] };
  expect(decide(table, { a: "x" })).toMatchObject({ ok: false, reason: "ambiguous" });
  expect(voteOf(table, { a: "x" })).toBe("block");
});
