import { describe, expect, test } from "vitest";
import { checkClaims, isSafePath, type ClaimFile, type Expectation } from "../../../src/core/judge/claims.js";
import type { ClaimedRow } from "../../../src/core/row.js";
import type { PlanRow } from "../../../src/core/plan/lane-plan.js";
import { planLane } from "../../../src/core/plan/plan.js";
import { EMPTY_MODEL } from "../../../src/core/inputs/model.js";
import { journalProperty } from "../../support/model.js";

const BASE = "b".repeat(40);
const HEAD = "c".repeat(40);
const NOW = new Date("2026-12-01T00:00:00Z");
const model = {
  ...EMPTY_MODEL,
  properties: [journalProperty("alpha", { replay: [1, 2, 3, 4], holdout: [5, 6] }), journalProperty("beta", { replay: [7], holdout: [8] })],
};
const plans = { replay: planLane(model, "replay", NOW), holdout: planLane(model, "holdout", NOW) };
const exp = (shards = 1): Expectation => ({ base: BASE, head: HEAD, shards, plans });

const row = (p: PlanRow, outcome: ClaimedRow["outcome"] = "pass"): ClaimedRow => ({
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
function claim(lane: "replay" | "holdout", shard: string, rows: ClaimedRow[], over: Partial<ClaimFile["claim"]> = {}): ClaimFile {
  return {
    file: `${lane}-${shard.replace("/", "-of-")}.json`,
    claim: { schema: 1, lane, shard, base: BASE, head: HEAD, runId: "1", seedgateVersion: "t", environment: {}, sandbox: "bwrap", rows, ...over },
  };
}
const complete = () => [
  claim(
    "replay",
    "1/1",
    plans.replay.map((p) => row(p)),
  ),
  claim(
    "holdout",
    "1/1",
    plans.holdout.map((p) => row(p)),
  ),
];
const codes = (c: ReturnType<typeof checkClaims>) => c.findings.map((f) => f.code);

describe("checkClaims", () => {
  test("a complete claim for every lane matches every planned row once", () => {
    const c = checkClaims(exp(), complete());
    expect(c.findings).toEqual([]);
    expect(c.matched).toHaveLength(plans.replay.length + plans.holdout.length);
    expect(c.expected).toEqual({ replay: 5, holdout: 3 });
  });

  test("results that do not say which sandbox ran, or say none worked, are refused; `none` is matched and labelled unsandboxed, not a reason", () => {
    const [replay, holdout] = complete();
    const { sandbox: _, ...bare } = replay!.claim;
    const missing = checkClaims(exp(), [{ ...replay!, claim: bare }, holdout!]);
    expect(codes(missing)).toEqual(["claims.no-sandbox", "claims.missing-shard"]);
    const unavailable = checkClaims(exp(), [
      claim(
        "replay",
        "1/1",
        plans.replay.map((p) => row(p)),
        { sandbox: "unavailable" },
      ),
      holdout!,
    ]);
    expect(codes(unavailable)).toEqual(["claims.no-sandbox", "claims.missing-shard"]);
    const none = checkClaims(exp(), [
      claim(
        "replay",
        "1/1",
        plans.replay.map((p) => row(p)),
        { sandbox: "none" },
      ),
      holdout!,
    ]);
    expect(none.findings.map((f) => [f.code, f.severity])).toEqual([["claims.unsandboxed", "warning"]]);
    expect(none.matched).toHaveLength(plans.replay.length + plans.holdout.length);
    expect(
      checkClaims(exp(), [
        claim(
          "replay",
          "1/1",
          plans.replay.map((p) => row(p)),
          { sandbox: "landlock" },
        ),
        holdout!,
      ]).findings,
    ).toEqual([]);
  });

  test("a missing lane (a cancelled job) is a reason", () => {
    const c = checkClaims(exp(), [complete()[0]!]);
    expect(codes(c)).toEqual(["claims.missing-shard"]);
    expect(c.findings[0]!.message).toContain("holdout lane, shard 1/1 (3 expected rows)");
  });

  test("a missing shard of a sharded lane is a reason; the present shard still matches", () => {
    const half = (lane: "replay" | "holdout", i: number) => {
      const rows = plans[lane];
      const mid = Math.floor(rows.length / 2);
      return claim(
        lane,
        `${i}/2`,
        (i === 1 ? rows.slice(0, mid) : rows.slice(mid)).map((p) => row(p)),
      );
    };
    const c = checkClaims(exp(2), [half("replay", 1), half("replay", 2), half("holdout", 1)]);
    expect(codes(c)).toEqual(["claims.missing-shard"]);
    expect(c.findings[0]!.message).toContain("holdout lane, shard 2/2");
  });

  test("results for another head or base never count", () => {
    const [replay, holdout] = complete();
    const c = checkClaims(exp(), [
      { ...replay!, claim: { ...replay!.claim, head: "d".repeat(40) } },
      { ...holdout!, claim: { ...holdout!.claim, base: "e".repeat(40) } },
    ]);
    expect(codes(c)).toEqual(["claims.wrong-head", "claims.wrong-base", "claims.missing-shard", "claims.missing-shard"]);
    expect(c.matched).toEqual([]);
  });

  test("a shard count that is not the plan's is refused", () => {
    const c = checkClaims(exp(), [claim("replay", "1/2", []), complete()[1]!]);
    expect(codes(c)).toEqual(["claims.wrong-shards", "claims.missing-shard"]);
  });

  test("the same shard twice is refused", () => {
    const c = checkClaims(exp(), [...complete(), { ...complete()[0]!, file: "copy.json" }]);
    expect(codes(c)).toEqual(["claims.duplicate-shard"]);
  });

  test("missing, duplicated and unexpected rows are each named", () => {
    const rows = plans.replay.map((p) => row(p));
    const poisoned = [...rows.slice(1), rows[1]!, { ...rows[0]!, key: "999" }];
    const c = checkClaims(exp(), [claim("replay", "1/1", poisoned), complete()[1]!]);
    expect(codes(c)).toEqual(["claims.missing-row", "claims.duplicate-row", "claims.unexpected-row"]);
    expect(c.findings[0]!.message).toContain('"alpha:seed:1"');
    expect(c.findings.map((f) => f.message).join("\n")).toMatch(/"alpha:seed:999"/);
  });

  test("a huge poisoned claim names five rows and counts the rest", () => {
    const extra = Array.from({ length: 10_000 }, (_, i) => ({ ...row(plans.replay[0]!), key: String(100_000 + i) }));
    const c = checkClaims(exp(), [claim("replay", "1/1", [...plans.replay.map((p) => row(p)), ...extra]), complete()[1]!]);
    expect(codes(c)).toEqual(["claims.unexpected-row"]);
    expect(c.findings[0]!.message).toMatch(/10000 row\(s\): .* and 9995 more$/);
  });

  test("a location outside the repository is dropped and reported", () => {
    const rows = plans.replay.map((p) => row(p, "fail"));
    rows[0] = { ...rows[0]!, location: { file: "../../etc/passwd", line: 1 } };
    const c = checkClaims(exp(), [claim("replay", "1/1", rows), complete()[1]!]);
    expect(codes(c)).toEqual(["claims.unsafe-location"]);
    expect(c.matched[0]!.claimed.location).toBeUndefined();
  });

  test.each([
    ["src/a.py", true],
    ["../a.py", false],
    ["/etc/passwd", false],
    ["a/../../b", false],
    ["a\\b", false],
    ["a\nb", false],
    ["a//b", false],
    ["", false],
  ])("isSafePath(%j) is %s", (p, safe) => expect(isSafePath(p)).toBe(safe));
});
