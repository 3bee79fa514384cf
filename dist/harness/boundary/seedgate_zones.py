"""pytz and dateutil time zones across the boundary (issue 47 item 1): the tz slot of the
table's "timezone", "datetime" and "time" tags, beside seedgate_temporal's fixed offsets and
zoneinfo keys. Hypothesis' `hypothesis.extra.pytz.timezones()` and
`hypothesis.extra.dateutil.timezones()` draw these.

A zone crosses by its tz database key, as a zoneinfo zone does, and the receiver builds
the library's own object from its own database:
- `["pytz", key]`: `pytz.timezone(key)` itself (pytz.utc, a static zone, a zone as
  `pytz.timezone` returns it);
- `["pytz", key, utcoffset, dst, tzname]` (whole seconds): a zone as `localize` or
  `normalize` left it, one of that zone's own instances, read back from it;
- `["dateutil", key]`: `dateutil.tz.gettz(key)`, a `tzfile` of the tz database;
  `["dateutil", None]`: dateutil's UTC (`tz.UTC`, a `tzutc`).

Only an object its library would build again from the key is a value: its class is
exactly the one the library makes for that key (checked against the library's own answer
for the key). Anything else (a `tzfile` read from another file, a `tzlocal`, `tzoffset`,
`tzstr`, a subclass) has no by-value form. A library is only read if the sender already
imported it, and imported by the receiver only when one of its zones arrives.

Under isolation: process the oracle tells its subject, in the layout it starts it with
(`zones`), which of the two libraries its own Python can build (`announce`: found by
`importlib.util.find_spec`, not imported), and both ends keep that in LIBRARIES: the
subject sends a zone of another library as a handle, and a datetime or time in it as a
handle too, as before zones crossed by value; the oracle refuses such a zone by value
whoever sent it (a subject may ignore its layout), naming the library, before it imports
anything for it. A fixture's codec runs in the oracle, whose own zones are of the libraries
it announced: it stores them by key as ever.
"""
from __future__ import annotations

import datetime as _dt
import re
import sys

from seedgate_decoders import Refused

TYPE_CHECKING = False  # typing costs start-up time: imported for the checker only
if TYPE_CHECKING:
    from typing import Any

PYTZ, DATEUTIL = "pytz", "dateutil"
# The zone libraries the oracle of this wire builds, as it announced them; None (one process,
# shared isolation, a layout with no `zones`): both.
LIBRARIES: frozenset[str] | None = None
# A tz database key: no path (no leading slash, no dot, no colon), what gettz would read as a file name only.
_KEY = re.compile(r"[A-Za-z0-9_+-]+(?:/[A-Za-z0-9_+-]+)*\Z")
_TD = _dt.timedelta


def _seconds(td: object) -> int | None:
    if type(td) is not _TD:
        return None
    days, seconds, micro = _TD.days.__get__(td), _TD.seconds.__get__(td), _TD.microseconds.__get__(td)
    return None if micro else days * 86_400 + seconds


def _pytz(tz: object) -> list[Any] | None:
    pytz = sys.modules.get("pytz")
    t = type(tz)
    if pytz is None or not issubclass(t, pytz.tzinfo.BaseTzInfo):
        return None
    key = vars(t).get("zone")
    if type(key) is not str or _KEY.match(key) is None:
        return None
    try:
        zone = pytz.timezone(key)
    except (KeyError, ValueError, OSError):
        return None
    if type(zone) is not t:
        return None
    if zone is tz:
        return [PYTZ, key]
    state = vars(tz)
    inf = (state.get("_utcoffset"), state.get("_dst"), state.get("_tzname"))
    offset, dst = _seconds(inf[0]), _seconds(inf[1])
    if offset is None or dst is None or type(inf[2]) is not str or vars(zone).get("_tzinfos", {}).get(inf) is not tz:
        return None
    return [PYTZ, key, offset, dst, inf[2]]


def _dateutil_key(filename: object, paths: object) -> str | None:
    """The key of a tzfile gettz read: its file under one of dateutil's TZPATHS, or its name in dateutil's own bundle."""
    if type(filename) is not str:
        return None
    for path in paths if type(paths) is list else []:
        if type(path) is str and filename.startswith(path.rstrip("/") + "/"):
            filename = filename[len(path.rstrip("/")) + 1 :]
            break
    return filename if _KEY.match(filename) else None


def _dateutil(tz: object) -> list[Any] | None:
    tzmod = sys.modules.get("dateutil.tz")
    t = type(tz)
    if tzmod is None:
        return None
    if t is tzmod.tzutc:
        return [DATEUTIL, None]
    if t is not tzmod.tzfile:
        return None
    key = _dateutil_key(vars(tz).get("_filename"), tzmod.TZPATHS)
    if key is None:
        return None
    same = tzmod.gettz(key)
    return [DATEUTIL, key] if same is tz or (type(same) is t and same == tz) else None


def tree(tz: object) -> list[Any] | None:
    """The tz slot of a pytz or dateutil zone its library would build again from its key, else
    None (a handle), as it is for a zone of a library the oracle did not announce."""
    slot = _pytz(tz) or _dateutil(tz)
    return slot if slot is None or LIBRARIES is None or slot[0] in LIBRARIES else None


def announce() -> list[str]:
    """The oracle's `zones`: the libraries its Python finds (importlib.util.find_spec, which
    imports no library of a top-level name), kept in LIBRARIES for what arrives."""
    import importlib.util  # pytest imports it anyway: about 1 ms earlier

    found = []
    for name in (PYTZ, DATEUTIL):
        try:
            if importlib.util.find_spec(name) is not None:
                found.append(name)
        except (ImportError, ValueError):  # a finder that refuses the name; a module with no spec
            pass
    agree(found)
    return found


def agree(zones: object) -> None:
    """The subject's side of `announce`: the layout's `zones`, absent when no oracle announced any."""
    global LIBRARIES
    if zones is None:
        LIBRARIES = None
    else:
        LIBRARIES = frozenset(z for z in zones if z in (PYTZ, DATEUTIL)) if type(zones) is list else frozenset()


# Either side decodes: the oracle (a zone from the subject) or the subject (the test's own zone, sent to production code).
_WHERE = (
    " (in the oracle: pin {pin} in runners.sealedRequirements, hashed, installed for the oracle; in the subject: the test"
    " handed production code a zone its environment (runners.setup) cannot build, so production could not use it either)"
)


def _pytz_zone(x: list[Any]) -> _dt.tzinfo:
    try:
        import pytz  # type: ignore[import]  # only when a pytz zone arrives (Debian ships no stubs)
    except ImportError:
        raise Refused(f"a pytz time zone, and this Python has no pytz{_WHERE.format(pin='pytz')}") from None
    key = x[1]
    if type(key) is not str or _KEY.match(key) is None or len(x) not in (2, 5):
        raise Refused("a malformed pytz time zone")
    try:
        zone: _dt.tzinfo = pytz.timezone(key)
    except (KeyError, ValueError, OSError):
        raise Refused(f"the pytz time zone {key[:80]!r}, which this machine's pytz does not have") from None
    if len(x) == 2:
        return zone
    offset, dst, name = x[2:]
    if type(offset) is not int or type(dst) is not int or type(name) is not str:
        raise Refused("a malformed pytz time zone")
    local = vars(zone).get("_tzinfos", {}).get((_TD(seconds=offset), _TD(seconds=dst), name))
    if local is None:
        raise Refused(f"the pytz time zone {key!r} at UTC offset {offset} s ({name[:20]!r}), which this machine's pytz does not have")
    return local  # type: ignore[no-any-return]


def _dateutil_zone(x: list[Any]) -> _dt.tzinfo:
    try:
        from dateutil import tz  # type: ignore[import]  # only when a dateutil zone arrives
    except ImportError:
        raise Refused(f"a dateutil time zone, and this Python has no dateutil{_WHERE.format(pin='python-dateutil')}") from None
    key = x[1]
    if key is None and len(x) == 2:
        utc: _dt.tzinfo = tz.tzutc()
        return utc
    if type(key) is not str or _KEY.match(key) is None or len(x) != 2:
        raise Refused("a malformed dateutil time zone")
    zone: _dt.tzinfo = tz.gettz(key)
    if type(zone) is not tz.tzfile:  # gettz falls back to a tzstr or tzlocal for a name no file has
        raise Refused(f"the dateutil time zone {key[:80]!r}, which this machine's tz database (/usr/share/zoneinfo) does not have")
    return zone  # type: ignore[no-any-return]  # narrowed by type(zone) is tz.tzfile, and tz is untyped


def decode(x: list[Any]) -> _dt.tzinfo:
    """The zone of a `["pytz", ...]` or `["dateutil", ...]` tz slot, built by its library on this machine."""
    if LIBRARIES is not None and x[0] in (PYTZ, DATEUTIL) and x[0] not in LIBRARIES:
        raise Refused(unannounced(x[0]))
    if len(x) >= 2 and x[0] == PYTZ:
        return _pytz_zone(x)
    if len(x) >= 2 and x[0] == DATEUTIL:
        return _dateutil_zone(x)
    raise Refused(f"a time zone of an unknown kind {str(x[0])[:20]!r}")


def unannounced(library: str) -> str:
    pin = "python-dateutil" if library == DATEUTIL else library
    return (
        f"a {library} time zone by value, and the oracle announced no {library} to its subject (its Python has none; an honest "
        f"subject sends such a zone as a handle); hint: to have it by value, pin {pin} in runners.sealedRequirements, hashed, installed for the oracle"
    )
