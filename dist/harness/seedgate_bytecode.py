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
