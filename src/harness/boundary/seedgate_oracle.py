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
import sys
import types
import weakref

import seedgate_codec
import seedgate_exceptions
import seedgate_wire
from seedgate_codec import Refused
from seedgate_wire import SeedgateError, SeedgateIsolationError

_NEW = object.__new__
_SET = object.__setattr__
_GET = object.__getattribute__


class NoByValue(Refused):
    """An oracle object that can cross neither by value nor as a call-only handle."""


REPORTED = []  # every isolation error of this process: a harness without the channel reads it


def report(message):
    """An `isolation` row on seedgate's channel (when a plugin opened it): the row is an error."""
    REPORTED.append(message)
    channel = sys.modules.get("seedgate_channel")
    if channel is not None:
        channel.send({"event": "isolation", "what": message[:2000]})


def isolation(operation, why):
    err = SeedgateIsolationError(operation, why)
    report(str(err))
    return err


class OracleSide:
    def __init__(self):
        self.codec = seedgate_codec.Codec(self)
        self.peer = None
        self.refs, self.receipts, self.pinned = {}, {}, {}
        self.callables, self.callable_ids = {}, {}
        self.callable_hids = set()  # handles of subject objects that are callable
        self.proxy_types = self.make_class = self.make_module = None  # seedgate_remote fills them in
        self.out = ([], {})  # the current request's by-value containers, as sent (identity comes back)

    def attach(self, peer):
        self.peer = peer

    def ask(self, op, *args):
        __tracebackhide__ = True  # pytest shows the test's line, not the proxy's
        if self.peer is None:
            raise isolation(op, "no subject process was started for this run")
        if self.peer.dead is not None and op == "getattr" and type(args[1]) is str and args[1].startswith("_"):
            # The framework probes private names (inspect, pytest's collection); the row is already an error.
            raise AttributeError(f"{args[1]} (seedgate: the subject process is gone)")
        outer, self.out = self.out, ([], {})
        try:
            return self._ask(op, args)
        finally:
            self.out = outer

    def _ask(self, op, args):
        __tracebackhide__ = True
        try:
            tree = self.codec.encode(args)
        except Refused as exc:
            raise isolation(op, f"a value the codec refuses ({exc})") from None
        try:
            kind, reply = self.peer.request(op, tree)
        except Refused as exc:
            raise isolation(op, str(exc)) from None
        if kind == "i":
            raise isolation(op, f"{reply} (the test's own object did not change)")
        if kind == "f":
            raise isolation(op, f"the subject could not send its answer: {str(reply)[:500]}")
        try:
            value = self.codec.decode(reply)
        except Refused as exc:
            self.peer.fail(f"the subject process sent a value seedgate's codec refuses ({exc})")
        if kind == "e":
            raise value.with_traceback(None)
        return value

    # codec hooks
    def export(self, codec, v):
        t = type(v)
        if t is self.proxy_types[0] or getattr(t, "_sg_proxy_module", False):
            return ["H", _GET(v, "_sg_h")]
        if t is self.proxy_types[1]:
            return ["H", type.__getattribute__(v, "_sg_h")]
        if callable(v):
            cid = self.callable_ids.get(id(v))
            if cid is None:
                cid = self.callable_ids[id(v)] = len(self.callables) + 1
                self.callables[cid] = v
            return ["C", cid]
        raise NoByValue(f"passing a {t.__module__}.{t.__qualname__} to production code: it has no by-value form and is not callable")

    def resolve(self, codec, x, d):
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
            self.refs[hid] = weakref.ref(proxy, lambda r, hid=hid: self._dead(hid, r))
        self.receipts[hid] = self.receipts.get(hid, 0) + 1
        return proxy

    def _dead(self, hid, ref):
        if self.refs.get(hid) is ref:
            del self.refs[hid]
            n = self.receipts.pop(hid, 0)
            if n and self.peer is not None:
                self.peer.releases.append([hid, n])

    def fresh(self, obj):
        pass

    def alias(self, v):
        i = self.out[1].get(id(v))
        return None if i is None else ["A", i]

    def sent(self, v):
        self.out[1][id(v)] = len(self.out[0])
        self.out[0].append(v)

    def aliased(self, x):
        sent = self.out[0]
        if len(x) != 2 or type(x[1]) is not int or not 0 <= x[1] < len(sent):
            raise Refused("a malformed alias")
        return sent[x[1]]

    def encode_exception(self, codec, exc, d):
        return seedgate_exceptions.encode_exception(codec, exc, d)

    def encode_exception_class(self, codec, cls):
        return seedgate_exceptions.class_tree(cls)

    def real_class(self, module, qualname):
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
    def serve(self, op, tree):
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
