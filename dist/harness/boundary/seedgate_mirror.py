"""The hunted tree answers for the user's checkout (seedgate_boot.py installs this).

A hunt runs the parent commit in a scratch worktree, but the interpreter may know the
package from elsewhere: an editable install (a `.pth` naming `/checkout/src`, or a
setuptools `__editable__` finder mapping `pkg` to `/checkout/src/pkg`) or an absolute
path entry. Imported from there, the parent would be judged by the checkout's code and
a live property declared dead. So every import location inside the checkout is read
as the same path in the tree:
  - a sys.path entry inside the checkout becomes the tree's counterpart;
  - a top-level module some other finder places inside the checkout is loaded from
    the tree's counterpart instead;
  - a location with no counterpart (the parent does not have that file) is refused
    with ModuleNotFoundError naming the module and the checkout path.
An installed environment inside the checkout (`.venv/.../site-packages`) is not the
checkout's source and is left alone.
"""
from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import sys

TYPE_CHECKING = False  # typing costs ~10 ms at start: imported for the checker only
if TYPE_CHECKING:
    from typing import Iterable, Sequence

    from importlib.machinery import ModuleSpec
    from types import ModuleType

_ENVIRONMENT = ("site-packages", "dist-packages")


def _under(path: str, root: str) -> bool:
    return path == root or path.startswith(root + os.sep)


class Mirror:
    def __init__(self, checkout: str, tree: str) -> None:
        self.checkout = os.path.realpath(checkout)
        self.tree = os.path.realpath(tree)

    def counterpart(self, path: str) -> tuple[str | None, bool]:
        """(path to use, None when refused; whether `path` was the checkout's source)."""
        real = os.path.realpath(path)
        if not _under(real, self.checkout) or _under(real, self.tree):
            return path, False
        rel = os.path.relpath(real, self.checkout)
        if any(part in _ENVIRONMENT for part in rel.split(os.sep)):
            return path, False
        mapped = self.tree if rel == "." else os.path.join(self.tree, rel)
        return (mapped if os.path.exists(mapped) else None), True

    def path_entries(self, entries: Iterable[str]) -> list[str]:
        """sys.path entries with the checkout's replaced by the tree's (or dropped)."""
        out: list[str] = []
        for p in entries:
            mapped, _ = self.counterpart(p) if p else (p, False)
            if mapped is not None and mapped not in out:
                out.append(mapped)
        return out


class Redirect:
    """First on sys.meta_path: asks the other finders, then moves a checkout answer to the tree."""

    def __init__(self, mirror: Mirror) -> None:
        self.mirror = mirror
        self.busy = False

    def find_spec(self, name: str, path: Sequence[str] | None = None, target: ModuleType | None = None) -> ModuleSpec | None:
        # Submodules follow their package's __path__, which already points into the tree.
        if path is not None or self.busy:
            return None
        self.busy = True
        try:
            spec = self._others(name, target)
        finally:
            self.busy = False
        if spec is None:
            return None
        locations = list(spec.submodule_search_locations or [])
        place = spec.origin if spec.has_location else (locations[0] if locations else None)
        if place is None:
            return spec
        mapped, own = self.mirror.counterpart(place)
        if not own:
            return spec
        if mapped is None:
            raise ModuleNotFoundError(
                f"No module named {name!r} in the hunted commit: the interpreter would import it from the checkout "
                f"({place}) through an editable install or a path entry, and the commit has no such file",
                name=name,
            )
        if spec.origin is None or not spec.has_location:  # a namespace package
            ns = importlib.machinery.ModuleSpec(name, None, is_package=True)
            ns.submodule_search_locations = self.mirror.path_entries(locations)
            return ns
        dirs = [os.path.dirname(mapped)] if locations else None
        return importlib.util.spec_from_file_location(name, mapped, submodule_search_locations=dirs)

    def _others(self, name: str, target: ModuleType | None) -> ModuleSpec | None:
        for finder in sys.meta_path:
            find = getattr(finder, "find_spec", None)
            if finder is self or find is None:
                continue
            spec: ModuleSpec | None = find(name, None, target)
            if spec is not None:
                return spec
        return None


def install(checkout: str, tree: str, entries: Iterable[str]) -> list[str]:
    """Install the redirect; returns `entries` (sys.path) read through the mirror."""
    mirror = Mirror(checkout, tree)
    sys.meta_path.insert(0, Redirect(mirror))
    return mirror.path_entries(entries)
