"""The sealed test imports neither pytz nor dateutil: production's zones reach it by value
when its Python has their library (the oracle announced it), as handles when it has not."""
from datetime import datetime, timezone

from clock import at, in_paris, in_tokyo, to_utc, zone

NOON = datetime(2021, 7, 1, 12, tzinfo=timezone.utc)  # an instant: it crosses as one either way


def _same_instant_everywhere():
    paris, tokyo = in_paris(2021, 7, 1, 14), in_tokyo(2021, 7, 1, 21)
    assert (paris.tzname(), tokyo.tzname()) == ("CEST", "JST")
    assert to_utc(paris) == NOON and to_utc(tokyo) == NOON
    new_york = at(zone("America/New_York"), NOON)  # the zone goes back to production as it came
    assert new_york.tzname() == "EDT" and to_utc(new_york) == NOON
    return paris, tokyo, new_york


def test_library_zones_cross_by_value():
    assert all(type(m) is datetime for m in _same_instant_everywhere())


def test_library_zones_cross_as_handles():
    assert not any(type(m) is datetime for m in _same_instant_everywhere())  # proxies of the subject's
