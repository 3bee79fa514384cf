// A hunt seed's capture read from its scratch dir through the Workspace port, on the
// in-memory fake: the command preset's SEEDGATE_FIXTURE_OUT bytes, Hypothesis's
// observability lines, and a link left where the capture is read is refused, never followed.
import { expect, test } from "vitest";
import { DEFAULT_CONFIG } from "../../../src/core/inputs/config.js";
import type { Property } from "../../../src/core/inputs/model.js";
import { captureSeed } from "../../../src/modes/hunt/seeds.js";
import type { RowContext } from "../../../src/runners/dispatch.js";
import type { RunOutcome } from "../../../src/core/row.js";
import { fakeWorkspace } from "../../fakes/workspace.js";

const fail: RunOutcome = { outcome: "fail", exitCode: 1, durationMs: 5, tail: "", detail: "boom", location: undefined };
const property = { id: "p", selector: "tests/test_p.py::test_p" } as Property;
const ctxOf = (preset: "command" | "hypothesis"): RowContext =>
  ({
    root: "/unused",
    config: { ...DEFAULT_CONFIG, runners: { ...DEFAULT_CONFIG.runners, rules: [{ preset }] } },
    exec: null,
    env: {},
    isSealed: () => false,
  }) as unknown as RowContext;

test("the command preset's capture is the bytes left in seed-N/fixture.out; nothing there is no capture", async () => {
  const scratch = fakeWorkspace("/tmp/hunt").put("seed-7/fixture.out", Buffer.from([1, 2]));
  expect(await captureSeed(ctxOf("command"), property, "7", fail, scratch)).toEqual({
    outcome: fail,
    capture: { ok: true, bytes: Buffer.from([1, 2]), source: "fixture-out" },
  });
  expect(await captureSeed(ctxOf("command"), property, "8", fail, scratch)).toMatchObject({
    capture: { ok: false, reason: "the command wrote nothing to SEEDGATE_FIXTURE_OUT" },
  });
});

test("Hypothesis's observability lines under seed-N/hypothesis/observed are read in name order", async () => {
  const line = (args: unknown) => JSON.stringify({ type: "test_case", status: "failed", arguments: args }) + "\n";
  const scratch = fakeWorkspace("/tmp/hunt")
    .put("seed-3/hypothesis/observed/b.jsonl", line({ x: 2 }))
    .put("seed-3/hypothesis/observed/a.txt", "ignored");
  const r = await captureSeed(ctxOf("hypothesis"), property, "3", fail, scratch);
  expect(r).toMatchObject({ capture: { ok: true, source: "observability" } });
});

test("a link the code under test left at fixture.out is refused, never followed", async () => {
  const scratch = fakeWorkspace("/tmp/hunt").link("seed-7/fixture.out");
  await expect(captureSeed(ctxOf("command"), property, "7", fail, scratch)).rejects.toThrow("seed-7/fixture.out is a symlink");
});
