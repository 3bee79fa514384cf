// `seedgate promote SEED… PROPERTY` and `promote --hits PROPERTY` over an in-memory
// working tree: every hit the ledger hunt recorded is locked in one write, one fixture
// per distinct captured input (seeds that shrank alike join it), and the spent hunt
// record leaves draft; a missing record or a tampered capture is refused, nothing written.
import { createHash } from "node:crypto";
import { beforeEach, expect, test } from "vitest";
import { SeedgateError } from "../../../src/core/errors.js";
import { parseLedger } from "../../../src/core/formats/ledger.js";
import { promoteMany } from "../../../src/modes/promote/promote-many.js";
import { renderPromoteMany } from "../../../src/modes/promote/render.js";
import { fakeWorkspace, type FakeWorkspace } from "../../fakes/workspace.js";

const H = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const A = Buffer.from("a");
const B = Buffer.from("b;c");
const ID = "parse.no_throw";
const json = (v: unknown) => JSON.stringify(v, null, 2) + "\n";
const record = {
  hunt: ID,
  state: "hit",
  parent_sha: "3f2a9c1e0b7d4a6f8e5c2b1a09d8e7f6c5b4a392",
  hits: [4, 6, 9, 16],
  fixtures: [
    { seed: 4, path: "tests/fixtures/4.bin", sha256: H(A), duplicate_seeds: [6, 16] },
    { seed: 9, path: "tests/fixtures/9.bin", sha256: H(B) },
  ],
};

let ws: FakeWorkspace;
beforeEach(() => {
  ws = fakeWorkspace()
    .put(
      "seed_ledger.json",
      json({ properties: [], fixtures: [], freezes: [], draft: [{ id: ID, fn: "tests/properties/test_parse.py::test_no_throw", seed_budget: 16 }, record] }),
    )
    .put("tests/fixtures/4.bin", A)
    .put("tests/fixtures/9.bin", B);
});
const ledger = () => JSON.parse(ws.text("seed_ledger.json")!);

async function refusal(p: Promise<unknown>): Promise<SeedgateError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof SeedgateError) return err;
    throw err;
  }
  throw new Error("expected a refusal");
}

test("--hits locks every recorded hit: one fixture per distinct input, the property owned, the spent record out of draft", async () => {
  const r = await promoteMany({ propertyId: ID, seeds: "hits" }, { workspace: ws });
  expect(r.seeds).toEqual([4, 6, 9, 16]);
  const l = ledger();
  expect(l.properties).toEqual([expect.objectContaining({ id: ID, status: "owned", pre_fix_failing_seeds: [4, 6, 9, 16] })]);
  expect(l.fixtures).toEqual([
    { id: "fx-4", property_id: ID, seed: 4, sha256: H(A), locked_by: "human", path: "tests/fixtures/4.bin" },
    { id: "fx-9", property_id: ID, seed: 9, sha256: H(B), locked_by: "human", path: "tests/fixtures/9.bin" },
  ]);
  expect(l.draft).toEqual([]);
  expect(parseLedger("seed_ledger.json", ws.text("seed_ledger.json")!).findings.filter((f) => f.severity === "error")).toEqual([]);
  expect(renderPromoteMany(r, false)).toContain("wrote tests/fixtures/4.bin sha256=" + H(A) + " (seeds 6, 16 shrank to the same bytes)");
  expect(renderPromoteMany(r, false)).toContain(`recorded seeds 4, 6, 9, 16 for ${ID} in seed_ledger.json (locked_by: human); moved it out of draft`);
});

test("named seeds lock only those; a seed whose bytes another seed owns gets its own copy when that seed is not promoted; the record stays", async () => {
  await promoteMany({ propertyId: ID, seeds: [6, 9] }, { workspace: ws });
  const l = ledger();
  expect(l.properties[0].pre_fix_failing_seeds).toEqual([6, 9]);
  expect(l.fixtures.map((f: { id: string; path: string }) => [f.id, f.path])).toEqual([
    ["fx-6", "tests/fixtures/6.bin"],
    ["fx-9", "tests/fixtures/9.bin"],
  ]);
  expect(ws.text("tests/fixtures/6.bin")).toBe("a");
  expect(l.draft).toEqual([record]);
});

test("--hits without a hunt record, or with a capture whose bytes changed, is refused and writes nothing", async () => {
  const before = ws.text("seed_ledger.json");
  ws.put("seed_ledger.json", json({ properties: [], fixtures: [], draft: [] }));
  const e = await refusal(promoteMany({ propertyId: ID, seeds: "hits" }, { workspace: ws }));
  expect(e.message).toBe(`promote --hits ${ID}: no hunt record for "${ID}" in the ledger's draft`);
  expect(e.hint).toContain(`seedgate hunt --parent REV --property ${ID}`);
  ws.put("seed_ledger.json", before!).put("tests/fixtures/9.bin", "tampered");
  expect((await refusal(promoteMany({ propertyId: ID, seeds: "hits" }, { workspace: ws }))).message).toContain("no longer hashes");
  expect(ws.text("seed_ledger.json")).toBe(before);
  expect(ws.text("tests/fixtures/4.bin")).toBe("a");
});
