// Which Python starts which process. runners.python may name an interpreter the pull
// request made (a venv `runners.setup` built in the workspace): it may run the subject,
// which imports production code, but never the oracle process (issue 25, issue 26.3).
import { existsSync, readdirSync, realpathSync } from "node:fs";
import { delimiter, dirname, isAbsolute, join, relative, resolve } from "node:path";
import type { Config } from "../core/inputs/config.js";
import { isolationOf } from "../core/inputs/isolation.js";
import { pythonInterpreter } from "../core/inputs/interpreter.js";

const within = (path: string, dirs: readonly string[]): boolean =>
  dirs.some((d) => {
    const r = relative(d, path);
    return r === "" || (!r.startsWith("..") && !isAbsolute(r));
  });

/** A path in a workspace, as named or once symlinks are followed. */
function inWorkspace(path: string, workspaces: readonly string[]): boolean {
  if (within(path, workspaces)) return true;
  try {
    return within(realpathSync(path), workspaces);
  } catch {
    return false;
  }
}

/** The first `name` on PATH outside the workspaces (a venv's bin/ on PATH is skipped). */
function onPath(name: string, path: string | undefined, workspaces: readonly string[]): string | undefined {
  for (const dir of (path ?? "").split(delimiter)) {
    if (dir === "" || !isAbsolute(dir)) continue;
    const candidate = join(dir, name);
    if (existsSync(candidate) && !inWorkspace(candidate, workspaces)) return candidate;
  }
  return undefined;
}

/**
 * The oracle process's interpreter: `python` itself unless the pull request could have
 * written it (it lies in a workspace); then SEEDGATE_PYTHON or python3, each found
 * outside the workspaces. Never one of the workspace's: what it would import is the
 * pull request's.
 */
export function oraclePython(python: string, workspaces: readonly string[], env: Readonly<Record<string, string | undefined>>): string {
  for (const candidate of [python, env.SEEDGATE_PYTHON, "python3"]) {
    if (candidate === undefined) continue;
    const found = candidate.includes("/") ? resolve(candidate) : onPath(candidate, env.PATH, workspaces);
    if (found !== undefined && !inWorkspace(found, workspaces)) return found;
  }
  // No interpreter outside the workspace: the preflight then names this one as missing.
  return "/usr/bin/python3";
}

/** The site-packages of the venv `python` belongs to (a venv in the workspace feeds the subject only). */
export function venvSites(python: string): string[] {
  if (!python.includes("/")) return [];
  const venv = dirname(dirname(python));
  if (!existsSync(join(venv, "pyvenv.cfg"))) return [];
  try {
    return readdirSync(join(venv, "lib"))
      .filter((n) => /^python3(\.\d+)?$/.test(n))
      .map((n) => join(venv, "lib", n, "site-packages"))
      .filter((p) => existsSync(p));
  } catch {
    return [];
  }
}

/** The interpreter whose pytest and Hypothesis decide a Python preset's rows under runners.isolation (the lane records its versions). */
export function frameworkPython(config: Config, env: Readonly<Record<string, string | undefined>>, workspace: string): string {
  const python = pythonInterpreter(config, env, workspace);
  return isolationOf(config, {}, true) === "process" ? oraclePython(python, [workspace], env) : python;
}
