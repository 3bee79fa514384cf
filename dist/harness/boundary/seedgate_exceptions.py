"""Exceptions across the process boundary: the table's "exception" and "exception_class"
tags, registered with seedgate_codec when this module is imported.

An exception crosses as [exception, class, args, str, attributes, traceback text]; an
exception class as [exception_class, graph], where the graph lists the class and its non-builtin
ancestors as [module, qualname, bases], each base an index into the list or the name
of a builtin class. The receiving side rebuilds the class: a class `real_class` finds
on its side (in the oracle: a standard-library module the oracle has loaded itself),
else a **mirror class** cached by (module, qualname) whose bases are the builtin
exception classes where the remote MRO has them and mirrors otherwise. So
`except ValueError`, `pytest.raises(mylib.ParseError)` (the proxy answers
`mylib.ParseError` with the same mirror) and Hypothesis' shrinking all work, and no
class the peer names is ever imported because it was named.

An instance is made with the class's `__new__` and the args (a builtin's `__init__`
too); its `__dict__` gets the attributes; a mirror's `str()` is the remote one.
"""
from __future__ import annotations

import seedgate_codec
from seedgate_codec import Refused, builtin_name
from seedgate_decoders import BUILTIN, DICT, TUPLE, builtin_by_name
from seedgate_vocabulary import MAX_EXCEPTION_CLASSES as MAX_CLASSES
from seedgate_vocabulary import TAGS

TYPE_CHECKING = False  # typing costs start-up time: imported for the checker only
if TYPE_CHECKING:
    from typing import Any

EXCEPTION, EXCEPTION_CLASS = TAGS["exception"], TAGS["exception_class"]
_TYPE, _BASE = vars(type), vars(BaseException)  # the slots, not a class's own attributes
_MIRRORS: dict[tuple[str, str], type] = {}  # (module, qualname) -> class, per process


def _mirror_str(self: BaseException) -> str:
    told = self.__dict__.get("_sg_str")
    return told if type(told) is str else BaseException.__str__(self)


def _name(cls: type, attr: str) -> str:
    v = _TYPE[attr].__get__(cls)
    return v if type(v) is str else "?"


def class_tree(cls: type) -> list[Any]:
    classes: list[list[Any]] = []
    index: dict[int, int] = {}

    def visit(c: type) -> str | int:
        name = builtin_name(c)
        if name is not None:
            return name
        key = id(c)
        if key in index:
            return index[key]
        if len(classes) >= MAX_CLASSES:
            raise Refused(f"an exception class with more than {MAX_CLASSES} ancestors")
        index[key] = len(classes)
        entry: list[Any] = [_name(c, "__module__"), _name(c, "__qualname__"), []]
        classes.append(entry)
        entry[2] = [visit(b) for b in _TYPE["__bases__"].__get__(c) if b is not object]
        return index[key]

    visit(cls)
    return [EXCEPTION_CLASS, classes]


def encode_exception(codec: seedgate_codec.Codec, exc: BaseException, d: int, traceback_text: str = "") -> list[Any]:
    t = type(exc)
    name = builtin_name(t)
    cls = [BUILTIN, name] if name is not None else class_tree(t)
    try:
        args = codec.encode(_BASE["args"].__get__(exc), d)
    except Refused:
        args = [TUPLE, _str(exc)]
    attrs: list[Any] = [DICT]
    for k, v in list(_BASE["__dict__"].__get__(exc).items()):
        if type(k) is str and not k.startswith("_sg_"):
            try:
                value = codec.encode(v, d)
            except Refused:
                continue
            attrs += [k, value]
    return [EXCEPTION, cls, args, _str(exc), attrs, traceback_text]


def _str(exc: BaseException) -> str:
    try:
        s = str(exc)
        return s if type(s) is str else "?"
    except Exception:
        return "<unprintable exception>"


def _build(codec: seedgate_codec.Codec, classes: list[Any], i: object, built: dict[int, type | None]) -> type:
    if type(i) is str:
        found = builtin_by_name(i)
        if not isinstance(found, type):
            raise Refused(f"an unknown builtin class {i!r}")
        return found
    if type(i) is not int or not 0 <= i < len(classes):
        raise Refused("a malformed exception class graph")
    if i in built:
        done = built[i]
        if done is None:
            raise Refused("a cycle in an exception class graph")
        return done
    built[i] = None  # a cycle refuses instead of recursing
    module, qualname, bases = classes[i]
    if type(module) is not str or type(qualname) is not str or type(bases) is not list:
        raise Refused("a malformed exception class graph")
    cls: type | None = codec.side.real_class(module, qualname)
    if cls is None:
        cls = _MIRRORS.get((module, qualname))
    if cls is None:
        cls = _mirror(module, qualname, tuple(_build(codec, classes, b, built) for b in bases))
    built[i] = cls
    return cls


def _mirror(module: str, qualname: str, bases: tuple[type, ...]) -> type:
    ns: dict[str, object] = {"__module__": module, "__qualname__": qualname, "__peer_mirror__": True}
    bases = tuple(dict.fromkeys(bases)) or (object,)
    if any(issubclass(b, BaseException) for b in bases):
        ns["__str__"] = _mirror_str
    try:
        cls = type(qualname.rpartition(".")[2] or "?", bases, ns)
    except TypeError:  # a layout the remote side's C bases allowed: keep the exception line
        cls = type(qualname.rpartition(".")[2] or "?", tuple(b for b in bases if issubclass(b, BaseException))[:1] or (Exception,), ns)
    _MIRRORS[(module, qualname)] = cls
    return cls


def _dec_class(codec: seedgate_codec.Codec, x: list[Any], d: int) -> type:
    classes = x[1] if len(x) == 2 else None
    if type(classes) is not list or not classes or len(classes) > MAX_CLASSES or any(type(c) is not list or len(c) != 3 for c in classes):
        raise Refused("a malformed exception class")
    return _build(codec, classes, 0, {})


def _dec_exception(codec: seedgate_codec.Codec, x: list[Any], d: int) -> BaseException:
    if len(x) != 6:
        raise Refused("a malformed exception")
    cls = codec.decode(x[1], d)
    args = codec.decode(x[2], d)
    if not (isinstance(cls, type) and issubclass(cls, BaseException)) or type(args) is not tuple:
        raise Refused("a malformed exception")
    try:
        exc = cls.__new__(cls, *args)
    except Exception:
        exc = cls.__new__(cls)
    if builtin_name(cls) is not None:
        try:
            cls.__init__(exc, *args)
        except Exception:
            pass
    exc.args = args
    state = _BASE["__dict__"].__get__(exc)
    attrs = codec.decode(x[4], d)
    if type(attrs) is not dict:
        raise Refused("a malformed exception")
    state.update((k, v) for k, v in attrs.items() if type(k) is str and not k.startswith("_sg_"))
    if "__peer_mirror__" in _TYPE["__dict__"].__get__(cls) and type(x[3]) is str:
        state["_sg_str"] = x[3]
    if type(x[5]) is str and x[5]:
        notes = state.get("__notes__")
        state["__notes__"] = (notes if type(notes) is list else []) + ["seedgate: raised in the subject process\n" + x[5]]
    return exc


seedgate_codec.register({EXCEPTION_CLASS: _dec_class, EXCEPTION: _dec_exception})
