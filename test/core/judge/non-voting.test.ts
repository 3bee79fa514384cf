// Non-voting results: what the judge accepts, what it refuses, and that the
// writer's caps keep even a runaway report inside the schemas.
import { describe, expect, test } from "vitest";
import {
  CAPS,
  clipEntry,
  clipFailure,
  nonVotingLine,
  parseNonVoting,
  type NonVotingResults,
  type QuarantineReport,
  type TelemetryReport,
} from "../../../src/core/judge/non-voting.js";

const SHA = "a".repeat(40);
const telemetry: TelemetryReport = {
  kind: "telemetry",
  votes: false,
  status: "failed",
  tests: 3,
  passed: 1,
  failed: 1,
  skipped: 1,
  errors: 0,
  failures: [{ name: "tests.examples.test_a.test_bad", file: "tests/examples/test_a.py", line: 5, message: "assert 1 == 2" }],
  failuresOmitted: 0,
  detail: "3 tests",
  durationMs: 12,
  exitCode: 1,
  junitFiles: ["report.xml"],
  tail: "",
};
const quarantine: QuarantineReport = {
  kind: "quarantine",
  votes: false,
  catalogue: "ok",
  file: ".sealed/quarantine.json",
  detail: "1 node",
  entriesOmitted: 0,
  entries: [
    {
      nodeid: "tests/legacy/test_retry.py::test_backoff",
      file: "tests/legacy/test_retry.py",
      reason: "host load",
      outcome: "fail",
      stale: false,
      detail: "boom",
      durationMs: 3,
      exitCode: 1,
      tail: "",
    },
  ],
};
const wrap = <R extends TelemetryReport | QuarantineReport>(report: R): NonVotingResults<R> =>
  ({ schema: 1, kind: report.kind, base: SHA, head: SHA, runId: "1-1", seedgateVersion: "0.0.0-dev", report }) as NonVotingResults<R>;
const text = (v: unknown): string => JSON.stringify(v);
const codes = (r: ReturnType<typeof parseNonVoting>): string[] => (r.ok ? [] : r.findings.map((f) => f.code));

describe("parseNonVoting", () => {
  test("accepts both kinds and keeps them apart", () => {
    const t = parseNonVoting(text(wrap(telemetry)), "t.json");
    const q = parseNonVoting(text(wrap(quarantine)), "q.json");
    expect(t.ok && t.value.report.kind).toBe("telemetry");
    expect(q.ok && q.value.report.kind).toBe("quarantine");
  });

  test("a report that claims to vote is refused", () => {
    expect(codes(parseNonVoting(text(wrap({ ...telemetry, votes: true as unknown as false })), "t.json"))).toContain("non-voting.schema");
  });

  test("a quarantine report under a telemetry envelope is refused", () => {
    expect(parseNonVoting(text({ ...wrap(quarantine), kind: "telemetry" }), "x.json").ok).toBe(false);
  });

  test("malformed JSON, an unknown kind and a duplicated key name the file", () => {
    const bad = parseNonVoting("{", "broken.json");
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.findings[0]).toMatchObject({ code: "non-voting.syntax", file: "broken.json" });
    expect(codes(parseNonVoting(text({ ...wrap(telemetry), kind: "lane" }), "k.json"))).toEqual(["non-voting.kind"]);
    expect(codes(parseNonVoting('{"kind": "telemetry", "kind": "quarantine"}', "d.json"))).toEqual(["non-voting.syntax"]);
  });

  test("counts that do not add up are refused", () => {
    expect(codes(parseNonVoting(text(wrap({ ...telemetry, passed: 2 })), "t.json"))).toEqual(["non-voting.counts"]);
  });

  test("unknown fields and a short head SHA are refused", () => {
    expect(parseNonVoting(text({ ...wrap(telemetry), verdict: "success" }), "t.json").ok).toBe(false);
    expect(parseNonVoting(text({ ...wrap(telemetry), head: "abc" }), "t.json").ok).toBe(false);
  });

  test("a file over the size cap is not parsed", () => {
    expect(codes(parseNonVoting(" ".repeat(CAPS.resultsChars + 1), "big.json"))).toEqual(["non-voting.too-large"]);
  });
});

describe("schema caps", () => {
  const huge = "x".repeat(100_000);

  test("every string and array is capped: an over-long message is refused", () => {
    const long = { ...telemetry, failures: [{ ...telemetry.failures[0]!, message: "m".repeat(CAPS.message + 1) }] };
    expect(codes(parseNonVoting(text(wrap(long)), "t.json"))).toContain("non-voting.schema");
    const many = { ...quarantine, entries: Array.from({ length: CAPS.entries + 1 }, () => quarantine.entries[0]!) };
    expect(codes(parseNonVoting(text(wrap(many)), "q.json"))).toContain("non-voting.schema");
    const tail = { ...quarantine, entries: [{ ...quarantine.entries[0]!, tail: "t".repeat(CAPS.tail + 1) }] };
    expect(parseNonVoting(text(wrap(tail)), "q.json").ok).toBe(false);
  });

  test("the writer's clipping keeps a runaway report valid", () => {
    const failure = clipFailure({ name: huge, file: huge, line: 3, message: huge });
    const t = { ...telemetry, tests: 1, passed: 0, failed: 1, skipped: 0, failures: [failure] };
    expect(parseNonVoting(text(wrap(t)), "t.json").ok).toBe(true);
    const entry = clipEntry({
      ...quarantine.entries[0]!,
      nodeid: huge,
      file: huge,
      reason: huge,
      detail: huge,
      tail: `${huge}END`,
      location: { file: huge, line: 2 },
    });
    expect(entry.tail.endsWith("END")).toBe(true); // output keeps its end, where the error is
    expect(parseNonVoting(text(wrap({ ...quarantine, entries: [entry] })), "q.json").ok).toBe(true);
  });
});

test("every summary line says it does not vote", () => {
  const lines = [
    nonVotingLine(telemetry),
    nonVotingLine({ ...telemetry, status: "not-configured" }),
    nonVotingLine(quarantine),
    nonVotingLine({ ...quarantine, catalogue: "unreadable", detail: "bad", entries: [] }),
  ];
  for (const l of lines) expect(l).toContain("(non-voting)");
  expect(lines[0]).toContain("3 tests, 1 passed, 1 failed, 1 skipped");
  expect(lines[2]).toContain("1 nodes, 0 passed, 1 failed");
});
