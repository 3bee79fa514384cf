"""seedgate's first imports, read from the standard library's own bytecode (issue 27).

Every Python process seedgate_boot.py starts runs with a private PYTHONPYCACHEPREFIX, so
that no `__pycache__` of a tree is ever read. The prefix applies from the first import, so
each process compiled `json`, `re`, `enum`, `collections`, `sysconfig` and the rest of what
the boot imports from source again: about 0.1 s of each (measured: 0.14 s against 0.04 s
for those imports). `first()` imports them before the entry script touches
sys.path, with sys.path cut down to the standard library (no site directory, no
`-packages` folder) and the interpreter's own caches, the trust interpreter_bytecode
(seedgate_layout.py) already gives them. Only `os` and `sys` are used here: both are
imported by the interpreter's own start-up.
"""
import os
import sys

TYPE_CHECKING = False  # typing costs ~10 ms at start: imported for the checker only
if TYPE_CHECKING:
    from typing import Any

# What seedgate_boot.py and seedgate_layout.py import at their top. (The subject's
# interpreter has no prefix: it may read any cache, its code being the pull request's.)
FIRST = ("json", "contextlib", "sysconfig")


def _stdlib(entries):
    std = os.path.dirname(os.__file__)
    inside = lambda p: p == std or p.startswith(std + os.sep) or p.endswith(".zip")  # noqa: E731
    return [p for p in entries if p and inside(p) and "-packages" not in p]


def first():
    """Imports FIRST (and sysconfig's data module) from the standard library alone."""
    saved_path, saved_prefix = sys.path[:], sys.pycache_prefix
    sys.path[:] = _stdlib(saved_path)
    sys.pycache_prefix = None
    try:
        for name in FIRST:
            __import__(name)
        sys.modules["sysconfig"].get_paths()  # imports _sysconfigdata_*, lazily otherwise
    finally:
        sys.path[:] = saved_path
        sys.pycache_prefix = saved_prefix


def _harness_loader():
    ext: Any = sys.modules["_frozen_importlib_external"]  # the import system's own module: nothing is read to get it

    class HarnessLoader(ext.SourceFileLoader):
        """A harness module's bytecode, read and written beside its source whatever the
        process's pycache prefix and PYTHONDONTWRITEBYTECODE say."""

        def get_code(self, fullname):
            saved = sys.pycache_prefix, sys.dont_write_bytecode
            sys.pycache_prefix, sys.dont_write_bytecode = None, False
            try:
                return super().get_code(fullname)
            finally:
                sys.pycache_prefix, sys.dont_write_bytecode = saved

    return ext, HarnessLoader


# The harness's rooms (src/harness/README.md): its Python modules import one another by flat
# name, so every process puts the four folders on sys.path.
ROOMS = ("protocol", "boundary", "evidence", "start")


def rooms(script):
    """The four room folders of the harness whose `script` this is (a file in one of them)."""
    top = os.path.dirname(os.path.dirname(os.path.abspath(script)))
    return [os.path.join(top, room) for room in ROOMS]


def beside(script):
    """seedgate's harness folders (the `script`'s room and its siblings) keep their modules'
    bytecode in their own __pycache__; the folders replace the script's on sys.path.

    Every process of a lane compiled the harness modules it imports from source: a private
    PYTHONPYCACHEPREFIX keeps a tree's caches from ever being read, and no cache is written.
    The harness folder is seedgate's install, not a tree: its caches are written where only
    whoever can write its sources can write them (a sandboxed process cannot), so they are
    as trusted as those sources, as the interpreter's own are (seedgate_layout.interpreter_bytecode).
    Only source files are importable from them: no extension module, no loose bytecode.
    Returns the room folders, in sys.path order."""
    ext, loader = _harness_loader()
    here = os.path.dirname(os.path.abspath(script))
    folders = rooms(script)
    # The script's folder as the interpreter put it first on sys.path (symlinks resolved) gives way to the rooms.
    first = bool(sys.path) and os.path.realpath(sys.path[0] or ".") == os.path.realpath(here)
    sys.path[0 : 1 if first else 0] = folders
    for entry in folders:
        sys.path_importer_cache[entry] = ext.FileFinder(entry, (loader, ext.SOURCE_SUFFIXES))
    return folders


def cached(folders, names):
    """The named harness modules' bytecode, written beside them when missing or older than
    the source, without running them: the subject's, which only this side may write (the
    subject's sandbox cannot). Two stats a module when it is there: every boot calls this."""
    _, loader = _harness_loader()
    for name in names:
        path = next((p for p in (os.path.join(f, name + ".py") for f in folders) if os.path.exists(p)), None)
        if path is None:
            continue
        cache = os.path.join(os.path.dirname(path), "__pycache__", f"{name}.{sys.implementation.cache_tag}.pyc")
        try:
            if os.stat(cache).st_mtime >= os.stat(path).st_mtime:
                continue
        except OSError:
            pass  # none yet
        try:
            loader(name, path).get_code(name)
        except (OSError, SyntaxError):
            pass  # the subject compiles it then, as before
