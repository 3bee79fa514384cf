"""Dates and times across the boundary: the table's "instant", "date", "datetime", "time",
"timedelta" and "timezone" tags, registered with seedgate_codec when this module is imported.

A datetime in `timezone.utc` with whole milliseconds (and fold 0) is an instant, the
tree a Node Date crosses as; any other datetime keeps its fields (fold too). A tz crosses
as a fixed offset (`datetime.timezone`, its name kept when it has one) or as a zone's key
(`zoneinfo.ZoneInfo("Europe/Paris")`, what Hypothesis' `timezones()` draws), decoded as
`ZoneInfo(key)` from the receiver's tz database, or as a pytz or dateutil zone by its key
(seedgate_zones). Any other tzinfo (a ZoneInfo read from a file, which has no key; a
subclass; a custom class) makes the value a handle instead.
zoneinfo is imported only to decode a zone: a ZoneInfo to encode means it is imported.
"""
from __future__ import annotations

import datetime as _dt
import sys

import seedgate_codec
import seedgate_zones
from seedgate_codec import Refused
from seedgate_vocabulary import TAGS

TYPE_CHECKING = False  # typing costs start-up time: imported for the checker only
if TYPE_CHECKING:
    from typing import Any

INSTANT, DATE, DATETIME, TIME, TIMEDELTA = TAGS["instant"], TAGS["date"], TAGS["datetime"], TAGS["time"], TAGS["timedelta"]
TIMEZONE = TAGS["timezone"]
_TZ = _dt.timezone
_UTC = _dt.timezone.utc
_EPOCH = _dt.datetime(1970, 1, 1, tzinfo=_UTC)
D = _dt.datetime
T = _dt.time
_NOT_VALUE: list[Any] = []  # a tz with no by-value form


def _zone_key(tz: object) -> str | None:
    """The key of a ZoneInfo (not a subclass) made from the tz database, read with the class's own slot."""
    zoneinfo = sys.modules.get("zoneinfo")
    if zoneinfo is None or type(tz) is not zoneinfo.ZoneInfo:
        return None
    key = zoneinfo.ZoneInfo.key.__get__(tz)
    return key if type(key) is str else None


def _tz(tz: object) -> list[Any] | str | None:
    if tz is None:
        return None
    if type(tz) is not _TZ:
        key = _zone_key(tz)
        return key if key is not None else seedgate_zones.tree(tz) or _NOT_VALUE
    offset = _TZ.utcoffset(tz, None)
    name = _TZ.tzname(tz, None)
    plain = _TZ(offset).tzname(None)
    return [offset.days, offset.seconds, offset.microseconds, None if name == plain else name]


def encode(codec: object, v: Any, d: int) -> list[Any] | None:
    """The tree of a date, datetime, time, timedelta (or a subclass's, read with the base's
    own descriptors) or tzinfo; None for a tz that is neither a fixed `timezone` nor a keyed
    ZoneInfo (it crosses as a handle)."""
    t = type(v)
    if issubclass(t, _dt.tzinfo):
        tz = _tz(v)
        return None if tz is _NOT_VALUE else [TIMEZONE, tz]
    if issubclass(t, D):
        tzinfo = D.tzinfo.__get__(v)
        fields = [D.year.__get__(v), D.month.__get__(v), D.day.__get__(v), D.hour.__get__(v), D.minute.__get__(v), D.second.__get__(v), D.microsecond.__get__(v)]
        fold = D.fold.__get__(v)
        if tzinfo is _UTC and fields[6] % 1000 == 0 and fold == 0:
            year, month, day, hour, minute, second, micro = fields
            return [INSTANT, _millis(D(year, month, day, hour, minute, second, micro, _UTC) - _EPOCH)]
        tz = _tz(tzinfo)
        return None if tz is _NOT_VALUE else [DATETIME, *fields, fold, tz]
    if issubclass(t, _dt.date):
        return [DATE, _dt.date.year.__get__(v), _dt.date.month.__get__(v), _dt.date.day.__get__(v)]
    if issubclass(t, T):
        tz = _tz(T.tzinfo.__get__(v))
        if tz is _NOT_VALUE:
            return None
        return [TIME, T.hour.__get__(v), T.minute.__get__(v), T.second.__get__(v), T.microsecond.__get__(v), T.fold.__get__(v), tz]
    td = _dt.timedelta
    return [TIMEDELTA, td.days.__get__(v), td.seconds.__get__(v), td.microseconds.__get__(v)]


def _millis(delta: _dt.timedelta) -> int:
    return delta.days * 86_400_000 + delta.seconds * 1000 + delta.microseconds // 1000


def _ints(*xs: object) -> tuple[int, ...]:
    out = []
    for x in xs:
        if type(x) is not int:
            raise Refused("a malformed temporal value")
        out.append(x)
    return tuple(out)


def _zone(key: str) -> _dt.tzinfo:
    import zoneinfo  # only when a zone arrives: 4 ms of start-up no other value pays

    try:
        return zoneinfo.ZoneInfo(key)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError, OSError):  # unknown, no key (a path), no TZif file, a directory
        raise Refused(f"the time zone {key[:80]!r}, which this machine's tz database (/usr/share/zoneinfo or the tzdata package) does not have") from None


def _tz_dec(x: Any) -> _dt.tzinfo | None:
    if x is None:
        return None
    if type(x) is str:
        return _zone(x)
    if type(x) is list and x and type(x[0]) is str:
        return seedgate_zones.decode(x)
    days, seconds, micro, name = x
    offset = _dt.timedelta(*_ints(days, seconds, micro))
    if name is None:
        return _TZ(offset)
    if type(name) is not str:
        raise Refused("a malformed timezone name")
    return _TZ(offset, name)


def _instant(x: list[Any]) -> _dt.datetime:
    if len(x) != 2 or type(x[1]) is not int:
        raise Refused("an instant that is no whole number of milliseconds (an invalid Date)")
    return _EPOCH + _dt.timedelta(milliseconds=x[1])


def _datetime(x: list[Any]) -> _dt.datetime:
    year, month, day, hour, minute, second, micro, fold = _ints(*x[1:9])
    return D(year, month, day, hour, minute, second, micro, _tz_dec(x[9]), fold=fold)


def _time(x: list[Any]) -> _dt.time:
    hour, minute, second, micro, fold = _ints(*x[1:6])
    return T(hour, minute, second, micro, _tz_dec(x[6]), fold=fold)


def _timezone(x: list[Any]) -> _dt.tzinfo | None:
    if len(x) != 2 or x[1] is None:
        raise Refused("a malformed timezone")
    return _tz_dec(x[1])


seedgate_codec.register(
    {
        INSTANT: lambda c, x, d: _instant(x),
        DATE: lambda c, x, d: _dt.date(*_ints(*x[1:4])),
        TIMEDELTA: lambda c, x, d: _dt.timedelta(*_ints(*x[1:4])),
        DATETIME: lambda c, x, d: _datetime(x),
        TIME: lambda c, x, d: _time(x),
        TIMEZONE: lambda c, x, d: _timezone(x),
    },
    (_dt.date, _dt.time, _dt.timedelta, _dt.tzinfo),
    encode,
)
