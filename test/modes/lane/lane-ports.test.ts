// The lane through its ports, with fakes that run nothing: a runner with no sandbox gets
// error rows that say why (never a silent unsandboxed run), and no process starts; the
// oracle is still copied and the sealed files put back before the sandbox is chosen (git
// is read only then), restored again after, and the copy disposed, in that order; with
// a sandbox, no git question follows the first process of the pull request.
import { hostDisk } from "../../../src/adapters/disk.js";
import { afterAll, beforeAll, expect, test } from "vitest";
import { gitAt } from "../../../src/adapters/git.js";
import { lane } from "../../../src/modes/lane/lane.js";
import type { Sandboxes } from "../../../src/ports/sandbox.js";
import { fakeTrees, noSandboxes, recordingExec, type Journal } from "../../fakes/trees.js";
import { gateProject, quietLog, type GateProject } from "../../support/gate-fixture.js";

let p: GateProject;
beforeAll(() => {
  p = gateProject();
});
afterAll(() => p.repo.cleanup());

/** The replay lane of `project` (default: the ledger project) through fakes that write what they are asked to `journal`. */
const run = async (journal: Journal, project = p, exec = recordingExec(journal)) =>
  lane(
    { lane: "replay", base: project.base, head: project.base, shard: { index: 1, total: 1 }, runId: "t" },
    {
      git: gitAt(project.repo.dir),
      exec,
      disk: hostDisk,
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

test("git is read first (the oracle copied, the sealed files restored), then the sandbox, then the sealed files again from memory, and the copy disposed", async () => {
  const journal: Journal = [];
  await run(journal);
  const short = p.base.slice(0, 7);
  expect(journal).toEqual([
    `copy ${short} tests/properties`,
    `restore ${p.repo.dir} ${short}`,
    `sandbox? ${p.repo.dir}`,
    `restore again ${p.repo.dir} ${short}`,
    "dispose /fake/oracle",
  ]);
});

test("with a sandbox, the lane asks git nothing once the first process of the pull request has started", async () => {
  const journal: Journal = [];
  const live = gitAt(p.repo.dir);
  const git = new Proxy(live, {
    get: (target, key) => {
      const v = Reflect.get(target, key) as unknown;
      return typeof v === "function" ? (...a: unknown[]) => (journal.push(`git ${String(key)}`), (v as (...x: unknown[]) => unknown).apply(target, a)) : v;
    },
  });
  const exec = recordingExec(journal);
  const sandboxes: Sandboxes = { around: () => ({ ok: true, exec, kind: "bwrap", widened: () => exec }) };
  await lane(
    { lane: "replay", base: p.base, head: p.base, shard: { index: 1, total: 1 }, runId: "t" },
    {
      git,
      exec,
      disk: hostDisk,
      sandboxes,
      trees: fakeTrees(journal),
      clock: { now: () => new Date("2026-12-01T00:00:00Z") },
      log: quietLog,
      env: {},
      environment: {},
      cores: 2,
    },
  );
  const first = journal.findIndex((j) => j.startsWith("exec "));
  expect(first).toBeGreaterThan(0);
  expect(journal.slice(0, first).filter((j) => j.startsWith("git ")).length).toBeGreaterThan(0);
  expect(journal.slice(first).filter((j) => j.startsWith("git ") && j !== "git unchanged")).toEqual([]);
  expect(journal.at(-2)).toBe("git unchanged"); // the metadata check, last before the copy goes
});

test("a lane that plans no Python row drops the warm oracle interpreter at once; a Python lane keeps it", async () => {
  const laneOf = async (project: GateProject) => {
    const journal: Journal = [];
    await run(journal, project, { ...recordingExec(journal), dropWarm: async () => void journal.push("drop warm") });
    return journal;
  };
  expect(await laneOf(p)).not.toContain("drop warm");
  const shell = gateProject('runners:\n  rules:\n    - { match: "tests/**", preset: command, command: [/bin/true] }\n');
  try {
    const journal = await laneOf(shell);
    expect(journal[0]).toBe("drop warm"); // before the oracle is copied, let alone a row run
  } finally {
    shell.repo.cleanup();
  }
});
