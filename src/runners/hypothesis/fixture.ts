// Fixture rows under the hypothesis preset: the shipped harness calls the test's
// undecorated body (`inner_test`) once with the fixture's keyword arguments, in a
// child with the preset's hardened env. Evidence is the one row the harness writes to
// fd 3, the channel seedgate opened: no row, a second row, a foreign row, or a non-zero exit is an error, and so
// is a row whose integrity evidence is missing or names tampering (integrity.ts).
import { join } from "node:path";
import type { ExecResult } from "../../ports/local.js";
import type { RowPorts } from "../preset.js";
import { bootArgs, layoutOf, PYCACHE, pythonEnv, type PythonLayout } from "../python.js";
import { fixtureIntegrity } from "./integrity.js";
import type { RunOutcome } from "../../core/row.js";
import { parseChannel, singleRow, type Channel } from "../channel.js";
import { harnessPath } from "../harness-path.js";
import { explained } from "../error-line.js";
import { isolated, refusing, type IsolationPlan } from "../subject.js";

export interface FixtureRun {
  readonly root: string;
  /** `path/test_x.py::test_name`, repository-relative. */
  readonly selector: string;
  /** Repository-relative fixture path (the plan row's key). */
  readonly fixture: string;
  readonly python: string;
  readonly timeoutMs: number;
  readonly sealedConftest: boolean;
  readonly baseEnv: Readonly<Record<string, string | undefined>>;
  /** Default: the run's root as the only import root, no sealed copy (a hunt on its own tree). */
  readonly layout?: PythonLayout;
  /** Where production code runs (runners/subject.ts); default shared. */
  readonly isolation?: IsolationPlan;
}

export async function runHypothesisFixture(ports: RowPorts, run: FixtureRun): Promise<RunOutcome> {
  const fixture = join(run.root, run.fixture);
  const args = bootArgs([harnessPath("evidence/replay_fixture.py"), run.root, run.selector, fixture, run.sealedConftest ? "1" : "0"]);
  const env = { ...pythonEnv(run.baseEnv, 0, ports.disk.nowhere(PYCACHE), layoutOf(run)), SEEDGATE_FIXTURE: run.fixture };
  const req = { command: run.python, args, cwd: run.root, env, timeoutMs: run.timeoutMs, channel: true } as const;
  const r = await ports.exec.run(isolated(req, run.isolation, layoutOf(run), run.baseEnv));
  const channel = parseChannel(r.channel);
  return refusing(judgeFixture(r, fixture, channel), channel);
}

/** A fixture replay's outcome from its process's end and channel (the fork server judges its forks by it too). */
export function judgeFixture(r: ExecResult, fixture: string, channel: Channel = parseChannel(r.channel)): RunOutcome {
  const base = { exitCode: r.exitCode, durationMs: r.durationMs, tail: (r.stdoutTail + r.stderrTail).slice(-4000), location: undefined };
  if (r.timedOut) return { ...base, outcome: "timeout", detail: "timed out; process group killed" };
  const one = singleRow(channel);
  const row = one?.kind === "fixture" && one.fixture === fixture ? one : undefined;
  if (row === undefined) {
    return {
      ...base,
      outcome: "error",
      detail: explained(
        "the fixture harness wrote no row for this fixture to its result channel (fd 3), or more than one: the process never reported, or something else wrote there too",
        base.tail,
      ),
    };
  }
  if (r.exitCode !== 0) return { ...base, outcome: "error", detail: `the fixture harness exited ${r.exitCode} after writing its row` };
  const untrusted = fixtureIntegrity(row);
  if (untrusted !== undefined)
    return { ...base, outcome: "error", detail: row.outcome === "fail" ? `${untrusted}; the fixture also failed (${row.detail})` : untrusted };
  const tail = row.trace ? `${row.trace}\n${base.tail}`.slice(-4000) : base.tail;
  return { ...base, tail, outcome: row.outcome, detail: row.detail };
}
