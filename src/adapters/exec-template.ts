// The warm template (issue 46 item 1, seedgate_template.py). A lane command's warm oracle
// interpreter (exec-warm.ts) serves its first run; every later run it would have served
// imported pytest and Hypothesis cold, about 330 ms of CPU each: a lane of ten properties
// paid it nine times. Once the warm interpreter is taken, a template with the same start
// imports the framework once and forks each later matching run from a state no run ever
// touched. The run's process is a launcher (seedgate_launch.py) with the pipes exec.ts gives
// any run and the template's control socket as fd 4 (an inherited descriptor: no path
// names it); it hands its pipes to the template, whose fork becomes the run, and ends as
// that fork ended. A template that is gone makes the launcher the run's cold start.
import { spawn, type ChildProcess } from "node:child_process";
import type { Socket } from "node:net";
import type { ExecRequest } from "../ports/local.js";
import { harnessPath } from "../runners/harness-path.js";
import type { Running, WarmStart } from "./warm-start.js";

interface Template {
  readonly start: WarmStart;
  readonly child: ChildProcess;
  gone: boolean;
}

let template: Template | undefined;

/** The template for `start`, started now unless it runs (it waits for runs holding no event loop alive). */
function running(start: WarmStart): Template {
  if (template !== undefined && !template.gone && template.start === start) return template;
  void discardTemplate();
  const args = [...start.args.slice(0, -1), "--template"]; // the warm start's, less its `--warm`
  const child = spawn(start.command, args, { cwd: start.cwd, env: start.env, detached: true, stdio: ["ignore", "ignore", "ignore", "pipe"] });
  const t: Template = { start, child, gone: false };
  child.on("error", () => (t.gone = true));
  child.on("exit", () => (t.gone = true));
  child.unref();
  (child.stdio[3] as Socket).unref();
  template = t;
  return t;
}

/** `req` (its env as the child gets it) as a run of the template for `start`: the launcher, as exec.ts runs a process. */
export function launch(start: WarmStart, req: ExecRequest, env: Readonly<Record<string, string>>): Running {
  const control = running(start).child.stdio[3] as Socket;
  const launcher = harnessPath("start/seedgate_launch.py");
  const stdio = ["pipe", "pipe", "pipe", "pipe", control] as const;
  const child = spawn(start.command, ["-I", "-S", launcher], { cwd: "/", env: start.env, detached: true, stdio: [...stdio] });
  child.stdin!.on("error", () => undefined); // a launcher that died is seen as its exit
  child.stdin!.end(JSON.stringify({ command: req.command, args: req.args, env, cwd: req.cwd }));
  return child;
}

/** Ends the template (at exit, and before a sweep: it is no survivor of the code under test); its runs end with it. */
export function discardTemplate(): Promise<void> {
  const t = template;
  template = undefined;
  if (t === undefined || t.gone || t.child.pid === undefined) return Promise.resolve();
  t.child.ref();
  const ended = new Promise<void>((done) => t.child.once("exit", () => done()));
  try {
    process.kill(t.child.pid, "SIGTERM"); // it kills the process group of each run still going, then exits
  } catch {
    return Promise.resolve(); // already gone
  }
  return ended;
}
