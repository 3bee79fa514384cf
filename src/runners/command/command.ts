// The command preset: a template argv ({seed} {selector} {fixture} {case} {python}),
// judged by its exit code. A string template runs under /bin/sh, by the user's choice.
import type { RunnerRule } from "../../core/inputs/config.js";
import type { PlanRow } from "../../core/plan/lane-plan.js";
import type { Property } from "../../core/inputs/model.js";
import type { Exec } from "../../ports/local.js";
import { childEnv } from "../child-env.js";
import type { RunOutcome } from "../../core/row.js";

export interface CommandRun {
  readonly root: string;
  readonly rule: RunnerRule;
  readonly property: Property;
  readonly row: PlanRow;
  readonly timeoutMs: number;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly python: string;
}

export function expand(template: string, run: CommandRun): string {
  const c = run.row.kind === "case" ? run.property.cases.find((x) => x.id === run.row.key) : undefined;
  const values: Record<string, string> = {
    seed: run.row.kind === "seed" ? run.row.key : "",
    selector: run.property.selector,
    fixture: run.row.kind === "fixture" ? run.row.key : "",
    case: c === undefined ? "" : JSON.stringify(c.value),
    python: run.python,
  };
  return template.replace(/\{(seed|selector|fixture|case|python)\}/g, (_, k: string) => values[k]!);
}

export async function runCommand(exec: Exec, run: CommandRun): Promise<RunOutcome> {
  const template = run.rule.command ?? "";
  const argv = typeof template === "string" ? ["/bin/sh", "-c", expand(template, run)] : template.map((t) => expand(t, run));
  const seed = run.row.kind === "seed" ? Number(run.row.key) : 0;
  const env = {
    ...childEnv(run.env, seed),
    SEEDGATE_SELECTOR: run.property.selector,
    SEEDGATE_PROPERTY: run.property.id,
    SEEDGATE_FIXTURE: run.row.kind === "fixture" ? run.row.key : "",
    SEEDGATE_CASE: run.row.kind === "case" ? run.row.key : "",
  };
  const r = await exec.run({ command: argv[0]!, args: argv.slice(1), cwd: run.root, env, timeoutMs: run.timeoutMs });
  const base = { exitCode: r.exitCode, durationMs: r.durationMs, tail: (r.stdoutTail + r.stderrTail).slice(-4000), location: undefined };
  if (r.timedOut) return { ...base, outcome: "timeout", detail: "timed out; process group killed" };
  if (r.exitCode === 0) return { ...base, outcome: "pass", detail: "exit 0" };
  return { ...base, outcome: r.exitCode === null ? "error" : "fail", detail: r.exitCode === null ? `killed by ${r.signal}` : `exit ${r.exitCode}` };
}
