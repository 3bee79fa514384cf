"""Proxies for subject objects in the oracle: every operation is a request (seedgate_oracle).

A subject object with no by-value form is a `Remote`, a subject class a class of
metaclass `RemoteType` (call it to construct, `isinstance` asks the subject), a subject
module a seedgate_proxy.ProxyModule. The subject runs the whole Python protocol of an
operator (reflected operators included), so a proxy forwards it once and takes the
answer as it comes. This module registers the first two with the oracle's side;
seedgate_proxy, which imports this one, registers its module maker itself (no import
back up, so import order decides nothing).
"""
from __future__ import annotations

import enum

import seedgate_calls
import seedgate_failures
import seedgate_shapes
from seedgate_oracle import _GET, SIDE, NoByValue, ask, isolation
from seedgate_wire import SeedgateError

TYPE_CHECKING = False  # typing costs the oracle ~10 ms at start: imported for the checker only
if TYPE_CHECKING:
    from typing import Any, Callable


def is_callable_handle(value: object) -> bool:
    """A subject class, module or callable (what a module proxy may keep)."""
    t = type(value)
    return t in CLASSES or bool(getattr(t, "_sg_proxy_module", False)) or (t is Remote and _GET(value, "_sg_h") in SIDE.callable_hids)


def _unary(op: str) -> Callable[[Remote], Any]:
    return lambda self: ask(op, self)


def _binary(op: str) -> Callable[[Remote, object], Any]:
    return lambda self, other: ask(op, self, other)


def _reflected(op: str) -> Callable[[Remote, object], Any]:
    return lambda self, other: ask(op, other, self)


def _answer(op: str, answer: object) -> bool:
    """A comparison, membership or truth test that decides a row comes back as a plain bool.
    Anything else (a truthy production object) would have its own truth asked of production."""
    if type(answer) is not bool:
        kind = "a production object" if type(answer) is Remote else f"a {type(answer).__name__}"
        raise isolation(op, f"production code answered with {kind}, not a bool; a comparison the test makes must answer True or False (compare a field by value)")
    return answer


def _guard(op: str, handle: object, other: object) -> None:
    """Values, not answers (seedgate_shapes): a handle answers an operator against the test's
    own value only where the base's hunt saw its class do so; against a handle of its own
    class (for `in`, any production object) it is production comparing its own objects."""
    cls = _GET(handle, "_sg_c")
    if type(other) is Remote:
        theirs = _GET(other, "_sg_c")
        if theirs == cls or op == "contains":
            return
        kind = theirs
    elif type(other) in CLASSES or getattr(type(other), "_sg_proxy_module", False):
        kind = "production class or module"
    else:
        kind = seedgate_shapes.kind_of(other)
    if "@" not in cls and SIDE.shapes.allows(cls, op, kind):
        return
    raise isolation(*SIDE.shapes.refusal(cls, op, kind))


def _decided(op: str) -> Callable[[Remote, object], bool]:
    def decided(self: Remote, other: object) -> bool:
        _guard(op, self, other)
        return _answer(op, ask(op, self, other))

    return decided


class Remote:
    """A subject object: every operation is a request."""

    __slots__ = ("_sg_h", "_sg_c", "_sg_n", "__weakref__")  # _sg_n: a callable's name as the test reached it (seedgate_calls)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_sg_"):
            raise AttributeError(name)
        value = ask("getattr", self, name)
        seedgate_calls.read(f"{_GET(self, '_sg_c')}.{name}", value)
        return value

    def __setattr__(self, name: str, value: object) -> None:
        ask("setattr", self, name, value)

    def __delattr__(self, name: str) -> None:
        ask("delattr", self, name)

    def __call__(self, *args: object, **kwargs: object) -> Any:
        value = ask("call", self, args, kwargs)
        seedgate_calls.met(seedgate_calls.name_of(self), value)
        return value

    def __exit__(self, t: object, v: BaseException | None, tb: object) -> Any:
        if not seedgate_failures.sealed(v):
            return ask("exit", self, t, v, None)
        # Production's __exit__ runs, but a sealed failure is neither its to suppress nor to replace.
        try:
            suppress = ask("exit", self, t, v, None)
        except SeedgateError:
            raise
        except BaseException:
            return False
        if suppress is not False and suppress is not None:  # identity only: a handle's truth would ask production
            v.add_note(seedgate_failures.SWALLOWED_EXIT)  # type: ignore[union-attr]
        return False

    def __format__(self, spec: str) -> Any:
        return ask("format", self, spec)

    def __round__(self, *n: object) -> Any:
        return ask("round", self, *n)

    def __dir__(self) -> Any:
        return ask("dir", self)

    def __repr__(self) -> Any:
        # Reports repr what they show: a subject already gone (the row is an error) must not crash them.
        try:
            return ask("repr", self)
        except SeedgateError:
            return f"<seedgate proxy #{_GET(self, '_sg_h')}: the subject process is gone>"


for _op in ("hash", "len", "str", "iter", "next", "reversed", "enter", "neg", "pos", "abs", "invert", "int", "float", "complex", "index"):
    setattr(Remote, f"__{_op}__", _unary(_op))
setattr(Remote, "__bool__", lambda self: _answer("bool", ask("bool", self)))
for _op in ("eq", "ne", "lt", "le", "gt", "ge"):
    setattr(Remote, f"__{_op}__", _decided(_op))
for _op in ("getitem", "delitem", "divmod"):
    setattr(Remote, f"__{_op}__", _binary(_op))
setattr(Remote, "__contains__", _decided("contains"))
setattr(Remote, "__setitem__", lambda self, key, value: ask("setitem", self, key, value))
for _op in ("add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "matmul", "and", "or", "xor", "lshift", "rshift"):
    setattr(Remote, f"__{_op}__", _binary(_op))
    setattr(Remote, f"__r{_op}__", _reflected(_op))
    setattr(Remote, f"__i{_op}__", _binary("i" + _op))
setattr(Remote, "__rdivmod__", _reflected("divmod"))


class RemoteType(type):
    """The metaclass of a subject class read through a proxy: call, isinstance, attributes."""

    def __new__(mcls, name: str, bases: tuple[type, ...], ns: dict[str, Any], **kw: Any) -> RemoteType:
        raise isolation(f"class {name} subclassing a production class", "a class cannot have bases in two processes")

    def __call__(cls, *args: object, **kwargs: object) -> Any:
        value = ask("call", cls, args, kwargs)
        seedgate_calls.met(_named(cls), value)
        return value

    def __getattr__(cls, name: str) -> Any:
        if name.startswith("_sg_") or name in ("__wrapped__", "__signature__", "__text_signature__"):
            raise AttributeError(name)
        value = ask("getattr", cls, name)
        seedgate_calls.read(f"{_named(cls)}.{name}", value)
        return value

    def __setattr__(cls, name: str, value: object) -> None:
        ask("setattr", cls, name, value)

    def __instancecheck__(cls, inst: object) -> Any:
        return _check("isinstance", inst, cls)

    def __subclasscheck__(cls, sub: type) -> Any:
        return _check("issubclass", sub, cls)

    def __iter__(cls) -> Any:
        return ask("iter", cls)

    def __len__(cls) -> Any:
        return ask("len", cls)

    def __getitem__(cls, key: object) -> Any:
        return ask("getitem", cls, key)

    def __contains__(cls, item: object) -> Any:
        if type(item) is not Remote:  # `x in SomeEnum`: the class answers for the test's value
            name = f"{_named(cls)} (the class)"
            kind = seedgate_shapes.kind_of(item)
            if not SIDE.shapes.allows(name, "contains", kind):
                raise isolation(*SIDE.shapes.refusal(name, "contains", kind))
        return _answer("contains", ask("contains", cls, item))


def _named(cls: RemoteType) -> str:
    return f"{type.__getattribute__(cls, '__module__')}.{type.__getattribute__(cls, '__qualname__')}"


def _check(op: str, obj: object, cls: RemoteType) -> Any:
    try:
        tree = SIDE.codec.encode(obj)
    except NoByValue:
        return False  # an oracle object is never an instance (or subclass) of a subject class
    if op == "issubclass" and type(tree) is list and tree[:1] == ["C"]:
        return False  # nor an oracle class crossing call-only (from_type asks it of every registered type)
    return ask(op, obj, cls)


# What enum.Enum and enum.Flag define in their own dicts: read on a subject enum class they
# would answer from the oracle's base class, so they are asked of the subject as any other.
_ASKED = frozenset(vars(enum.Enum)) | frozenset(vars(enum.Flag)) | {"__members__"}
_ASKED = _ASKED - {"__module__", "__qualname__", "__doc__", "__dict__", "__weakref__"}


class RemoteEnumType(RemoteType, enum.EnumMeta):
    """A subject class the subject says is an enum (issue 47): built on enum.Enum or enum.Flag
    with an EnumMeta metaclass, so Hypothesis' `sampled_from` and `from_type` take it as one;
    iterating, indexing, calling it and its attributes are still the subject's answers."""

    @classmethod
    def __prepare__(mcls, name: str, bases: tuple[type, ...], **kw: Any) -> dict[str, Any]:  # type: ignore[override]
        return {}  # `class X(ProdEnum)`: RemoteType.__new__'s refusal, not EnumMeta's checks

    def __getattribute__(cls, name: str) -> Any:
        if name in _ASKED:
            return RemoteType.__getattr__(cls, name)
        return type.__getattribute__(cls, name)

    def __reversed__(cls) -> Any:
        return ask("reversed", cls)

    def __dir__(cls) -> Any:
        return ask("dir", cls)


CLASSES = (RemoteType, RemoteEnumType)
_ENUM_BASES: dict[object, tuple[type, ...]] = {"e": (enum.Enum,), "f": (enum.Flag,)}


def _remote_class(hid: int, x: list[Any]) -> RemoteType:
    module, qualname = (x[3], x[4]) if len(x) in (5, 6) and type(x[3]) is str and type(x[4]) is str else ("?", "?")
    ns = {"__module__": module, "__qualname__": qualname, "_sg_h": hid, "__slots__": ()}
    bases = _ENUM_BASES.get(x[5]) if len(x) == 6 and type(x[5]) is str else None  # the subject's word: it changes how a sealed strategy iterates, no verdict
    return type.__new__(RemoteEnumType if bases else RemoteType, qualname.rpartition(".")[2] or "?", bases or (), ns)


SIDE.proxy_types, SIDE.class_types, SIDE.make_class = (Remote, RemoteType), CLASSES, _remote_class
SIDE.codec.exported.update({id(t): t for t in (Remote, *CLASSES)})  # the codec's fast path: the tree its full walk gives (test_wire_fast.py)
