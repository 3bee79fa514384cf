"""Where each of a lane's two Python processes imports from (process isolation).

The oracle imports the framework from the interpreter's own site only: the
site-packages/dist-packages directories of `sys.base_prefix`, added as plain paths,
never a `.pth` file processed, never a virtual environment the pull request's setup
made. The subject imports production code: the roots, then the pull request's site
directories as plain paths; a `.pth` file there is read as data, and only its plain
path lines (an editable install's) are added, never its `import` lines. Which top-level
names the oracle sends to the subject is the base's alone (`production_names`).
"""
from __future__ import annotations

import contextlib
import os
import sys
import sysconfig

TYPE_CHECKING = False  # typing costs ~10 ms at start: imported for the checker only
if TYPE_CHECKING:
    import types
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


def production_names(layout: Mapping[str, Any], base: Iterable[str] | None) -> set[str]:
    """The top-level modules that are production code (issue 44 item 5): those the base
    commit's tree held under the base config's roots, as the runner listed them through
    git (`base`). Never a `.pth` line's folder or anything else setup wrote: a third-party
    package the sealed test imports stays the oracle's own. Without the base's list (a
    caller that runs no lane), the roots as they stand."""
    if base is not None:
        return set(base)
    return set().union(*(top_level_names(r) for r in layout.get("roots", []) if r))


def _importer() -> str:
    """The file of the frame that asked for an import, past importlib's own frames."""
    frame: types.FrameType | None = sys._getframe(2)
    machinery = os.path.join(os.path.dirname(contextlib.__file__), "importlib") + os.sep
    while frame is not None:
        name = frame.f_code.co_filename
        if not name.startswith(("<frozen", machinery)):
            return name
        frame = frame.f_back
    return ""


class SealedImports:
    """On the oracle's sys.meta_path under isolation: process, twice: first (`shadowed`), a
    top-level name the pull request added to the roots that shadows a module installed
    for the oracle; last (`shadowed` empty), a name nothing resolved. Either, imported by a
    sealed file, is refused by name with an `isolation` row: the row is an error, never a
    test run against another copy than the one the base chose."""

    def __init__(self, sealed: str, shadowed: Iterable[str] = ()) -> None:
        self.sealed = os.path.realpath(sealed) + os.sep
        self.shadowed = frozenset(shadowed)
        self.last = not self.shadowed

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> None:
        if path is not None or "." in name or (not self.last and name not in self.shadowed):
            return None
        if not os.path.realpath(_importer()).startswith(self.sealed):
            return None
        if not self.last and _sealed_origin(name, self.sealed):
            return None  # a sealed helper of that name (beside the test) is base bytes: it is the one imported
        if self.last:
            why = (
                f"the sealed test imports {name}, which is neither production code at the base (a top-level module of the base "
                f"commit's import roots) nor installed for the oracle's interpreter ({sys.executable}); hint: if {name} is this "
                "repository's own package, name the folder that holds it in runners.pythonPaths (an editable install's .pth makes "
                f"no production root); if it is a third-party package, pin it in the base config's runners.sealedRequirements "
                "(a requirements file with --hash lines, installed for the oracle only), or install it for that interpreter: "
                "what runners.setup installs serves production code only"
            )
        else:
            why = (
                f"the pull request adds {name} to the import roots, where the base had no such module, and it shadows the {name} "
                "installed for the oracle; the sealed test imports the base's choice, never a new same-named folder: "
                "hint: rename it, or add it in a pull request of its own first"
            )
        oracle = sys.modules.get("seedgate_oracle")
        if oracle is not None:
            oracle.report(f"seedgate: {why}")
        raise ModuleNotFoundError(f"seedgate: {why}", name=name)


def _sealed_origin(name: str, sealed: str) -> bool:
    import importlib.machinery  # loaded by the interpreter's start-up: no import of a file

    spec = importlib.machinery.PathFinder.find_spec(name)
    where = spec.origin if spec is not None and spec.origin else next(iter(spec.submodule_search_locations or []), "") if spec else ""
    return os.path.realpath(where).startswith(sealed) if where else False


def installed_names(pinned: Iterable[str] = ()) -> set[str]:
    """Top-level modules the oracle has of its own: the standard library, its interpreter's site
    directories and the base's pinned packages for the sealed test (`pinned`, runners.sealedRequirements)."""
    names = set(getattr(sys, "stdlib_module_names", ())) | set(sys.builtin_module_names)
    return names.union(*(top_level_names(d) for d in [*base_site_dirs(), *pinned]))
