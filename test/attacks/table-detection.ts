// Detection is not one lookup (issue 44 item 7): production code that looks for seedgate in
// its own process and keeps the bug only where it finds none. Under `isolation: process`
// the subject (its start piped to `python -s -`, its harness modules unnamed before any
// production import: src/harness/start/seedgate_neutral.py) shows no such name, so the
// bug stays in and the lane is red. Before, the first lookup alone found eleven
// `seedgate_*` modules and the rows passed. What one lookup still finds is named in
// docs/security.md: SEEDGATE_SEED and the sweep's SEEDGATE_RUN marker in the
// environment, and the traits of the sandbox.
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

export const detectionRows: AttackRow[] = [
  attack("one line finds seedgate's modules in sys.modules and keeps the bug only outside it", "proc-detect-modules", BY_MODULE),
  attack(
    "one line finds seedgate's name in a module file, argv, /proc/self/cmdline, the stack, the exception classes, the cwd or the mounts, and keeps the bug only outside it",
    "proc-detect-names",
    BY_ANY_NAME,
  ),
];
