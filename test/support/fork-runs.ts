// The fork server against one process pair per seed on one property, both through the
// real sandboxed Exec (bubblewrap, else Landlock): the runner functions a lane calls.
import { hostDisk } from "../../src/adapters/disk.js";
import { processExec } from "../../src/adapters/exec.js";
import { chooseSandbox } from "../../src/adapters/sandbox-probe.js";
import { sandboxedExec } from "../../src/adapters/sandbox.js";
import { runHypothesis } from "../../src/runners/hypothesis/hypothesis.js";
import { runHypothesisBatch } from "../../src/runners/hypothesis/batch.js";
import { runHypothesisForks } from "../../src/runners/hypothesis/fork-server.js";
import { runHypothesisFixture } from "../../src/runners/hypothesis/fixture.js";
import type { IsolationPlan } from "../../src/runners/subject.js";
import type { SandboxKind } from "../../src/core/inputs/config.js";
import type { RunOutcome } from "../../src/core/row.js";

export const PYTHON = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const choice = chooseSandbox("auto", {});
export const SANDBOX: SandboxKind = choice.ok ? choice.kind : "none";
const PLAN: IsolationPlan = { kind: "process", oraclePython: PYTHON, subjectPython: PYTHON, sites: [] };

export interface Place {
  /** The pull request's tree: production code, the sandbox's workspace. */
  readonly workspace: string;
  /** The sealed copy: the test file, run from here. */
  readonly oracle: string;
}

/** The three ways a lane can run `seeds` of `selector`: the fork server, a process pair per seed, one batch. */
export function modes(p: Place, selector: string, seeds: readonly number[], timeoutMs = 60_000) {
  const exec = sandboxedExec(processExec, { kind: SANDBOX, workspace: p.workspace, writable: [], network: false });
  const common = {
    root: p.oracle,
    selector,
    python: PYTHON,
    timeoutMs,
    sealedConftest: true,
    baseEnv: { PATH: process.env.PATH },
    layout: { oracle: p.oracle, roots: [p.workspace] },
    isolation: PLAN,
  };
  return {
    /**
     * `ended`: the engine's progress callback, each index of `seeds` as its seed's line
     * arrives. `width`: forks at once, two by default (as a lane on two cores runs them).
     * `ready`: the engine's scheduling callback, once the zygotes are up.
     */
    forks: (ended?: (index: number) => void, width = 2, ready?: () => void): Promise<RunOutcome[]> =>
      runHypothesisForks(
        { exec, disk: hostDisk },
        { ...common, rows: seeds.map((seed) => ({ seed })), width, ...(ended ? { ended } : {}), ...(ready ? { ready } : {}) },
      ),
    /** Fixtures (relative to the oracle copy) and seeds in one fork server, in that order. */
    forkRows: (fixtures: readonly string[], width = 2): Promise<RunOutcome[]> =>
      runHypothesisForks(
        { exec, disk: hostDisk },
        { ...common, rows: [...fixtures.map((fixture) => ({ fixture })), ...seeds.map((seed) => ({ seed }))], width },
      ),
    /** A fixture in a process pair of its own, as `runners.forkServer: false` runs it. */
    fixtureAlone: (fixture: string): Promise<RunOutcome> => runHypothesisFixture({ exec, disk: hostDisk }, { ...common, fixture }),
    perSeed: (): Promise<RunOutcome[]> => Promise.all(seeds.map((seed) => runHypothesis({ exec, disk: hostDisk }, { ...common, seed }))),
    batch: (): Promise<RunOutcome[]> => runHypothesisBatch({ exec, disk: hostDisk }, { ...common, seeds }),
  };
}

export const outcomes = (os: readonly { outcome: string }[]): string[] => os.map((o) => o.outcome);
