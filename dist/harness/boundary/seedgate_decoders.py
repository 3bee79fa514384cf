"""The codec's tag registry and the decoders of its own tags (seedgate_codec builds on it).

Below seedgate_codec so that the registry imports nothing of the boundary: seedgate_codec
registers its own tags here, seedgate_temporal and seedgate_exceptions register theirs
through seedgate_codec.register when they are imported, and a Codec refuses to be built
until every Python tag of protocol/wire.json has its decoder. A decoder gets the codec
(to decode the items and reach the side), the tree and the depth of the tree's items.
"""
from __future__ import annotations

import base64
import builtins
import decimal
import fractions
import math
import sys
import uuid

from seedgate_vocabulary import NUMBER_SPECIALS, TAGS

TYPE_CHECKING = False  # typing costs start-up time: imported for the checker only
if TYPE_CHECKING:
    from typing import Any, Callable, Protocol

    Tree = Any  # a JSON value: str, int, float, bool, None or a tagged list

    class Coder(Protocol):
        side: Any

        def encode(self, v: Any, depth: int = 0) -> Tree: ...

        def decode(self, x: Tree, depth: int = 0) -> Any: ...

    Decoder = Callable[[Any, list[Any], int], Any]
    Encoder = Callable[[Any, Any, int], Tree]

LIST, DICT, MAP, SET, TUPLE, FROZENSET = TAGS["list"], TAGS["dict"], TAGS["map"], TAGS["set"], TAGS["tuple"], TAGS["frozenset"]
BIG_INT, NUMBER, BYTES, BYTEARRAY, ALIAS, BUILTIN = TAGS["big_int"], TAGS["number"], TAGS["bytes"], TAGS["bytearray"], TAGS["alias"], TAGS["builtin"]
COMPLEX, DECIMAL, FRACTION, UUID, IP = TAGS["complex"], TAGS["decimal"], TAGS["fraction"], TAGS["uuid"], TAGS["ip"]
IP_KINDS = ("address", "network", "interface")  # ipaddress.ip_address, ip_network, ip_interface
PATH, RANGE, SLICE, ENUM, DATACLASS = TAGS["path"], TAGS["range"], TAGS["slice"], TAGS["enum"], TAGS["dataclass"]
PURE_PATHS = ("PurePosixPath", "PureWindowsPath")  # no I/O: by value on the wire too
CONCRETE_PATHS = ("PosixPath", "WindowsPath")  # fixtures only (seedgate_fixture builds them)
NAN, INF, NEG_INF, NEG_ZERO = NUMBER_SPECIALS
_SPECIALS = {NAN: math.nan, INF: math.inf, NEG_INF: -math.inf, NEG_ZERO: -0.0}
BY_SIDE = (TAGS["handle"], TAGS["call_only"])  # the side's `resolve` reads these


class Refused(Exception):
    """A value the codec will not carry (too deep, too big, malformed, unknown)."""


# Classes only (and two singletons): a builtin *function* from the subject (eval, exec,
# open) must never decode as the oracle's own; it crosses as a handle and runs there.
_BUILTIN_NAME = {id(v): k for k, v in vars(builtins).items() if not k.startswith("_") and (isinstance(v, type) or v is Ellipsis or v is NotImplemented)}
_BUILTIN_BY_NAME = {k: getattr(builtins, k) for k in _BUILTIN_NAME.values()}
DECODERS: dict[str, Decoder] = {}
EXTENSIONS: list[tuple[tuple[type, ...], Encoder]] = []  # (bases, encode): None from encode makes it the side's


def register(decoders: dict[str, Decoder], bases: tuple[type, ...] = (), encode: Encoder | None = None) -> None:
    """An extension's tags (and the types it encodes): seedgate_codec, seedgate_temporal and seedgate_exceptions call this at import."""
    DECODERS.update(decoders)
    if encode is not None:
        EXTENSIONS.append((bases, encode))


def builtin_by_name(name: str) -> object:
    """The class (or singleton) `builtins` names so, or None."""
    return _BUILTIN_BY_NAME.get(name)


def builtin_name(obj: object) -> str | None:
    """The name `builtins` gives this very object, or None."""
    name = _BUILTIN_NAME.get(id(obj))
    return name if name is not None and _BUILTIN_BY_NAME[name] is obj else None



def _unb64(s: object) -> bytes:
    if type(s) is not str:
        raise Refused("malformed bytes")
    return base64.b64decode(s.encode("ascii"), validate=True)


def _fresh(codec: Coder, obj: Any) -> Any:
    codec.side.fresh(obj)
    return obj


def _dec_dict(codec: Coder, x: list[Any], d: int) -> Any:
    if len(x) % 2 != 1:
        raise Refused("a malformed dict")
    out = {}
    dec = codec.decode
    for i in range(1, len(x), 2):
        out[dec(x[i], d)] = dec(x[i + 1], d)
    return _fresh(codec, out)


def _dec_real(codec: Coder, x: Tree) -> float:
    v = codec.decode(x)
    if type(v) is not float and type(v) is not int:
        raise Refused("a malformed complex")
    return float(v)


def _dec_builtin(codec: Coder, x: list[Any], d: int) -> Any:
    if len(x) != 2 or type(x[1]) is not str or x[1] not in _BUILTIN_BY_NAME:
        raise Refused(f"an unknown builtin {x[1:]!r}")
    return _BUILTIN_BY_NAME[x[1]]


def _dec_int(codec: Coder, x: Tree) -> int:
    v = codec.decode(x)
    if type(v) is not int:
        raise Refused("a malformed integer")
    return v


def _dec_big_int(codec: Coder, x: list[Any], d: int) -> int:
    digits = x[1] if len(x) == 2 else None
    if type(digits) is not str or not digits.removeprefix("-").isascii() or not digits.removeprefix("-").isdigit():
        raise Refused("a malformed big integer")
    return int(digits)


def _text(x: object) -> str:
    if type(x) is not str:
        raise Refused("a malformed text")
    return x


def _dec_ip(codec: Coder, x: list[Any], d: int) -> Any:
    if len(x) != 3 or x[1] not in IP_KINDS:
        raise Refused("a malformed IP address")
    import ipaddress  # only when one arrives

    return getattr(ipaddress, f"ip_{x[1]}")(_text(x[2]))  # its text says IPv4 or IPv6


class _PurePathClass(type):
    """issubclass(t, PurePath) is true only for pathlib's own two pure classes, and only once
    pathlib is loaded: the codec never imports it (some 20 ms of a subject's start)."""

    def __subclasscheck__(cls, t: type) -> bool:
        pathlib = sys.modules.get("pathlib")
        return pathlib is not None and (t is pathlib.PurePosixPath or t is pathlib.PureWindowsPath)


PurePath = _PurePathClass("PurePath", (), {})


def _enc_value(codec: Coder, v: Any, d: int) -> Tree:
    """A range or a slice (neither can be subclassed): start, stop and step. A pure path (not a
    subclass, whose methods would run): its flavour and parts. A concrete path is no value on
    the wire: read in the oracle, its methods would touch the oracle's files (outside the
    sandbox), so it stays the side's (a fixture stores it: seedgate_fixture)."""
    t = type(v)
    if t is range or t is slice:
        return [RANGE if t is range else SLICE, codec.encode(v.start, d), codec.encode(v.stop, d), codec.encode(v.step, d)]
    return [PATH, t.__name__, *sys.modules["pathlib"].PurePath.parts.__get__(v)]


def _dec_path(codec: Coder, x: list[Any], d: int) -> Any:
    if len(x) < 2 or x[1] not in PURE_PATHS + CONCRETE_PATHS:
        raise Refused("a malformed path")
    parts = [_text(p) for p in x[2:]]
    if x[1] in CONCRETE_PATHS:
        return _stored(codec, x)
    import pathlib  # only when one arrives

    return getattr(pathlib, x[1])(*parts)


def _stored(codec: Coder, x: list[Any]) -> Any:
    """A tag only a typed fixture holds (an enum member or a dataclass by name, a concrete path): the
    fixture's side builds it; the wire's sides have no such hook, so a peer cannot ask
    for an import or a concrete path by sending one."""
    build = getattr(codec.side, "stored", None)
    if build is None:
        raise Refused(f"a {x[0]!r} value, which only a fixture holds")
    return build(codec, x)


def _dec_span(codec: Coder, x: list[Any], d: int) -> Any:
    if len(x) != 4:
        raise Refused(f"a malformed {x[0]!r} value")
    if x[0] == RANGE:
        return range(_dec_int(codec, x[1]), _dec_int(codec, x[2]), _dec_int(codec, x[3]))
    return slice(codec.decode(x[1], d), codec.decode(x[2], d), codec.decode(x[3], d))


def _dec_number(codec: Coder, x: list[Any], d: int) -> float:
    if len(x) != 2 or type(x[1]) is not str or x[1] not in _SPECIALS:
        raise Refused("a malformed number")
    return _SPECIALS[x[1]]


register(
    {
        LIST: lambda c, x, d: _fresh(c, [c.decode(i, d) for i in x[1:]]),
        TUPLE: lambda c, x, d: tuple([c.decode(i, d) for i in x[1:]]),
        DICT: _dec_dict,
        MAP: _dec_dict,
        SET: lambda c, x, d: _fresh(c, {c.decode(i, d) for i in x[1:]}),
        FROZENSET: lambda c, x, d: frozenset([c.decode(i, d) for i in x[1:]]),
        BIG_INT: _dec_big_int,
        NUMBER: _dec_number,
        BYTES: lambda c, x, d: _unb64(x[1]),
        BYTEARRAY: lambda c, x, d: _fresh(c, bytearray(_unb64(x[1]))),
        COMPLEX: lambda c, x, d: complex(_dec_real(c, x[1]), _dec_real(c, x[2])),
        DECIMAL: lambda c, x, d: decimal.Decimal(_text(x[1])),
        FRACTION: lambda c, x, d: fractions.Fraction(_dec_int(c, x[1]), _dec_int(c, x[2])),
        UUID: lambda c, x, d: uuid.UUID(int=_dec_int(c, x[1])),
        IP: _dec_ip,
        BUILTIN: _dec_builtin,
        ALIAS: lambda c, x, d: c.side.aliased(x),
        PATH: _dec_path,
        RANGE: _dec_span,
        SLICE: _dec_span,
        ENUM: lambda c, x, d: _stored(c, x),
        DATACLASS: lambda c, x, d: _stored(c, x),
    },
    (range, slice, PurePath),
    _enc_value,
)
# Every Python tag of the table has a decoder before a Codec is built, except the two the side resolves.
EXPECTED = frozenset(tag for tag in TAGS.values() if tag not in BY_SIDE)
