// One quarantined pytest node, run hardened like the hypothesis preset (no
// cache, no PR ini or addopts, conftest only when sealed, JUnit as positive
// evidence) but without a seed: a quarantined node runs as it is, and it never votes.
import { dirname, join } from "node:path";
import type { QuarantineOutcome } from "../../core/judge/non-voting.js";
import type { ExecResult } from "../../ports/local.js";
import type { RowPorts } from "../preset.js";
import { locate } from "../python.js";
import { junitEvidence, type Evidence } from "../junit.js";
import { explained } from "../error-line.js";

export interface NodeRun {
  readonly root: string;
  /** `path/test_x.py::test_name`, repository-relative. */
  readonly nodeid: string;
  readonly python: string;
  readonly timeoutMs: number;
  readonly sealedConftest: boolean;
  /** Already hardened by the caller (childEnv; processExec strips the runner's secrets from every child). */
  readonly env: Readonly<Record<string, string>>;
}

export interface NodeOutcome {
  readonly outcome: QuarantineOutcome;
  readonly detail: string;
  readonly durationMs: number;
  readonly exitCode: number | null;
  readonly tail: string;
  readonly location: { readonly file: string; readonly line: number } | undefined;
}

export function nodeArgs(run: NodeRun, owned: string): string[] {
  const dir = join(run.root, dirname(run.nodeid.split("::")[0]!));
  return [
    "-m",
    "pytest",
    run.nodeid,
    "-p",
    "no:cacheprovider",
    `--rootdir=${dir}`,
    `--confcutdir=${dir}`,
    "-c",
    join(owned, "pytest.ini"),
    ...(run.sealedConftest ? [] : ["--noconftest"]),
    `--junitxml=${join(owned, "junit.xml")}`,
    "-q",
    "--tb=short",
  ];
}

const ERROR_EXITS: Record<number, string> = { 2: "interrupted", 3: "internal error", 4: "usage error", 5: "no tests collected (the node id matches no test)" };

export async function runNode(ports: RowPorts, run: NodeRun): Promise<NodeOutcome> {
  const scratch = ports.disk.scratch("seedgate-quarantine-");
  const owned = scratch.dir;
  try {
    scratch.write("pytest.ini", "[pytest]\n");
    // Hypothesis' example database lives where we own it, not in the PR's tree.
    const r = await ports.exec.run({
      command: run.python,
      args: nodeArgs(run, owned),
      cwd: run.root,
      env: { ...run.env, HYPOTHESIS_STORAGE_DIRECTORY: join(owned, "hypothesis") },
      timeoutMs: run.timeoutMs,
    });
    return classify(r, junitEvidence(scratch.read("junit.xml"), run.nodeid.split("::").at(-1)!));
  } finally {
    scratch.dispose();
  }
}

function classify(r: ExecResult, evidence: Evidence): NodeOutcome {
  const base = { exitCode: r.exitCode, durationMs: Math.round(r.durationMs), tail: (r.stdoutTail + r.stderrTail).slice(-4000), location: locate(r.stdoutTail) };
  if (r.timedOut) return { ...base, outcome: "timeout", detail: "the node passed its timeout; its process group was killed" };
  const errorExit = r.exitCode === null ? `killed by ${r.signal ?? "a signal"}` : ERROR_EXITS[r.exitCode];
  if (errorExit !== undefined) return { ...base, outcome: "error", detail: explained(`pytest: ${errorExit}${said(base.tail)}`, base.tail) };
  if (evidence.kind === "failed" && r.exitCode === 1) return { ...base, outcome: "fail", detail: evidence.message || "failed" };
  if (evidence.kind === "passed" && r.exitCode === 0) return { ...base, outcome: "pass", detail: "passed" };
  if (evidence.kind === "skipped" && r.exitCode === 0) return { ...base, outcome: "skipped", detail: evidence.message };
  const why = evidence.kind === "passed" ? `JUnit says passed but pytest exited ${r.exitCode}` : evidence.message;
  return { ...base, outcome: "error", detail: evidence.kind === "passed" ? why : explained(why, base.tail) };
}

/** pytest's own complaint ("ERROR: not found: ..."), so a usage error says which. */
function said(tail: string): string {
  const line = tail.split("\n").find((l) => l.startsWith("ERROR: ")) ?? "";
  return line === "" ? "" : ` (${line.slice(0, 500)})`;
}
