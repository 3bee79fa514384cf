"""seedgate's origin evidence, a pytest plugin loaded with `-p seedgate_origin`.

The code under test must be the repository's. A src-layout library (`src/<pkg>/`) whose
import roots miss `src` is imported from wherever else the interpreter finds it: an
installed copy (Debian's python3 ships `packaging`, pytest depends on it), so the row
judges the installed code and passes, or misses a live bug, in silence.

After collection (the sealed test module is imported by then) this plugin reads the
sealed test file's top-level imports as data (its AST, never executed again) and, for
each, writes one `origin` row on seedgate's result channel (seedgate_channel):

    {"event": "origin", "module": NAME, "file": PATH or null, "inside": bool, "local": REL or null}

`file` is where the module was imported from (null: not imported); `inside` says whether
that lies under a production import root;
`local` names a same-named package or module the workspace holds (`src/NAME`, `NAME`,
`lib/NAME`, ...) when the import came from elsewhere or failed. The workspace is the
production import roots seedgate_boot.py put on sys.path (read at this plugin's import,
before any test code), not the working directory (the sealed copy). The runner makes a row
whose module came from outside the workspace while the workspace has its own copy an
error naming both (src/runners/hypothesis/origin.ts). A third-party dependency, installed
and absent from the workspace, has no `local` and is never flagged.
"""
import ast
import os
import sys

import sysconfig

import pytest

import seedgate_channel



def _production_roots():
    """The repository's import roots as seedgate_boot.py left them on sys.path, read before any test code runs.

    The boot orders sys.path: seedgate's harness and the sealed copy, the standard library,
    the production roots, site-packages. So the roots are what follows the standard
    library and is not the interpreter's own (pytest's rootdir insertions go first).
    """
    isolated = getattr(sys.modules.get("seedgate_layout"), "PRODUCTION_ROOTS", None)
    if isolated is not None:
        return list(isolated)  # isolation: process: the roots feed the subject, and the boot named them
    std = {os.path.realpath(p) for k, p in sysconfig.get_paths().items() if k in ("stdlib", "platstdlib")}
    interpreter = std | {os.path.realpath(p) for k, p in sysconfig.get_paths().items() if k in ("purelib", "platlib")}
    entries = [os.path.realpath(e or ".") for e in sys.path]
    last_std = max((i for i, e in enumerate(entries) if any(_under(e, s) for s in std)), default=-1)
    roots = []
    for real in entries[last_std + 1 :]:
        if real in interpreter or not os.path.isdir(real) or real.endswith(".zip"):
            continue
        if any(part in ("site-packages", "dist-packages") for part in real.split(os.sep)):
            continue
        roots.append(real)
    return roots
_LAYOUTS = ("src", "lib", "python", "")


def _under(path, root):
    return path == root or path.startswith(root + os.sep)

_STDLIB = frozenset(getattr(sys, "stdlib_module_names", ())) | frozenset(sys.builtin_module_names)


def _top_imports(path):
    try:
        with open(path, "rb") as fh:
            tree = ast.parse(fh.read(), filename=path)
    except (OSError, SyntaxError, ValueError):
        return []
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.append(node.module.split(".")[0])
    return list(dict.fromkeys(n for n in names if n not in _STDLIB and not n.startswith(("seedgate_", "_pytest", "pytest", "hypothesis"))))


def _origin(name):
    module = sys.modules.get(name)
    if module is None:
        return None
    where = _subject_file(module) if _proxied(name) else getattr(module, "__file__", None) or next(iter(getattr(module, "__path__", []) or []), None)
    return os.path.realpath(where) if where else None


def _subject_file(module):
    """Where the subject imported a proxied module from: its own answer, recorded for the
    reader; `inside` never rests on it (a proxy is the production roots' by construction)."""
    try:
        where = sys.modules["seedgate_oracle"].ask("getattr", module, "__file__")
    except Exception:  # a dead subject is the row's error, reported elsewhere
        return None
    return where if isinstance(where, str) else None


def _proxied(name):
    """Under isolation: process a proxy module is served by the subject from the production roots, by construction."""
    proxy = sys.modules.get("seedgate_proxy")
    return proxy is not None and isinstance(sys.modules.get(name), proxy.ProxyModule)


def _local_copy(name):
    """A same-named package or module under a root (or beside it: `src/` next to the root), relative to that root."""
    for root in _ROOTS:
        for top in dict.fromkeys((root, os.path.dirname(root))):
            for layout in _LAYOUTS:
                base = os.path.join(top, layout) if layout else top
                for candidate in (os.path.join(base, name, "__init__.py"), os.path.join(base, name + ".py")):
                    if os.path.isfile(candidate):
                        found = os.path.dirname(candidate) if candidate.endswith("__init__.py") else candidate
                        return os.path.relpath(found, top)
    return None


def _test_files(session):
    files = {str(item.path) for item in session.items}
    for arg in session.config.args:
        path = arg.split("::")[0]
        if path.endswith(".py"):
            files.add(os.path.join(str(session.config.invocation_params.dir), path) if not os.path.isabs(path) else path)
    return sorted(files)


_ROOTS = _production_roots()


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session):
    seen = set()
    for path in _test_files(session):
        for name in _top_imports(path):
            if name in seen:
                continue
            seen.add(name)
            where = _origin(name)
            inside = _proxied(name) or (where is not None and any(_under(where, root) for root in _ROOTS))
            local = None if inside else _local_copy(name)
            seedgate_channel.send({"event": "origin", "module": name, "file": where, "inside": inside, "local": local})
