// `seedgate lock`'s pure edit: a hunt's proposal (state `hit`) becomes `locked` and
// nothing else changes; a proposed, already-locked, mismatched or invalid proposal is
// refused with the file and the field, and a locked result always parses clean.
import { expect, test } from "vitest";
import { SeedgateError } from "../../../src/core/errors.js";
import { parseJournal, type RawJournal } from "../../../src/core/formats/journal.js";
import { proposedJournal } from "../../../src/core/edits/init-plan.js";
import { lockJournal } from "../../../src/core/edits/journal-lock.js";
import { proposeJournal } from "../../../src/core/edits/proposal.js";

const PARENT = "3f2a9c1e0b7d4a6f8e5c2b1a09d8e7f6c5b4a392";
const FILE = "oracles/rejoin.json";
const text = (j: unknown) => JSON.stringify(j, null, 2) + "\n";
const candidate = proposedJournal("rejoin", "tests/properties/test_chunks.py::test_rejoin");
/** A candidate that lists its holdouts (init's is in secret mode): still valid, and the hunt fills the seeds in. */
const listed: RawJournal = { ...candidate, holdout: { seeds: [], generator_saw: false } };

/** What the hunt proposes for the candidate: the real proposal function, not a hand-written copy. */
function huntProposal(hits = [2, 3], from: RawJournal = candidate): RawJournal {
  const p = proposeJournal(from, {
    propertyId: "rejoin",
    parentSha: PARENT,
    hits,
    fixtures: [{ seed: hits[0]!, path: `oracles/rejoin/${hits[0]}.json`, sha256: "a".repeat(64) }],
    environment: { runtime: "CPython 3.11.2", property_library: "hypothesis 6.67.1", lockfile: "absent" },
    now: new Date("2026-12-04T12:00:00Z"),
  });
  if (p.kind !== "journal") throw new Error("expected a journal proposal");
  return p.document;
}

function refusal(fn: () => unknown): SeedgateError {
  try {
    fn();
  } catch (err) {
    if (err instanceof SeedgateError) return err;
    throw err;
  }
  throw new Error("expected a refusal");
}

test("a hunt's proposal written over the journal is locked: state only, and it parses clean", () => {
  const proposal = huntProposal();
  const edit = lockJournal("rejoin", { file: FILE, text: text(proposal) });
  expect(edit.document).toEqual({ ...proposal, state: "locked" });
  expect(edit.changes).toEqual(['state: "hit" → "locked"']);
  const parsed = parseJournal(FILE, edit.text);
  expect(parsed.findings.filter((f) => f.severity === "error")).toEqual([]);
  expect(parsed.property).toMatchObject({ votes: true, state: "locked" });
});

test("init's candidate keeps secret holdouts through the hunt and the lock: only their count is written", () => {
  const edit = lockJournal("rejoin", { file: FILE, text: text(candidate) }, { file: "/tmp/proposal.json", text: text(huntProposal([2, 3])) });
  expect(edit.document.holdout).toEqual({ seeds: [], generator_saw: false, secret: { k: 3 } });
  expect(parseJournal(FILE, edit.text).findings.filter((f) => f.severity === "error")).toEqual([]);
});

test("a proposal from --out is locked into the candidate journal, and every field it changes is listed", () => {
  const edit = lockJournal("rejoin", { file: FILE, text: text(listed) }, { file: "/tmp/proposal.json", text: text(huntProposal([2, 3], listed)) });
  expect(edit.document.state).toBe("locked");
  expect(edit.changes).toEqual(
    expect.arrayContaining(['state: "proposed" → "locked"', "replay.seeds: [] → [2,3]", `parent_sha: (none) → "${PARENT}"`, "replay.hits: 0 → 2"]),
  );
  expect(edit.changes.some((c) => c.startsWith("holdout.seeds: [] → ["))).toBe(true);
});

test("a candidate with no hunt behind it cannot be locked (seed 000: zero hits is dead)", () => {
  const e = refusal(() => lockJournal("rejoin", { file: FILE, text: text(candidate) }));
  expect(e).toMatchObject({ file: FILE, field: "/state" });
  expect(e.message).toContain("zero parent hits");
});

test("an already locked journal is refused, not rewritten", () => {
  const e = refusal(() => lockJournal("rejoin", { file: FILE, text: text({ ...huntProposal(), state: "locked" }) }));
  expect(e).toMatchObject({ file: FILE, field: "/state" });
  expect(e.message).toContain("already locked");
});

test("a proposal for another property or another test is refused by field", () => {
  const other = { file: "out.json", text: text({ ...huntProposal(), id: "other" }) };
  expect(refusal(() => lockJournal("rejoin", { file: FILE, text: text(candidate) }, other))).toMatchObject({ file: "out.json", field: "/id" });
  const moved = { file: "out.json", text: text({ ...huntProposal(), selector: "tests/properties/test_chunks.py::test_other" }) };
  expect(refusal(() => lockJournal("rejoin", { file: FILE, text: text(candidate) }, moved))).toMatchObject({ file: "out.json", field: "/selector" });
});

test("a hand-made `hit` without a recorded parent is refused", () => {
  const { parent_sha: _drop, ...noParent } = huntProposal([2, 3], listed);
  expect(refusal(() => lockJournal("rejoin", { file: FILE, text: text(noParent) }))).toMatchObject({ file: FILE, field: "/parent_sha" });
});

test("a proposal that breaks the journal rules is refused with the rule's field: a seed in replay and holdout, a seen holdout", () => {
  const p = huntProposal([2, 3]);
  const overlap = { ...p, holdout: { seeds: [3, 99, 100], generator_saw: false } };
  const e = refusal(() => lockJournal("rejoin", { file: FILE, text: text(overlap) }));
  expect(e.file).toBe(FILE);
  expect(e.field).toMatch(/^\/holdout\/seeds/);
  const seen = { ...p, holdout: { ...p.holdout, generator_saw: true } };
  expect(refusal(() => lockJournal("rejoin", { file: FILE, text: text(seen) })).field).toBe("/holdout/generator_saw");
});

test("unparsable JSON and an unknown field are refused with the file named", () => {
  expect(refusal(() => lockJournal("rejoin", { file: FILE, text: "{ nope" }))).toMatchObject({ file: FILE });
  const extra = refusal(() => lockJournal("rejoin", { file: FILE, text: text({ ...huntProposal(), locked_by: "human" }) }));
  expect(extra.file).toBe(FILE);
  expect(extra.message).toMatch(/locked_by|additional/i);
});
