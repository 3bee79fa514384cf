// The sealed-python preset (seed 003's executor 2): the harness shipped in
// dist/harness loads the sealed properties.py and checks one case of seeds.json.
// Evidence is the row the harness writes on the result channel seedgate opens (fd 3):
// no path in argv, the environment or the workspace that production code could write.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Exec } from "../ports.js";
import { bootArgs, layoutOf, pythonEnv, type PythonLayout } from "./hypothesis.js";
import type { RunOutcome } from "./outcome.js";

/** dist/harness beside the bundle, or src/harness when run from source (tests). */
export function harnessPath(name: string): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, "harness", name), join(here, "..", "harness", name), join(here, "..", "..", "src", "harness", name)];
  const found = candidates.find((p) => existsSync(p));
  if (found === undefined) throw new Error(`seedgate harness ${name} not found beside ${here}`);
  return found;
}

export interface SealedCaseRun {
  readonly root: string;
  readonly oracleDir: string;
  readonly caseId: string;
  readonly python: string;
  readonly timeoutMs: number;
  readonly baseEnv: Readonly<Record<string, string | undefined>>;
  readonly layout?: PythonLayout;
}

interface HarnessRow {
  readonly case?: string;
  readonly outcome?: string;
  readonly detail?: string;
}

export async function runSealedPython(exec: Exec, run: SealedCaseRun): Promise<RunOutcome> {
  const owned = mkdtempSync(join(tmpdir(), "seedgate-case-"));
  try {
    const args = bootArgs([harnessPath("sealed_harness.py"), join(run.root, run.oracleDir), run.caseId]);
    const r = await exec.run({ command: run.python, args, cwd: run.root, env: { ...pythonEnv(run.baseEnv, 0, owned, layoutOf(run)), SEEDGATE_CASE: run.caseId }, timeoutMs: run.timeoutMs, channel: true });
    const base = { exitCode: r.exitCode, durationMs: r.durationMs, tail: (r.stdoutTail + r.stderrTail).slice(-4000), location: undefined };
    if (r.timedOut) return { ...base, outcome: "timeout", detail: "timed out; process group killed" };
    const row = channelRow(r.channel);
    if (r.channelOverflow) return { ...base, outcome: "error", detail: "the harness's result channel carried more than its cap: not a row seedgate wrote" };
    if (row === null || row.case !== run.caseId) return { ...base, outcome: "error", detail: "the harness wrote no row for this case on its result channel: the process never reported" };
    if (r.exitCode !== 0) return { ...base, outcome: "error", detail: `the harness exited ${r.exitCode} after writing its row` };
    return { ...base, outcome: row.outcome === "pass" ? "pass" : "fail", detail: String(row.detail ?? "") };
  } finally {
    rmSync(owned, { recursive: true, force: true });
  }
}

/** The one row on the channel; anything else there (two rows, a torn line) is no row. */
function channelRow(text: string | undefined): HarnessRow | null {
  const lines = (text ?? "").split("\n").filter((l) => l.trim() !== "");
  if (lines.length !== 1) return null;
  try {
    const row = JSON.parse(lines[0]!) as unknown;
    return row !== null && typeof row === "object" ? (row as HarnessRow) : null;
  } catch {
    return null;
  }
}
