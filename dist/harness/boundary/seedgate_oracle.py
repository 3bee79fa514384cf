"""The oracle's end of the boundary: requests, what crosses back, and isolation errors.

`ask(op, *args)` is one request to the subject (seedgate_ops names the operations):
arguments by value, answers by value or as proxies (seedgate_remote), cached by handle
id while they live, so two reads of the same remote object are the same proxy. The
test's own lists, dicts, sets and bytearrays come back as themselves. An oracle
callable crosses as a call-only handle: the subject can call it (the call runs here,
arguments and result by value) and nothing else. Whatever cannot be served faithfully
raises SeedgateIsolationError and writes an `isolation` row to seedgate's channel, so
the row is an error, never a verdict.
"""
from __future__ import annotations

import sys
import types
import weakref

import seedgate_codec
import seedgate_exceptions
import seedgate_failures
import seedgate_shapes
import seedgate_temporal
import seedgate_wire
from seedgate_codec import Refused
from seedgate_wire import SeedgateError, SeedgateIsolationError

_REGISTERED = (seedgate_temporal,)  # imported for what it registers: the codec's date and time tags

TYPE_CHECKING = False  # typing costs the oracle ~10 ms at start: imported for the checker only
if TYPE_CHECKING:
    from typing import Any, Callable

    MakeHandle = Callable[[int, list[Any]], Any]  # (handle id, the "H" tree) -> a class or module proxy

_NEW, _SET, _GET = object.__new__, object.__setattr__, object.__getattribute__


class NoByValue(Refused):
    """An oracle object that can cross neither by value nor as a call-only handle."""


REPORTED: list[str] = []  # every isolation error of this process: a harness without the channel reads it


def report(message: str) -> None:
    """An `isolation` row on seedgate's channel (when a plugin opened it): the row is an error."""
    REPORTED.append(message)
    channel = sys.modules.get("seedgate_channel")
    if channel is not None:
        channel.send({"event": "isolation", "what": message[:2000]})


def isolation(operation: str, why: str, hint: str = seedgate_wire.HINT) -> SeedgateIsolationError:
    err = SeedgateIsolationError(operation, why, hint)
    report(str(err))
    return err


class _Unregistered:
    """No proxy type registered yet: no value is of this type."""


def _unregistered(hid: int, x: list[Any]) -> Any:
    raise Refused(f"a subject handle of kind {x[2]!r} before its proxy module was imported")


class OracleSide:
    def __init__(self) -> None:
        self.codec = seedgate_codec.Codec(self)
        self.peer: seedgate_wire.Peer | None = None
        self.refs: dict[int, weakref.ref[Any]] = {}
        self.receipts: dict[int, int] = {}
        self.pinned: dict[int, Any] = {}
        self.callables: dict[int, Callable[..., Any]] = {}
        self.callable_ids: dict[int, int] = {}
        self.callable_hids: set[int] = set()  # handles of subject objects that are callable
        self.shapes = seedgate_shapes.Shapes(None)  # what the property's recorded shapes allow (the boot sets them)
        # Registered at import by the modules above this one: seedgate_remote the object and class
        # proxies (class_types: each metaclass, an enum's its own), seedgate_proxy the module maker.
        self.proxy_types: tuple[type, type] = (_Unregistered, _Unregistered)
        self.class_types: tuple[type, ...] = (_Unregistered,)
        self.make_class: MakeHandle = _unregistered
        self.make_module: MakeHandle = _unregistered
        self.out: tuple[list[Any], dict[int, int]] = ([], {})  # the current request's by-value containers, as sent (identity comes back)
        self.raised: list[BaseException] = []  # sealed failures the current request's callbacks raised into the subject

    def attach(self, peer: seedgate_wire.Peer) -> None:
        self.peer = peer

    def ask(self, op: str, *args: Any) -> Any:
        __tracebackhide__ = True  # pytest shows the test's line, not the proxy's
        if self.peer is None:
            raise isolation(op, "no subject process was started for this run")
        if self.peer.dead is not None and op == "getattr" and type(args[1]) is str and args[1].startswith("_"):
            # The framework probes private names (inspect, pytest's collection); the row is already an error.
            raise AttributeError(f"{args[1]} (seedgate: the subject process is gone)")
        outer, self.out = self.out, ([], {})
        raised, self.raised = self.raised, []
        try:
            return self._ask(op, args)
        finally:
            self.out, self.raised = outer, raised

    def _ask(self, op: str, args: tuple[Any, ...]) -> Any:
        __tracebackhide__ = True
        try:
            tree = self.codec.encode(args)
        except Refused as exc:
            raise isolation(op, f"a value the codec refuses ({exc})") from None
        peer = self.peer
        assert peer is not None  # ask() checked
        try:
            kind, reply = peer.request(op, tree)
        except Refused as exc:
            raise isolation(op, str(exc)) from None
        if kind == "i":
            raise isolation(op, f"{reply} (the test's own object did not change)")
        if kind == "f":
            raise isolation(op, f"the subject could not send its answer: {str(reply)[:500]}")
        try:
            value = self.codec.decode(reply)
        except Refused as exc:
            peer.fail(f"the subject process sent a value seedgate's codec refuses ({exc})")
        if self.raised:
            # A sealed failure went into production through a callback: it ends this request
            # whatever production did with it (caught it, wrapped it, returned), as itself.
            first = self.raised[0]
            if kind != "e" or type(value).__name__ != type(first).__name__:
                first.add_note(seedgate_failures.SWALLOWED_CALL)
            raise first
        if kind == "e":
            if isinstance(value, BaseException):
                _SET(value, "_sg_subject", True)  # production's own exception: production may catch it
            raise value.with_traceback(None)
        return value

    # codec hooks
    def export(self, codec: seedgate_codec.Codec, v: object) -> list[Any]:
        t = type(v)
        if t is self.proxy_types[0] or getattr(t, "_sg_proxy_module", False):
            return ["H", _GET(v, "_sg_h")]
        if t in self.class_types:
            return ["H", type.__getattribute__(v, "_sg_h")]
        if callable(v):
            cid = self.callable_ids.get(id(v))
            if cid is None:
                cid = self.callable_ids[id(v)] = len(self.callables) + 1
                self.callables[cid] = v
            return ["C", cid]
        raise NoByValue(f"passing a {t.__module__}.{t.__qualname__} to production code: it has no by-value form and is not callable")

    def resolve(self, codec: seedgate_codec.Codec, x: list[Any], d: int) -> Any:
        if x[0] == "C" and len(x) == 2 and x[1] in self.callables:
            return self.callables[x[1]]
        if x[0] != "H" or len(x) < 3 or type(x[1]) is not int or x[2] not in ("o", "c", "t", "m"):
            raise Refused(f"an unknown value tag {x[0]!r}")
        hid, kind = x[1], x[2]
        if kind == "c":
            self.callable_hids.add(hid)
        if kind not in ("o", "c"):
            made = self.pinned.get(hid)
            if made is None:
                made = self.pinned[hid] = self.make_class(hid, x) if kind == "t" else self.make_module(hid, x)
            return made
        ref = self.refs.get(hid)
        proxy = ref() if ref is not None else None
        if proxy is None:
            proxy = _NEW(self.proxy_types[0])
            _SET(proxy, "_sg_h", hid)
            _SET(proxy, "_sg_c", x[3] if len(x) >= 4 and type(x[3]) is str else "?")  # its class, as the subject named it (seedgate_shapes)

            def gone(r: weakref.ref[Any], hid: int = hid) -> None:
                self._dead(hid, r)

            self.refs[hid] = weakref.ref(proxy, gone)
        self.receipts[hid] = self.receipts.get(hid, 0) + 1
        return proxy

    def _dead(self, hid: int, ref: weakref.ref[Any]) -> None:
        if self.refs.get(hid) is ref:
            del self.refs[hid]
            n = self.receipts.pop(hid, 0)
            if n and self.peer is not None:
                self.peer.releases.append([hid, n])

    def fresh(self, obj: object) -> None:
        pass

    def alias(self, v: object) -> list[Any] | None:
        i = self.out[1].get(id(v))
        return None if i is None else ["A", i]

    def sent(self, v: object) -> None:
        self.out[1][id(v)] = len(self.out[0])
        self.out[0].append(v)

    def aliased(self, x: list[Any]) -> Any:
        sent = self.out[0]
        if len(x) != 2 or type(x[1]) is not int or not 0 <= x[1] < len(sent):
            raise Refused("a malformed alias")
        return sent[x[1]]

    def encode_exception(self, codec: seedgate_codec.Codec, exc: BaseException, d: int) -> Any:
        return seedgate_exceptions.encode_exception(codec, exc, d)

    def encode_exception_class(self, codec: seedgate_codec.Codec, cls: type[BaseException]) -> Any:
        return seedgate_exceptions.class_tree(cls)

    def real_class(self, module: str, qualname: str) -> type[BaseException] | None:
        """A standard-library class the oracle loaded itself; nothing is imported because the subject named it."""
        if module.partition(".")[0] not in sys.stdlib_module_names:
            return None
        obj = sys.modules.get(module)
        if type(obj) is not types.ModuleType:
            return None
        for part in qualname.split("."):
            obj = getattr(obj, part, None)
        return obj if isinstance(obj, type) and issubclass(obj, BaseException) else None

    # the subject's requests: calls of oracle callables
    def serve(self, op: str, tree: Any) -> tuple[str, Any]:
        if op != "cb":
            raise Refused(f"an operation the oracle does not serve ({op!r})")
        call = self.codec.decode(tree)
        if type(call) is not tuple or len(call) != 3 or type(call[1]) is not tuple or type(call[2]) is not dict:
            raise Refused("a malformed callback")
        fn, args, kwargs = call
        try:
            result = fn(*args, **kwargs)
        except SeedgateError:
            raise
        except BaseException as exc:
            if seedgate_failures.sealed(exc):
                self.raised.append(exc)
            return "e", self.codec.encode(exc)
        sent, ids = self.out
        kept = len(sent)
        try:
            return "r", self.codec.encode(result)
        except Refused as exc:
            raise isolation("returning from a test callable to production code", str(exc)) from None
        finally:  # the subject counts only the request's own containers: a reply's may alias those, never add
            for v in sent[kept:]:
                ids.pop(id(v), None)
            del sent[kept:]


SIDE = OracleSide()
ask = SIDE.ask
