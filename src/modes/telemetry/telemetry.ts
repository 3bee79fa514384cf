// `telemetry` (seed 003's executor 1): the patch's own tests, run and reported.
// "A log of what the model believed it did": it never votes, so the result type
// has no verdict. The command and JUnit path come from the base commit's config
// (sealed), so the PR cannot point telemetry somewhere else.
import { join } from "node:path";
import type { Files } from "../../ports/files.js";
import type { Config } from "../../core/inputs/config.js";
import { CAPS, clip, clipFailure, clipTail, type NonVotingResults, type TelemetryReport } from "../../core/judge/non-voting.js";
import type { Exec, ExecResult, Git, Log } from "../../ports/local.js";
import type { Disk } from "../../ports/scratch.js";
import { childEnv } from "../../runners/child-env.js";
import { addTallies, EMPTY_TALLY, tallyJunit, type JunitTally } from "../../runners/junit-report.js";
import { VERSION } from "../../version.js";
import { sandboxedOrThrow } from "../base/sandbox.js";
import type { Sandboxes } from "../../ports/sandbox.js";
import { baseOf, type BaseReader } from "../base/snapshot.js";

export interface TelemetrySettings {
  readonly base: string;
  readonly head: string;
  readonly runId: string;
  readonly configPath?: string;
}

export interface TelemetryPorts {
  readonly git: Git;
  readonly exec: Exec;
  readonly disk: Disk;
  readonly sandboxes: Sandboxes;
  readonly files: Files;
  readonly log: Log;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The run's base reader (`check` hands one to every mode). */
  readonly bases?: BaseReader;
}

export interface TelemetryRun {
  readonly command: "telemetry";
  readonly results: NonVotingResults<TelemetryReport>;
}

/** JUnit files bigger than this are refused rather than parsed. */
export const MAX_JUNIT_BYTES = 32 * 1024 * 1024;

export async function telemetry(s: TelemetrySettings, ports: TelemetryPorts): Promise<TelemetryRun> {
  const [base, head] = [await ports.git.resolve(s.base), await ports.git.resolve(s.head)];
  const { config } = await baseOf(ports, base, s.configPath);
  // The patch's own tests may write their workspace (caches, JUnit), nothing outside it: not the lanes' results, not seedgate.
  const exec =
    config.telemetry.command === undefined
      ? ports.exec
      : sandboxedOrThrow(ports.sandboxes, ports.exec, config, ports.env, { workspace: ports.git.root, writable: [ports.git.root] });
  const report = await executeTelemetry(config.telemetry, ports.git.root, { ...ports, exec });
  ports.log.info(`telemetry (non-voting): ${report.status}: ${report.detail}`);
  return { command: "telemetry", results: { schema: 1, kind: "telemetry", base, head, runId: s.runId, seedgateVersion: VERSION, report } };
}

const blank = {
  tests: 0,
  passed: 0,
  failed: 0,
  skipped: 0,
  errors: 0,
  failures: [],
  failuresOmitted: 0,
  durationMs: 0,
  exitCode: null,
  junitFiles: [],
  tail: "",
} as const;

export async function executeTelemetry(
  t: Config["telemetry"],
  root: string,
  ports: Pick<TelemetryPorts, "exec" | "env" | "log" | "files">,
): Promise<TelemetryReport> {
  const report = (fields: Partial<TelemetryReport> & Pick<TelemetryReport, "status" | "detail">): TelemetryReport => ({
    kind: "telemetry",
    votes: false,
    ...blank,
    ...fields,
    detail: clip(fields.detail, CAPS.detail),
  });
  if (t.command === undefined) return report({ status: "not-configured", detail: "no telemetry.command in the base commit's config" });
  // Files present before the run (committed by the PR, or left from an earlier run) are not this run's evidence.
  const before = t.junit === undefined ? new Map<string, number>() : await mtimes(ports.files, root, await junitFiles(ports.files, root, t.junit));
  const argv = typeof t.command === "string" ? ["/bin/sh", "-c", t.command] : [...t.command];
  const env = childEnv(ports.env, 0);
  delete env.SEEDGATE_SEED; // no seed here: the patch's own tests run as they are
  const r = await ports.exec.run({ command: argv[0]!, args: argv.slice(1), cwd: root, env, timeoutMs: t.timeout * 1000 });
  await ports.exec.sweep?.(ports.log); // a daemon the tests left behind could rewrite the JUnit files read next
  const ran = { durationMs: Math.round(r.durationMs), exitCode: r.exitCode, tail: clipTail(r.stdoutTail + r.stderrTail, CAPS.tail) };
  if (r.timedOut) return report({ ...ran, status: "error", detail: `the telemetry command passed its ${t.timeout}s timeout; its process group was killed` });
  if (t.junit === undefined) return byExitCode(r, report, ran);
  const read = await readJunit(ports.files, root, t.junit, before);
  if (!read.ok) return report({ ...ran, status: "error", detail: read.message, junitFiles: read.files });
  const { tally, files } = read;
  const counts = { tests: tally.tests, passed: tally.passed, failed: tally.failed, skipped: tally.skipped, errors: tally.errors };
  const failures = tally.failures.slice(0, CAPS.failures).map(clipFailure);
  const body = { ...ran, ...counts, failures, failuresOmitted: tally.failures.length - failures.length, junitFiles: files.slice(0, CAPS.files) };
  const summary = `${tally.tests} tests in ${files.length} JUnit file(s), command exited ${exitText(r)}`;
  if (tally.failed + tally.errors > 0) return report({ ...body, status: "failed", detail: summary });
  if (tally.tests === 0) return report({ ...body, status: "error", detail: `the JUnit XML reports no tests (${summary})` });
  if (r.exitCode !== 0) return report({ ...body, status: "error", detail: `the JUnit XML reports no failure, but the command exited ${exitText(r)}` });
  return report({ ...body, status: "passed", detail: summary });
}

function byExitCode(
  r: ExecResult,
  report: (f: Partial<TelemetryReport> & Pick<TelemetryReport, "status" | "detail">) => TelemetryReport,
  ran: Partial<TelemetryReport>,
): TelemetryReport {
  const detail = `no telemetry.junit configured: judged by the exit code alone (${exitText(r)})`;
  return report({ ...ran, status: r.exitCode === 0 ? "passed" : r.exitCode === null ? "error" : "failed", detail });
}

const exitText = (r: ExecResult): string => (r.exitCode === null ? `by signal ${r.signal ?? "(unknown)"}` : String(r.exitCode));

type JunitFiles = { ok: true; tally: JunitTally; files: string[] } | { ok: false; message: string; files: string[] };

async function readJunit(files: Files, root: string, pattern: string, before: ReadonlyMap<string, number>): Promise<JunitFiles> {
  const all = await junitFiles(files, root, pattern);
  const now = await mtimes(files, root, all);
  const fresh = all.filter((f) => before.get(f) === undefined || before.get(f) !== now.get(f));
  if (fresh.length === 0) {
    const why = all.length === 0 ? `no JUnit XML at ${pattern}` : `the JUnit XML at ${pattern} predates the run (${all.slice(0, 3).join(", ")})`;
    return { ok: false, message: `${why}: the telemetry command did not write its report`, files: [] };
  }
  let tally = EMPTY_TALLY;
  for (const file of fresh) {
    const st = await files.stat(join(root, file));
    // A link could point the report at any file this user can read: JUnit XML is a regular file the tests wrote.
    if (st?.kind !== "file") return { ok: false, message: `${file}: ${st === null ? "vanished" : `a ${st.kind}, not a regular file`}`, files: fresh };
    if (st.size > MAX_JUNIT_BYTES) return { ok: false, message: `${file}: ${st.size} bytes, over the ${MAX_JUNIT_BYTES}-byte cap for JUnit XML`, files: fresh };
    const r = tallyJunit((await files.read(join(root, file))).toString("utf8"), root);
    if (!r.ok) return { ok: false, message: `${file}: ${r.message}`, files: fresh };
    tally = addTallies(tally, r.tally);
  }
  return { ok: true, tally, files: fresh };
}

/** `junit` is a file, a directory of *.xml, or a glob, relative to the repository root. */
async function junitFiles(files: Files, root: string, pattern: string): Promise<string[]> {
  if (/[*?[\]{}]/.test(pattern)) {
    const match = (await import("picomatch")).default(pattern, { dot: true });
    return (await filesBelow(files, root, "", () => true, true)).filter((p) => match(p)).sort();
  }
  const path = pattern.replace(/\/+$/, "");
  const st = await files.stat(join(root, path));
  if (st === null) return [];
  if (st.kind !== "directory") return [path];
  return (await filesBelow(files, root, path, (name) => name.endsWith(".xml"))).sort();
}

/**
 * Every entry below `dir` that is not a directory and whose name `keep`s (links included:
 * they are refused when read). A glob from the root walks neither `.git` nor `node_modules`.
 */
async function filesBelow(files: Files, root: string, dir: string, keep: (name: string) => boolean, fromRoot = false): Promise<string[]> {
  const out: string[] = [];
  for (const e of await files.list(join(root, dir))) {
    const rel = dir === "" ? e.name : `${dir}/${e.name}`;
    if (fromRoot && (e.name === ".git" || e.name === "node_modules")) continue;
    if (e.kind === "directory") out.push(...(await filesBelow(files, root, rel, keep, fromRoot)));
    else if (keep(e.name)) out.push(rel);
  }
  return out;
}

async function mtimes(files: Files, root: string, paths: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const f of paths) {
    const st = await files.stat(join(root, f));
    if (st !== null) out.set(f, st.mtimeMs); // gone between listing and stat: simply not there
  }
  return out;
}
