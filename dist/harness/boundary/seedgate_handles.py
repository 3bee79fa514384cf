"""The subject's side of the boundary: its handle table and the requests it serves.

Production objects with no by-value form stay in a table and cross as handles (one id
per object while the oracle holds a proxy; the oracle returns its receipts to release
them). Each request's arguments are decoded with the list, dict, set and bytearray
containers they made tracked: one changed in place by the request is reported (an
isolation error in the oracle), one returned goes back as the oracle's own object.
Oracle callables are call-only: calling one asks the oracle, nothing else reaches it.
"""
from __future__ import annotations

import enum
import os
import sys
import traceback

import seedgate_codec
import seedgate_exceptions
import seedgate_temporal
import seedgate_ops
import seedgate_shapes
import seedgate_wire
from seedgate_codec import Refused

_REGISTERED = (seedgate_temporal,)  # imported for what it registers: the codec's date and time tags

TYPE_CHECKING = False  # typing costs the subject ~10 ms at start: imported for the checker only
if TYPE_CHECKING:
    from typing import Any, Callable

    Tracked = list[tuple[Any, Any]]  # (a by-value container the request made, its snapshot)
    Reply = tuple[str, Any]  # (the wire's answer kind, its tree)

_HARNESS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # the folder of the four rooms


_MODULE = type(sys)


class Callback:
    """An oracle callable: it can be called, and nothing else reaches the oracle."""

    __slots__ = ("_sg_c", "__weakref__")
    _sg_c: int

    def __call__(self, *args: object, **kwargs: object) -> Any:
        return SIDE.callback(self, args, kwargs)

    def __repr__(self) -> str:
        return "<call-only handle>"  # no name of seedgate for production code to find (issue 44 item 7)


def _snapshot(obj: Any) -> list[Any] | set[int] | bytes:
    t = type(obj)
    if t is list:
        return list(obj)
    if t is dict:
        return list(obj.items())
    if t is set:
        return {id(x) for x in obj}
    return bytes(obj)


def _same(obj: Any, snap: list[Any] | set[int] | bytes) -> bool:
    t = type(obj)
    if t is list or t is dict:
        now = _snapshot(obj)
        return len(now) == len(snap) and all(a is b or (t is dict and a[0] is b[0] and a[1] is b[1]) for a, b in zip(now, snap))
    return _snapshot(obj) == snap


def _trace(exc: BaseException) -> str:
    """The production frames of a traceback (the subject's own are left out)."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if os.path.dirname(os.path.dirname(os.path.abspath(f.filename))) != _HARNESS][-12:]
    return "".join(traceback.format_list(frames) + traceback.format_exception_only(type(exc), exc))[-4000:]


class Side:
    def __init__(self) -> None:
        self.table: dict[int, Any] = {}
        self.ids: dict[int, int] = {}
        self.counts: dict[int, int] = {}
        self.next = 1
        self.callbacks: dict[int, Callback] = {}
        self.tracking: Tracked | None = None
        self.aliases: dict[int, int] = {}  # the current request's by-value containers (id -> index)
        self.current: Tracked = []
        # Requests that are process plumbing, not operations on objects (the fork server's
        # `fork` and `end`): registered by the subject's start (seedgate_subject_forks), never here.
        self.plumbing: dict[str, Callable[[Any], Reply | None]] = {}
        self.codec = seedgate_codec.Codec(self)
        self.peer: seedgate_wire.Peer | None = None

    # codec hooks
    def export(self, codec: seedgate_codec.Codec, v: object) -> list[Any]:
        if type(v) is Callback:
            return ["C", v._sg_c]
        hid = self.ids.get(id(v))
        if hid is None:
            hid, self.next = self.next, self.next + 1
            self.table[hid], self.ids[id(v)] = v, hid
        self.counts[hid] = self.counts.get(hid, 0) + 1
        if isinstance(v, type):
            described = ["H", hid, "t", seedgate_exceptions._name(v, "__module__"), seedgate_exceptions._name(v, "__qualname__")]
            # An enum class says so (a Flag apart), so the oracle's proxy is one to the sealed strategies (issue 47).
            return described + ["f" if issubclass(v, enum.Flag) else "e"] if isinstance(v, enum.EnumMeta) else described
        if isinstance(v, _MODULE):
            name = getattr(v, "__name__", "?")
            return ["H", hid, "m", name if type(name) is str else "?"]
        # The object's class, by a name that resolves to it (seedgate_shapes): the oracle tells
        # handles of one class from another's and from its own values by it.
        return ["H", hid, "c" if callable(v) else "o", seedgate_shapes.class_name(type(v))]

    def resolve(self, codec: seedgate_codec.Codec, x: list[Any], d: int) -> Any:
        if x[0] == "H" and len(x) >= 2 and x[1] in self.table:
            return self.table[x[1]]
        if x[0] == "C" and len(x) == 2 and type(x[1]) is int:
            cb = self.callbacks.get(x[1])
            if cb is None:
                cb = self.callbacks[x[1]] = Callback.__new__(Callback)
                cb._sg_c = x[1]
            return cb
        raise Refused(f"an unknown value tag {x[0]!r}")

    def fresh(self, obj: object) -> None:
        if self.tracking is not None:
            self.tracking.append((obj, _snapshot(obj)))

    def alias(self, v: object) -> list[Any] | None:
        """The request's own argument (a list the oracle sent) goes back as itself."""
        i = self.aliases.get(id(v))
        return None if i is None else ["A", i]

    def sent(self, v: object) -> None:
        pass

    def aliased(self, x: list[Any]) -> Any:
        tracked = self.tracking if self.tracking is not None else self.current
        if len(x) != 2 or type(x[1]) is not int or not 0 <= x[1] < len(tracked):
            raise Refused("a malformed alias")
        return tracked[x[1]][0]

    def encode_exception(self, codec: seedgate_codec.Codec, exc: BaseException, d: int) -> Any:
        text = "" if isinstance(exc, (StopIteration, StopAsyncIteration)) else _trace(exc)
        return seedgate_exceptions.encode_exception(codec, exc, d, text)

    def encode_exception_class(self, codec: seedgate_codec.Codec, cls: type[BaseException]) -> Any:
        return seedgate_exceptions.class_tree(cls)

    def real_class(self, module: str, qualname: str) -> type[BaseException] | None:
        obj = sys.modules.get(module)
        for part in qualname.split("."):
            obj = getattr(obj, part, None)
        return obj if isinstance(obj, type) and issubclass(obj, BaseException) else None

    # requests
    def serve(self, op: str, tree: Any) -> Reply | None:
        if op == "rel":
            self.release(tree)
            return None
        plumbing = self.plumbing.get(op)
        if plumbing is not None:
            return plumbing(tree)
        fn = seedgate_ops.OPS.get(op)
        if fn is None:
            raise Refused(f"an unknown operation {op!r}")
        found: Callable[..., Any] = fn  # found, for the closure below
        outer, self.tracking = self.tracking, []
        try:
            args = self.codec.decode(tree)
            if type(args) is not tuple:
                raise Refused("malformed arguments")
            tracked = self.tracking
        finally:
            self.tracking = outer
        saved = self.aliases, self.current
        self.aliases, self.current = {id(o): i for i, (o, _) in enumerate(tracked)}, tracked
        try:
            return self.run(lambda: found(*args), tracked)
        finally:
            self.aliases, self.current = saved

    def run(self, thunk: Callable[[], Any], tracked: Tracked) -> Reply:
        try:
            result = thunk()
        except BaseException as exc:
            if isinstance(exc, seedgate_wire.SeedgateError):
                raise
            return "e", self.codec.encode(exc)
        changed = [type(o).__name__ for o, snap in tracked if not _same(o, snap)]
        if changed:
            return "i", f"production code changed in place a {changed[0]} the test passed by value"
        return "r", self.codec.encode(result)

    def release(self, batch: Any) -> None:
        for item in batch if type(batch) is list else []:
            if type(item) is list and len(item) == 2 and item[0] in self.counts and type(item[1]) is int:
                left = self.counts[item[0]] - item[1]
                if left > 0:
                    self.counts[item[0]] = left
                else:
                    obj = self.table.pop(item[0])
                    del self.counts[item[0]], self.ids[id(obj)]

    def callback(self, cb: Callback, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        peer = self.peer
        assert peer is not None  # the subject serves only once attached
        kind, tree = peer.request("cb", self.codec.encode((cb, args, kwargs)))
        if kind not in ("r", "e"):
            raise seedgate_wire.SeedgateSubjectError(f"seedgate: the oracle could not answer a callback: {str(tree)[:500]}")
        value = self.codec.decode(tree)
        if kind == "e":
            raise value
        return value


SIDE = Side()
