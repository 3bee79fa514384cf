import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { checkClaims, type ClaimFile } from "../../../src/core/judge/claims.js";
import type { ClaimedRow } from "../../../src/core/row.js";
import { error } from "../../../src/core/findings.js";
import { judge, type GateEvidence } from "../../../src/core/judge/judge.js";
import type { Outcome, PlanRow } from "../../../src/core/plan/lane-plan.js";
import { EMPTY_MODEL, type Property } from "../../../src/core/inputs/model.js";
import type { NonVotingReport, QuarantineReport, TelemetryReport } from "../../../src/core/judge/non-voting.js";
import { planLane } from "../../../src/core/plan/plan.js";
import { journalProperty } from "../../support/model.js";

const BASE = "b".repeat(40);
const HEAD = "c".repeat(40);
const NOW = new Date("2026-12-01T00:00:00Z");

function evidence(
  props: Property[],
  outcomes: (p: PlanRow) => Outcome,
  over: Partial<GateEvidence> = {},
  environment: Record<string, string> = {},
): GateEvidence {
  const model = { ...EMPTY_MODEL, properties: props };
  const plans = { replay: planLane(model, "replay", NOW), holdout: planLane(model, "holdout", NOW) };
  const rows = (lane: "replay" | "holdout"): ClaimedRow[] =>
    plans[lane].map((p) => ({
      property: p.property,
      kind: p.kind,
      key: p.key,
      outcome: outcomes(p),
      durationMs: 1,
      exitCode: 0,
      attempts: 1,
      detail: "AssertionError: lost 13",
      tail: "",
    }));
  const files: ClaimFile[] = (["replay", "holdout"] as const).map((lane) => ({
    file: `${lane}.json`,
    claim: { schema: 1, lane, shard: "1/1", base: BASE, head: HEAD, runId: "1", seedgateVersion: "t", environment, sandbox: "bwrap", rows: rows(lane) },
  }));
  return {
    seal: { findings: [], sealedOnly: false },
    approval: null,
    model: [],
    properties: new Map(props.map((p) => [p.id, p])),
    claims: checkClaims({ base: BASE, head: HEAD, shards: 1, plans }, files),
    intake: [],
    nonVoting: [],
    ...over,
  };
}

const alpha = journalProperty("alpha", { replay: [1, 2], holdout: [3] });
const sealHit = error("seal.sealed-path", "oracles/alpha.json was modified", { file: "oracles/alpha.json" });

describe("judge", () => {
  test("every voting row passing, seal clean: success", () => {
    const j = judge(evidence([alpha], () => "pass"));
    expect(j.verdict).toBe("success");
    expect(j.reasons).toEqual([]);
    expect(j.lanes.map((l) => [l.lane, l.rows, l.expected, l.counts.pass])).toEqual([
      ["replay", 2, 2, 2],
      ["holdout", 1, 1, 1],
    ]);
  });

  test("a failing replay seed blocks with the journal line of the seed and a reproduction hint", () => {
    const j = judge(evidence([alpha], (p) => (p.key === "2" ? "fail" : "pass")));
    expect(j.verdict).toBe("failure");
    expect(j.reasons).toHaveLength(1);
    expect(j.reasons[0]).toMatchObject({ code: "lane.replay.fail", file: "oracles/alpha.json", line: 11 });
    expect(j.reasons[0]!.message).toContain("block merge (regression)");
    expect(j.reasons[0]!.hint).toContain("--only 'alpha:2'");
    expect(j.blocking.map((r) => r.planned.key)).toEqual(["2"]);
  });

  test("a holdout timeout blocks: there is no holdout freeze", () => {
    const j = judge(evidence([alpha], (p) => (p.lane === "holdout" ? "timeout" : "pass")));
    expect(j.reasons.map((r) => r.code)).toEqual(["lane.holdout.timeout"]);
  });

  test("a frozen seed under the judge's own active freeze is reported, not voted", () => {
    const frozen = journalProperty("alpha", { replay: [1, 2], holdout: [3], freeze: { until: "2027-01-01T00:00:00Z", seeds: [2] } });
    const j = judge(evidence([frozen], (p) => (p.key === "2" ? "frozen" : "pass")));
    expect(j.verdict).toBe("success");
    expect(j.notes.map((n) => n.code)).toEqual(["lane.replay.reported"]);
  });

  test("a lane that claims `frozen` after the freeze expired (judge's clock) blocks", () => {
    const expired = journalProperty("alpha", { replay: [1, 2], holdout: [3], freeze: { until: "2026-11-01T00:00:00Z", seeds: [2] } });
    const j = judge(evidence([expired], (p) => (p.key === "2" ? "frozen" : "pass")));
    expect(j.verdict).toBe("failure");
    expect(j.reasons[0]!.code).toBe("lane.replay.frozen");
  });

  test("a sealed hit blocks without approval, and says why", () => {
    const j = judge(
      evidence([alpha], () => "pass", {
        seal: { findings: [sealHit], sealedOnly: true },
        approval: { approved: false, reason: "the only approvals are on an older commit" },
      }),
    );
    expect(j.reasons.map((r) => r.code)).toEqual(["seal.sealed-path", "seal.approval"]);
    expect(j.reasons[1]!.message).toContain("older commit");
  });

  test("a sealed-only change with a qualifying approval passes the seal, shown as a note", () => {
    const j = judge(
      evidence([alpha], () => "pass", { seal: { findings: [sealHit], sealedOnly: true }, approval: { approved: true, by: "maintainer", as: "maintainer" } }),
    );
    expect(j.verdict).toBe("success");
    expect(j.notes.map((n) => n.code)).toEqual(["seal.approved"]);
  });

  test("a mixed change (sealed and other paths) blocks even if an approval were passed in", () => {
    const j = judge(evidence([alpha], () => "pass", { seal: { findings: [sealHit], sealedOnly: false }, approval: null }));
    expect(j.reasons.map((r) => r.code)).toEqual(["seal.sealed-path", "seal.approval"]);
    expect(j.reasons[1]!.message).toContain("together with other files");
  });

  test("manifest, model and intake findings block alongside lanes", () => {
    const j = judge(
      evidence([alpha], () => "pass", {
        seal: { findings: [error("manifest.mismatch", "x")], sealedOnly: false },
        model: [error("journal.invalid", "y")],
        intake: [error("results.malformed", "z")],
      }),
    );
    expect(j.reasons.map((r) => r.code)).toEqual(["manifest.mismatch", "journal.invalid", "results.malformed"]);
  });

  test("missing claims for a lane block and the tally shows rows of expected", () => {
    const e = evidence([alpha], () => "pass");
    const j = judge({
      ...e,
      claims: { ...e.claims, matched: e.claims.matched.filter((m) => m.planned.lane === "replay"), findings: [error("claims.missing-shard", "holdout")] },
    });
    expect(j.verdict).toBe("failure");
    expect(j.lanes[1]).toMatchObject({ lane: "holdout", rows: 0, expected: 1 });
  });
});

describe("the environment tuple (issue 14 item 3: no downgrade by the pull request)", () => {
  const recorded = { runtime: "CPython 3.11.2", property_library: "hypothesis 6.67.1", lockfile: "requirements.txt sha256:aa" };
  const bumped = { runtime: "CPython 3.11.2", property_library: "hypothesis 6.100.0", lockfile: "requirements.txt sha256:bb" };
  const bare = { ...journalProperty("alpha", { replay: [1, 2], holdout: [3], fixtures: ["oracles/alpha/1.json"] }), environment: recorded };
  // The base records that main moved to hypothesis 6.100.0 and a re-hunt is pending.
  const hunted = { ...bare, rehuntPending: { property_library: "hypothesis 6.100.0" } };
  const seed1 = (p: { kind: string; key: string }) => (p.kind === "seed" && p.key === "1" ? "fail" : "pass");

  test("a library bump the base does not record is red, and the failing seed keeps its vote", () => {
    const j = judge(evidence([bare], seed1, {}, bumped));
    expect(j.verdict).toBe("failure");
    expect(j.reasons.map((r) => r.code)).toEqual(["environment.changed", "lane.replay.fail"]);
    expect(j.reasons[0]!.message).toContain("property library changed: re-hunt before merging (property_library hypothesis 6.67.1 → hypothesis 6.100.0");
  });
  test("a library bump the base does not record is red even when every row passes", () => {
    expect(judge(evidence([bare], () => "pass", {}, bumped)).reasons.map((r) => r.code)).toEqual(["environment.changed"]);
  });
  test("a bump to another version than the one the base records as pending is red", () => {
    const j = judge(evidence([hunted], seed1, {}, { ...bumped, property_library: "hypothesis 6.101.0" }));
    expect(j.reasons.map((r) => r.code)).toContain("lane.replay.fail");
    expect(j.reasons.map((r) => r.code)).toContain("environment.changed");
  });
  test("with the re-hunt pending on the base, a failing replay seed is reported as stale and names the re-hunt workflow", () => {
    const j = judge(evidence([hunted], seed1, {}, bumped));
    expect(j.verdict).toBe("success");
    const notes = j.notes.map((n) => n.message).join("\n");
    expect(notes).toContain("stale: re-hunt pending on main (property_library hypothesis 6.67.1 → hypothesis 6.100.0");
    expect(notes).toContain("examples/workflows/rehunt.yml");
  });
  test("fixtures keep voting under a pending re-hunt", () => {
    const j = judge(evidence([hunted], (p) => (p.kind === "fixture" ? "fail" : "pass"), {}, bumped));
    expect(j.reasons.map((r) => r.code)).toEqual(["lane.replay.fail"]);
  });
  test("holdouts keep voting, and an error still blocks", () => {
    expect(judge(evidence([hunted], (p) => (p.lane === "holdout" ? "fail" : "pass"), {}, bumped)).verdict).toBe("failure");
    expect(judge(evidence([hunted], (p) => (p.kind === "seed" && p.key === "1" ? "error" : "pass"), {}, bumped)).verdict).toBe("failure");
  });
  test("values of another family are never compared: a fast-check seed votes under a Hypothesis bump, and is stale under a pending fast-check one", () => {
    const fc = {
      ...bare,
      environment: { runtime: "Node v20.20.2", property_library: "fast-check 4.11.0" },
      rehuntPending: { property_library: "fast-check 4.12.0" },
    };
    const j0 = judge(evidence([fc], seed1, {}, bumped));
    expect(j0.reasons.map((r) => r.code)).toEqual(["lane.replay.fail"]);
    const both = { ...bumped, "runtime/Node": "Node v20.20.2", "property_library/fast-check": "fast-check 4.12.0" };
    const j = judge(evidence([fc], seed1, {}, both));
    expect(j.verdict).toBe("success");
    expect(j.notes.map((n) => n.message).join("\n")).toContain("stale: re-hunt pending on main (property_library fast-check 4.11.0 → fast-check 4.12.0");
    expect(judge(evidence([fc], seed1, {}, { runtime: "Node v20.20.2", property_library: "fast-check 4.11.0" })).verdict).toBe("failure");
  });
  test("only a lockfile change is not a drift: the seed still votes and nothing else is red", () => {
    const j = judge(evidence([bare], seed1, {}, { ...recorded, lockfile: "requirements.txt sha256:cc" }));
    expect(j.reasons.map((r) => r.code)).toEqual(["lane.replay.fail"]);
  });
});

const telemetry = fc.record({
  kind: fc.constant("telemetry" as const),
  votes: fc.constant(false as const),
  status: fc.constantFrom("passed", "failed", "not-configured", "error" as const),
  tests: fc.nat(50),
  passed: fc.nat(50),
  failed: fc.nat(50),
  skipped: fc.nat(5),
  errors: fc.nat(5),
  failures: fc.array(fc.record({ name: fc.string(), message: fc.string() }), { maxLength: 3 }),
  failuresOmitted: fc.nat(3),
  detail: fc.string(),
  durationMs: fc.nat(),
  exitCode: fc.option(fc.integer({ min: 0, max: 3 })),
  junitFiles: fc.constant([]),
  tail: fc.string(),
}) as fc.Arbitrary<TelemetryReport>;
const quarantine = fc.record({
  kind: fc.constant("quarantine" as const),
  votes: fc.constant(false as const),
  catalogue: fc.constantFrom("absent", "ok", "unreadable" as const),
  file: fc.constant(".sealed/quarantine.json"),
  detail: fc.string(),
  entriesOmitted: fc.nat(2),
  entries: fc.array(
    fc.record({
      nodeid: fc.string(),
      file: fc.string(),
      reason: fc.string(),
      outcome: fc.constantFrom("pass", "fail", "error", "timeout", "skipped" as const),
      stale: fc.boolean(),
      detail: fc.string(),
      durationMs: fc.nat(),
      exitCode: fc.constant(null),
      tail: fc.string(),
    }),
    { maxLength: 3 },
  ),
}) as fc.Arbitrary<QuarantineReport>;

test("non-voting reports never change the verdict (property)", () => {
  const outcomes: Outcome[] = ["pass", "fail", "timeout", "error"];
  fc.assert(
    fc.property(fc.array(fc.oneof(telemetry, quarantine), { maxLength: 4 }), fc.constantFrom(...outcomes), (reports: NonVotingReport[], outcome) => {
      const base = judge(evidence([alpha], (p) => (p.key === "1" ? outcome : "pass")));
      const withReports = judge(evidence([alpha], (p) => (p.key === "1" ? outcome : "pass"), { nonVoting: reports }));
      expect(withReports.verdict).toBe(base.verdict);
      expect(withReports.reasons).toEqual(base.reasons);
      expect(withReports.nonVoting).toEqual(reports);
    }),
    { numRuns: 200 },
  );
});
