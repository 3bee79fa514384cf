// A daemon that double-forks is re-parented to its nearest ancestor marked as a child
// subreaper (prctl PR_SET_CHILD_SUBREAPER), else to init. A seedgate that runs pull-
// request code marks itself, so whatever that code leaves running stays a descendant
// of seedgate's, whatever it does to its session, process group or environment, and
// the sweep (survivors.ts) finds it. Node cannot call prctl; Python's ctypes can, and
// the mark survives execve: such a command re-runs itself once under a Python shim
// and this process only mirrors the child's exit. Linux only; without Python the run
// goes on unmarked (the environment marker still finds most daemons).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { harnessPath } from "../runners/harness-path.js";
import { inheritWarm, type WarmStart } from "./exec-warm.js";
import { INHERITED_MARKER_ENV, MARKER_KEY, RUN_MARKER } from "./run-marker.js";

/** "1" in the marked process; "unavailable" where prctl refused; absent before the re-run. */
export const SUBREAPER_ENV = "SEEDGATE_SUBREAPER";

/**
 * NODE_EXTRA_CA_CERTS, parked for the re-run. Node reads that file at start-up
 * (50-90 ms for a system bundle), and a re-run never makes a TLS connection: the modes
 * that run pull-request code ask the GitHub API nothing (githubFor refuses in it). So
 * the re-run starts without it and puts it back at once, for the processes it starts.
 */
export const PARKED_CA_ENV = "SEEDGATE_PARKED_NODE_EXTRA_CA_CERTS";
let startedWithoutCaCerts = false;

/** True in a re-run whose Node started without the caller's NODE_EXTRA_CA_CERTS. */
export const caCertsParked = (): boolean => startedWithoutCaCerts;

function unparkCaCerts(): void {
  const parked = process.env[PARKED_CA_ENV];
  if (parked === undefined) return;
  delete process.env[PARKED_CA_ENV];
  process.env.NODE_EXTRA_CA_CERTS = parked;
  startedWithoutCaCerts = true;
}

function reRunEnv(): NodeJS.ProcessEnv {
  const { NODE_EXTRA_CA_CERTS: certs, ...env } = process.env;
  // The same sweep marker as this process (survivors.ts): the warm interpreter this one starts carries it.
  const marker = { [INHERITED_MARKER_ENV]: `${MARKER_KEY}=${RUN_MARKER}` };
  return { ...env, [SUBREAPER_ENV]: "1", ...marker, ...(certs === undefined ? {} : { [PARKED_CA_ENV]: certs }) };
}

/** A lane command's warm oracle interpreter, for the shim to start (seedgate_subreaper.py): JSON of a WarmStart. */
export const WARM_START_ENV = "SEEDGATE_WARM_START";

const PYTHONS = ["/usr/bin/python3", "/bin/python3"];

/** True when this process is the marked one. */
export const isSubreaper = (): boolean => process.env[SUBREAPER_ENV] === "1";

/**
 * Resolves when this process should go on with the command: it is already the marked
 * re-run, or it cannot be marked here. Otherwise it re-runs this program under the
 * shim, forwards SIGINT/SIGTERM/SIGHUP, and exits as the re-run exits.
 */
export async function becomeSubreaper(warm?: () => Promise<WarmStart>): Promise<void> {
  if (process.env[SUBREAPER_ENV] !== undefined) {
    unparkCaCerts(); // the re-run
    inheritWarm(); // before anything is spawned: its ends of the shim's warm interpreter must reach no child
  }
  const python = PYTHONS.find((p) => existsSync(p));
  if (process.platform !== "linux" || process.env[SUBREAPER_ENV] !== undefined || python === undefined) return;
  // -I: no PYTHONPATH, no user site, no script dir on sys.path.
  const args = ["-I", harnessPath("start/seedgate_subreaper.py"), process.execPath, ...process.execArgv, ...process.argv.slice(1)];
  const early =
    warm === undefined
      ? {}
      : await warm().then(
          (start) => ({ [WARM_START_ENV]: JSON.stringify(start) }),
          () => ({}), // the re-run then starts its own
        );
  const child = spawn(python, args, { stdio: "inherit", env: { ...reRunEnv(), ...early } });
  for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(sig, () => child.kill(sig));
  return new Promise<void>((goOn) => {
    // Python did not start: go on here, unmarked ("error" comes instead of "exit").
    child.on("error", (err) => {
      process.stderr.write(
        `seedgate: could not mark itself a child subreaper through ${python} (${err.message}); daemons are found by their environment only\n`,
      );
      goOn();
    });
    child.on("exit", (code, signal) => {
      if (signal !== null) {
        process.removeAllListeners(signal);
        process.kill(process.pid, signal);
      }
      process.exit(code ?? 1);
    });
  });
}
