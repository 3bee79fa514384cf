// A lane command's warm oracle interpreter (exec-warm.ts, issue 27): started before the
// lane's modules load, so the framework is imported while Node loads them and reads git.
// The interpreter and environment are those a lane's fork server starts with under the
// default runners.python, guessed from this process's before the config is read: a config
// that names another interpreter starts cold as before.
import { resolve } from "node:path";
import { hostDisk } from "./disk.js";
import { warmStartOf, warmUp } from "./exec.js";
import type { WarmStart } from "./exec-warm.js";
import { oraclePython } from "../runners/interpreter.js";
import { bootArgs, oracleArgs, PYCACHE, pythonEnv } from "../runners/python.js";
import { withoutSetupConfig } from "./setup-config.js";

/** The directory the command runs in: its --cwd, else this process's (where a venv on PATH is the workspace's). */
function commandDir(argv: readonly string[]): string {
  const at = argv.findIndex((a) => a === "--cwd" || a.startsWith("--cwd="));
  if (at < 0) return process.cwd();
  const dir = argv[at]!.startsWith("--cwd=") ? argv[at]!.slice("--cwd=".length) : argv[at + 1];
  return resolve(dir ?? ".");
}

type Env = Readonly<Record<string, string | undefined>>;

/** A lane command's warm interpreter (the shim's, if it started one), started or adopted. */
export function warmOracle(argv: readonly string[], env: Env = process.env): void {
  if (process.platform !== "linux") return; // seedgate_warm.py's protocol is tested on Linux only
  warmUp(commandWarmStart(argv, env));
}

/** For the re-run's shim (subreaper.ts), which starts it before the re-run's Node: the start, environment as a child's. */
export const earlyWarmStart = (argv: readonly string[], env: Env = process.env): WarmStart => warmStartOf(commandWarmStart(argv, env));

const commandWarmStart = (argv: readonly string[], env: Env): WarmStart =>
  warmStart(env, oraclePython(hostDisk, env.SEEDGATE_PYTHON ?? "python3", [commandDir(argv)], env));

/** The warm start of a run whose environment is built from `env` (pythonEnv) and that `python` starts. */
export function warmStart(env: Readonly<Record<string, string | undefined>>, python: string): WarmStart {
  // Its layout and seed come with the run (seedgate_warm.LATE); a lane's oracle zygote knows no seed.
  // The package managers' settings are setup's alone (setup-config.ts): the oracle that decides rows starts without them.
  const { SEEDGATE_SEED: _seed, SEEDGATE_BOOT: _boot, ...early } = pythonEnv(withoutSetupConfig(env), 0, hostDisk.nowhere(PYCACHE), { roots: [] });
  return { command: python, args: oracleArgs(bootArgs(["--warm"])), cwd: "/", env: early };
}
