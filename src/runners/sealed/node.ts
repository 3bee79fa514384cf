// The sealed-node preset (seed 003's executor 2, Node flavour): the harness shipped
// in dist/harness loads the sealed properties.mjs and checks one case of seeds.json
// in a child Node process. Evidence is the one row the harness writes to fd 3, the
// channel seedgate opened: an exit code alone (process.exit(0) in the code under test) is never a pass.
// Under `isolation: process` (issue 25) the harness is the oracle and production
// modules are proxies to a subject Node process in the lane's sandbox, fast-check's
// subject with Node's own loader (src/harness/boundary/sealed-node-isolation.mjs).
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ExecResult } from "../../ports/local.js";
import type { Disk } from "../../ports/scratch.js";
import type { RowPorts } from "../preset.js";
import { childEnv } from "../child-env.js";
import type { RunOutcome } from "../../core/row.js";
import { channelRow, parseChannel, type CaseRow } from "../channel.js";
import { harnessPath } from "../harness-path.js";
import { explained } from "../error-line.js";
import { regexEscape, withNodeSubject, type NodeIsolation } from "../fast-check/isolation.js";
import { refusing } from "../subject.js";

export interface SealedNodeCaseRun {
  readonly root: string;
  /** Repository-relative oracle directory: the selector minus `/properties.mjs`. */
  readonly oracleDir: string;
  readonly caseId: string;
  readonly timeoutMs: number;
  readonly baseEnv: Readonly<Record<string, string | undefined>>;
  /** Where production code runs; `shared` when absent (a hunt, or the rule says so). */
  readonly isolation?: NodeIsolation;
}

/** The child's environment: NODE_OPTIONS could preload code before the harness runs. */
function harnessEnv(run: SealedNodeCaseRun): Record<string, string> {
  const env = childEnv(run.baseEnv, 0);
  delete env.NODE_OPTIONS;
  return { ...env, SEEDGATE_CASE: run.caseId };
}

export async function runSealedNode(ports: RowPorts, run: SealedNodeCaseRun): Promise<RunOutcome> {
  const args = [harnessPath("evidence/sealed_harness.mjs"), join(run.root, run.oracleDir), run.caseId];
  // The oracle's own files: properties.mjs and the sealed paths (base bytes); everything else in the workspace is production code.
  const oracleFiles = [`^${regexEscape(`${run.oracleDir}/properties.mjs`)}$`, ...(run.isolation?.oracleFiles ?? [])];
  const req = { command: process.execPath, args, cwd: run.root, env: harnessEnv(run), timeoutMs: run.timeoutMs, channel: true as const };
  const r = await ports.exec.run(withNodeSubject(req, run.isolation, run.root, "node", { root: run.root, oracleFiles }));
  const channel = parseChannel(r.channel);
  return refusing(classify(r, channelRow(channel, run.caseId), run, ports.disk), channel);
}

function classify(r: ExecResult, row: CaseRow | null, run: SealedNodeCaseRun, disk: Disk): RunOutcome {
  const caseId = run.caseId;
  const location = typeof row?.trace === "string" ? locate(row.trace, disk.real(run.root) ?? run.root) : undefined;
  const base = { exitCode: r.exitCode, durationMs: r.durationMs, tail: (r.stdoutTail + r.stderrTail).slice(-4000), location };
  if (r.timedOut) return { ...base, outcome: "timeout", detail: "the run passed its timeout; its process group was killed" };
  if (row === null || row.case !== caseId)
    return {
      ...base,
      outcome: "error",
      detail: explained(
        "the harness wrote no row for this case to its result channel (fd 3), or more than one: the process never reported, or something else wrote there too",
        base.tail,
      ),
    };
  if (r.exitCode !== 0) return { ...base, outcome: "error", detail: `the harness exited ${r.exitCode ?? r.signal} after writing its row` };
  if (row.outcome === "pass") return { ...base, outcome: "pass", detail: "passed" };
  return { ...base, outcome: "fail", detail: typeof row.detail === "string" ? row.detail : "the property failed" };
}

/** The first stack frame of a failed check inside the repository (`real`: its real path, as Node's loader names modules), repository-relative. */
export function locate(trace: string, real: string): { file: string; line: number } | undefined {
  const prefix = `${pathToFileURL(real).href}/`;
  for (const m of trace.matchAll(/(file:\/\/[^\s()]+):(\d+):\d+/g)) {
    if (m[1]!.startsWith(prefix) && !m[1]!.includes("/node_modules/")) return { file: relative(real, fileURLToPath(m[1]!)), line: Number(m[2]) };
  }
  return undefined;
}
