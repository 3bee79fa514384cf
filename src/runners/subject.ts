// Issue 25: under `isolation: process` a Python row is two processes. The oracle process
// (pytest, Hypothesis, seedgate's plugins, the sealed copy) decides the row and imports
// production modules only as proxies; the subject process, in the kernel sandbox,
// imports the production code and answers the proxies over a socket the oracle opened.
// The runners build their request as for one process; `isolated` turns it into two.
import type { Isolation } from "../core/inputs/config.js";
import type { ExecRequest, SubjectRequest } from "../ports/local.js";
import { rowsOf, type ChannelText } from "./channel.js";
import { childEnv } from "./child-env.js";
import { oracleArgs, type PythonLayout } from "./python.js";
import type { RunOutcome } from "../core/row.js";

/** How a Python row runs: one process (`shared`), or an oracle and a subject with their interpreters. */
export type IsolationPlan =
  | { readonly kind: "shared" }
  | {
      readonly kind: "process";
      /** Never one the pull request could have written (interpreter.ts). */
      readonly oraclePython: string;
      /** runners.python: it may be the pull request's venv. */
      readonly subjectPython: string;
      /** Site dirs the subject adds without processing .pth files (the venv's site-packages). */
      readonly sites: readonly string[];
    };

export const SHARED: IsolationPlan = { kind: "shared" };

export const isolationKind = (plan: IsolationPlan | undefined): Isolation => plan?.kind ?? "shared";

/**
 * The subject's environment: the caller's less every PYTHON* and SEEDGATE_* variable (no seed:
 * production code finds no variable of seedgate's by one lookup, issue 44 item 7), and its
 * layout in SEEDGATE_SUBJECT, which the oracle hands over as SUBJECT_LAYOUT.
 */
export function subjectEnv(base: Readonly<Record<string, string | undefined>>, layout: PythonLayout, sites: readonly string[]): Record<string, string> {
  const env = Object.fromEntries(Object.entries(childEnv(base, 0)).filter(([k]) => !k.startsWith("PYTHON") && !k.startsWith("SEEDGATE_")));
  const subject = { roots: layout.roots, site: sites, ...(layout.mirror ? { mirror: layout.mirror } : {}) };
  return { ...env, PYTHONDONTWRITEBYTECODE: "1", PYTHONHASHSEED: "0", PYTHONNOUSERSITE: "1", SEEDGATE_SUBJECT: JSON.stringify(subject) };
}

/**
 * A Python runner's request under `plan`: `shared` only says so in SEEDGATE_BOOT;
 * `process` starts the oracle interpreter and hands the Exec the subject to wrap in
 * the sandbox (ExecRequest.subject).
 */
export function isolated(
  req: ExecRequest,
  plan: IsolationPlan | undefined,
  layout: PythonLayout,
  base: Readonly<Record<string, string | undefined>>,
): ExecRequest {
  const boot = { ...(JSON.parse(req.env.SEEDGATE_BOOT ?? "{}") as object), isolation: isolationKind(plan) };
  const env = { ...req.env, SEEDGATE_BOOT: JSON.stringify(boot) };
  if (plan === undefined || plan.kind === "shared") return { ...req, env };
  const subject: SubjectRequest = {
    command: plan.subjectPython,
    // `-`: seedgate_proxy pipes the start (start/seedgate_subject.py's) to its stdin, so no path
    // of seedgate's is on the subject's command line for production code to find (issue 44 item 7).
    args: ["-s", "-"],
    cwd: req.cwd,
    env: subjectEnv(base, layout, plan.sites),
  };
  return { ...req, command: plan.oraclePython, args: oracleArgs(req.args), env, subject };
}

/**
 * What the subject process could not serve, from an `isolation` row on the channel
 * (seedgate_proxy.py): an operation the proxy cannot forward faithfully, a subject that
 * died, hung up or sent bytes the codec refuses.
 */
export function isolationRefusal(channel: ChannelText): string | undefined {
  const row = rowsOf(channel, "isolation")[0];
  return row === undefined ? undefined : row.what !== "" ? row.what : "the subject process failed";
}

/** A run with an `isolation` row is an error naming what was refused and the hint, whatever else it said: never a verdict. */
export function refusing(o: RunOutcome, channel: ChannelText): RunOutcome {
  const what = isolationRefusal(channel);
  if (what === undefined) return o;
  const also = o.outcome === "fail" ? `; the test also failed (${o.detail.slice(0, 300)}), but a run the subject could not serve votes neither way` : "";
  return { ...o, outcome: "error", detail: `isolation: process could not serve this property: ${what}${also}` };
}
