// The lane through its ports, with fakes that run nothing: a runner with no sandbox gets
// error rows that say why (never a silent unsandboxed run), and no process starts; the
// sealed files are still put back and the oracle copied and disposed, in that order.
import { afterAll, beforeAll, expect, test } from "vitest";
import { gitAt } from "../../../src/adapters/git.js";
import { lane } from "../../../src/modes/lane/lane.js";
import { fakeTrees, noSandboxes, recordingExec, type Journal } from "../../fakes/trees.js";
import { gateProject, quietLog, type GateProject } from "../../support/gate-fixture.js";

let p: GateProject;
beforeAll(() => {
  p = gateProject();
});
afterAll(() => p.repo.cleanup());

const run = async (journal: Journal) =>
  lane(
    { lane: "replay", base: p.base, head: p.base, shard: { index: 1, total: 1 }, runId: "t" },
    {
      git: gitAt(p.repo.dir),
      exec: recordingExec(journal),
      sandboxes: noSandboxes(journal, "bubblewrap is not installed (fake)"),
      trees: fakeTrees(journal),
      clock: { now: () => new Date("2026-12-01T00:00:00Z") },
      log: quietLog,
      env: {},
      environment: {},
      cores: 2,
    },
  );

test("no sandbox: every row is an error naming why, and no process of the pull request starts", async () => {
  const journal: Journal = [];
  const r = await run(journal);
  expect(r.results.rows.length).toBeGreaterThan(0);
  expect(r.results.rows.every((row) => row.outcome === "error" && row.detail.includes("bubblewrap is not installed (fake)"))).toBe(true);
  expect(r.results.sandbox).toBe("unavailable");
  expect(r.verdict).toBe("failure");
  expect(journal.filter((j) => j.startsWith("exec "))).toEqual([]);
});

test("the sandbox is chosen first, then the sealed files are restored, the oracle copied, and the copy disposed", async () => {
  const journal: Journal = [];
  await run(journal);
  const short = p.base.slice(0, 7);
  expect(journal).toEqual([`sandbox? ${p.repo.dir}`, `restore ${p.repo.dir} ${short}`, `copy ${short} tests/properties`, "dispose /fake/oracle"]);
});
