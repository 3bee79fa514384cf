"""The hunt's recorder of the boundary's shapes (issue 44, item 1), through seedgate_capture.

Under isolation: process (a hunt's default) the oracle's side records: every operator a
handle answers against one of the test's values is allowed and kept
(seedgate_shapes.Shapes(record=True), set by the boot for a hunt's seed). Run shared, the
test and production share one process: while the test body runs, a
profile hook sees every comparison (`==`, `!=`, `<`, `<=`, `>`, `>=`, through
functools.total_ordering too) and `in` that the test's own code asks a production object
with one of the test's values on the other side: the class (seedgate_shapes.class_name),
the operator family and the kind of value. Production comparing its own objects, and
comparisons production code makes itself, are not the test's questions and are not kept.
`flush` writes what a seed's run saw to `seedgate-shapes.json` beside the capture, as
`[{"class", "operator", "against"}]`, and what calls returned (under isolation: process
only: seedgate_calls records on the oracle's side) as `{"call", "handle"}` and
`{"call", "value"}`; the hunt records the union in the journal's `shapes`, and a lane's
oracle lets a handle answer exactly those (seedgate_remote) and come back only where the
base's did (seedgate_calls).

Production is any module outside the test's own folder, the standard library, the
interpreter's site directories and seedgate's harness.
"""
from __future__ import annotations

import json
import os
import re
import sys
import sysconfig

import seedgate_shapes

TYPE_CHECKING = False
if TYPE_CHECKING:
    from types import FrameType
    from typing import Any, Callable

FILE = "seedgate-shapes.json"
_METHOD = {"__eq__": "eq", "__ne__": "ne", "__lt__": "lt", "__le__": "le", "__gt__": "gt", "__ge__": "ge", "__contains__": "contains"}
_ORDERING = re.compile(r"_(lt|le|gt|ge)_from_(lt|le|gt|ge)$")  # functools.total_ordering's generated methods
_HARNESS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_NOT_PRODUCTION = tuple(
    os.path.realpath(p) + os.sep for p in {sysconfig.get_paths()[k] for k in ("stdlib", "platstdlib", "purelib", "platlib")} | {_HARNESS}
)
_files: dict[str, bool] = {}


def _production_module(name: str, tests: str) -> bool:
    """A class of this module is production: its file is none of the test's, the interpreter's or seedgate's."""
    module = sys.modules.get(name)
    path = getattr(module, "__file__", None)
    if type(path) is not str:
        return False
    key = f"{tests}\0{path}"
    found = _files.get(key)
    if found is None:
        real = os.path.realpath(path)
        found = _files[key] = not (real.startswith(tests) or real.startswith(_NOT_PRODUCTION))
    return found


def _hook(tests: str) -> Callable[[FrameType, str, Any], None]:
    def profile(frame: FrameType, event: str, arg: Any) -> None:
        if event != "call":
            return
        code = frame.f_code
        op = _METHOD.get(code.co_name)
        if op is None:
            m = _ORDERING.match(code.co_name)
            op = m.group(1) if m else None
        caller = frame.f_back
        if op is None or code.co_argcount < 2 or caller is None or not os.path.realpath(caller.f_code.co_filename).startswith(tests):
            return  # not an operator, or one production (or the framework) asks itself
        names, local = code.co_varnames, frame.f_locals
        me, other = local.get(names[0]), local.get(names[1])
        mine = type(me)
        if not _production_module(seedgate_shapes._slot(mine, "__module__"), tests):
            return
        cls = seedgate_shapes.class_name(mine)
        theirs = type(other)
        if _production_module(seedgate_shapes._slot(theirs, "__module__"), tests):
            if theirs is mine or op == "contains":
                return  # production comparing its own objects: forwarded in a lane without a shape
            against = seedgate_shapes.class_name(theirs)
        else:
            against = seedgate_shapes.kind_of(other)
        if "@" not in cls and "@" not in against:
            seedgate_shapes.SEEN.add((cls, seedgate_shapes.FAMILY[op], against))

    return profile


def call(inner: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    """Run the test body with the recorder on (the test's folder: where its own questions come from).
    Under isolation: process production objects are proxies: the oracle's side records instead."""
    if getattr(sys.modules.get("seedgate_oracle"), "SIDE", None) is not None and sys.modules["seedgate_oracle"].SIDE.peer is not None:
        return inner(*args, **kwargs)
    tests = os.path.dirname(os.path.realpath(inner.__code__.co_filename)) + os.sep
    outer = sys.getprofile()
    sys.setprofile(_hook(tests))
    try:
        return inner(*args, **kwargs)
    finally:
        sys.setprofile(outer)


def flush() -> None:
    """Add what this test's run saw to the seed's file (an empty list too: the hunt then knows it
    saw nothing), then forget it. Several tests of one process add up."""
    directory = os.environ.get("HYPOTHESIS_STORAGE_DIRECTORY")
    seen, path = set(seedgate_shapes.SEEN), os.path.join(directory or "", FILE)
    returned = set(seedgate_shapes.RETURNED)
    seedgate_shapes.SEEN.clear()
    seedgate_shapes.RETURNED.clear()
    if not directory:
        return
    os.makedirs(directory, exist_ok=True)
    try:
        with open(path, encoding="utf-8") as fh:
            for e in json.load(fh):
                if "call" in e:
                    returned.add(seedgate_shapes.returned_entry(e))
                else:
                    seen.add(seedgate_shapes._entry(e))
    except FileNotFoundError:
        pass
    entries: list[dict[str, str]] = [{"class": c, "operator": o, "against": a} for c, o, a in sorted(seen)]
    entries += [{"call": c, what: n} for c, what, n in sorted(returned)]
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(entries, fh)
