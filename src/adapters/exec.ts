// The Exec port: argv only (never a shell), the child in its own process group so a
// timeout kills everything it spawned, bounded output tails, and a sweep for what
// escaped the group (survivors.ts).
import { withSubject } from "./subject-request.js";
import { spawn } from "node:child_process";
import { describeError, SeedgateError } from "../core/errors.js";
import type { Exec, ExecRequest, ExecResult, Log, SweepReport } from "../ports/local.js";
import { MARKER_KEY, RUN_MARKER, sweepSurvivors } from "./survivors.js";
import { CHANNEL_CAP, channelSink } from "./exec-channel.js";
import { adoptWarm, discardWarm, startWarm, takeWarm, type Running, type WarmStart } from "./exec-warm.js";

const DEFAULT_TAIL = 8 * 1024;

/** Keeps the first `limit` bytes and drains the rest (a writer never blocks on a full pipe). */
function head(limit: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  return {
    push(b: Buffer) {
      if (size < limit) chunks.push(b.subarray(0, limit - size));
      size += b.length;
    },
    text: () => Buffer.concat(chunks).toString("utf8"),
  };
}

/** A watchdog's dump is read from its head: faulthandler prints the innermost frame first. */
const WATCHDOG_CAP = 64 * 1024;

/** Keeps the last `limit` bytes of a stream without holding the rest. */
function tail(limit: number) {
  let chunks: Buffer[] = [];
  let size = 0;
  return {
    push(b: Buffer) {
      chunks.push(b);
      size += b.length;
      while (size - chunks[0]!.length >= limit) size -= chunks.shift()!.length;
    },
    text: () => {
      const all = Buffer.concat(chunks);
      chunks = [];
      return all.subarray(Math.max(0, all.length - limit)).toString("utf8");
    },
  };
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // already gone
  }
}

/**
 * Never handed to a child (children run pull-request code): the action's inputs
 * (INPUT_TOKEN), the runner's tokens (ACTIONS_*, GITHUB_TOKEN), the holdout secret (with
 * it, PR code could derive every secret holdout) and the runner's file commands, whose
 * writes would reach seedgate's own outputs and the job's later steps (and seedgate's
 * subreaper flag and its shim's warm interpreter: a seedgate the code starts marks itself
 * and warms anew). Stripped here,
 * once, so no runner or executor can forget it. Added here, once: this seedgate's marker,
 * which every descendant inherits and the sweep looks for (a random name and value: survivors.ts).
 */
const RUNNER_ONLY =
  /^(INPUT_|ACTIONS_)|^(GITHUB_TOKEN|GH_TOKEN|GITHUB_ENV|GITHUB_OUTPUT|GITHUB_STATE|GITHUB_PATH|GITHUB_STEP_SUMMARY|SEEDGATE_HOLDOUT_SECRET|SEEDGATE_SUBREAPER|SEEDGATE_PARKED_NODE_EXTRA_CA_CERTS|SEEDGATE_WARM_START|SEEDGATE_WARM_FDS|SEEDGATE_RUN_MARKER)$/i;

export function childProcessEnv(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && !RUNNER_ONLY.test(k)) out[k] = v;
  out[MARKER_KEY] = RUN_MARKER;
  return out;
}

/**
 * Process groups still running. Each child is detached (its own group), so a Ctrl-C
 * on the terminal does not reach it: on exit or SIGINT/SIGTERM seedgate kills them,
 * or a pytest would outlive the CLI with no timeout left to stop it; then it sweeps
 * for daemons that left their group, so none outlives seedgate either.
 */
const live = new Set<number>();
/**
 * A sweep ended (two empty rounds: nothing marked, no descendant) and no run or warm
 * interpreter started since: nothing can have been marked since, so the exit's sweep
 * would only repeat it (at least 15 ms of pauses).
 */
let sweptSince = false;
let hooked = false;
function killAll(): void {
  void discardWarm();
  live.forEach(killGroup);
  if (sweptSince) return;
  try {
    const r = sweepSurvivors();
    if (r.killed > 0) process.stderr.write(`seedgate: killed ${r.killed} process(es) the code under test left running\n`);
  } catch (err) {
    process.stderr.write(`seedgate: ${describeError(err)}\n`);
  }
}
function hookExit(): void {
  if (hooked) return;
  hooked = true;
  process.on("exit", killAll);
  for (const sig of ["SIGINT", "SIGTERM"] as const) {
    const onSignal = () => {
      killAll();
      // Alone, keep the default (die by the signal); with other listeners (hunt's cleanup), let them decide.
      if (process.listenerCount(sig) === 1) {
        process.removeListener(sig, onSignal);
        process.kill(process.pid, sig);
      }
    };
    process.on(sig, onSignal);
  }
}

/** Without a sandbox (runners.sandbox: none, or a bare Exec): an oracle's subject starts as it is, marked like every run. */
const plainSubject = (req: ExecRequest): ExecRequest =>
  req.subject === undefined ? req : withSubject(req, [req.subject.command, ...req.subject.args], childProcessEnv(req.subject.env));

/**
 * Starts a warm interpreter that the first run it serves takes (exec-warm.ts), or adopts the
 * one the re-run's shim started as `start` says; killed at exit if no run takes it.
 */
export function warmUp(start: WarmStart): void {
  hookExit();
  sweptSince = false;
  const started = warmStartOf(start);
  if (!adoptWarm(started)) startWarm(started);
}

/** The start as the warm interpreter gets it: its environment as every child's is. */
export const warmStartOf = (start: WarmStart): WarmStart => ({ ...start, env: childProcessEnv(start.env) });

let warnedUnavailable = false;
/** How long the pipes of a run whose process exited may stay open (a setsid'd holder's). */
const PIPE_LINGER_MS = 1000;

export const processExec: Exec = {
  run(asked: ExecRequest): Promise<ExecResult> {
    sweptSince = false;
    const req = plainSubject(asked);
    const started = process.hrtime.bigint();
    const out = tail(req.tailBytes ?? DEFAULT_TAIL);
    const err = tail(req.tailBytes ?? DEFAULT_TAIL);
    const channel = req.channel ? channelSink(req.onChannelLine) : undefined;
    const watchdog = req.watchdog ? head(WATCHDOG_CAP) : undefined;
    return new Promise((resolve) => {
      hookExit();
      // fd 3 is a fixed number the harness knows: no path the code under test could read or forge.
      // fd 4, the watchdog's, likewise.
      const stdio: ("ignore" | "pipe")[] = ["ignore", "pipe", "pipe"];
      if (channel || watchdog) stdio.push(channel ? "pipe" : "ignore");
      if (watchdog) stdio.push("pipe");
      const env = childProcessEnv(req.env);
      const child: Running = takeWarm(req, env) ?? spawn(req.command, [...req.args], { cwd: req.cwd, env, detached: true, stdio });
      if (child.pid !== undefined) live.add(child.pid);
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        killGroup(child.pid);
      }, req.timeoutMs);
      child.stdout?.on("data", (b: Buffer) => out.push(b));
      child.stderr?.on("data", (b: Buffer) => err.push(b));
      if (channel) {
        const fd3 = child.stdio[3] as NodeJS.ReadableStream | null;
        fd3?.on("data", (b: Buffer) => {
          if (!channel.push(b)) killGroup(child.pid);
        });
      }
      (child.stdio[4] as NodeJS.ReadableStream | null | undefined)?.on("data", (b: Buffer) => watchdog?.push(b));
      // A process that left the group (setsid) inherits our pipes and would hold the run
      // open for as long as it lives: once the child exits, what is still open after a
      // short linger (buffered bytes drain) is closed, and the run ends (finish kills the group).
      let linger: NodeJS.Timeout | undefined;
      child.on("exit", () => {
        linger = setTimeout(() => child.stdio.forEach((s) => s?.destroy()), PIPE_LINGER_MS);
      });
      const finish = (exitCode: number | null, signal: string | null, spawnError?: Error) => {
        clearTimeout(timer);
        clearTimeout(linger);
        killGroup(child.pid); // grandchildren that outlive their parent do not outlive the run
        if (child.pid !== undefined) live.delete(child.pid);
        resolve({
          exitCode,
          signal,
          timedOut,
          durationMs: Number(process.hrtime.bigint() - started) / 1e6,
          stdoutTail: out.text(),
          stderrTail: spawnError
            ? `${err.text()}could not start ${req.command}: ${spawnError.message}`
            : channel?.over
              ? `${err.text()}seedgate: the result channel (fd 3) passed ${CHANNEL_CAP} bytes; the run was killed and its rows discarded`
              : err.text(),
          ...(channel && !channel.over && !spawnError ? { channel: channel.text() } : {}),
          ...(watchdog ? { watchdog: watchdog.text() } : {}),
        });
      };
      child.on("error", (e: Error) => finish(null, null, e));
      child.on("close", (code: number | null, signal: string | null) => finish(code, signal));
    });
  },
  dropWarm: discardWarm,
  async sweep(log: Log): Promise<SweepReport> {
    await discardWarm(); // seedgate's own, unused: no survivor of the code under test
    // Mid-run it would kill the runs still going: a command sweeps once they all ended.
    if (live.size > 0) throw new SeedgateError("internal", `the survivor sweep was called while ${live.size} run(s) were still going`);
    const r = sweepSurvivors();
    sweptSince = true;
    if (!r.available) {
      if (!warnedUnavailable)
        log.warn(
          `no /proc on ${process.platform}: seedgate cannot find processes the code under test left running outside its process group (daemons), so none was killed`,
        );
      warnedUnavailable = true;
    } else if (r.killed > 0)
      log.warn(
        `killed ${r.killed} process(es) the code under test left running outside its process group (a daemon?), before anything they could touch was read or written`,
      );
    else log.debug("sweep: no process started by the code under test outlived it");
    return r;
  },
};
