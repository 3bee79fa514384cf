"""`python -s without_zones.py SCRIPT ARGS...`: SCRIPT in a Python whose import system finds
no pytz and no dateutil, as one without them installed: the path finder on sys.meta_path
is replaced by one that finds neither (so importlib.util.find_spec answers None, and an
import raises ModuleNotFoundError); everything else it finds as before."""
import importlib.machinery
import os
import runpy
import sys

MISSING = ("pytz", "dateutil")


class PathFinder(importlib.machinery.PathFinder):
    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if name.partition(".")[0] in MISSING:
            return None
        return super().find_spec(name, path, target)


sys.meta_path[:] = [PathFinder if f is importlib.machinery.PathFinder else f for f in sys.meta_path]
sys.argv = sys.argv[1:]
if sys.path[0] == os.path.dirname(os.path.abspath(__file__)):  # as `python SCRIPT` sets it (not under -I)
    sys.path[0] = os.path.dirname(os.path.abspath(sys.argv[0]))
runpy.run_path(sys.argv[0], run_name="__main__")
