// The hypothesis preset: `{python} -m pytest SELECTOR --hypothesis-seed=N`, run from
// the repository root like seed 000's reference runner, with everything a pull
// request could use to change what runs pinned or dropped.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Exec, ExecResult } from "../ports.js";
import { junitEvidence } from "./junit.js";
import type { RunOutcome } from "./outcome.js";

export interface HypothesisRun {
  readonly root: string;
  /** `path/test_x.py::test_name`, repository-relative. */
  readonly selector: string;
  readonly seed: number;
  readonly python: string;
  readonly timeoutMs: number;
  /** Allow a conftest.py beside the selector: only when it is sealed (restored from base). */
  readonly sealedConftest: boolean;
  readonly baseEnv: Readonly<Record<string, string | undefined>>;
}

/** Variables that would change what pytest or Hypothesis does behind the seed's back. */
const DROPPED = ["CI", "GITHUB_ACTIONS", "PYTEST_ADDOPTS", "PYTEST_PLUGINS", "HYPOTHESIS_PROFILE", "PYTHONSTARTUP", "PYTHONINSPECT"];

export function childEnv(base: Readonly<Record<string, string | undefined>>, seed: number): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(base)) if (v !== undefined && !DROPPED.includes(k)) env[k] = v;
  return { ...env, SEEDGATE_SEED: String(seed), PYTHONDONTWRITEBYTECODE: "1", PYTHONHASHSEED: "0" };
}

export function pytestArgs(run: HypothesisRun, owned: string): string[] {
  const dir = join(run.root, dirname(run.selector.split("::")[0]!));
  return [
    "-m", "pytest", run.selector,
    `--hypothesis-seed=${run.seed}`,
    "--hypothesis-profile=default", // explicit: a CI profile would derandomize and ignore the seed
    "-p", "no:cacheprovider",
    `--rootdir=${dir}`,
    `--confcutdir=${dir}`,
    "-c", join(owned, "pytest.ini"),
    ...(run.sealedConftest ? [] : ["--noconftest"]),
    `--junitxml=${join(owned, "junit.xml")}`,
    "-q", "--tb=short",
  ];
}

/** pytest exit codes 2-5: interrupted, internal error, usage error, no tests collected. */
const ERROR_EXITS: Record<number, string> = { 2: "interrupted", 3: "internal error", 4: "usage error", 5: "no tests collected" };

export async function runHypothesis(exec: Exec, run: HypothesisRun): Promise<RunOutcome> {
  const owned = mkdtempSync(join(tmpdir(), "seedgate-run-"));
  try {
    writeFileSync(join(owned, "pytest.ini"), "[pytest]\n");
    const r = await exec.run({ command: run.python, args: pytestArgs(run, owned), cwd: run.root, env: childEnv(run.baseEnv, run.seed), timeoutMs: run.timeoutMs });
    let xml: string | null = null;
    try {
      xml = readFileSync(join(owned, "junit.xml"), "utf8");
    } catch {
      xml = null;
    }
    return classify(r, junitEvidence(xml, run.selector.split("::").at(-1)!));
  } finally {
    rmSync(owned, { recursive: true, force: true });
  }
}

function classify(r: ExecResult, evidence: ReturnType<typeof junitEvidence>): RunOutcome {
  const base = { exitCode: r.exitCode, durationMs: r.durationMs, tail: (r.stdoutTail + r.stderrTail).slice(-4000), location: locate(r.stdoutTail) };
  if (r.timedOut) return { ...base, outcome: "timeout", detail: "the run passed its timeout; its process group was killed" };
  const errorExit = r.exitCode === null ? "killed by a signal" : ERROR_EXITS[r.exitCode];
  if (errorExit !== undefined) return { ...base, outcome: "error", detail: `pytest: ${errorExit}` };
  if (evidence.kind === "failed" && r.exitCode === 1) return { ...base, outcome: "fail", detail: evidence.message };
  if (evidence.kind === "passed" && r.exitCode === 0) return { ...base, outcome: "pass", detail: "passed" };
  const why = evidence.kind === "passed" ? `JUnit says passed but pytest exited ${r.exitCode}` : evidence.message;
  return { ...base, outcome: evidence.kind === "failed" ? "fail" : "error", detail: why };
}

/** The last `file.py:LINE` pytest printed for a failure, for annotations. */
export function locate(output: string): { file: string; line: number } | undefined {
  const all = [...output.matchAll(/^([^\s:][^:\n]*\.py):(\d+): /gm)];
  const m = all.at(-1);
  return m ? { file: m[1]!, line: Number(m[2]) } : undefined;
}
