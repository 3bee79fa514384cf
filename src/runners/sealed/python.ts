// The sealed-python preset (seed 003's executor 2): the harness shipped in
// dist/harness loads the sealed properties.py and checks one case of seeds.json.
// Evidence is the one row the harness writes to fd 3, the channel seedgate opened.
import { join } from "node:path";
import type { ExecResult } from "../../ports/local.js";
import type { RowPorts } from "../preset.js";
import { harnessPath } from "../harness-path.js";
import { channelRow, parseChannel, type Channel } from "../channel.js";
import { bootArgs, layoutOf, PYCACHE, pythonEnv, type PythonLayout } from "../python.js";
import type { RunOutcome } from "../../core/row.js";
import { explained } from "../error-line.js";
import { isolated, refusing, type IsolationPlan } from "../subject.js";

export interface SealedCaseRun {
  readonly root: string;
  readonly oracleDir: string;
  readonly caseId: string;
  readonly python: string;
  readonly timeoutMs: number;
  readonly baseEnv: Readonly<Record<string, string | undefined>>;
  readonly layout?: PythonLayout;
  /** Where production code runs (runners/subject.ts); default shared. */
  readonly isolation?: IsolationPlan;
}

export async function runSealedPython(ports: RowPorts, run: SealedCaseRun): Promise<RunOutcome> {
  const req = {
    command: run.python,
    args: bootArgs([harnessPath("evidence/sealed_harness.py"), join(run.root, run.oracleDir), run.caseId]),
    cwd: run.root,
    env: { ...pythonEnv(run.baseEnv, 0, ports.disk.nowhere(PYCACHE), layoutOf(run)), SEEDGATE_CASE: run.caseId },
    timeoutMs: run.timeoutMs,
    channel: true,
  } as const;
  const r = await ports.exec.run(isolated(req, run.isolation, layoutOf(run), run.baseEnv));
  const channel = parseChannel(r.channel);
  return refusing(judgeCase(r, run.caseId, channel), channel);
}

function judgeCase(r: ExecResult, caseId: string, channel: Channel): RunOutcome {
  const base = { exitCode: r.exitCode, durationMs: r.durationMs, tail: (r.stdoutTail + r.stderrTail).slice(-4000), location: undefined };
  if (r.timedOut) return { ...base, outcome: "timeout", detail: "timed out; process group killed" };
  const row = channelRow(channel, caseId);
  if (row === null)
    return {
      ...base,
      outcome: "error",
      detail: explained(
        "the harness wrote no row for this case to its result channel (fd 3), or more than one: the process never reported, or something else wrote there too",
        base.tail,
      ),
    };
  if (r.exitCode !== 0) return { ...base, outcome: "error", detail: `the harness exited ${r.exitCode} after writing its row` };
  return { ...base, outcome: row.outcome === "pass" ? "pass" : "fail", detail: row.detail };
}
