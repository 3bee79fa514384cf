// Which Python starts which process. runners.python may name an interpreter the pull
// request made (a venv `runners.setup` built in the workspace): it may run the subject,
// which imports production code, but never the oracle process (issue 25, issue 26.3).
import { delimiter, dirname, isAbsolute, join, relative, resolve } from "node:path";
import type { Config } from "../core/inputs/config.js";
import { isolationOf } from "../core/inputs/isolation.js";
import { pythonInterpreter } from "../core/inputs/interpreter.js";
import type { Disk } from "../ports/scratch.js";

const within = (path: string, dirs: readonly string[]): boolean =>
  dirs.some((d) => {
    const r = relative(d, path);
    return r === "" || (!r.startsWith("..") && !isAbsolute(r));
  });

/** A path in a workspace, as named or once symlinks are followed. */
function inWorkspace(disk: Disk, path: string, workspaces: readonly string[]): boolean {
  if (within(path, workspaces)) return true;
  const real = disk.real(path);
  return real !== undefined && within(real, workspaces);
}

/** The first `name` on PATH outside the workspaces (a venv's bin/ on PATH is skipped). */
function onPath(disk: Disk, name: string, path: string | undefined, workspaces: readonly string[]): string | undefined {
  for (const dir of (path ?? "").split(delimiter)) {
    if (dir === "" || !isAbsolute(dir)) continue;
    const candidate = join(dir, name);
    if (disk.exists(candidate) && !inWorkspace(disk, candidate, workspaces)) return candidate;
  }
  return undefined;
}

/**
 * The oracle process's interpreter: `python` itself unless the pull request could have
 * written it (it lies in a workspace); then SEEDGATE_PYTHON or python3, each found
 * outside the workspaces. Never one of the workspace's: what it would import is the
 * pull request's.
 */
export function oraclePython(disk: Disk, python: string, workspaces: readonly string[], env: Readonly<Record<string, string | undefined>>): string {
  for (const candidate of [python, env.SEEDGATE_PYTHON, "python3"]) {
    if (candidate === undefined) continue;
    const found = candidate.includes("/") ? resolve(candidate) : onPath(disk, candidate, env.PATH, workspaces);
    if (found !== undefined && !inWorkspace(disk, found, workspaces)) return found;
  }
  // No interpreter outside the workspace: the preflight then names this one as missing.
  return "/usr/bin/python3";
}

/** The site-packages of the venv `python` belongs to (a venv in the workspace feeds the subject only). */
export function venvSites(disk: Disk, python: string): string[] {
  if (!python.includes("/")) return [];
  const venv = dirname(dirname(python));
  if (!disk.exists(join(venv, "pyvenv.cfg"))) return [];
  return disk
    .names(join(venv, "lib"))
    .filter((n) => /^python3(\.\d+)?$/.test(n))
    .map((n) => join(venv, "lib", n, "site-packages"))
    .filter((p) => disk.exists(p));
}

/** Whether frameworkPython starts the oracle of isolation: process (with -S: python.ts oracleArgs), so a probe asks it so. */
export const frameworkIsOracle = (config: Config): boolean => isolationOf(config, {}, true) === "process";

/** The interpreter whose pytest and Hypothesis decide a Python preset's rows under runners.isolation (the lane records its versions). */
export function frameworkPython(disk: Disk, config: Config, env: Readonly<Record<string, string | undefined>>, workspace: string): string {
  const python = pythonInterpreter(config, env, workspace);
  return frameworkIsOracle(config) ? oraclePython(disk, python, [workspace], env) : python;
}
