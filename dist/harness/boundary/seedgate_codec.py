"""seedgate's value codec between the oracle process and the subject process.

A value crosses as a JSON tree of tags that seedgate owns (protocol/wire.json, the same
table fast-check-wire.mjs reads); there is no pickle or marshal, and decoding only ever
builds built-in instances (plus the few standard library value types below), mirror
exception classes, and whatever the side maps a handle to. Nothing a peer sent runs as
code while it decodes.

By value: None, bool, int, float (nan, inf, -0.0), complex, str, bytes, bytearray,
tuple, list, dict, set, frozenset, Decimal, Fraction, UUID, ipaddress's addresses, networks
and interfaces (their classes only), the objects `builtins` names
(`int`, `len`, `ValueError`, Ellipsis); with their modules imported (they register here
through seedgate_decoders' registry, so this module imports neither): datetime/date/time/
timedelta (seedgate_temporal) and exceptions and exception classes (seedgate_exceptions),
imported by whoever builds a Codec. A Codec refuses to be built until
every Python tag of the table has its decoder, so what a decoder accepts never depends on
import order. A value whose type subclasses one of these crosses as the base's own value,
read with the base's own slot (`int.__index__`, `str.__str__`, `list.__iter__`, ...), so
its class's methods never run on the other side. Everything else is the side's business
(`export`): a handle, a call-only handle, or a refusal.

Tree: str, bool, None, a safe integer and a finite float stand for themselves (what
JSON and a JavaScript number carry exactly); every other value is a list whose first
item is its tag. A dict whose keys all cross as strings is the table's dict, else a map.
"""
from __future__ import annotations

import base64
import decimal
import fractions
import math
import sys
import uuid

from seedgate_decoders import BY_SIDE, DECODERS, EXPECTED, EXTENSIONS, Refused, builtin_name, register
from seedgate_decoders import BUILTIN, BYTEARRAY, BYTES, COMPLEX, DECIMAL, DICT, FRACTION, FROZENSET, IP, IP_KINDS, LIST, MAP, SET, TUPLE, UUID
from seedgate_decoders import BIG_INT, INF, NAN, NEG_INF, NEG_ZERO, NUMBER
from seedgate_vocabulary import MAX_BYTES, MAX_DEPTH, MAX_SAFE_INTEGER

TYPE_CHECKING = False  # typing costs start-up time: imported for the checker only
if TYPE_CHECKING:
    from typing import Any, Callable

    from seedgate_decoders import Encoder, Tree

__all__ = ["MAX_BYTES", "MAX_DEPTH", "BY_SIDE", "Codec", "Refused", "builtin_name", "register"]


def _int(v: int) -> Tree:
    return v if -MAX_SAFE_INTEGER <= v <= MAX_SAFE_INTEGER else [BIG_INT, int.__repr__(v)]


def _float(v: float) -> Tree:
    if v - v == 0.0 and (v != 0.0 or math.copysign(1.0, v) > 0.0):
        return v
    return [NUMBER, NAN if v != v else INF if v > 0 else NEG_INF if v < 0 else NEG_ZERO]


class Codec:
    """Encode and decode for one side; `side` supplies export/resolve/fresh/exceptions."""

    def __init__(self, side: Any) -> None:
        missing = EXPECTED.difference(DECODERS)
        if missing:
            raise RuntimeError(f"seedgate codec: no decoder for the tags {sorted(missing)}; hint: import seedgate_temporal and seedgate_exceptions first")
        self.side = side
        # The side's own proxy classes (exact types it defines), by id: straight to its export,
        # past the base and extension checks none of them could match (seedgate_remote and
        # seedgate_proxy register them). By id, so no class's metaclass __hash__ or __eq__ runs.
        self.exported: dict[int, type] = {}

    def encode(self, v: Any, depth: int = 0) -> Tree:
        t = type(v)
        if t is str or t is bool or v is None:
            return v
        if t is int:  # inline: most values are ints and floats
            return v if -MAX_SAFE_INTEGER <= v <= MAX_SAFE_INTEGER else [BIG_INT, int.__repr__(v)]
        if t is float:
            return v if v - v == 0.0 and (v != 0.0 or math.copysign(1.0, v) > 0.0) else _float(v)
        if depth >= MAX_DEPTH:
            raise Refused(f"a value nested deeper than {MAX_DEPTH} levels")
        d = depth + 1
        if t is list or t is tuple or t is dict or t is set or t is frozenset:
            return _CONTAINERS[t](self, v, d)
        if self.exported.get(id(t)) is t:
            return self.side.export(self, v)
        for base, read in _BASES:
            if issubclass(t, base):
                return read(self, v, d)
        if issubclass(t, BaseException):
            return self.side.encode_exception(self, v, d)
        name = builtin_name(v)
        if name is not None:
            return [BUILTIN, name]
        if issubclass(t, type) and issubclass(v, BaseException):
            return self.side.encode_exception_class(self, v)
        for bases, enc in EXTENSIONS:
            if issubclass(t, bases):
                tree = enc(self, v, d)
                if tree is not None:
                    return tree
                break
        tree = _ip(v) if "ipaddress" in sys.modules else None
        return tree if tree is not None else self.side.export(self, v)

    def decode(self, x: Tree, depth: int = 0) -> Any:
        t = type(x)
        if t is str or t is int or t is float or t is bool or x is None:
            return x
        if t is not list or not x or type(x[0]) is not str:
            raise Refused(f"a malformed value ({t.__name__})")
        if depth >= MAX_DEPTH:
            raise Refused(f"a value nested deeper than {MAX_DEPTH} levels")
        dec = DECODERS.get(x[0])
        if dec is None:
            return self.side.resolve(self, x, depth + 1)
        try:
            return dec(self, x, depth + 1)
        except Refused:
            raise
        except (TypeError, ValueError, OverflowError, IndexError, KeyError, decimal.InvalidOperation) as exc:
            raise Refused(f"a malformed {x[0]!r} value: {exc}") from None


def _ip(v: object) -> Tree:
    """An ipaddress address, network or interface (the class itself, not a subclass, whose
    methods would run): its text, which the receiver's ipaddress parses back."""
    ipaddress = sys.modules["ipaddress"]
    t = type(v)
    classes = ((ipaddress.IPv4Address, ipaddress.IPv6Address), (ipaddress.IPv4Network, ipaddress.IPv6Network), (ipaddress.IPv4Interface, ipaddress.IPv6Interface))
    for kind, pair in zip(IP_KINDS, classes):
        if t in pair:
            return [IP, kind, t.__str__(v)]
    return None


def _mutable(enc: Encoder) -> Encoder:
    """A list, dict, set or bytearray: the side may name it as one this request already carried
    (an alias, so identity survives the round trip), and it is counted in the order both
    sides see them (after its items), which is what the alias's index counts."""

    def run(codec: Codec, v: Any, d: int) -> Tree:
        alias = codec.side.alias(v)
        if alias is not None:
            return alias
        out = enc(codec, v, d)
        codec.side.sent(v)
        return out

    return run


def _seq(tag: str, it: Callable[[Any], Any]) -> Encoder:
    def enc(codec: Codec, v: Any, d: int) -> Tree:
        out: list[Any] = [tag]
        encode = codec.encode
        for i in it(v):
            out.append(encode(i, d))
        return out

    return enc


def _dict(codec: Codec, v: Any, d: int) -> Tree:
    """A dict whose keys all cross as strings is the table's dict (a Node object); any other key makes it a map."""
    out: list[Any] = [DICT]
    enc = codec.encode
    for k, val in dict.items(v):
        key = enc(k, d)
        if type(key) is not str:
            out[0] = MAP
        out.append(key)
        out.append(enc(val, d))
    return out


def _b64(v: bytes) -> str:
    return base64.b64encode(v).decode("ascii")


_dict_enc = _mutable(_dict)
_NUMERATOR, _DENOMINATOR = vars(fractions.Fraction)["_numerator"], vars(fractions.Fraction)["_denominator"]  # the slots, not a subclass's
_CONTAINERS: dict[type, Encoder] = {
    list: _mutable(_seq(LIST, list.__iter__)),
    tuple: _seq(TUPLE, tuple.__iter__),
    dict: _dict_enc,
    set: _mutable(_seq(SET, set.__iter__)),
    frozenset: _seq(FROZENSET, frozenset.__iter__),
}
_BASES: tuple[tuple[type, Encoder], ...] = (
    (int, lambda c, v, d: _int(int.__index__(v))),
    (str, lambda c, v, d: str.__str__(v)),
    (float, lambda c, v, d: _float(float.__float__(v))),
    (complex, lambda c, v, d: [COMPLEX, _float(complex.real.__get__(v)), _float(complex.imag.__get__(v))]),
    (bytes, lambda c, v, d: [BYTES, _b64(bytes.__getitem__(v, slice(None)))]),
    (bytearray, _mutable(lambda c, v, d: [BYTEARRAY, _b64(bytes(bytearray.__getitem__(v, slice(None))))])),
    (list, _CONTAINERS[list]),
    (tuple, _CONTAINERS[tuple]),
    (dict, _dict_enc),
    (set, _CONTAINERS[set]),
    (frozenset, _CONTAINERS[frozenset]),
    (decimal.Decimal, lambda c, v, d: [DECIMAL, decimal.Decimal.__str__(v)]),
    (fractions.Fraction, lambda c, v, d: [FRACTION, c.encode(_NUMERATOR.__get__(v), d), c.encode(_DENOMINATOR.__get__(v), d)]),
    (uuid.UUID, lambda c, v, d: [UUID, c.encode(uuid.UUID.int.__get__(v), d)]),
)


