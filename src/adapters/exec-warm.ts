// A warm oracle interpreter (issue 27, seedgate_warm.py). A lane's oracle zygote spends
// ~0.3 s importing pytest and Hypothesis before its first row, after Node has started,
// loaded the lane and read git. A lane command starts one interpreter at its own start
// instead, with the pipes and process group exec.ts gives a run; it imports the framework
// and waits on fd 0. The first run that matches it gets it: its request is written there,
// and the interpreter adopts it or execs it cold, so a run never depends on the guess.
import { spawn } from "node:child_process";
import type { Socket } from "node:net";
import type { ExecRequest } from "../ports/local.js";
import { inheritedWarm } from "./exec-warm-inherited.js";
import { discardTemplate, launch } from "./exec-template.js";
import type { Running, WarmStart } from "./warm-start.js";

export type { Running, WarmStart } from "./warm-start.js";

interface Warm {
  /** Unknown for the shim's until the command says what it started (adoptWarm): until then no run takes it. */
  start: WarmStart | undefined;
  readonly child: Running;
  gone: boolean;
}

let pending: Warm | undefined;

/** Sockets of a waiting interpreter keep no event loop alive: a command that never uses it still ends. */
function hold(child: Running, ref: boolean): void {
  for (const s of child.stdio) if (s) (s as Socket)[ref ? "ref" : "unref"]();
  child[ref ? "ref" : "unref"]();
}

function wait(start: WarmStart | undefined, child: Running): void {
  void discardWarm();
  const warm: Warm = { start, child, gone: false };
  child.on("error", () => (warm.gone = true));
  child.on("exit", () => (warm.gone = true));
  child.stdin?.on("error", () => undefined); // EPIPE from one that died is seen as its exit
  hold(child, false);
  pending = warm;
}

/** Starts the warm interpreter (one at a time: a second start replaces the first). */
export function startWarm(start: WarmStart): void {
  const child = spawn(start.command, [...start.args], { cwd: start.cwd, env: start.env, detached: true, stdio: ["pipe", "pipe", "pipe", "pipe"] });
  wait(start, child);
}

/**
 * The warm interpreter the re-run's shim started (seedgate_subreaper.py), if it did and
 * its fds are close-on-exec here (called before this process starts anything): it waits
 * for adoptWarm to say what it runs. The variable is gone from this process either way.
 */
export function inheritWarm(env: NodeJS.ProcessEnv = process.env): void {
  const fds = env[WARM_FDS_ENV];
  delete env[WARM_FDS_ENV];
  const child = fds === undefined ? undefined : inheritedWarm(fds);
  if (child !== undefined) wait(undefined, child);
}

/** True when the shim's warm interpreter waits, started as `start` says: runs may take it now. */
export function adoptWarm(start: WarmStart): boolean {
  if (pending === undefined || pending.gone || pending.start !== undefined) return false;
  pending.start = start;
  return true;
}

/** The shim's warm interpreter's fds: "holder,stdin,stdout,stderr,channel,status". */
export const WARM_FDS_ENV = "SEEDGATE_WARM_FDS";

/** A run the warm interpreter can serve: its command, its argv past the start's prefix, a channel and no watchdog (its fds). */
function serves(start: WarmStart | undefined, req: ExecRequest): boolean {
  if (start === undefined) return false;
  const prefix = start.args.slice(0, -1);
  return (
    req.command === start.command &&
    req.channel === true &&
    req.watchdog === undefined &&
    req.args.length > prefix.length &&
    prefix.every((a, i) => req.args[i] === a)
  );
}

/** The start of the warm interpreter a run took: later runs it would have served are the template's (exec-template.ts). */
let taken: WarmStart | undefined;

/** The waiting interpreter, handed `req` (its env as the child gets it), a run of the template once it was taken, or undefined: the run starts cold. */
export function takeWarm(req: ExecRequest, env: Readonly<Record<string, string>>): Running | undefined {
  const warm = pending;
  if (warm === undefined || warm.gone || !serves(warm.start, req)) return taken !== undefined && serves(taken, req) ? launch(taken, req, env) : undefined;
  pending = undefined;
  taken = warm.start;
  hold(warm.child, true);
  warm.child.stdin!.end(JSON.stringify({ command: req.command, args: req.args, env, cwd: req.cwd }));
  return warm.child;
}

/** Kills a waiting interpreter and the template (at exit, and before a sweep: neither is a survivor of the code under test). */
export function discardWarm(): Promise<void> {
  const warm = pending;
  pending = undefined;
  const template = discardTemplate();
  if (warm === undefined || warm.gone || warm.child.pid === undefined) return template;
  hold(warm.child, true); // its exit must be waited for: no other handle may be left to keep this process alive
  const ended = new Promise<void>((done) => warm.child.once("exit", () => done()));
  try {
    process.kill(-warm.child.pid, "SIGKILL");
  } catch {
    return template; // already gone
  }
  return Promise.all([ended, template]).then(() => undefined);
}
