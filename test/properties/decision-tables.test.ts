// Extends test/core/judge/decision-tables.test.ts (one test per row, sampled totality, the
// outside-domain rule): here every table is checked total and exclusive by exhaustive
// enumeration of its domain, and judgeRow, the gate's use of the tables, is held to
// the policy of DESIGN.md written independently of the table data.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { TABLES, decide, judgeRow, voteOf, type Input, type Table } from "../../src/core/judge/decision-tables.js";
import type { LaneName, Outcome, PlanRow, RowKind } from "../../src/core/plan/lane-plan.js";
import type { Property, SourceFormat } from "../../src/core/inputs/model.js";
import "./seeded.js";

/** Every input of the domain: the union of each product's cartesian product. */
const enumerate = (table: Table): Input[] =>
  table.domain.flatMap((product) =>
    Object.entries(product).reduce<Input[]>((acc, [col, values]) => acc.flatMap((partial) => values.map((v) => ({ ...partial, [col]: v }))), [{}]),
  );

describe.each(TABLES.map((t) => [t.name, t] as const))("%s", (_name, table) => {
  test("exhaustively total and exclusive: every input of the domain has exactly one row", () => {
    const inputs = enumerate(table);
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) {
      const d = decide(table, input);
      expect(d.ok ? [d.row.name] : d.rows.map((r) => r.name), JSON.stringify(input)).toHaveLength(1);
      expect(d.ok, JSON.stringify(input)).toBe(true);
    }
  });

  test("an input changed in one column to a value outside the domain blocks, whatever row would have matched", () => {
    const inputs = enumerate(table);
    fc.assert(
      fc.property(fc.constantFrom(...inputs), fc.constantFrom(...table.columns), fc.string({ maxLength: 6 }), (input, col, value) => {
        const changed = { ...input, [col]: value };
        fc.pre(!inputs.some((i) => JSON.stringify(Object.entries(i).sort()) === JSON.stringify(Object.entries(changed).sort())));
        expect(decide(table, changed)).toMatchObject({ ok: false, reason: "outside-domain" });
        expect(voteOf(table, changed)).toBe("block");
      }),
    );
  });

  test("dropping a column of a domain input never decides it", () => {
    fc.assert(
      fc.property(fc.constantFrom(...enumerate(table)), fc.nat(), (input, n) => {
        const keys = Object.keys(input);
        const { [keys[n % keys.length]!]: _dropped, ...rest } = input;
        fc.pre(!enumerate(table).some((i) => JSON.stringify(i) === JSON.stringify(rest)));
        expect(voteOf(table, rest)).toBe("block");
      }),
    );
  });
});

// judgeRow: the policy, stated without the tables.
const OUTCOMES: readonly Outcome[] = ["pass", "fail", "timeout", "error", "flaky", "frozen"];
const src = { file: "f.json", pointer: "" };
const property = (format: SourceFormat, id: string): Property => ({
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
const judged = fc.record({
  format: fc.constantFrom<SourceFormat>("journal", "ledger", "sealed"),
  id: fc.constantFrom("p", "q"),
  lane: fc.constantFrom<LaneName>("replay", "holdout"),
  rowProperty: fc.constantFrom("p", "q"),
  kind: fc.constantFrom<RowKind>("seed", "fixture", "case"),
  frozen: fc.boolean(),
  outcome: fc.constantFrom(...OUTCOMES),
});

/** The rows the plan derives for each format (DESIGN.md: lanes × formats). */
const planned = (j: { format: SourceFormat; lane: LaneName; kind: RowKind }): boolean =>
  (j.format === "journal" && (j.kind === "seed" || (j.kind === "fixture" && j.lane === "replay"))) ||
  (j.format === "ledger" && j.lane === "replay" && (j.kind === "seed" || j.kind === "fixture")) ||
  (j.format === "ledger" && j.lane === "holdout" && j.kind === "seed") || // exploration
  (j.format === "sealed" && j.lane === "replay" && j.kind === "case");

test("judgeRow follows the policy: only a pass allows, only a frozen journal replay seed may report, the rest blocks", () => {
  fc.assert(
    fc.property(judged, (j) => {
      const row: PlanRow = { lane: j.lane, property: j.rowProperty, kind: j.kind, key: "8", frozen: j.frozen };
      const { vote, rule } = judgeRow(property(j.format, j.id), row, j.outcome);
      const known = planned(j) && j.id === j.rowProperty;
      const reportable =
        known && j.format === "journal" && j.lane === "replay" && j.kind === "seed" && j.frozen && ["flaky", "frozen", "timeout"].includes(j.outcome);
      const want = !known ? "block" : j.outcome === "pass" ? "allow" : reportable ? "report" : "block";
      expect(vote, JSON.stringify(j)).toBe(want);
      // A vote always names the row that decided it, except when nothing did (then it blocks).
      if (vote !== "block") expect(rule).not.toBeNull();
      if (!known) expect(rule).toBeNull();
    }),
    { numRuns: 1000 },
  );
});

test("judgeRow: the lane's claim of frozen never matters off the journal replay seed, and never turns a fail or error into a non-block", () => {
  fc.assert(
    fc.property(judged, (j) => {
      const at = (frozen: boolean) =>
        judgeRow(property(j.format, j.id), { lane: j.lane, property: j.rowProperty, kind: j.kind, key: "8", frozen }, j.outcome).vote;
      if (!(j.format === "journal" && j.lane === "replay" && j.kind === "seed")) expect(at(true)).toBe(at(false));
      if (j.outcome === "fail" || j.outcome === "error") expect([at(true), at(false)]).toEqual(["block", "block"]);
    }),
    { numRuns: 500 },
  );
});
