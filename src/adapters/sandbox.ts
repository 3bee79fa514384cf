// The Exec decorator that puts every process running pull-request code in a kernel
// sandbox: everything read-only except the run's own scratch directories and the
// workspace parts the base config names, a private /tmp and HOME, no network unless
// the base config opens it. Runners never know whether they are sandboxed.
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, isAbsolute, join, relative, sep } from "node:path";
import { SeedgateError } from "../core/errors.js";
import type { SandboxKind } from "../core/inputs/config.js";
import type { Exec, ExecRequest, ExecResult, SubjectRequest } from "../ports/local.js";
import { childProcessEnv } from "./exec.js";
import { withSubject } from "./subject-request.js";
import { BWRAP, LAUNCHER_PYTHON } from "./sandbox-probe.js";
import { carveWritable, inside } from "./git-metadata.js";
import { harnessPath, harnessRoot } from "../runners/harness-path.js";
import { withoutSetupConfig, type SetupConfig } from "./setup-config.js";

export interface SandboxPolicy {
  readonly kind: SandboxKind;
  /** The checkout the code runs in: read-only but for `writable`. */
  readonly workspace: string;
  /** Absolute host paths (the workspace parts `runners.writable` names) every run may write. */
  readonly writable: readonly string[];
  readonly network: boolean;
  /** Other host paths every run reads (a hunt worktree's linked node_modules live in the main checkout). */
  readonly readOnly?: readonly string[];
  /** Git's own files (gitMetadata): read-only for every run, whatever is writable around them. */
  readonly gitMetadata?: readonly string[];
  /** The checkout a worktree workspace was made from (mainCheckout): read-only as git's files are. */
  readonly checkouts?: readonly string[];
  /** runners.setup only: the package managers' configuration, read-only in its HOME. Any other run's environment loses those settings. */
  readonly setupConfig?: SetupConfig;
  /** Host files (the caller's pip.conf, .npmrc) no run but setup may read: bubblewrap shows them empty. Landlock cannot hide a file. */
  readonly masked?: readonly string[];
}

/** What stays read-only inside any writable path: git's files and the caller's own checkout. */
const kept = (policy: SandboxPolicy): string[] => [...(policy.gitMetadata ?? []), ...(policy.checkouts ?? [])];

/** HOME inside bubblewrap: on its private /tmp, so it vanishes with the run; no name of seedgate's for the code to find (issue 44 item 7). */
const BWRAP_HOME = "/tmp/home";

/**
 * The run's own scratch directories: seedgate-owned `<tmpdir>/seedgate-*` folders named
 * in its argv or environment (JUnit, evidence, Hypothesis storage), which the runner
 * reads after the run. One that holds the workspace (a hunt worktree) is not scratch, nor
 * is the lane's sealed oracle copy (`tests-*`, oracle-copy.ts, read-only by design), nor a
 * path that does not exist (a private pycache prefix nothing may create).
 */
export function scratchPaths(req: ExecRequest, workspace: string): string[] {
  const tmp = tmpdir();
  const found = new Set<string>(req.sandbox?.writable ?? []);
  for (const value of [...req.args, ...Object.values(req.env)]) {
    for (const token of value.split(/[:=,\s]/)) {
      if (!isAbsolute(token) || !inside(token, tmp) || token === tmp) continue;
      const top = join(tmp, relative(tmp, token).split(sep)[0]!);
      const name = relative(tmp, top);
      if (/^seedgate-[\w-]+$/.test(name) && !name.startsWith("seedgate-oracle-") && !inside(workspace, top) && existsSync(top)) found.add(top);
    }
  }
  return [...found];
}

/**
 * seedgate's own install (the folder holding its package.json: the action's checkout or
 * a clone): under /tmp it would vanish behind the private /tmp, so it is bound back
 * read-only. What a run reads of the repository is the workspace, its cwd or a sealed
 * copy, bound below.
 */
let own: string[] | undefined;
function ownReads(): string[] {
  // The install does not move while seedgate runs: walk the disk for it once, not per row.
  return (own ??= findOwnReads());
}

function findOwnReads(): string[] {
  let dir = harnessRoot();
  while (dir !== dirname(dir) && !existsSync(join(dir, "package.json"))) dir = dirname(dir);
  const own = [harnessRoot(), existsSync(join(dir, "package.json")) ? dir : ""];
  return [...new Set(own)].filter((p) => p !== "" && isAbsolute(p) && inside(p, "/tmp") && p !== "/tmp" && existsSync(p));
}

export function bwrapArgs(policy: SandboxPolicy, req: ExecRequest, writable: readonly string[]): string[] {
  const args = ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp", "--dir", BWRAP_HOME];
  // /tmp is now empty: what the run reads there (a workspace or sealed copy under /tmp) is bound back read-only.
  for (const p of [...ownReads(), policy.workspace, req.cwd, ...(policy.readOnly ?? [])]) if (inside(p, "/tmp")) args.push("--ro-bind", p, p);
  for (const p of writable) args.push("--bind", p, p);
  // Last, so a read-only path inside a writable one stays read-only: git's metadata in a writable workspace above all.
  for (const p of kept(policy)) if (writable.some((w) => inside(p, w))) args.push("--ro-bind", p, p);
  for (const p of req.sandbox?.readOnly ?? []) args.push("--ro-bind", p, p);
  for (const f of policy.setupConfig?.homeFiles ?? []) args.push("--ro-bind", f.host, join(BWRAP_HOME, f.home));
  // Under /tmp a file is already hidden (a private /tmp): a mask there would only create it.
  if (!policy.setupConfig) for (const p of policy.masked ?? []) if (!inside(p, "/tmp")) args.push("--ro-bind", "/dev/null", p);
  if (!policy.network) args.push("--unshare-net");
  args.push("--unshare-pid", "--die-with-parent", "--new-session", "--cap-drop", "ALL", "--chdir", req.cwd, "--", req.command, ...req.args);
  return args;
}

export function landlockArgs(policy: SandboxPolicy, req: ExecRequest, writable: readonly string[]): string[] {
  // Landlock only adds rights beneath a path: a read-only path inside a writable one cannot be carved out.
  for (const ro of req.sandbox?.readOnly ?? []) {
    const holder = writable.find((w) => inside(ro, w));
    if (holder) throw new SeedgateError("internal", `the sandbox cannot keep ${ro} read-only inside the writable ${holder} under Landlock`);
  }
  return [
    "-I",
    "-S",
    harnessPath("start/landlock_exec.py"),
    ...(policy.network ? ["--net"] : []),
    ...carveWritable(writable, kept(policy)).flatMap((w) => ["--write", w]),
    "--",
    req.command,
    ...req.args,
  ];
}

async function runLandlocked(inner: Exec, policy: SandboxPolicy, req: ExecRequest, writable: string[]): Promise<ExecResult> {
  // No mount namespace: the private HOME and TMPDIR are a fresh directory only this run may write.
  const home = mkdtempSync(join(tmpdir(), "home-"));
  try {
    // Links, not copies: the run may write its HOME, never through a link to the caller's file Landlock keeps read-only.
    for (const f of policy.setupConfig?.homeFiles ?? []) (mkdirSync(dirname(join(home, f.home)), { recursive: true }), symlinkSync(f.host, join(home, f.home)));
    const env = { ...req.env, HOME: home, TMPDIR: home };
    return await inner.run({ ...req, command: LAUNCHER_PYTHON, args: landlockArgs(policy, req, [...writable, home]), env });
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

/** The command line and env `policy` starts `req` with (`home`: Landlock's private HOME, made by the caller). */
function wrapped(policy: SandboxPolicy, req: ExecRequest, home: string | undefined): { argv: string[]; env: Record<string, string> } {
  const writable = [...new Set([...policy.writable, ...scratchPaths(req, policy.workspace), ...(home ? [home] : [])])];
  if (policy.kind === "bwrap") return { argv: [BWRAP, ...bwrapArgs(policy, req, writable)], env: { ...req.env, HOME: BWRAP_HOME, TMPDIR: "/tmp" } };
  if (policy.kind === "landlock" && home !== undefined)
    return { argv: [LAUNCHER_PYTHON, ...landlockArgs(policy, req, writable)], env: { ...req.env, HOME: home, TMPDIR: home } };
  return { argv: [req.command, ...req.args], env: { ...req.env } };
}

/**
 * An oracle (ExecRequest.subject): the subject is wrapped in the sandbox, its own pid
 * namespace under bubblewrap (it cannot see or signal the oracle), and the oracle runs
 * as given, keeping its channel and process group: it runs no pull-request code.
 */
async function runOracle(inner: Exec, policy: SandboxPolicy, req: ExecRequest & { subject: SubjectRequest }): Promise<ExecResult> {
  const home = policy.kind === "landlock" ? mkdtempSync(join(tmpdir(), "home-")) : undefined;
  try {
    const s = req.subject;
    const w = wrapped(policy, { command: s.command, args: s.args, cwd: s.cwd, env: childProcessEnv(s.env), timeoutMs: req.timeoutMs }, home);
    return await inner.run(withSubject(req, w.argv, w.env));
  } finally {
    if (home !== undefined) rmSync(home, { recursive: true, force: true });
  }
}

/** What a run's environment keeps: the package managers' settings are setup's alone (they may hold credentials). */
const envFor = (policy: SandboxPolicy, env: Readonly<Record<string, string>>): Readonly<Record<string, string>> =>
  policy.setupConfig ? env : withoutSetupConfig(env);

export function sandboxedExec(inner: Exec, policy: SandboxPolicy): Exec {
  const run = (asked: ExecRequest): Promise<ExecResult> => {
    const req = { ...asked, env: envFor(policy, asked.env) };
    if (req.subject !== undefined) return runOracle(inner, policy, { ...req, subject: { ...req.subject, env: withoutSetupConfig(req.subject.env) } });
    const writable = [...new Set([...policy.writable, ...scratchPaths(req, policy.workspace)])];
    if (policy.kind === "bwrap")
      return inner.run({ ...req, command: BWRAP, args: bwrapArgs(policy, req, writable), env: { ...req.env, HOME: BWRAP_HOME, TMPDIR: "/tmp" } });
    if (policy.kind === "landlock") return runLandlocked(inner, policy, req, writable);
    return inner.run(req);
  };
  return inner.sweep ? { run, sweep: (log) => inner.sweep!(log) } : { run };
}
