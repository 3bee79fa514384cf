"""Call-level shapes (issue 44 item 1): a result of a shape the base never produced is an error.

Per production call or data attribute the sealed test reaches, named as the test sees it
(`codec.decode`, `codec.Version` for a construction, `codec.Version.bump` for a method,
`codec.DEFAULT` for a module's data), the hunt on the parent records the handle classes its
results held, anywhere in the by-value tree, and, for a result that held none, its by-value
type paths (`list[int]`, `dict[str: _]`, `dict[_: list[int]]`: informational, never
enforced; a value carries no protocol, the oracle's own built-ins answer for it). In a lane,
a handle of class K in a result of call C is accepted only where the base recorded K for
C; for a call the hunt never reached (a holdout path), where K is recorded anywhere in the
property's shapes. Anything else is an isolation error naming the call, what came and what
the base recorded. With no call-level shapes recorded (a journal locked before they
existed) nothing here is checked: the operator-level default (seedgate_remote._guard) holds.
"""
from __future__ import annotations

import seedgate_shapes
from seedgate_oracle import _GET, _SET, SIDE, isolation

TYPE_CHECKING = False  # typing costs the oracle ~10 ms at start: imported for the checker only
if TYPE_CHECKING:
    from typing import Any

_SCALAR = frozenset((int, float, str, bytes, bool, type(None), complex))
_SEQUENCE = frozenset((list, tuple, set, frozenset))
_DEPTH = 4  # a type path's depth; deeper parts print as `…`
_PATHS = 16  # type paths kept per call in one run: a result's variety is not a shape
HINT = "an intended change is re-hunted in a sealed-only pull request"


def name(handle: Any, call: str) -> None:
    """Name a callable handle as the test reached it, once (the first name stays)."""
    try:
        _GET(handle, "_sg_n")
    except AttributeError:
        _SET(handle, "_sg_n", call)


def name_of(handle: Any) -> str:
    try:
        named: str = _GET(handle, "_sg_n")
        return named
    except AttributeError:
        return f"{_GET(handle, '_sg_c')}.__call__"  # a production callable object no name reached


def read(attribute: str, value: Any) -> None:
    """An attribute the test read: a callable handle is named (its calls are checked), data is checked."""
    if type(value) is SIDE.proxy_types[0] and _GET(value, "_sg_h") in SIDE.callable_hids:
        name(value, attribute)
    elif type(value) not in SIDE.class_types and not getattr(type(value), "_sg_proxy_module", False):
        met(attribute, value)


def met(call: str, value: Any) -> None:
    """A result the test got from production: recorded in a hunt, held to the recorded shapes in a lane."""
    shapes = SIDE.shapes
    if not shapes.calls:
        return
    handles = {} if type(value) in _SCALAR else _handles(value)
    if shapes.record:
        _record(call, value, handles)
        return
    mine = shapes.returns.get(call)
    for cls, where in handles.items():
        if cls in (shapes.classes if mine is None else mine):
            continue
        if mine is None:
            recorded = f"nothing for this call and no handle of class {cls} anywhere"
        else:
            recorded = "; ".join(sorted([f"a handle of class {c}" for c in mine] + shapes.values.get(call, []))) or "values"
        raise isolation("shape", f"{call} returned {where} of class {cls} where the base recorded {recorded[:300]}", HINT)
    if type(value) is SIDE.proxy_types[0] and _GET(value, "_sg_h") in SIDE.callable_hids:
        name(value, f"{call}()")


def _handles(value: Any) -> dict[str, str]:
    """Each handle class in a by-value tree, with where the first one sat: `a handle`, `a list holding a handle`."""
    remote = SIDE.proxy_types[0]
    found: dict[str, str] = {}
    seen: set[int] = set()
    todo = [value]
    outer = "a handle" if type(value) is remote else f"a {type(value).__name__} holding a handle"
    while todo:
        obj = todo.pop()
        t = type(obj)
        if t is remote:
            cls = _GET(obj, "_sg_c")
            # A class no name resolves to (a generator, a function) is kept by the name it claims, `builtins.generator@`:
            # an impostor gains nothing by it, no such class answers an operator against a test value (seedgate_remote._guard).
            found.setdefault(cls.partition("@")[0] + "@" if "@" in cls else cls, outer)
        elif t in _SEQUENCE or t is dict:
            if id(obj) in seen:
                continue
            seen.add(id(obj))
            todo.extend(obj)
            if t is dict:
                todo.extend(obj.values())
    return found


def _record(call: str, value: Any, handles: dict[str, str]) -> None:
    seen = seedgate_shapes.RETURNED
    for cls in handles:
        seen.add((call, "handle", cls))
    if not handles and sum(1 for c, what, _ in seen if c == call and what == "value") < _PATHS:
        for path in sorted(_paths(value))[:_PATHS]:
            seen.add((call, "value", path))
    if type(value) is SIDE.proxy_types[0] and _GET(value, "_sg_h") in SIDE.callable_hids:
        name(value, f"{call}()")


def _paths(value: Any) -> set[str]:
    """The type paths of a by-value tree, root to leaf: `list[int]`, `dict[str: _]`, `tuple[]`."""
    out: set[str] = set()
    todo: list[tuple[Any, str, int]] = [(value, "\0", 0)]
    seen: set[int] = set()
    while todo and len(out) < _PATHS:
        obj, wrap, depth = todo.pop()
        t = type(obj)
        if t not in _SEQUENCE and t is not dict:
            out.add(wrap.replace("\0", seedgate_shapes.kind_of(obj))[:300])
        elif depth >= _DEPTH or id(obj) in seen:
            out.add(wrap.replace("\0", "…"))
        elif not obj:
            out.add(wrap.replace("\0", f"{t.__name__}[]"))
        else:
            seen.add(id(obj))
            kinds: dict[type, Any] = {}  # one element per type: a list of a thousand ints is one path
            for x in obj:
                kinds.setdefault(type(x), x)
            inner = "dict[\0: _]" if t is dict else f"{t.__name__}[\0]"
            todo.extend((x, wrap.replace("\0", inner), depth + 1) for x in kinds.values())
            if t is dict:
                values = {type(v): v for v in obj.values()}
                todo.extend((v, wrap.replace("\0", "dict[_: \0]"), depth + 1) for v in values.values())
    return out
