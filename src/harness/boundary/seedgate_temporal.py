"""Dates and times across the boundary (seedgate_codec's "da", "dt", "tm" and "td" tags).

A tz crosses only as a fixed offset (`datetime.timezone`, its name kept when it has one);
any other tzinfo (zoneinfo, a custom class) makes the value a handle instead.
"""
import datetime as _dt

import seedgate_codec
from seedgate_codec import Refused

_TZ = _dt.timezone
D = _dt.datetime
T = _dt.time


def _tz(tz):
    if tz is None:
        return None
    if type(tz) is not _TZ:
        return _NOT_VALUE
    offset = _TZ.utcoffset(tz, None)
    name = _TZ.tzname(tz, None)
    plain = _TZ(offset).tzname(None)
    return [offset.days, offset.seconds, offset.microseconds, None if name == plain else name]


_NOT_VALUE = object()


def encode(v, t):
    """The tree of a date, datetime, time or timedelta (or a subclass's, read with the base's
    own descriptors); None for a tz that is no fixed `timezone` (it crosses as a handle)."""
    if issubclass(t, D):
        tz = _tz(D.tzinfo.__get__(v))
        if tz is _NOT_VALUE:
            return None
        return ["dt", D.year.__get__(v), D.month.__get__(v), D.day.__get__(v), D.hour.__get__(v), D.minute.__get__(v), D.second.__get__(v), D.microsecond.__get__(v), D.fold.__get__(v), tz]
    if issubclass(t, _dt.date):
        return ["da", _dt.date.year.__get__(v), _dt.date.month.__get__(v), _dt.date.day.__get__(v)]
    if issubclass(t, T):
        tz = _tz(T.tzinfo.__get__(v))
        if tz is _NOT_VALUE:
            return None
        return ["tm", T.hour.__get__(v), T.minute.__get__(v), T.second.__get__(v), T.microsecond.__get__(v), T.fold.__get__(v), tz]
    td = _dt.timedelta
    return ["td", td.days.__get__(v), td.seconds.__get__(v), td.microseconds.__get__(v)]


def _ints(*xs):
    for x in xs:
        if type(x) is not int:
            raise Refused("a malformed temporal value")
    return xs


def _tz_dec(x):
    if x is None:
        return None
    days, seconds, micro, name = x
    offset = _dt.timedelta(*_ints(days, seconds, micro))
    if name is None:
        return _TZ(offset)
    if type(name) is not str:
        raise Refused("a malformed timezone name")
    return _TZ(offset, name)


seedgate_codec._DECODERS.update({
    "da": lambda c, x, d: _dt.date(*_ints(*x[1:4])),
    "td": lambda c, x, d: _dt.timedelta(*_ints(*x[1:4])),
    "dt": lambda c, x, d: D(*_ints(*x[1:8]), tzinfo=_tz_dec(x[9]), fold=_ints(x[8])[0]),
    "tm": lambda c, x, d: T(*_ints(*x[1:5]), tzinfo=_tz_dec(x[6]), fold=_ints(x[5])[0]),
})
