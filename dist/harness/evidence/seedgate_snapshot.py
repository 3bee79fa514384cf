"""seedgate's in-process integrity library: what decides what a Hypothesis test runs,
snapshotted before any pull-request code is imported and compared again later.

Used by the `seedgate_integrity` pytest plugin (per-process and batched runs) and by
the fixture replay harness. Production code is imported by the sealed test, so it
runs inside this process: it could replace `hypothesis.strategies.integers`, pytest's
`Function.runtest`, `builtins.sum`, the test module in `sys.modules` or the `given`
the half-imported test module is about to call. Each is an identity change of an
attribute that existed when the snapshot was taken.

Identity, and only of code: functions, classes, modules, descriptors (what a patch
swaps in). Data values (flags, caches, the forced seed, the loaded profile) change
legitimately during a run and are not compared; keys added later (lazily imported
submodules, caches) are not compared either. A removed key is reported.

This is a tripwire for code that does not know about seedgate, not a sandbox: the
same process can also undo or forge anything checked here (see docs/security.md).
"""
import ast
import inspect
import os
import sys
import types
from itertools import repeat
from operator import is_

import hypothesis
import hypothesis.core
import hypothesis.strategies
from hypothesis.internal.detection import is_hypothesis_test

#: Top-level packages whose loaded modules are watched (plus `builtins`).
WATCHED = ("hypothesis", "_hypothesis_pytestplugin", "_hypothesis_globals", "pytest", "_pytest", "pluggy")
_DESCRIPTORS = (types.ModuleType, property, classmethod, staticmethod)
_GONE = object()  # a removed key's value in intact(): the same as nothing snapshotted


def _is_code(value):
    return isinstance(value, _DESCRIPTORS) or callable(value)


def _watched(name):
    return name == "builtins" or any(name == p or name.startswith(p + ".") for p in WATCHED)


class Snapshot:
    """Identities at snapshot time: sys.modules entries, module attributes, class attributes."""

    def __init__(self):
        self.core = hypothesis.core
        self.handle_class = hypothesis.core.HypothesisHandle
        self.is_hypothesis_test = is_hypothesis_test
        self.modules = {n: m for n, m in list(sys.modules.items()) if _watched(n) and isinstance(m, types.ModuleType)}
        self.attrs: dict = {}  # (owner label, namespace object) -> {key: value}
        for name, module in self.modules.items():
            self._take(name, module)
            for key, value in list(vars(module).items()):
                if isinstance(value, type) and getattr(value, "__module__", None) == name:
                    self._take(f"{name}.{key}", value)
        # The same identities as flat tuples, for intact(): a row's check compares them in C.
        self._names, self._values = tuple(self.modules), tuple(self.modules.values())
        self._flat = [(owner, tuple(before), tuple(before.values())) for (_, owner), before in self.attrs.items()]

    def _take(self, label, owner):
        self.attrs[(label, owner)] = {k: v for k, v in list(vars(owner).items()) if _is_code(v)}

    def intact(self):
        """True when every identity holds: changes() in C (a row calls it twice, about 3 ms in Python), same test, `is` each."""
        if not all(map(is_, map(sys.modules.get, self._names), self._values)):
            return False
        return all(all(map(is_, map(vars(owner).get, keys, repeat(_GONE)), values)) for owner, keys, values in self._flat)

    def changes(self):
        """What was replaced or removed since the snapshot, as sentences."""
        if self.intact():
            return []
        found = []
        for name, module in self.modules.items():
            if sys.modules.get(name) is not module:
                found.append(f"sys.modules[{name!r}] was replaced during the run")
        for (label, owner), before in self.attrs.items():
            now = vars(owner)
            for key, value in before.items():
                if key not in now:
                    found.append(f"{label}.{key} was removed during the run")
                elif now[key] is not value:
                    found.append(f"{label}.{key} was replaced during the run")
        return found

    def original(self, module, key):
        """What `module.key` was at snapshot time (None when it was not code, or unknown)."""
        owner = self.modules.get(module)
        return None if owner is None else self.attrs.get((module, owner), {}).get(key)


def hypothesis_imports(source):
    """The test file's top-level `from hypothesis... import X [as Y]` and
    `import hypothesis... [as Y]` bindings, {Y: (module, X or None)}, minus any name
    the file also binds some other way (then its value is the file's own business)."""
    bound: dict[str, list[tuple[str | None, str | None] | None]] = {}

    def bind(name, what):
        bound.setdefault(name, []).append(what)

    for node in ast.parse(source).body:
        if isinstance(node, ast.ImportFrom):
            ours = node.level == 0 and (node.module or "").split(".")[0] == "hypothesis"
            for a in node.names:
                if a.name != "*":
                    bind(a.asname or a.name, (node.module, a.name) if ours else None)
        elif isinstance(node, ast.Import):
            for a in node.names:
                top = a.name.split(".")[0]
                ours = top == "hypothesis"
                bind(a.asname or top, ((a.name if a.asname else top), None) if ours else None)
        else:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                bind(node.name, None)
            for sub in ast.walk(node):  # over-approximates: a local of that name counts too
                if isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Store):
                    bind(sub.id, None)
    return {name: b[0] for name, b in bound.items() if len(b) == 1 and b[0] is not None}


def _expected(snap, module, key):
    if key is None:
        return snap.modules.get(module)
    value = snap.original(module, key)
    if value is None and snap.modules.get(f"{module}.{key}") is not None:
        return snap.modules[f"{module}.{key}"]  # `from hypothesis import strategies`
    return value


def is_given(snap, fn):
    """A real @given test: Hypothesis' own marker and handle class, as they were at snapshot time."""
    return bool(snap.is_hypothesis_test(fn)) and isinstance(getattr(fn, "hypothesis", None), snap.handle_class)


def test_findings(snap, label, obj, module, path, name):
    """Signs that `obj` (collected as `label` from the file at `path`) is not what the
    sealed file defines, as sentences: an empty list when there are none."""
    found = []
    real = os.path.realpath(path)
    spec = getattr(module, "__spec__", None)
    origin = getattr(spec, "origin", None)
    if origin is None or os.path.realpath(origin) != real:
        found.append(f"the test module {getattr(module, '__name__', '?')} is not the module imported from the sealed file (swapped in sys.modules?)")
    elif sys.modules.get(module.__name__) is not module:
        found.append(f"sys.modules[{module.__name__!r}] is not the test module pytest collected")
    try:
        with open(real, encoding="utf-8") as fh:
            bindings = hypothesis_imports(fh.read())
    except (OSError, SyntaxError, ValueError):
        bindings = {}
    for glob, (mod, key) in sorted(bindings.items()):
        want = _expected(snap, mod, key)
        if want is not None and vars(module).get(glob, want) is not want:
            found.append(f"the test module's `{glob}` is not {mod}{'.' + key if key else ''}")
    fn = getattr(obj, "__func__", obj)
    if not is_given(snap, fn):
        return found  # not tampering by itself: the runner's evidence then shows no examples ran
    if name is not None and vars(module).get(name) is not fn:
        found.append(f"{label} is not the test module's own {name}")
    try:
        inner = inspect.unwrap(fn.hypothesis.inner_test)
    except ValueError:  # a __wrapped__ cycle
        inner = None
    code = getattr(inner, "__code__", None)
    if code is None or os.path.realpath(code.co_filename) != real:
        found.append(f"the body of {label} does not come from the sealed test file")
    return found

