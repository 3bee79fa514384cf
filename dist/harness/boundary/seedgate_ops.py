"""The operations the subject serves on its own objects, by the name the oracle sends.

Each runs the full Python protocol in the subject (reflected operators included), so
the oracle's proxy forwards an operator once and takes the answer as it comes.
"""
from __future__ import annotations

import importlib
import operator

TYPE_CHECKING = False  # typing costs ~10 ms at start: imported for the checker only
if TYPE_CHECKING:
    from typing import Any, Callable


def _enter(o: Any) -> Any:
    return type(o).__enter__(o)


def _exit(o: Any, t: object, v: object, tb: object) -> Any:
    return type(o).__exit__(o, t, v, tb)


def _call(f: Callable[..., Any], args: Any, kwargs: Any) -> Any:
    if type(args) is not tuple or type(kwargs) is not dict or any(type(k) is not str for k in kwargs):
        raise TypeError("seedgate: a call's arguments must be a tuple and a dict of str keys")
    return f(*args, **kwargs)


OPS: dict[str, Callable[..., Any]] = {
    "import": importlib.import_module,
    "call": _call,
    "getattr": getattr,
    "setattr": setattr,
    "delattr": delattr,
    "eq": operator.eq,
    "ne": operator.ne,
    "lt": operator.lt,
    "le": operator.le,
    "gt": operator.gt,
    "ge": operator.ge,
    "hash": hash,
    "len": len,
    "bool": bool,
    "str": str,
    "repr": repr,
    "format": format,
    "contains": operator.contains,
    "getitem": operator.getitem,
    "setitem": operator.setitem,
    "delitem": operator.delitem,
    "iter": iter,
    "next": next,
    "reversed": reversed,
    "enter": _enter,
    "exit": _exit,
    "isinstance": isinstance,
    "issubclass": issubclass,
    "dir": lambda o: sorted(n for n in dir(o) if type(n) is str),
    "neg": operator.neg,
    "pos": operator.pos,
    "abs": abs,
    "invert": operator.invert,
    "int": int,
    "float": float,
    "complex": complex,
    "index": operator.index,
    "round": round,
}
for _name in ("add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "matmul", "and", "or", "xor", "lshift", "rshift"):
    _fn = getattr(operator, _name + "_" if _name in ("and", "or") else _name)
    OPS[_name] = _fn
    OPS["i" + _name] = getattr(operator, "i" + _name)
OPS["divmod"] = divmod
