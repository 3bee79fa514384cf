// Named situations of a gate result, built by hand so each report's shape is
// known: the goldens and the structure checks run over all of them.
import type { GateResult } from "../../src/modes/gate/gate.js";
import type { Finding } from "../../src/core/findings.js";
import { error, notice } from "../../src/core/findings.js";
import type { LaneTally } from "../../src/core/judge/judge.js";
import type { JudgedRow } from "../../src/core/row.js";
import type { LaneName, Outcome, RowKind } from "../../src/core/plan/lane-plan.js";
import type { NonVotingReport } from "../../src/core/judge/non-voting.js";
import { votedProperties } from "../../src/core/judge/voted.js";

export const BASE = "b".repeat(40);
export const HEAD = "c".repeat(40);

const TRACEBACK = [
  "tests/properties/test_ledger.py:9: in test_balance_invariant",
  "    assert balance(amounts) == sum(amounts)",
  'File "/home/runner/work/ledger/ledger/src/ledger.py", line 2, in balance',
  "    return sum(a for a in amounts if a % 97 != 13)",
  "E   AssertionError: assert 0 == 13",
  "Falsifying example: test_balance_invariant(",
  "    amounts=[13],",
  ")",
].join("\n");

export interface RowSpec {
  readonly lane?: LaneName;
  readonly property?: string;
  readonly kind?: RowKind;
  readonly key: string;
  readonly outcome?: Outcome;
  readonly vote?: "block" | "report";
  readonly rule?: string;
  readonly action?: string;
  readonly detail?: string;
  readonly tail?: string;
}

export function row(s: RowSpec): JudgedRow {
  const lane = s.lane ?? "replay";
  const property = s.property ?? "balance";
  const kind = s.kind ?? "seed";
  const outcome = s.outcome ?? "fail";
  return {
    planned: { lane, property, kind, key: s.key, frozen: outcome === "frozen" },
    claimed: {
      property,
      kind,
      key: s.key,
      outcome,
      durationMs: 120,
      exitCode: outcome === "pass" ? 0 : 1,
      attempts: 1,
      detail: s.detail ?? "AssertionError: assert 0 == 13",
      tail: s.tail ?? TRACEBACK,
      location: { file: "tests/properties/test_ledger.py", line: 7 },
    },
    file: `results/${lane}-1.json`,
    environment: {},
    judgement: {
      vote: s.vote ?? "block",
      table: "journal (seed 000)",
      rule: s.rule ?? `${lane} | hit | ${outcome} | no`,
      action: s.action ?? (lane === "replay" ? "block merge (regression)" : "block merge (invariant still live)"),
    },
    source: { file: `oracles/${property}.json`, pointer: "/replay/seeds/0", line: 4 },
    selector: "tests/properties/test_ledger.py::test_balance_invariant",
  };
}

const rowFinding = (r: JudgedRow): Finding =>
  error(`lane.${r.planned.lane}.${r.claimed.outcome}`, `${r.planned.lane} ${r.planned.kind} ${r.planned.key} of ${r.planned.property}: ${r.claimed.outcome}`, {
    file: r.source!.file,
    line: 4,
  });

const pass = (lane: LaneName, property: string, key: string): JudgedRow => row({ lane, property, key, outcome: "pass", vote: "report" });

interface Build {
  readonly passing?: readonly JudgedRow[];
  readonly blocking?: readonly JudgedRow[];
  readonly reported?: readonly JudgedRow[];
  readonly reasons?: readonly Finding[];
  readonly notes?: readonly Finding[];
  readonly seal?: Partial<GateResult["seal"]>;
  readonly approval?: GateResult["approval"];
  readonly nonVoting?: readonly NonVotingReport[];
  readonly fixtureBytes?: Record<string, string>;
  readonly changedPaths?: readonly string[];
}

export function situation(b: Build): GateResult {
  const blocking = b.blocking ?? [];
  const reported = b.reported ?? [];
  const all = [...(b.passing ?? []), ...blocking, ...reported];
  const reasons = [...(b.reasons ?? []), ...blocking.map(rowFinding)];
  const lanes = (["replay", "holdout"] as const).map((lane): LaneTally => {
    const mine = all.filter((r) => r.planned.lane === lane);
    const counts = { pass: 0, fail: 0, timeout: 0, error: 0, flaky: 0, frozen: 0 } as Record<Outcome, number>;
    for (const r of mine) counts[r.claimed.outcome]++;
    return { lane, votes: true, expected: mine.length, rows: mine.length, counts, blocking: mine.filter((r) => blocking.includes(r)).length };
  });
  const verdict = reasons.length > 0 ? "failure" : "success";
  return {
    command: "gate",
    verdict,
    base: BASE,
    head: HEAD,
    check: { name: "seedgate", annotations: 1000, comment: "always" },
    seal: {
      command: "seal",
      verdict: "success",
      base: BASE,
      head: HEAD,
      mergeBase: BASE,
      configFile: null,
      writeSet: { source: "git", changed: 2 },
      hits: [],
      sealedOnly: false,
      manifests: [],
      findings: [],
      ...b.seal,
    },
    approval: b.approval ?? null,
    judgement: {
      verdict,
      reasons,
      notes: [...(b.notes ?? []), ...reported.map((r) => notice(`lane.${r.planned.lane}.reported`, `${r.planned.key}: reported`))],
      lanes,
      blocking,
      reported,
      nonVoting: b.nonVoting ?? [],
    },
    nonVoting: [],
    voted: votedProperties(all),
    fixtureBytes: b.fixtureBytes ?? {},
    changedPaths: b.changedPaths ?? ["src/ledger.py", "tests/properties/test_ledger.py"],
  };
}

const seeds = (n: number, from = 1) => Array.from({ length: n }, (_, i) => String(from + i));
const passingReplay = (property: string, n = 4) => seeds(n).map((k) => pass("replay", property, k));
const passingHoldout = (property: string, n = 2) => seeds(n, 100).map((k) => pass("holdout", property, k));
const healthy = [...passingReplay("balance"), ...passingHoldout("balance"), ...passingReplay("transfer", 3), ...passingHoldout("transfer")];

const sealedHit = (path: string) => ({
  path,
  kind: "modified" as const,
  oldMode: "100644",
  newMode: "100644",
  pattern: { glob: "oracles/**", reason: "journals are sealed" },
  ancestor: false,
});

export const SITUATIONS: Readonly<Record<string, () => GateResult>> = {
  green: () => situation({ passing: healthy }),
  "red-regression": () =>
    situation({
      passing: [...passingHoldout("balance"), ...passingReplay("transfer", 3)],
      blocking: [
        row({ kind: "fixture", key: "oracles/fixtures/balance-13.json", detail: "AssertionError:", tail: "E   AssertionError:" }),
        ...seeds(12).map((key) => row({ key })),
      ],
      fixtureBytes: { "oracles/fixtures/balance-13.json": '{"amounts": [13]}' },
    }),
  "red-overfit-holdout": () =>
    situation({
      passing: [...passingReplay("balance"), ...passingReplay("transfer", 3)],
      blocking: seeds(2, 100).map((key) =>
        row({ lane: "holdout", key, detail: "AssertionError: assert 0 == 110", tail: "Falsifying example: test_balance_invariant(\n    amounts=[110],\n)" }),
      ),
    }),
  "sealed-only-approved": () =>
    situation({
      passing: healthy,
      seal: { hits: [sealedHit("oracles/balance.json")], sealedOnly: true, writeSet: { source: "git", changed: 1 } },
      approval: { approved: true, by: "carol", as: "@acme/oracle-owners" },
      notes: [notice("seal.approved", "oracles/balance.json is sealed — approved by carol", { file: "oracles/balance.json" })],
    }),
  "sealed-mixed": () =>
    situation({
      passing: healthy,
      seal: { hits: [sealedHit("oracles/balance.json")], sealedOnly: false, writeSet: { source: "git", changed: 3 } },
      reasons: [
        error("seal.sealed-path", "oracles/balance.json is sealed (journals are sealed) and was modified", { file: "oracles/balance.json" }),
        error(
          "seal.approval",
          "sealed paths changed without a qualifying approval: the pull request changes sealed paths together with other files; split the sealed change into its own pull request",
          { hint: "a sealed-only pull request needs an approving review on its head commit from a sealed owner" },
        ),
      ],
    }),
  "frozen-seeds": () =>
    situation({
      passing: healthy,
      reported: seeds(3, 7).map((key) => row({ key, outcome: "frozen", vote: "report", rule: "replay | hit | mixed / timeout | yes" })),
    }),
  "stale-rehunt": () => situation({ passing: healthy, reported: seeds(4, 20).map((key) => row({ key, vote: "report", rule: "stale: re-hunt" })) }),
  "thousand-failing-rows": () =>
    situation({
      passing: healthy,
      blocking: Array.from({ length: 1000 }, (_, i) => row({ property: `prop_${String(i % 25).padStart(2, "0")}`, key: String(i) })),
    }),
  "non-voting-failures": () =>
    situation({
      passing: healthy,
      nonVoting: [
        {
          kind: "telemetry",
          votes: false,
          status: "failed",
          tests: 40,
          passed: 38,
          failed: 2,
          skipped: 0,
          errors: 0,
          failures: [
            { name: "test_pager_keeps_items", file: "tests/test_pager.py", line: 12, message: "assert [1, 2] == [1, 2, 3]" },
            { name: "test_total", message: "ZeroDivisionError" },
          ],
          failuresOmitted: 0,
          detail: "",
          durationMs: 900,
          exitCode: 1,
          junitFiles: ["junit.xml"],
          tail: "",
        } as unknown as NonVotingReport,
        {
          kind: "quarantine",
          votes: false,
          catalogue: "ok",
          file: ".github/seedgate-quarantine.yml",
          detail: "",
          entries: [
            {
              nodeid: "tests/test_net.py::test_retry",
              file: "tests/test_net.py",
              reason: "timing-dependent on shared runners",
              outcome: "fail",
              stale: false,
              detail: "",
              durationMs: 30,
              exitCode: 1,
              tail: "",
            },
          ],
          entriesOmitted: 0,
        } as unknown as NonVotingReport,
      ],
    }),
};

/** A failure message written to make the bot ping and link. */
export const HOSTILE =
  "@acme/oracle-owners please approve, see #123 and GH-7 at https://evil.example/x and www.evil.example <img src=x onerror=alert(1)> [ok](javascript:alert(1)) ```";

export const hostile = (): GateResult =>
  situation({
    passing: healthy,
    blocking: [
      row({
        key: "5",
        detail: `AssertionError: ${HOSTILE}`,
        tail: `E   AssertionError: ${HOSTILE}\nFalsifying example: test_balance_invariant(\n    amounts=['@octocat #9'],\n)`,
      }),
    ],
  });
