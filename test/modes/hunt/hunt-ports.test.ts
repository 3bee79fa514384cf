// The hunt through its ports, with fakes that run nothing: where no sandbox can run, the
// hunt stops with a config error naming runners.sandbox before any seed runs, inside the
// worktree it made, and its scratch directory is disposed.
import { hostDisk } from "../../../src/adapters/disk.js";
import { afterAll, beforeAll, expect, test } from "vitest";
import { gitAt } from "../../../src/adapters/git.js";
import { hunt } from "../../../src/modes/hunt/hunt.js";
import { ENVIRONMENT_PROBE } from "../../../src/modes/base/environment.js";
import { fakeTrees, noSandboxes, recordingExec, type Journal } from "../../fakes/trees.js";
import { fakeWorkspace } from "../../fakes/workspace.js";
import { gateProject, quietLog, type GateProject } from "../../support/gate-fixture.js";

let p: GateProject;
beforeAll(() => {
  p = gateProject();
});
afterAll(() => p.repo.cleanup());

test("no sandbox: a config error naming runners.sandbox, no seed run, the worktree's sealed files restored first and the scratch disposed", async () => {
  const journal: Journal = [];
  const ports = {
    git: gitAt(p.repo.dir),
    exec: recordingExec(journal),
    disk: hostDisk,
    sandboxes: noSandboxes(journal, "Landlock is not available (fake)"),
    trees: fakeTrees(journal),
    clock: { now: () => new Date("2026-12-01T00:00:00Z") },
    log: quietLog,
    env: { SEEDGATE_PYTHON: "/nonexistent/python3" },
    cores: 2,
    workspaceAt: (root: string) => fakeWorkspace(root),
  };
  await expect(hunt({ parent: p.parent, property: "balance", seeds: [1, 2, 3], concurrency: 1 }, ports)).rejects.toMatchObject({
    kind: "config",
    field: "runners.sandbox",
    message: expect.stringContaining("Landlock is not available (fake)"),
  });
  const tree = `/fake/worktree-${p.parent.slice(0, 7)}`;
  // The environment probe may run (it asks the interpreter, outside any tree); no seed does.
  expect(journal.filter((j) => j.startsWith("exec ") && !j.endsWith(ENVIRONMENT_PROBE))).toEqual([]);
  expect(journal.filter((j) => !j.startsWith("exec "))).toEqual([
    `worktree ${p.parent.slice(0, 7)}`,
    `restore ${tree} ${p.base.slice(0, 7)}`,
    `link ${tree}`,
    `sandbox? ${tree}`,
    "scratch dispose seedgate-hunt-runs-",
  ]);
});
