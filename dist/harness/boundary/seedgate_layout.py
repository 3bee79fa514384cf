"""Where each of a lane's two Python processes imports from (process isolation).

The oracle imports the framework from the interpreter's own site only: the
site-packages/dist-packages directories of `sys.base_prefix`, added as plain paths,
never a `.pth` file processed, never a virtual environment the pull request's setup
made. The subject imports production code: the roots, then the pull request's site
directories as plain paths; a `.pth` file there is read as data, and only its plain
path lines (an editable install's) are added, never its `import` lines.
"""
from __future__ import annotations

import contextlib
import os
import sys
import sysconfig

TYPE_CHECKING = False  # typing costs ~10 ms at start: imported for the checker only
if TYPE_CHECKING:
    from typing import Any, Iterable, Iterator, Mapping

# The oracle's production directories under isolation: process (seedgate_boot sets them; seedgate_origin reads them).
PRODUCTION_ROOTS: list[str] | None = None


def stdlib_entries(entries: Iterable[str]) -> list[str]:
    prefixes = {os.path.realpath(sysconfig.get_paths()[k]) for k in ("stdlib", "platstdlib")}
    std = []
    for p in entries:
        real = os.path.realpath(p) if p else p
        if real.endswith(".zip") or any(real == s or real.startswith(s + os.sep) for s in prefixes):
            if "-packages" not in real:
                std.append(p)
    return std


def base_site_dirs() -> list[str]:
    """The interpreter's own site directories (Debian: dist-packages), whatever venv started it."""
    import site  # under -S importing site runs nothing

    dirs = site.getsitepackages([sys.base_prefix, sys.base_exec_prefix]) if hasattr(site, "getsitepackages") else []
    return [d for d in dict.fromkeys(dirs) if os.path.isdir(d)]


@contextlib.contextmanager
def interpreter_bytecode(*harness: str) -> Iterator[None]:
    """Imports from seedgate's harness folder (when given) and the interpreter's own paths
    only (its standard library, then its base site directories), reading the bytecode cached
    beside them. PYTHONPYCACHEPREFIX is there so that no `__pycache__` of a tree is ever read;
    these folders are seedgate's and the interpreter's, and their caches are as trusted as the
    sources beside them. Compiling the framework from source instead made each of a lane's
    Python processes import pytest and Hypothesis two to three times slower (measured:
    8-10 s against 3-4 s, two cores under load)."""
    saved_path, saved_prefix = sys.path[:], sys.pycache_prefix
    std = stdlib_entries(sys.path)
    sys.path[:] = list(harness) + std + [d for d in base_site_dirs() if d not in std]
    sys.pycache_prefix = None
    try:
        yield
    finally:
        sys.path[:] = saved_path
        sys.pycache_prefix = saved_prefix


def editable_paths(site_dir: str) -> list[str]:
    """Plain path lines of the `.pth` files in `site_dir` (relative ones against it), read as data."""
    try:
        names = sorted(n for n in os.listdir(site_dir) if n.endswith(".pth"))
    except OSError:
        return []
    out: list[str] = []
    for name in names:
        try:
            with open(os.path.join(site_dir, name), encoding="utf-8") as fh:
                lines = fh.read().splitlines()
        except (OSError, UnicodeDecodeError):
            continue
        for line in lines:
            line = line.strip()
            if not line or line.startswith("#") or line.startswith(("import ", "import\t")):
                continue
            path = os.path.normpath(os.path.join(site_dir, line))
            if os.path.isdir(path) and path not in out:
                out.append(path)
    return out


def subject_entries(layout: Mapping[str, Any]) -> list[str]:
    """sys.path after the standard library for the subject: roots, the site dirs and their editable paths."""
    roots: list[str] = [r for r in layout.get("roots", []) if r]
    out = list(roots)
    for d in layout.get("site", []):
        if d and d not in out:
            out.append(d)
            out += [p for p in editable_paths(d) if p not in out]
    return out


def top_level_names(root: str) -> set[str]:
    try:
        names = os.listdir(root)
    except OSError:
        return set()
    out: set[str] = set()
    for n in names:
        full = os.path.join(root, n)
        if n.endswith(".py"):
            out.add(n[:-3])
        elif os.path.isdir(full) and n.isidentifier():
            out.add(n)
        elif "." in n and n.split(".")[-1] in ("so", "pyd"):
            out.add(n.split(".")[0])
    return {n for n in out if n.isidentifier()}


def production_dirs(layout: Mapping[str, Any]) -> list[str]:
    """The directories whose top-level modules are production code: roots and editable paths."""
    out: list[str] = [r for r in layout.get("roots", []) if r]
    for d in layout.get("site", []):
        out += [p for p in editable_paths(d) if p not in out] if d else []
    return out
