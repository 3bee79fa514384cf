"""Production code that makes its own pytz and dateutil zones: under `process` they cross to
the oracle by value when the oracle's Python has the library, as handles when it has not."""
from datetime import datetime, timezone

import pytz
from dateutil import tz


def in_paris(year, month, day, hour):
    return pytz.timezone("Europe/Paris").localize(datetime(year, month, day, hour))


def in_tokyo(year, month, day, hour):
    return datetime(year, month, day, hour, tzinfo=tz.gettz("Asia/Tokyo"))


def zone(key):
    return pytz.timezone(key)


def at(zone, moment):
    return moment.astimezone(zone)


def to_utc(moment):
    return moment.astimezone(timezone.utc)
