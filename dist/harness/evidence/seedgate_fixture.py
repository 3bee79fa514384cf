"""seedgate's typed fixtures: a failing example's keyword arguments, as the values themselves.

A typed fixture is canonical JSON (sorted keys, no spaces, UTF-8) of
`{"$seedgate-fixture": 1, "arguments": {NAME: TREE}}`, each TREE the boundary codec's
tagged tree (protocol/wire.json, docs/wire.md): datetimes, dates, times, timedeltas,
fixed-offset timezones, zoneinfo, pytz and dateutil zones (by key, fold kept), Decimal, Fraction, UUID, bytes, bytearray, tuples, sets,
frozensets, complex, nan/inf/-0.0, big ints, dicts with any keys, ranges, slices, pathlib
paths (pure or concrete, by flavour and parts), enum members by their class's name and
their own (seedgate_members; never by value, though the wire carries an IntEnum as its int),
and dataclass instances by their class's name and their init fields (seedgate_dataclasses).
The last three kinds of tree (an enum member, a dataclass, a concrete path) only a fixture
holds: the codec's decoders hand them to this side's `stored`. A set's items are
sorted by their tree's JSON, so the same example always gives the same bytes.

A str's lone surrogates are written as JSON's \\u escapes (as JavaScript's JSON.stringify
writes them). A value with no by-value form (a ZoneInfo with no key, an instance of a class of the project's
own, a dataclass with an init=False field or an InitVar, a Flag combination, an exception) is refused, naming the argument and
its type: a fixture is never a lossy copy.

The older fixtures (a plain JSON object of keyword arguments, bytes and tuples tagged
`$bytes`/`$tuple`) have no marker and are read as before (`untag`).
"""
from __future__ import annotations

import base64
import datetime
import json
import re
import sys

import seedgate_codec
import seedgate_dataclasses
import seedgate_exceptions
import seedgate_members
import seedgate_temporal
from seedgate_codec import Refused
from seedgate_decoders import CONCRETE_PATHS, DATACLASS, ENUM, FROZENSET, PATH, SET

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

# Imported for their registration with the codec (a Codec requires every tag's decoder).
REGISTERED = (seedgate_temporal, seedgate_exceptions)
MARKER = "$seedgate-fixture"
FORMAT = 1


class Unstorable(Exception):
    """An argument that no typed fixture can hold faithfully; the message names it and its type."""


def _type_name(v: object) -> str:
    t = type(v)
    return t.__qualname__ if t.__module__ == "builtins" else f"{t.__module__}.{t.__qualname__}"


class _Side:
    """A codec side with no handles: whatever has no by-value form is refused."""

    def alias(self, v: object) -> None:
        return None

    def sent(self, v: object) -> None:
        pass

    def fresh(self, v: object) -> None:
        pass

    def export(self, codec: object, v: object) -> list[Any]:
        pathlib = sys.modules.get("pathlib")
        if pathlib is not None and type(v) in (pathlib.PosixPath, pathlib.WindowsPath):
            return [PATH, type(v).__name__, *pathlib.PurePath.parts.__get__(v)]
        tz = getattr(v, "tzinfo", None) if not isinstance(v, datetime.tzinfo) else v
        if tz is not None:  # a zone, or a datetime or time in one, that is no fixed offset nor a keyed ZoneInfo
            what = f"a {_type_name(v)} in the time zone {tz!r}" if tz is not v else "the time zone"
            raise Refused(f"{what} ({_type_name(tz)}): only fixed offsets (datetime.timezone), zoneinfo zones with a key and pytz or dateutil zones of the tz database have a typed form")
        raise Refused(f"a {_type_name(v)}, which has no typed form")

    def encode_exception(self, codec: object, v: object, d: int) -> None:
        raise Refused(f"an exception ({_type_name(v)}), which a fixture does not hold")

    def encode_exception_class(self, codec: object, v: object) -> None:
        raise Refused(f"an exception class ({v!r}), which a fixture does not hold")

    def resolve(self, codec: object, x: Any, depth: int) -> None:
        raise Refused(f"an unknown tag {x[0]!r}")

    def aliased(self, x: object) -> None:
        raise Refused("an alias, which a fixture does not hold")

    def stored(self, codec: object, x: list[Any]) -> Any:
        """What only a fixture holds: an enum member or a dataclass by name, a concrete path (its parts already read as text)."""
        if x[0] == ENUM:
            return seedgate_members.member(x)
        if x[0] == DATACLASS:
            return seedgate_dataclasses.instance(codec, x)
        if x[0] != PATH or x[1] not in CONCRETE_PATHS:
            raise Refused(f"an unknown tag {x[0]!r}")
        import pathlib

        try:
            return getattr(pathlib, x[1])(*x[2:])
        except Exception as exc:  # a WindowsPath where only POSIX paths can be made
            raise Refused(f"a {x[1]}, which this machine cannot make ({type(exc).__name__}: {exc})") from None


class _Codec(seedgate_codec.Codec):
    """An enum member is stored by name before the codec would read an IntEnum's or a StrEnum's
    base value (the wire's choice, which a fixture would replay as a plain int or str); a
    dataclass instance (the side's handle on the wire) by its class's name and fields."""

    def encode(self, v: Any, depth: int = 0) -> Any:
        tree = seedgate_members.tree(v)
        if tree is None:
            tree = seedgate_dataclasses.tree(self, v, depth)
        return tree if tree is not None else super().encode(v, depth)


def _codec() -> seedgate_codec.Codec:
    return _Codec(_Side())


def _ordered(tree: Any) -> Any:
    """Sets sorted by their items' JSON: iteration order is no part of a set's value."""
    if type(tree) is not list:
        return tree
    items = [_ordered(x) for x in tree[1:]]
    if tree[0] in (SET, FROZENSET):
        items.sort(key=lambda x: json.dumps(x, sort_keys=True, separators=(",", ":")))
    return [tree[0], *items]


_SURROGATE = re.compile("[\ud800-\udfff]")
_PAIR = re.compile("[\ud800-\udbff][\udc00-\udfff]")  # JSON would read it back as one character


def _canonical(value: object) -> str:
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    if _PAIR.search(text):
        raise UnicodeEncodeError("utf-8", text, 0, 1, "a lone high surrogate before a lone low one")
    return _SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def encode(kwargs: dict[str, Any]) -> str:
    """The typed fixture's text for these keyword arguments; raises Unstorable naming the first that cannot be held."""
    codec = _codec()
    out = {}
    for name in sorted(kwargs):
        value = kwargs[name]
        try:
            tree = _ordered(codec.encode(value))
            _canonical(tree)
        except Refused as exc:
            raise Unstorable(f"argument {name} ({_type_name(value)}) cannot be stored in a fixture: it holds {exc}") from None
        except UnicodeEncodeError:
            raise Unstorable(f"argument {name} ({_type_name(value)}) holds a lone high surrogate followed by a lone low one, which JSON reads back as one character") from None
        except RecursionError:
            raise Unstorable(f"argument {name} ({_type_name(value)}) is nested too deeply for a fixture") from None
        out[name] = tree
    return _canonical({MARKER: FORMAT, "arguments": out})


def untag(value: Any) -> Any:
    """An older fixture's values: `$bytes` and `$tuple` objects back to bytes and tuples."""
    if isinstance(value, list):
        return [untag(v) for v in value]
    if isinstance(value, dict):
        if len(value) == 1 and "$bytes" in value:
            return base64.b64decode(value["$bytes"])
        if len(value) == 1 and "$tuple" in value:
            return tuple(untag(v) for v in value["$tuple"])
        return {k: untag(v) for k, v in value.items()}
    return value


def decode(data: bytes) -> dict[str, Any]:
    """A fixture file's keyword arguments, typed or of the older format (its marker says which)."""
    doc = json.loads(data.decode("utf-8"))
    if not isinstance(doc, dict):
        raise ValueError("the fixture is not a JSON object of keyword arguments")
    if MARKER not in doc:
        return untag(doc)  # type: ignore[no-any-return]
    if doc[MARKER] != FORMAT or not isinstance(doc.get("arguments"), dict):
        raise ValueError(f"the fixture's format {doc[MARKER]!r} is not one this seedgate reads (it reads {FORMAT})")
    codec = _codec()
    return {name: codec.decode(tree) for name, tree in doc["arguments"].items()}
