import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  EXECUTOR_TABLE,
  JOURNAL_TABLE,
  LEDGER_TABLE,
  TABLES,
  decide,
  inDomain,
  judgeRow,
  voteOf,
  type Input,
  type Table,
  type Vote,
} from "../../../src/core/judge/decision-tables.js";
import type { Outcome, PlanRow } from "../../../src/core/plan/lane-plan.js";
import type { Property } from "../../../src/core/inputs/model.js";

interface Case {
  readonly name: string;
  readonly input: Input;
  readonly action: string;
  readonly vote: Vote;
}

// Written independently of the tables, one concrete input per row: editing a
// row's condition, action or vote breaks its test.
const JOURNAL: Case[] = [
  {
    name: "replay | hit | fail | no",
    input: { lane: "replay", hunt: "hit", run: "fail", freeze: "active" },
    action: "block merge (regression)",
    vote: "block",
  },
  { name: "replay | hit | pass | no", input: { lane: "replay", hunt: "hit", run: "pass", freeze: "none" }, action: "allow this lane", vote: "allow" },
  {
    name: "replay | hit | mixed / timeout | yes",
    input: { lane: "replay", hunt: "hit", run: "timeout", freeze: "active" },
    action: "freeze those seeds only; keep fixtures",
    vote: "report",
  },
  {
    name: "replay | hit | mixed / timeout | yes, but no unexpired freeze names the seed",
    input: { lane: "replay", hunt: "hit", run: "mixed", freeze: "none" },
    action: "block merge: a flake votes until a freeze names it; reruns classify, they never pass",
    vote: "block",
  },
  {
    name: "either | hit or unused seeds | error",
    input: { lane: "holdout", hunt: "unused", run: "error", freeze: "none" },
    action: "block merge: a run that reached no verdict is no evidence",
    vote: "block",
  },
  {
    name: "replay | miss | n/a | n/a",
    input: { lane: "replay", hunt: "miss", run: "pass", freeze: "none" },
    action: "refuse lock; refuse freeze",
    vote: "block",
  },
  {
    name: "holdout | unused seeds | fail | no",
    input: { lane: "holdout", hunt: "unused", run: "fail", freeze: "none" },
    action: "block merge (invariant still live)",
    vote: "block",
  },
  {
    name: "holdout | unused seeds | pass | no",
    input: { lane: "holdout", hunt: "unused", run: "pass", freeze: "none" },
    action: "allow this lane",
    vote: "allow",
  },
  {
    name: "holdout | unused seeds | timeout | yes",
    input: { lane: "holdout", hunt: "unused", run: "timeout", freeze: "active" },
    action: "fail gate or drop property",
    vote: "block",
  },
  {
    name: "either | proposer saw seed | any | n/a",
    input: { lane: "holdout", hunt: "proposer-saw", run: "pass", freeze: "none" },
    action: "move seed to replay; do not call it holdout",
    vote: "block",
  },
];

const LEDGER: Case[] = [
  {
    name: "Property fails on parent with seed S",
    input: { step: "parent", parent: "fails-on-seed", onlyNewCheck: "yes" },
    action: "Promote S to fixture; locked_by=human — Continue to post-patch replay",
    vote: "continue",
  },
  {
    name: "Property never fails on parent; budget exhausted (the only new check)",
    input: { step: "parent", parent: "never-fails", onlyNewCheck: "yes" },
    action: "Status unearned; keep out of required — Block if this was the only new check",
    vote: "block",
  },
  {
    name: "Property never fails on parent; budget exhausted (other checks remain)",
    input: { step: "parent", parent: "never-fails", onlyNewCheck: "no" },
    action: "Status unearned; keep out of required — reported, never voting",
    vote: "report",
  },
  {
    name: "Mutant of the agent fix fails on S; restore passes",
    input: { step: "calibrate", mutant: "fails", restore: "passes" },
    action: "Treat S as a calibrated pre-fix seed — Continue",
    vote: "continue",
  },
  {
    name: "Mutant of the agent fix passes on S",
    input: { step: "calibrate", mutant: "passes", restore: "passes" },
    action: "S is not calibrated; the property stays unearned",
    vote: "report",
  },
  {
    name: "Mutant of the agent fix fails on S; restore fails too",
    input: { step: "calibrate", mutant: "fails", restore: "fails" },
    action: "S is not calibrated; the property stays unearned",
    vote: "report",
  },
  {
    name: "Post-patch still fails on S",
    input: { step: "replay", fixture: "unchanged", patch: "mixed" },
    action: "Keep fixture; reject the patch — Block",
    vote: "block",
  },
  {
    name: "Post-patch run on S times out, errors or is skipped",
    input: { step: "replay", fixture: "unchanged", patch: "timeout" },
    action: "Keep fixture; no evidence of a pass — Block",
    vote: "block",
  },
  {
    name: "Post-patch passes S; hash unchanged",
    input: { step: "replay", fixture: "unchanged", patch: "pass" },
    action: "Log exploration seeds only — This property may vote",
    vote: "allow",
  },
  { name: "Exploration seed passes", input: { step: "explore", patch: "pass" }, action: "Log exploration seeds only — This property may vote", vote: "allow" },
  {
    name: "Exploration seed fails",
    input: { step: "explore", patch: "mixed" },
    action: "New fixture or new freeze; never a silent retry — Block",
    vote: "block",
  },
  {
    name: "Exploration run times out, errors or is skipped",
    input: { step: "explore", patch: "error" },
    action: "No evidence of a pass — Block",
    vote: "block",
  },
  {
    name: "Failure only when time or network is unseeded",
    input: { step: "freeze", required: "no" },
    action: "Freeze; cannot_gate=true — No required vote",
    vote: "report",
  },
  {
    name: "Failure only when time or network is unseeded, but the freeze is required",
    input: { step: "freeze", required: "yes" },
    action: "a frozen test listed as required fails closed",
    vote: "block",
  },
  { name: "Agent rewrites fixture bytes", input: { step: "replay", fixture: "rewritten", patch: "pass" }, action: "Hash mismatch — Block", vote: "block" },
];

const EXECUTORS: Case[] = [
  { name: ".sealed/ path in the diff", input: { signal: "sealed-path-in-diff" }, action: "write-set grep — fail closed", vote: "block" },
  { name: "MANIFEST.sha256 mismatch", input: { signal: "manifest-mismatch" }, action: "sealed hash — fail closed", vote: "block" },
  { name: "property failure on a pinned seed", input: { signal: "pinned-seed-failure" }, action: "executor 2 — fail closed", vote: "block" },
  { name: "property holds on a pinned seed", input: { signal: "pinned-seed-holds" }, action: "executor 2 — the merge bit may be on", vote: "allow" },
  { name: "example test fail or new pass", input: { signal: "example-test-result" }, action: "executor 1 — record only", vote: "report" },
  { name: "fixture bytes the oracle reads changed", input: { signal: "fixture-bytes-changed" }, action: "fixture manifest — fail closed", vote: "block" },
  { name: "example golden rewritten in the patch", input: { signal: "example-golden-rewritten" }, action: "executor 1 — record only", vote: "report" },
  { name: "quarantined node fail or pass", input: { signal: "quarantined-node-result" }, action: "executor 3 — record only", vote: "report" },
  { name: "catalog thaw without manifest update", input: { signal: "catalog-thaw-without-manifest" }, action: "sealed hash — fail closed", vote: "block" },
];

const suites: { name: string; table: Table; cases: Case[] }[] = [
  { name: JOURNAL_TABLE.name, table: JOURNAL_TABLE, cases: JOURNAL },
  { name: LEDGER_TABLE.name, table: LEDGER_TABLE, cases: LEDGER },
  { name: EXECUTOR_TABLE.name, table: EXECUTOR_TABLE, cases: EXECUTORS },
];

/** Any input inside a table's domain: pick a product, then one value per column. */
const inputIn = (table: Table): fc.Arbitrary<Input> =>
  fc
    .constantFrom(...table.domain)
    .chain((product) => fc.record(Object.fromEntries(Object.entries(product).map(([col, values]) => [col, fc.constantFrom(...values)]))));

/** Every input of the domain, for reachability (the domains are small). */
const allInputs = (table: Table): Input[] =>
  table.domain.flatMap((product) =>
    Object.entries(product).reduce<Input[]>((acc, [col, values]) => acc.flatMap((partial) => values.map((v) => ({ ...partial, [col]: v }))), [{}]),
  );

describe.each(suites)("$name", ({ table, cases }) => {
  test.each(cases)("$name", ({ name, input, action, vote }) => {
    const d = decide(table, input);
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    expect(d.row).toMatchObject({ name, action, vote });
    expect(voteOf(table, input)).toBe(vote);
  });

  test("every row has its own test, in the seed's order", () => {
    expect(cases.map((c) => c.name)).toEqual(table.rows.map((r) => r.name));
  });

  test("total and exclusive: exactly one row decides every input in the domain", () => {
    fc.assert(
      fc.property(inputIn(table), (input) => {
        const d = decide(table, input);
        expect(d.ok ? 1 : d.rows.length).toBe(1);
      }),
      { numRuns: 1000 },
    );
  });

  test("outside the domain nothing is decided, and the vote is block", () => {
    const column = fc.constantFrom(...table.columns, "extra");
    const value = fc.oneof(fc.constantFrom(...table.domain.flatMap((p) => Object.values(p).flat())), fc.string({ maxLength: 4 }));
    fc.assert(
      fc.property(fc.dictionary(column, value, { maxKeys: table.columns.length + 1 }), (input) => {
        if (inDomain(table, input)) return;
        expect(decide(table, input)).toMatchObject({ ok: false, reason: "outside-domain" });
        expect(voteOf(table, input)).toBe("block");
      }),
    );
  });

  test("every row is reachable and names only the table's columns and domain values", () => {
    const inputs = allInputs(table);
    for (const row of table.rows) {
      expect(
        inputs.some((i) => decide(table, i).ok && (decide(table, i) as { row: { name: string } }).row.name === row.name),
        row.name,
      ).toBe(true);
      for (const [col, values] of Object.entries(row.when)) {
        expect(table.columns).toContain(col);
        for (const v of values)
          expect(
            table.domain.some((p) => p[col]?.includes(v)),
            `${row.name}: ${col}=${v}`,
          ).toBe(true);
      }
    }
  });
});

test("tables are named for their seeds", () => {
  expect(TABLES.map((t) => t.name)).toEqual(["journal (seed 000)", "ledger (seed 002)", "executors (seed 003)"]);
});

test("there is no holdout freeze: a holdout timeout blocks whatever the freeze column says", () => {
  for (const freeze of ["active", "none"]) {
    for (const run of ["timeout", "mixed", "skipped"]) expect(voteOf(JOURNAL_TABLE, { lane: "holdout", hunt: "unused", run, freeze })).toBe("block");
  }
});

test("overlapping rows are reported as ambiguous and fail closed", () => {
  const table: Table = {
    name: "t",
    columns: ["a"],
    domain: [{ a: ["x"] }],
    rows: [
      { name: "r1", origin: "seedgate", when: {}, action: "", vote: "allow" },
      { name: "r2", origin: "seedgate", when: { a: ["x"] }, action: "", vote: "allow" },
    ],
  };
  expect(decide(table, { a: "x" })).toMatchObject({ ok: false, reason: "ambiguous" });
  expect(voteOf(table, { a: "x" })).toBe("block");
});

describe("judgeRow: a plan row's outcome through its format's table", () => {
  const src = { file: "f.json", pointer: "" };
  const prop = (format: Property["format"], id = "p"): Property => ({
    id,
    format,
    selector: "t.py::p",
    votes: true,
    state: "locked",
    replay: [],
    holdout: [],
    fixtures: [],
    cases: [],
    source: src,
  });
  const row = (over: Partial<PlanRow>): PlanRow => ({ lane: "replay", property: "p", kind: "seed", key: "8", frozen: false, ...over });
  test.each<[string, Property["format"], Partial<PlanRow>, Outcome, Vote, string | null]>([
    ["journal replay seed passes", "journal", {}, "pass", "allow", "replay | hit | pass | no"],
    ["journal replay seed flaky, unfrozen", "journal", {}, "flaky", "block", "replay | hit | mixed / timeout | yes, but no unexpired freeze names the seed"],
    ["journal replay seed flaky under a freeze", "journal", { frozen: true }, "flaky", "report", "replay | hit | mixed / timeout | yes"],
    ["journal replay seed skipped under a freeze", "journal", { frozen: true }, "frozen", "report", "replay | hit | mixed / timeout | yes"],
    [
      "journal replay seed claimed frozen without a freeze",
      "journal",
      {},
      "frozen",
      "block",
      "replay | hit | mixed / timeout | yes, but no unexpired freeze names the seed",
    ],
    ["journal replay seed fails under a freeze", "journal", { frozen: true }, "fail", "block", "replay | hit | fail | no"],
    [
      "journal fixture times out, even marked frozen",
      "journal",
      { kind: "fixture", key: "a.json", frozen: true },
      "timeout",
      "block",
      "replay | hit | mixed / timeout | yes, but no unexpired freeze names the seed",
    ],
    [
      "journal holdout seed times out, even marked frozen",
      "journal",
      { lane: "holdout", frozen: true },
      "timeout",
      "block",
      "holdout | unused seeds | timeout | yes",
    ],
    ["journal holdout seed errors", "journal", { lane: "holdout" }, "error", "block", "either | hit or unused seeds | error"],
    ["ledger seed passes", "ledger", {}, "pass", "allow", "Post-patch passes S; hash unchanged"],
    ["ledger fixture flaky", "ledger", { kind: "fixture", key: "a.bin" }, "flaky", "block", "Post-patch still fails on S"],
    ["ledger seed times out", "ledger", {}, "timeout", "block", "Post-patch run on S times out, errors or is skipped"],
    ["sealed case passes", "sealed", { kind: "case", key: "empty-buf" }, "pass", "allow", "property holds on a pinned seed"],
    ["sealed case times out", "sealed", { kind: "case", key: "empty-buf" }, "timeout", "block", "property failure on a pinned seed"],
    ["a ledger exploration seed passes", "ledger", { lane: "holdout" }, "pass", "allow", "Exploration seed passes"],
    ["a ledger exploration seed fails once then passes (no silent retry)", "ledger", { lane: "holdout" }, "flaky", "block", "Exploration seed fails"],
    [
      "a ledger fixture on the holdout lane (never planned)",
      "ledger",
      { lane: "holdout", kind: "fixture", key: "tests/fixtures/1.bin" },
      "pass",
      "block",
      null,
    ],
    ["a journal fixture on the holdout lane (never planned)", "journal", { lane: "holdout", kind: "fixture", key: "a.json" }, "pass", "block", null],
    ["a row of another property", "journal", { property: "q" }, "pass", "block", null],
  ])("%s", (_what, format, over, outcome, vote, rule) => {
    expect(judgeRow(prop(format), row(over), outcome)).toMatchObject({ vote, rule });
  });
});
