// The hunt's proposals as pure edits: valid for their format's own parser, state
// `hit`, holdouts disjoint from hits, and never a lock a human did not write.
import { expect, test } from "vitest";
import type { RawJournal } from "../../../src/core/formats/journal.js";
import { parseJournal } from "../../../src/core/formats/journal.js";
import { parseLedger } from "../../../src/core/formats/ledger.js";
import type { LedgerDoc } from "../../../src/core/edits/promote.js";
import { proposeJournal, proposeLedger, type HuntEvidence } from "../../../src/core/edits/proposal.js";

const PARENT = "3f2a9c1e0b7d4a6f8e5c2b1a09d8e7f6c5b4a392";
const evidence = (hits: number[], extra: Partial<HuntEvidence> = {}): HuntEvidence => ({
  propertyId: "p",
  parentSha: PARENT,
  hits,
  fixtures: hits.map((seed) => ({ seed, path: `oracles/p/${seed}.json`, sha256: "a".repeat(64) })),
  environment: { runtime: "CPython 3.11.2", property_library: "hypothesis 6.67.1", lockfile: "absent" },
  now: new Date("2026-12-03T06:00:00.123Z"),
  ...extra,
});

const LOCKED: RawJournal = {
  id: "p",
  selector: "tests/test_p.py::test_p",
  parent_sha: "0".repeat(40),
  environment: { property_library: "hypothesis 6.50.0" },
  replay: { seeds: [8, 21], fixtures: ["oracles/p/8.json"], hits: 2, last_hit_at: "2026-09-18T12:00:00Z" },
  holdout: { seeds: [55, 89, 144], generator_saw: false },
  flake: { replay_flakes: 1, holdout_flakes: 0, freeze_replay_until: "2027-01-01T00:00:00Z", frozen_seeds: [21] },
  state: "locked",
};

test("a re-hunt of a locked journal proposes `hit` with the new seeds, keeps the fixtures, drops the old freeze", () => {
  const p = proposeJournal(LOCKED, evidence([4684, 3]));
  expect(p.kind).toBe("journal");
  if (p.kind !== "journal") return;
  expect(p.document).toEqual({
    id: "p",
    selector: "tests/test_p.py::test_p",
    parent_sha: PARENT,
    environment: { runtime: "CPython 3.11.2", property_library: "hypothesis 6.67.1", lockfile: "absent" },
    replay: { seeds: [3, 4684], fixtures: ["oracles/p/8.json", "oracles/p/4684.json", "oracles/p/3.json"], hits: 2, last_hit_at: "2026-12-03T06:00:00Z" },
    // 4684 is the first derived value for this parent (see split.test.ts): it is a hit, so the next digests are drawn.
    holdout: { seeds: [9249, 2890, 9081], generator_saw: false },
    flake: { replay_flakes: 1, holdout_flakes: 0, freeze_replay_until: null },
    state: "hit",
  });
  const text = JSON.stringify(p.document);
  expect(parseJournal("oracles/p.json", text).findings.filter((f) => f.severity === "error")).toEqual([]);
  expect(text).not.toMatch(/"locked"|locked_by|cannot_gate/);
});

test("zero hits: dead, no document", () => {
  expect(proposeJournal(LOCKED, evidence([]))).toMatchObject({ kind: "dead" });
  expect(proposeLedger({}, evidence([]))).toMatchObject({ kind: "dead" });
});

test("a ledger hunt writes only under draft: the owned property's voting seeds and the human's fixtures stay; one hunt record per property", () => {
  const ledger: LedgerDoc = {
    properties: [{ id: "p", fn: "tests/test_p.py::test_p", pre_fix_failing_seeds: [8], status: "owned" }],
    fixtures: [{ id: "fx-8", property_id: "p", seed: 8, sha256: "b".repeat(64), locked_by: "human", path: "tests/fixtures/8.bin" }],
    draft: [
      { hunt: "p", hits: [99] },
      { id: "other", fn: "x.py::y" },
    ],
  };
  const p = proposeLedger(ledger, evidence([3, 8], { fixtures: [{ seed: 3, path: "tests/fixtures/3.bin", sha256: "c".repeat(64) }] }));
  if (p.kind !== "ledger") throw new Error(p.kind);
  expect(p.document.properties).toEqual(ledger.properties);
  expect(p.document.fixtures).toEqual(ledger.fixtures);
  expect(p.document.draft).toEqual([
    { id: "other", fn: "x.py::y" },
    expect.objectContaining({
      hunt: "p",
      state: "hit",
      hits: [3, 8],
      fixtures: [{ seed: 3, path: "tests/fixtures/3.bin", sha256: "c".repeat(64) }],
      holdout: { seeds: [4684, 9249, 2890], generator_saw: false },
    }),
  ]);
  const findings = parseLedger("seed_ledger.json", JSON.stringify(p.document)).findings;
  expect(findings.filter((f) => f.severity === "error")).toEqual([]);
  const { draft: _draft, ...voting } = p.document;
  const { draft: _before, ...votingBefore } = ledger;
  expect(voting).toEqual(votingBefore); // only `draft` changed
  expect(JSON.stringify(p.document.draft)).not.toMatch(/locked_by|cannot_gate|"locked"/);
});

test("a re-hunt's journal records today's environment and drops rehunt_pending (issue 14 item 3)", () => {
  const p = proposeJournal({ ...LOCKED, rehunt_pending: { property_library: "hypothesis 6.100.0" } }, evidence([3, 8]));
  if (p.kind !== "journal") throw new Error(p.kind);
  expect(p.document).not.toHaveProperty("rehunt_pending");
});

test("where the repository's holdout secret is set, a hunt proposes secret holdouts: the journal keeps only their count", () => {
  const p = proposeJournal(LOCKED, evidence([4684, 3], { secretHoldouts: true, holdoutK: 10 }));
  if (p.kind !== "journal") throw new Error(p.kind);
  expect(p.document.holdout).toEqual({ seeds: [], generator_saw: false, secret: { k: 10 } });
  expect(p.holdout).toEqual([]);
  const parsed = parseJournal("oracles/p.json", JSON.stringify({ ...p.document, state: "locked" }));
  expect(parsed.findings.filter((f) => f.severity === "error")).toEqual([]);
  expect(parsed.property?.secretHoldout?.k).toBe(10);
  // Without the secret the same hunt lists them, as before.
  const listed = proposeJournal(LOCKED, evidence([4684, 3], { holdoutK: 10 }));
  if (listed.kind !== "journal") throw new Error(listed.kind);
  expect(listed.document.holdout.seeds).toHaveLength(10);
});

test("the hunt's max_examples is recorded: journal `max_examples`, the ledger draft's record; absent when the hunt saw none (issue 13)", () => {
  const j = proposeJournal(LOCKED, evidence([4684, 3], { maxExamples: 100 }));
  expect(j.kind === "journal" && j.document.max_examples).toBe(100);
  const text = JSON.stringify(j.kind === "journal" ? j.document : null);
  const parsed = parseJournal("oracles/p.json", text);
  expect(parsed.findings.filter((f) => f.severity === "error")).toEqual([]);
  expect(parsed.property?.maxExamples).toBe(100);
  const none = proposeJournal(LOCKED, evidence([4684, 3]));
  expect(none.kind === "journal" && "max_examples" in none.document).toBe(false);
  const l = proposeLedger({ properties: [{ id: "p", pre_fix_failing_seeds: [1] }] } as LedgerDoc, evidence([4684, 3], { maxExamples: 100 }));
  expect(l.kind === "ledger" && (l.document.draft?.at(-1) as { max_examples?: number }).max_examples).toBe(100);
});

test("a journal's max_examples must be a positive integer (schema)", () => {
  const text = (v: unknown) => JSON.stringify({ ...LOCKED, max_examples: v });
  for (const bad of [0, 2.5, "100"]) {
    expect(
      parseJournal("oracles/p.json", text(bad)).findings.some((f) => f.severity === "error" && /max_examples/.test(JSON.stringify(f))),
      String(bad),
    ).toBe(true);
  }
});
