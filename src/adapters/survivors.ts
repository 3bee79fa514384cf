// Survivors: processes the code under test left running after its run ended. A double
// fork plus setsid() leaves the process group processExec kills. Two ways find it:
// - a fork keeps the environment, so every child carries this seedgate's marker
//   (<name>=<nonce>, set by childProcessEnv) in /proc/<pid>/environ. Both halves are
//   random per run: no name of seedgate's for production code to find by one lookup
//   (issue 44 item 7), and two seedgates on one machine never sweep each other's children;
// - where seedgate is a child subreaper (subreaper.ts), an orphan is re-parented to
//   it, so it is a descendant of this process whatever environment it re-execs with.
// The sweep SIGKILLs every live process found either way, round after round (a daemon
// may fork while it is being killed), and fails closed when some will not die. Called
// only when no run is going, so in the subreaper every descendant is a survivor.
// Linux only: elsewhere there is no /proc to read, and the report says the sweep was
// unavailable.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { SeedgateError } from "../core/errors.js";
import type { SweepReport } from "../ports/local.js";
import { MARKER_KEY, RUN_MARKER } from "./run-marker.js";
import { isSubreaper } from "./subreaper.js";

export { INHERITED_MARKER_ENV, MARKER_KEY, RUN_MARKER } from "./run-marker.js";

export interface SweepOptions {
  /** The environment entry to look for (default this run's `MARKER_KEY=RUN_MARKER`). */
  readonly marker?: string;
  /** Where processes are listed (default /proc); a directory without `self/environ` means "unavailable". */
  readonly procRoot?: string;
  readonly maxRounds?: number;
  /**
   * Also kill every live descendant of this process (default: when it is the marked
   * subreaper, where every orphan is one). Off elsewhere: a library caller, a test,
   * may have children of its own.
   */
  readonly descendants?: boolean;
}

const MAX_ROUNDS = 40;
const SIGKILL_BIT = 1n << 8n; // signal 9 in the SigPnd/ShdPnd masks of /proc/<pid>/status

/** Synchronous on purpose: the same function runs in the process's `exit` handler. */
export function sweepSurvivors(opts: SweepOptions = {}): SweepReport {
  const proc = opts.procRoot ?? "/proc";
  if (!existsSync(`${proc}/self/environ`)) return { available: false, killed: 0 };
  const entry = Buffer.from(`${opts.marker ?? `${MARKER_KEY}=${RUN_MARKER}`}\0`);
  const spared = lineage(proc);
  const sparedGroups = new Set([...spared].map((pid) => statOf(proc, pid)?.pgrp));
  const below = opts.descendants ?? isSubreaper();
  const rounds = opts.maxRounds ?? MAX_ROUNDS;
  const killed = new Set<number>();
  const kill = (pid: number) => {
    // One the group kill already reached is dying, not a survivor: it is not counted.
    if (!dying(proc, pid)) killed.add(pid);
    // Its whole group too (never one of ours): a daemon's next generation, forked since the read, is in it.
    const group = statOf(proc, pid)?.pgrp;
    for (const target of [pid, ...(group && !sparedGroups.has(group) ? [-group] : [])]) {
      try {
        process.kill(target, "SIGKILL");
      } catch {
        // gone between the read and the kill
      }
    }
  };
  // Done after two empty rounds in a row: one scan can miss a daemon that forked and
  // exited while it was read (its new pid was not yet listed).
  for (let round = 1, empty = 0; round <= rounds; round++) {
    // Killed as soon as it is read: a daemon that keeps forking gets no scan's length to do it in.
    empty = eachMarked(proc, entry, spared, below, kill).length === 0 ? empty + 1 : 0;
    if (empty === 2) return { available: true, killed: killed.size };
    pause(Math.min(5 * round, 50));
  }
  const left = eachMarked(proc, entry, spared, below, () => {});
  if (left.length === 0) return { available: true, killed: killed.size };
  throw new SeedgateError(
    "internal",
    `${left.length} process(es) started by the code under test still run after ${rounds} rounds of SIGKILL (pid ${left.slice(0, 10).join(", ")})`,
    {
      hint: "a process stuck in uninterruptible sleep, or one that forks faster than it is killed, could still change the files this step writes; run lanes on an ephemeral runner, in a container or VM",
    },
  );
}

/** Live descendants of this process (with `below`), then live processes whose environment holds `entry` exactly; each handed to `found` at once. */
function eachMarked(proc: string, entry: Buffer, spared: ReadonlySet<number>, below: boolean, found: (pid: number) => void): number[] {
  const out: number[] = [];
  const take = (pid: number) => {
    out.push(pid);
    found(pid);
  };
  // Newest first: a daemon that keeps forking is most likely the highest pid, read before it moves on.
  const pids = readdirSync(proc)
    .filter((n) => /^\d+$/.test(n))
    .map(Number)
    .filter((pid) => !spared.has(pid))
    .sort((a, b) => b - a);
  const young = below ? descendants(proc, pids) : new Set<number>();
  young.forEach(take);
  for (const pid of pids) {
    if (young.has(pid)) continue;
    let env: Buffer;
    try {
      env = readFileSync(`${proc}/${pid}/environ`); // EACCES for another user's process: never ours to kill; a zombie's is empty
    } catch {
      continue;
    }
    if (carries(env, entry)) take(pid);
  }
  return out;
}

/** Live (not zombie) processes below this one in the parent tree. */
function descendants(proc: string, pids: readonly number[]): Set<number> {
  const children = new Map<number, number[]>();
  for (const pid of pids) {
    const stat = statOf(proc, pid);
    if (stat === null || stat.state === "Z" || stat.state === "X") continue;
    children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid]);
  }
  const out = new Set<number>();
  const queue = [process.pid];
  while (queue.length > 0) for (const c of children.get(queue.shift()!) ?? []) if (!out.has(c)) (out.add(c), queue.push(c));
  return out;
}

function carries(env: Buffer, entry: Buffer): boolean {
  for (let i = env.indexOf(entry); i !== -1; i = env.indexOf(entry, i + 1)) if (i === 0 || env[i - 1] === 0) return true;
  return false;
}

/** This process and its ancestors: a seedgate started by a seedgate carries the outer marker. */
function lineage(proc: string): Set<number> {
  const out = new Set<number>();
  for (let pid = process.pid; pid > 0 && !out.has(pid); pid = parentOf(proc, pid)) out.add(pid);
  return out;
}

const parentOf = (proc: string, pid: number): number => statOf(proc, pid)?.ppid ?? 0;

/** State, parent and process group from /proc/<pid>/stat (the name, in parentheses, may hold anything). */
function statOf(proc: string, pid: number): { state: string; ppid: number; pgrp: number } | null {
  try {
    const stat = readFileSync(`${proc}/${pid}/stat`, "utf8");
    const [state, ppid, pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state: state ?? "", ppid: Number(ppid) || 0, pgrp: Number(pgrp) || 0 };
  } catch {
    return null;
  }
}

function dying(proc: string, pid: number): boolean {
  try {
    const status = readFileSync(`${proc}/${pid}/status`, "utf8");
    return [...status.matchAll(/^(?:SigPnd|ShdPnd):\s*([0-9a-f]+)$/gm)].some((m) => (BigInt(`0x${m[1]}`) & SIGKILL_BIT) !== 0n);
  } catch {
    return true;
  }
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));
const pause = (ms: number): void => void Atomics.wait(sleeper, 0, 0, ms);
