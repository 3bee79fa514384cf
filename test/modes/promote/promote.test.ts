// `seedgate promote` over an in-memory working tree (test/fakes/workspace.ts): the seed's
// bytes become tests/fixtures/SEED.bin with their digest in the ledger, `locked_by: human`;
// the hunt's capture is refused once its bytes no longer match the recorded digest.
import { createHash } from "node:crypto";
import { beforeEach, expect, test } from "vitest";
import { SeedgateError } from "../../../src/core/errors.js";
import { promote } from "../../../src/modes/promote/promote.js";
import { renderPromote } from "../../../src/modes/promote/render.js";
import { fakeWorkspace, type FakeWorkspace } from "../../fakes/workspace.js";

const H = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const BYTES = Buffer.from([0x00, 0xff, 0x10, 0x0a]);
const draft = { id: "parse.no_throw", fn: "tests/properties/test_parse.py::prop_no_throw", seed_budget: 64 };
const json = (v: unknown) => JSON.stringify(v, null, 2) + "\n";

let ws: FakeWorkspace;
beforeEach(() => {
  ws = fakeWorkspace().put("seed_ledger.json", json({ properties: [], fixtures: [], freezes: [], draft: [draft] }));
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

test("--fixture's bytes are locked as tests/fixtures/SEED.bin, the property moved out of draft", async () => {
  const r = await promote({ seed: 180229, propertyId: "parse.no_throw", fixture: { file: "/tmp/elsewhere.bin", bytes: BYTES } }, { workspace: ws });
  expect(r).toMatchObject({ fixture: "tests/fixtures/180229.bin", sha256: H(BYTES), lockedBy: "human", movedFromDraft: true });
  expect(ws.readFile("tests/fixtures/180229.bin")).toEqual(BYTES);
  expect(ledger().fixtures).toEqual([
    { id: "fx-180229", property_id: "parse.no_throw", seed: 180229, sha256: H(BYTES), locked_by: "human", path: "tests/fixtures/180229.bin" },
  ]);
  expect(ledger().properties[0]).toMatchObject({ id: "parse.no_throw", pre_fix_failing_seeds: [180229], status: "owned" });
  expect(renderPromote(r, false)).toContain("recorded seed 180229 for parse.no_throw in seed_ledger.json (locked_by: human); moved it out of draft");
  expect(Object.keys(JSON.parse(renderPromote(r, true)))).toEqual(["command", "seed", "propertyId", "fixture", "sha256", "lockedBy", "movedFromDraft"]);
});

test("without --fixture it takes the hunt's capture, refused while its digest differs", async () => {
  const bytes = Buffer.from([1, 2, 3]);
  const hunt = { hunt: "parse.no_throw", state: "hit", hits: [7], fixtures: [{ seed: 7, path: "tests/fixtures/7.bin", sha256: H(bytes) }] };
  ws.put("seed_ledger.json", json({ properties: [], fixtures: [], freezes: [], draft: [draft, hunt] })).put("tests/fixtures/7.bin", Buffer.from([9]));
  const e = await refusal(promote({ seed: 7, propertyId: "parse.no_throw" }, { workspace: ws }));
  expect(e).toMatchObject({ kind: "usage", file: "seed_ledger.json" });
  expect(e.message).toContain("no longer hashes to the sha256 the hunt recorded");
  ws.put("tests/fixtures/7.bin", bytes);
  expect((await promote({ seed: 7, propertyId: "parse.no_throw" }, { workspace: ws })).sha256).toBe(H(bytes));
  expect(ledger().fixtures).toEqual([
    { id: "fx-7", property_id: "parse.no_throw", seed: 7, sha256: H(bytes), locked_by: "human", path: "tests/fixtures/7.bin" },
  ]);
});

test("a missing ledger, a missing --fixture and a linked ledger are refused by name, nothing written", async () => {
  expect(await refusal(promote({ seed: 1, propertyId: "parse.no_throw", fixture: { file: "none.bin", bytes: null } }, { workspace: ws }))).toMatchObject({
    message: "the fixture none.bin does not exist",
    file: "none.bin",
  });
  ws.remove("seed_ledger.json");
  expect((await refusal(promote({ seed: 1, propertyId: "p", fixture: { file: "x", bytes: BYTES } }, { workspace: ws }))).message).toBe(
    "seed_ledger.json does not exist",
  );
  ws.link("seed_ledger.json");
  expect((await refusal(promote({ seed: 1, propertyId: "p", fixture: { file: "x", bytes: BYTES } }, { workspace: ws }))).message).toBe(
    "seed_ledger.json is a symlink",
  );
  expect(ws.kind("tests")).toBe("absent");
});
