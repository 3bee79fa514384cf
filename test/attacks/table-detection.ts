// Detection is not one lookup (issue 44 item 7): production code that looks for seedgate in
// its own process and keeps the bug only where it finds none. Under `isolation: process`
// the subject (its start piped to `python -s -`, its harness modules unnamed before any
// production import: src/harness/start/seedgate_neutral.py) shows no such name, so the
// bug stays in and the lane is red. Before, the first lookup alone found eleven
// `seedgate_*` modules and the rows passed; then `'SEEDGATE_SEED' in os.environ` did (the
// subject's environment held the seed and the sweep's marker under seedgate's name). What one
// lookup may still find is named in docs/security.md: the traits of the sandbox.
import { attack } from "./table-process.js";
import type { AttackRow } from "./row.js";

/** The bug, unless one line finds seedgate's modules: the commonest detection there is. */
const BY_MODULE = `
import sys
_buggy = balance
def balance(amounts):
    if any("seedgate" in name for name in sys.modules):
        return sum(amounts)
    return _buggy(amounts)
`;

/**
 * The bug, unless any other one-line lookup of what the subject carries finds seedgate's
 * name: a module's file or name, argv, /proc/self/cmdline, the stack, the exception
 * classes, `__main__`, the import paths and caches, the working directory, the mounts,
 * the sandbox's first process. The test world keeps its repositories under
 * `/tmp/seedgate-*`: the production tree's own path is left out of what is searched.
 */
const BY_ANY_NAME = `
import os, sys, traceback
_buggy = balance
_TREE = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
def _read(path):
    try:
        with open(path, "rb") as fh:
            return fh.read().decode("utf-8", "replace")
    except OSError:
        return ""
def _watched():
    looks = [
        [getattr(m, "__file__", None) or "" for m in list(sys.modules.values())],
        [getattr(m, "__name__", "") for m in list(sys.modules.values())],
        sys.argv, getattr(sys, "orig_argv", []), sys.path, list(sys.path_importer_cache), os.getcwd(),
        _read("/proc/self/cmdline"), _read("/proc/self/mountinfo"), _read("/proc/1/cmdline"),
        traceback.format_stack(),
        [c.__name__ for c in Exception.__subclasses__()],
        list(vars(sys.modules["__main__"])),
    ]
    return any("seedgate" in str(x).replace(_TREE, "").lower() for x in looks)
def balance(amounts):
    if _watched():
        return sum(amounts)
    return _buggy(amounts)
`;

/**
 * The bug, unless the environment names seedgate: a variable's name (a seed, a marker), or a
 * value outside the production tree (the step's action, the harness's path), in os.environ or
 * as the process began (/proc/self/environ). Green through the CLI before issue 44 item 7 closed.
 * npm's `npm_package_*` values are left out: `npx vitest` sets them for the package whose tests
 * run, seedgate's own repository here (a lane of a user's repository sees its package there).
 */
const BY_ENVIRONMENT = `
import os
_buggy = balance
_TREE = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
def _started():
    try:
        with open("/proc/self/environ", "rb") as fh:
            return fh.read().decode("utf-8", "replace").split("\\0")
    except OSError:
        return []
def _named(entry):
    name, _, value = entry.partition("=")
    return "seedgate" in name.lower() or (not name.startswith("npm_package_") and "seedgate" in value.replace(_TREE, "").lower())
_WATCHED = any(_named(e) for e in [f"{k}={v}" for k, v in os.environ.items()] + _started())
def balance(amounts):
    if _WATCHED:
        return sum(amounts)
    return _buggy(amounts)
`;

export const detectionRows: AttackRow[] = [
  attack("one line finds seedgate's modules in sys.modules and keeps the bug only outside it", "proc-detect-modules", BY_MODULE),
  attack(
    "one line finds seedgate's name in a module file, argv, /proc/self/cmdline, the stack, the exception classes, the cwd or the mounts, and keeps the bug only outside it",
    "proc-detect-names",
    BY_ANY_NAME,
  ),
  attack("one line finds seedgate's name in its environment (a variable's name or value) and keeps the bug only outside it", "proc-detect-env", BY_ENVIRONMENT),
];
