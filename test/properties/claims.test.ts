// Lane claims against the judge's plan (src/core/judge/claims.ts checkClaims): a complete
// claim, in any order, never has a finding and matches every planned row once; then
// removing, duplicating or adding any one row, moving a row to another shard, or
// dropping, repeating or rebinding one results file yields exactly the matching
// finding, naming that row or shard.
import fc from "fast-check";
import { expect, test } from "vitest";
import { checkClaims, type ClaimFile, type Expectation } from "../../src/core/judge/claims.js";
import type { ClaimedRow } from "../../src/core/row.js";
import { rowId, type LaneName, type Outcome, type PlanRow, type RowKind } from "../../src/core/plan/lane-plan.js";
import { shardSlice } from "../../src/core/plan/plan.js";
import "./seeded.js";

const BASE = "b".repeat(40);
const HEAD = "c".repeat(40);
const LANES: readonly LaneName[] = ["replay", "holdout"];
const OUTCOMES: readonly Outcome[] = ["pass", "fail", "timeout", "error", "flaky", "frozen"];

const rowOf = (ids: fc.Arbitrary<string>, lane: LaneName) =>
  fc.record({
    lane: fc.constant(lane),
    property: ids,
    kind: fc.constantFrom<RowKind>("seed", "fixture", "case"),
    key: fc.oneof(fc.integer({ min: -5, max: 10_000 }).map(String), fc.constantFrom("a.json", "dir/x y.bin", "case-1", "é")),
    frozen: fc.boolean(),
  });
const planOf = (ids: fc.Arbitrary<string>, lane: LaneName) =>
  fc.uniqueArray(rowOf(ids, lane), { maxLength: 14, selector: (r) => JSON.stringify([r.property, r.kind, r.key]) });
const plainIds = fc.constantFrom("alpha", "beta", "gamma-1", "δ");

const claimed = (p: PlanRow, outcome: Outcome): ClaimedRow => ({
  property: p.property,
  kind: p.kind,
  key: p.key,
  outcome,
  durationMs: 1,
  exitCode: 0,
  attempts: 1,
  detail: "",
  tail: "",
});

interface World {
  readonly exp: Expectation;
  readonly files: ClaimFile[];
}

/** A plan, a shard count, and the complete claim for it, rows and files in random order. */
const world = (ids: fc.Arbitrary<string>, forced: readonly PlanRow[] = []) =>
  fc
    .record({ replay: planOf(ids, "replay").map((rows) => [...forced, ...rows]), holdout: planOf(ids, "holdout"), shards: fc.integer({ min: 1, max: 4 }) })
    .chain(({ replay, holdout, shards }) => {
      const exp: Expectation = { base: BASE, head: HEAD, shards, plans: { replay, holdout } };
      const cells = LANES.flatMap((lane) => Array.from({ length: shards }, (_, i) => ({ lane, index: i + 1 })));
      return fc
        .tuple(
          ...cells.map((c) => {
            const rows = shardSlice(exp.plans[c.lane], { index: c.index, total: shards });
            return fc.tuple(
              fc.shuffledSubarray(rows, { minLength: rows.length, maxLength: rows.length }),
              fc.array(fc.constantFrom(...OUTCOMES), { minLength: rows.length, maxLength: rows.length }),
            );
          }),
        )
        .chain((perCell) => {
          const files: ClaimFile[] = perCell.map(([rows, outcomes], i) => {
            const c = cells[i]!;
            return {
              file: `seedgate-${c.lane}-${c.index}/lane.json`,
              claim: {
                schema: 1,
                lane: c.lane,
                shard: `${c.index}/${shards}`,
                base: BASE,
                head: HEAD,
                runId: "1",
                seedgateVersion: "t",
                environment: {},
                sandbox: "bwrap",
                rows: rows.map((r, k) => claimed(r, outcomes[k]!)),
              },
            };
          });
          return fc.shuffledSubarray(files, { minLength: files.length, maxLength: files.length }).map((shuffled): World => ({ exp, files: shuffled }));
        });
    });

const codes = (w: World) => checkClaims(w.exp, w.files).findings.map((f) => f.code);
const withRows = (f: ClaimFile, rows: readonly ClaimedRow[]): ClaimFile => ({ ...f, claim: { ...f.claim, rows } });
const replaced = (w: World, i: number, f: ClaimFile | null): World => ({
  ...w,
  files: f === null ? w.files.filter((_, k) => k !== i) : w.files.map((g, k) => (k === i ? f : g)),
});
/** Files that hold at least one row, by index. */
const nonEmpty = (w: World) => w.files.map((f, i) => [f, i] as const).filter(([f]) => f.claim.rows.length > 0);

test("a complete claim, in any order, has no finding and matches every planned row exactly once", () => {
  fc.assert(
    fc.property(world(plainIds), (w) => {
      const c = checkClaims(w.exp, w.files);
      expect(c.findings).toEqual([]);
      expect(c.expected).toEqual({ replay: w.exp.plans.replay.length, holdout: w.exp.plans.holdout.length });
      const want = [...w.exp.plans.replay, ...w.exp.plans.holdout].map((r) => `${r.lane} ${rowId(r)}`).sort();
      expect(c.matched.map((m) => `${m.planned.lane} ${rowId(m.planned)}`).sort()).toEqual(want);
      // The judge's row (its `frozen`) is the plan's, never the lane's.
      for (const m of c.matched) expect(w.exp.plans[m.planned.lane]).toContain(m.planned);
    }),
    { numRuns: 300 },
  );
});

test("removing any one row is exactly one missing-row finding, naming it", () => {
  fc.assert(
    fc.property(
      world(plainIds).filter((w) => nonEmpty(w).length > 0),
      fc.nat(),
      fc.nat(),
      (w, a, b) => {
        const cands = nonEmpty(w);
        const [f, i] = cands[a % cands.length]!;
        const gone = f.claim.rows[b % f.claim.rows.length]!;
        const c = checkClaims(
          w.exp,
          replaced(
            w,
            i,
            withRows(
              f,
              f.claim.rows.filter((r) => r !== gone),
            ),
          ).files,
        );
        expect(c.findings.map((x) => x.code)).toEqual(["claims.missing-row"]);
        expect(c.findings[0]!.message).toContain(JSON.stringify(rowId(gone)));
        expect(c.matched).toHaveLength(w.exp.plans.replay.length + w.exp.plans.holdout.length - 1);
      },
    ),
    { numRuns: 300 },
  );
});

test("duplicating any one row is exactly one duplicate-row finding, naming it, whatever outcome the copy claims", () => {
  fc.assert(
    fc.property(
      world(plainIds).filter((w) => nonEmpty(w).length > 0),
      fc.nat(),
      fc.nat(),
      fc.nat(),
      fc.constantFrom(...OUTCOMES),
      (w, a, b, at, outcome) => {
        const cands = nonEmpty(w);
        const [f, i] = cands[a % cands.length]!;
        const copy = { ...f.claim.rows[b % f.claim.rows.length]!, outcome };
        const rows = [...f.claim.rows];
        rows.splice(at % (rows.length + 1), 0, copy);
        const c = checkClaims(w.exp, replaced(w, i, withRows(f, rows)).files);
        expect(c.findings.map((x) => x.code)).toEqual(["claims.duplicate-row"]);
        expect(c.findings[0]!.message).toContain(JSON.stringify(rowId(copy)));
        expect(c.matched).toHaveLength(w.exp.plans.replay.length + w.exp.plans.holdout.length);
      },
    ),
    { numRuns: 300 },
  );
});

test("adding any row the plan does not hold is exactly one unexpected-row finding, naming it", () => {
  fc.assert(
    fc.property(world(plainIds), fc.nat(), rowOf(fc.constantFrom("alpha", "beta", "intruder"), "replay"), (w, a, extra) => {
      const [f, i] = [w.files[a % w.files.length]!, a % w.files.length];
      const lanePlan = w.exp.plans[f.claim.lane];
      fc.pre(!lanePlan.some((r) => rowId(r) === rowId(extra)));
      const c = checkClaims(w.exp, replaced(w, i, withRows(f, [...f.claim.rows, claimed(extra, "pass")])).files);
      expect(c.findings.map((x) => x.code)).toEqual(["claims.unexpected-row"]);
      expect(c.findings[0]!.message).toContain(JSON.stringify(rowId(extra)));
    }),
    { numRuns: 300 },
  );
});

test("a row reported by another shard of its lane is missing there and unexpected here", () => {
  fc.assert(
    fc.property(
      world(plainIds).filter((w) => w.exp.shards > 1 && nonEmpty(w).length > 0),
      fc.nat(),
      fc.nat(),
      fc.nat(),
      (w, a, b, c0) => {
        const cands = nonEmpty(w);
        const [from, i] = cands[a % cands.length]!;
        const others = w.files.map((f, k) => [f, k] as const).filter(([f, k]) => k !== i && f.claim.lane === from.claim.lane);
        const [to, j] = others[c0 % others.length]!;
        const moved = from.claim.rows[b % from.claim.rows.length]!;
        const files = replaced(
          replaced(
            w,
            i,
            withRows(
              from,
              from.claim.rows.filter((r) => r !== moved),
            ),
          ),
          j,
          withRows(to, [...to.claim.rows, moved]),
        ).files;
        const found = checkClaims(w.exp, files).findings;
        expect(found.map((x) => x.code).sort()).toEqual(["claims.missing-row", "claims.unexpected-row"]);
        for (const x of found) expect(x.message).toContain(JSON.stringify(rowId(moved)));
      },
    ),
    { numRuns: 200 },
  );
});

test("dropping, repeating or rebinding one results file is exactly its finding", () => {
  fc.assert(
    fc.property(world(plainIds), fc.nat(), fc.constantFrom("drop", "repeat", "head", "base"), (w, a, what) => {
      const i = a % w.files.length;
      const f = w.files[i]!;
      const cell = `${f.claim.lane} lane, shard ${f.claim.shard}`;
      const c =
        what === "drop"
          ? checkClaims(w.exp, replaced(w, i, null).files)
          : what === "repeat"
            ? checkClaims(w.exp, [...w.files, { ...f, file: "copy/lane.json" }])
            : checkClaims(w.exp, replaced(w, i, { ...f, claim: { ...f.claim, [what]: "d".repeat(40) } }).files);
      const want = {
        drop: ["claims.missing-shard"],
        repeat: ["claims.duplicate-shard"],
        head: ["claims.wrong-head", "claims.missing-shard"],
        base: ["claims.wrong-base", "claims.missing-shard"],
      }[what];
      expect(c.findings.map((x) => x.code)).toEqual(want);
      if (what !== "repeat") expect(c.findings.at(-1)!.message).toContain(cell);
      // A rebound or missing file's rows never count.
      if (what !== "repeat") expect(c.matched).toHaveLength(w.exp.plans.replay.length + w.exp.plans.holdout.length - f.claim.rows.length);
    }),
    { numRuns: 300 },
  );
});

// Found by this property: rows were keyed by `${property}:${kind}:${key}`, so journal "x"
// with fixture "seed:5" and journal "x:fixture" with seed 5 collided. Rows are now keyed
// by a tuple (and a ":" in a property id is an invalid-journal finding besides).
test("removing any one row is a missing-row finding even when property ids hold ':' (a collision this property found, now fixed)", () => {
  const pair: PlanRow[] = [
    { lane: "replay", property: "x", kind: "fixture", key: "seed:5", frozen: false },
    { lane: "replay", property: "x:fixture", kind: "seed", key: "5", frozen: false },
  ];
  fc.assert(
    fc.property(world(plainIds, pair), fc.constantFrom(...pair), (w, gone) => {
      const i = w.files.findIndex((f) => f.claim.rows.some((r) => r.property === gone.property && r.kind === gone.kind && r.key === gone.key));
      const f = w.files[i]!;
      const rows = f.claim.rows.filter((r) => !(r.property === gone.property && r.kind === gone.kind && r.key === gone.key));
      expect(codes(replaced(w, i, withRows(f, rows)))).toEqual(["claims.missing-row"]);
    }),
    { numRuns: 100 },
  );
});
