"""The oracle's side of the boundary: proxies for subject objects, and what crosses back.

A subject object with no by-value form is a `Remote` here (a remote class is a class
of metaclass `RemoteType`, a module a seedgate_proxy.ProxyModule), cached by handle
id while it lives, so two reads of the same remote object are the same proxy (`is`
holds). Every operator, attribute read and call is one request; the subject runs the
whole Python protocol (reflected operators included) and the answer is taken as it
comes. An oracle callable the test hands over crosses as a call-only handle: the
subject can call it (the call runs here, arguments and result by value) and nothing
else. Whatever cannot be served faithfully raises SeedgateIsolationError and writes an
`isolation` row to seedgate's channel, so the row is an error, never a verdict.
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

    def attach(self, peer):
        self.peer = peer

    def ask(self, op, *args):
        __tracebackhide__ = True  # pytest shows the test's line, not the proxy's
        if self.peer is None:
            raise isolation(op, "no subject process was started for this run")
        if self.peer.dead is not None and op == "getattr" and type(args[1]) is str and args[1].startswith("_"):
            # The framework probes private names (inspect, pytest's collection); the row is already an error.
            raise AttributeError(f"{args[1]} (seedgate: the subject process is gone)")
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
        if t is Remote or getattr(t, "_sg_proxy_module", False):
            return ["H", _GET(v, "_sg_h")]
        if t is RemoteType:
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
                made = self.pinned[hid] = _remote_class(hid, x) if kind == "t" else _module(hid, x)
            return made
        ref = self.refs.get(hid)
        proxy = ref() if ref is not None else None
        if proxy is None:
            proxy = _NEW(Remote)
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
        try:
            return "r", self.codec.encode(result)
        except Refused as exc:
            raise isolation("returning from a test callable to production code", str(exc)) from None


SIDE = OracleSide()
ask = SIDE.ask


def is_callable_handle(value):
    """A subject class, module or callable (what a module proxy may keep)."""
    t = type(value)
    return t is RemoteType or getattr(t, "_sg_proxy_module", False) or (t is Remote and _GET(value, "_sg_h") in SIDE.callable_hids)


def _unary(op):
    return lambda self: ask(op, self)


def _binary(op):
    return lambda self, other: ask(op, self, other)


def _reflected(op):
    return lambda self, other: ask(op, other, self)


class Remote:
    """A subject object: every operation is a request."""

    __slots__ = ("_sg_h", "__weakref__")

    def __getattr__(self, name):
        if name.startswith("_sg_"):
            raise AttributeError(name)
        return ask("getattr", self, name)

    def __setattr__(self, name, value):
        ask("setattr", self, name, value)

    def __delattr__(self, name):
        ask("delattr", self, name)

    def __call__(self, *args, **kwargs):
        return ask("call", self, args, kwargs)

    def __exit__(self, t, v, tb):
        return ask("exit", self, t, v, None)

    def __format__(self, spec):
        return ask("format", self, spec)

    def __round__(self, *n):
        return ask("round", self, *n)

    def __dir__(self):
        return ask("dir", self)

    def __repr__(self):
        # Reports repr what they show: a subject already gone (the row is an error) must not crash them.
        try:
            return ask("repr", self)
        except SeedgateError:
            return f"<seedgate proxy #{_GET(self, '_sg_h')}: the subject process is gone>"


for _op in ("hash", "len", "bool", "str", "iter", "next", "reversed", "enter", "neg", "pos", "abs", "invert", "int", "float", "complex", "index"):
    setattr(Remote, f"__{_op}__", _unary(_op))
for _op in ("eq", "ne", "lt", "le", "gt", "ge", "getitem", "delitem", "divmod"):
    setattr(Remote, f"__{_op}__", _binary(_op))
Remote.__contains__ = lambda self, item: ask("contains", self, item)
Remote.__setitem__ = lambda self, key, value: ask("setitem", self, key, value)
for _op in ("add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "matmul", "and", "or", "xor", "lshift", "rshift"):
    setattr(Remote, f"__{_op}__", _binary(_op))
    setattr(Remote, f"__r{_op}__", _reflected(_op))
    setattr(Remote, f"__i{_op}__", _binary("i" + _op))
Remote.__rdivmod__ = _reflected("divmod")


class RemoteType(type):
    """The metaclass of a subject class read through a proxy: call, isinstance, attributes."""

    def __new__(mcls, name, bases, ns, **kw):
        raise isolation(f"class {name} subclassing a production class", "a class cannot have bases in two processes")

    def __call__(cls, *args, **kwargs):
        return ask("call", cls, args, kwargs)

    def __getattr__(cls, name):
        if name.startswith("_sg_") or name in ("__wrapped__", "__signature__", "__text_signature__"):
            raise AttributeError(name)
        return ask("getattr", cls, name)

    def __setattr__(cls, name, value):
        ask("setattr", cls, name, value)

    def __instancecheck__(cls, inst):
        return _check("isinstance", inst, cls)

    def __subclasscheck__(cls, sub):
        return _check("issubclass", sub, cls)

    def __iter__(cls):
        return ask("iter", cls)

    def __len__(cls):
        return ask("len", cls)

    def __getitem__(cls, key):
        return ask("getitem", cls, key)

    def __contains__(cls, item):
        return ask("contains", cls, item)


def _check(op, obj, cls):
    try:
        SIDE.codec.encode(obj)
    except NoByValue:
        return False  # an oracle object is never an instance (or subclass) of a subject class
    return ask(op, obj, cls)


def _remote_class(hid, x):
    module, qualname = (x[3], x[4]) if len(x) == 5 and type(x[3]) is str and type(x[4]) is str else ("?", "?")
    ns = {"__module__": module, "__qualname__": qualname, "_sg_h": hid, "__slots__": ()}
    return type.__new__(RemoteType, qualname.rpartition(".")[2] or "?", (), ns)


def _module(hid, x):
    import seedgate_proxy

    name = x[3] if len(x) == 4 and type(x[3]) is str else "?"
    return seedgate_proxy.ProxyModule.made(name, hid)
