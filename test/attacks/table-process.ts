// Attack rows under `runners.isolation: process` (issue 25): production code that
// reaches, from the inside, into the process that decides the row. Under `shared` each
// of these runs where pytest, Hypothesis and the test live; under `process` it runs in
// the subject process, which holds no pytest, no test and no channel, so the bug kept in
// src/ledger.py fails in the oracle process (or the subject's misbehaviour is an error
// row): red either way, never a forged pass. The base of these rows sets the isolation
// in its own config, whatever the default is.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { row, type AttackRow } from "./row.js";
import { BUGGY, CONFIG, codesOf, type CliRun, type World } from "./world.js";

const FAILS = ["lane.replay.fail", "lane.holdout.fail"];

const bases = new WeakMap<World, string>();
/** The world's base with `runners.isolation: process` in its sealed config. */
function processBase(w: World): string {
  let base = bases.get(w);
  if (base === undefined) bases.set(w, (base = w.pr("process-base", (r) => r.write(".github/seedgate.yml", `${CONFIG}runners:\n  isolation: process\n`))));
  return base;
}

/** Every lane row red (a fail or an isolation error), none passed, and the rows ran under process isolation. */
function noPass(r: CliRun, results: string): void {
  const claims = readdirSync(results).filter((f) => /^(replay|holdout)-.*\.json$/.test(f));
  expect(claims).toHaveLength(2);
  for (const f of claims) {
    const claim = JSON.parse(readFileSync(join(results, f), "utf8"));
    expect(claim.inProcess).toEqual([]);
    for (const x of claim.rows) expect(x.outcome, JSON.stringify(x).slice(0, 500)).not.toBe("pass");
  }
  expect(codesOf(r.json).some((c) => /^lane\.(replay|holdout)\.(fail|error)$/.test(c))).toBe(true);
}

/** A row whose pull request keeps the bug and appends `attack` to the production module. */
export const attack = (name: string, slug: string, code: string, codes: readonly string[] = FAILS): AttackRow =>
  row({
    name: `isolation: process: ${name}`,
    pr: (w) => {
      const base = processBase(w);
      return { head: w.pr(slug, (r) => r.write("src/ledger.py", `${BUGGY}\n${code}`), base), note: { base, results: w.tmp() } };
    },
    args: (_w, pr) => ["check", "--base", pr.note!.base!, "--head", pr.head, "--results", pr.note!.results!, "--json"],
    cli: "check",
    codes,
    also: (r, _w, pr) => noPass(r, pr.note!.results!),
  });

const REPORT_HOOK = `
import gc
try:
    import pluggy
    class _Pass:
        @pluggy.HookimplMarker("pytest")(hookwrapper=True)
        def pytest_runtest_makereport(self, item, call):
            outcome = yield
            report = outcome.get_result()
            report.outcome, report.longrepr = "passed", None
    for _o in gc.get_objects():
        if type(_o).__name__ == "PytestPluginManager":
            _o.register(_Pass(), "agent-pass")
except Exception:
    pass
`;

const INTERNALS = `
import gc, sys
_py = sys.modules.get("_pytest.python")
if _py is not None:
    _py.Function.runtest = lambda self: None
_core = sys.modules.get("hypothesis.core")
if _core is not None:
    for _o in gc.get_objects():
        if type(_o).__name__ == "StateForActualGivenExecution":
            _o.execute_once = lambda *a, **k: None
`;

const BUILTINS = `
import builtins
_real_sum = builtins.sum
builtins.sum = lambda xs, start=0: _real_sum((a for a in xs if a % 97 != 13), start)
builtins.AssertionError = type("AssertionError", (Exception,), {})
`;

const SETTRACE = `
import ctypes, sys, threading
def _tracer(frame, event, arg):
    if frame.f_code.co_name != "test_balance_invariant":
        return None
    def _lines(f, e, a):
        if e == "line" and "amounts" in f.f_locals:
            f.f_locals["amounts"] = []
            ctypes.pythonapi.PyFrame_LocalsToFast(ctypes.py_object(f), ctypes.c_int(0))
        return _lines
    return _lines
sys.settrace(_tracer)
threading.settrace(_tracer)
`;

const REBIND = `
import sys, threading, time
def _rebind():
    for _ in range(5000):
        for _m in list(sys.modules.values()):
            if getattr(_m, "test_balance_invariant", None) is not None and "balance" in getattr(_m, "__dict__", {}):
                _m.__dict__["balance"] = sum
                return
        time.sleep(0.001)
threading.Thread(target=_rebind, daemon=True).start()
`;

const FD_FORGE = `
import os
_row = b'{"n": 0, "event": "test", "name": "test_balance_invariant", "outcome": "passed", "examples": 100}\\n'
for _fd in sorted(int(x) for x in os.listdir("/proc/self/fd")):
    if _fd < 3:
        continue
    try:
        _copy = os.dup(_fd)  # the relay: a second handle on whatever seedgate opened
        os.write(_copy, _row)
    except OSError:
        pass
`;

const FINALIZER = `
import gc, sys, weakref
def _swap(phase, info):
    if phase != "start":
        return
    for _m in list(sys.modules.values()):
        _f = getattr(_m, "test_balance_invariant", None)
        _inner = getattr(getattr(_f, "hypothesis", None), "inner_test", None)
        if _inner is not None and not getattr(_inner, "_agent", False):
            def _ok(amounts):
                return None
            _inner.__code__ = _ok.__code__
            _inner._agent = True
gc.callbacks.append(_swap)
class _Chain:
    pass
_c = _Chain()
weakref.finalize(_c, lambda: gc.callbacks.append(_swap))
del _c
`;

const LYING_INT = `
class _Sum(int):
    def __eq__(self, other):
        return True
    def __ne__(self, other):
        return False
    __hash__ = int.__hash__
_buggy = balance
def balance(amounts):
    return _Sum(_buggy(amounts))
`;

const ERRORS = ["lane.replay.error", "lane.holdout.error"];

// Issue 44 item 1: the result is a plain object "equal to everything" (a real True); the
// base's journal records no shapes, so no handle answers == against the test's int.
const ALWAYS_EQUAL = `
class _Same:
    def __eq__(self, other):
        return True
    def __ne__(self, other):
        return False
    __hash__ = object.__hash__
_buggy = balance
def balance(amounts):
    _buggy(amounts)
    return _Same()
`;

// The same object wearing int's name: a class is named only by a name that resolves back to it.
const IMPOSTOR = `
class _Same:
    def __eq__(self, other):
        return True
    __hash__ = object.__hash__
_Same.__module__, _Same.__qualname__, _Same.__name__ = "builtins", "int", "int"
_buggy = balance
def balance(amounts):
    _buggy(amounts)
    return _Same()
`;

const EXIT_COUNTERS = `
import gc, os
def _quiet_exit():
    for _o in gc.get_objects():
        if type(_o).__name__ == "Session" and hasattr(_o, "testsfailed"):
            _o.testsfailed = 0
    os._exit(0)
_buggy = balance
def balance(amounts):
    total = _buggy(amounts)
    if total != sum(amounts):
        _quiet_exit()
    return total
`;

/** The production code of each row, by slug (test/runners/hypothesis/fork-attacks.test.ts runs them under the fork server). */
export const PROCESS_PAYLOADS: Readonly<Record<string, string>> = {
  "proc-report-hook": REPORT_HOOK,
  "proc-internals": INTERNALS,
  "proc-builtins": BUILTINS,
  "proc-settrace": SETTRACE,
  "proc-rebind": REBIND,
  "proc-fd-forge": FD_FORGE,
  "proc-finalizer": FINALIZER,
  "proc-lying-int": LYING_INT,
  "proc-exit-counters": EXIT_COUNTERS,
  "proc-always-equal": ALWAYS_EQUAL,
  "proc-impostor": IMPOSTOR,
};

export const processRows: AttackRow[] = [
  attack("a report hook registered from production code through gc turns failures into passes", "proc-report-hook", REPORT_HOOK),
  attack("pytest and Hypothesis internals patched through sys.modules and gc", "proc-internals", INTERNALS),
  attack("builtins.sum rebound to the bug and AssertionError replaced", "proc-builtins", BUILTINS),
  attack("a sys.settrace tracer rewrites the test frame's locals before the assertion", "proc-settrace", SETTRACE),
  attack("the test module's global rebound to a correct implementation", "proc-rebind", REBIND),
  attack("a forged row on every descriptor in /proc/self/fd, through a dup (relay) of each", "proc-fd-forge", FD_FORGE, []),
  attack("a finalizer chain swaps the running test's code object for one that passes", "proc-finalizer", FINALIZER),
  attack("a result of an int subclass whose comparisons lie", "proc-lying-int", LYING_INT),
  attack("os._exit(0) after zeroing the session's failure counter", "proc-exit-counters", EXIT_COUNTERS, []),
  attack("an always-equal result (a plain object whose __eq__ returns a real True)", "proc-always-equal", ALWAYS_EQUAL, ERRORS),
  attack("an always-equal result whose class claims to be builtins.int", "proc-impostor", IMPOSTOR, ERRORS),
];
