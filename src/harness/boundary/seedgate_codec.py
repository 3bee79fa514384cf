"""seedgate's value codec between the oracle process and the subject process.

A value crosses as a JSON tree of tags that seedgate owns; there is no pickle or
marshal, and decoding only ever builds built-in instances (plus the few standard
library value types below), mirror exception classes, and whatever the side maps a
handle to. Nothing a peer sent runs as code while it decodes.

By value: None, bool, int, float (nan, inf, -0.0), complex, str, bytes, bytearray,
tuple, list, dict, set, frozenset, Decimal, Fraction, datetime/date/time/timedelta
(a tz only as a fixed `timezone`), UUID, the objects `builtins` names (`int`, `len`,
`ValueError`, Ellipsis), exceptions and exception classes (seedgate_exceptions).
A value whose type subclasses one of these crosses as the base's own value, read
with the base's own slot (`int.__index__`, `str.__str__`, `list.__iter__`, ...), so
its class's methods never run on the other side. Everything else is the side's
business (`export`): a handle, a call-only handle, or a refusal.

Tree: str, int, float, bool and None stand for themselves; every other value is a
list whose first item is its tag.
"""
import base64
import builtins
import datetime as _dt
import decimal
import fractions
import uuid

MAX_DEPTH = 100
MAX_BYTES = 16 * 1024 * 1024


class Refused(Exception):
    """A value the codec will not carry (too deep, too big, malformed, unknown)."""


# Classes only (and two singletons): a builtin *function* from the subject (eval, exec,
# open) must never decode as the oracle's own; it crosses as a handle and runs there.
_BUILTIN_NAME = {id(v): k for k, v in vars(builtins).items() if not k.startswith("_") and (isinstance(v, type) or v is Ellipsis or v is NotImplemented)}
_BUILTIN_BY_NAME = {k: getattr(builtins, k) for k in _BUILTIN_NAME.values()}
_SCALARS = (str, int, float, bool, type(None))


def builtin_name(obj):
    """The name `builtins` gives this very object, or None."""
    name = _BUILTIN_NAME.get(id(obj))
    return name if name is not None and _BUILTIN_BY_NAME[name] is obj else None


class Codec:
    """Encode and decode for one side; `side` supplies export/resolve/fresh/exceptions."""

    def __init__(self, side):
        self.side = side

    def encode(self, v, depth=0):
        t = type(v)
        if t is str or t is int or t is float or t is bool or v is None:
            return v
        if depth > MAX_DEPTH:
            raise Refused(f"a value nested deeper than {MAX_DEPTH} levels")
        d = depth + 1
        enc = self.encode
        if t is list or t is tuple or t is dict or t is set or t is frozenset:
            return _CONTAINERS[t](self, v, d)
        for base, read in _BASES:
            if issubclass(t, base):
                return read(self, v, d)
        if issubclass(t, BaseException):
            return self.side.encode_exception(self, v, d)
        name = builtin_name(v)
        if name is not None:
            return ["bi", name]
        if issubclass(t, type) and issubclass(v, BaseException):
            return self.side.encode_exception_class(self, v)
        if issubclass(t, _dt.date) or issubclass(t, _dt.time) or issubclass(t, _dt.timedelta):
            tree = seedgate_temporal.encode(v, t)
            if tree is not None:
                return tree
        elif t is decimal.Decimal or issubclass(t, decimal.Decimal):
            return ["N", decimal.Decimal.__str__(v)]
        elif issubclass(t, fractions.Fraction):
            return ["Q", enc(fractions.Fraction._numerator.__get__(v), d), enc(fractions.Fraction._denominator.__get__(v), d)]
        elif issubclass(t, uuid.UUID):
            return ["U", enc(uuid.UUID.int.__get__(v), d)]
        return self.side.export(self, v)

    def decode(self, x, depth=0):
        t = type(x)
        if t is str or t is int or t is float or t is bool or x is None:
            return x
        if t is not list or not x or type(x[0]) is not str:
            raise Refused(f"a malformed value ({t.__name__})")
        if depth > MAX_DEPTH:
            raise Refused(f"a value nested deeper than {MAX_DEPTH} levels")
        dec = _DECODERS.get(x[0])
        if dec is None:
            return self.side.resolve(self, x, depth + 1)
        try:
            return dec(self, x, depth + 1)
        except Refused:
            raise
        except (TypeError, ValueError, OverflowError, IndexError, KeyError, decimal.InvalidOperation) as exc:
            raise Refused(f"a malformed {x[0]!r} value: {exc}") from None


def _mutable(enc):
    """A list, dict, set or bytearray: the side may name it as one this request already carried
    (["A", i], so identity survives the round trip), and it is counted in the order both
    sides see them (after its items), which is what `i` indexes."""

    def run(codec, v, d):
        alias = codec.side.alias(v)
        if alias is not None:
            return alias
        out = enc(codec, v, d)
        codec.side.sent(v)
        return out

    return run


def _seq(tag, it):
    def enc(codec, v, d):
        return [tag, *(codec.encode(i, d) for i in it(v))]

    return enc


def _dict_enc(codec, v, d):
    out = ["D"]
    for k, val in dict.items(v):
        out.append(codec.encode(k, d))
        out.append(codec.encode(val, d))
    return out


_dict_enc = _mutable(_dict_enc)
_CONTAINERS = {list: _mutable(_seq("L", list.__iter__)), tuple: _seq("T", tuple.__iter__), dict: _dict_enc, set: _mutable(_seq("S", set.__iter__)), frozenset: _seq("F", frozenset.__iter__)}
_BASES = (
    (int, lambda c, v, d: int.__index__(v)),
    (str, lambda c, v, d: str.__str__(v)),
    (float, lambda c, v, d: float.__float__(v)),
    (complex, lambda c, v, d: ["c", complex.real.__get__(v), complex.imag.__get__(v)]),
    (bytes, lambda c, v, d: ["b", base64.b64encode(bytes.__getitem__(v, slice(None))).decode("ascii")]),
    (bytearray, _mutable(lambda c, v, d: ["B", base64.b64encode(bytes(bytearray.__getitem__(v, slice(None)))).decode("ascii")])),
    (list, _CONTAINERS[list]),
    (tuple, _CONTAINERS[tuple]),
    (dict, _dict_enc),
    (set, _CONTAINERS[set]),
    (frozenset, _CONTAINERS[frozenset]),
)


def _b64(s):
    if type(s) is not str:
        raise Refused("malformed bytes")
    return base64.b64decode(s.encode("ascii"), validate=True)


def _fresh(codec, obj):
    codec.side.fresh(obj)
    return obj


def _dec_dict(codec, x, d):
    if len(x) % 2 != 1:
        raise Refused("a malformed dict")
    out = {}
    dec = codec.decode
    for i in range(1, len(x), 2):
        out[dec(x[i], d)] = dec(x[i + 1], d)
    return _fresh(codec, out)


def _float(x):
    if type(x) is not float and type(x) is not int:
        raise Refused("a malformed complex")
    return float(x)


def _dec_builtin(codec, x, d):
    if len(x) != 2 or type(x[1]) is not str or x[1] not in _BUILTIN_BY_NAME:
        raise Refused(f"an unknown builtin {x[1:]!r}")
    return _BUILTIN_BY_NAME[x[1]]


def _dec_int(codec, x):
    v = codec.decode(x)
    if type(v) is not int:
        raise Refused("a malformed integer")
    return v


_DECODERS = {
    "L": lambda c, x, d: _fresh(c, [c.decode(i, d) for i in x[1:]]),
    "T": lambda c, x, d: tuple([c.decode(i, d) for i in x[1:]]),
    "D": _dec_dict,
    "S": lambda c, x, d: _fresh(c, {c.decode(i, d) for i in x[1:]}),
    "F": lambda c, x, d: frozenset([c.decode(i, d) for i in x[1:]]),
    "b": lambda c, x, d: _b64(x[1]),
    "B": lambda c, x, d: _fresh(c, bytearray(_b64(x[1]))),
    "c": lambda c, x, d: complex(_float(x[1]), _float(x[2])),
    "N": lambda c, x, d: decimal.Decimal(x[1]) if type(x[1]) is str else _refuse("a malformed Decimal"),
    "Q": lambda c, x, d: fractions.Fraction(_dec_int(c, x[1]), _dec_int(c, x[2])),
    "U": lambda c, x, d: uuid.UUID(int=_dec_int(c, x[1])),
    "bi": _dec_builtin,
    "A": lambda c, x, d: c.side.aliased(x),
}


def _refuse(why):
    raise Refused(why)


import seedgate_temporal  # noqa: E402  (its tags join _DECODERS; it needs Refused above)
