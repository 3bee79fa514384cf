from datetime import datetime, timedelta, timezone

from hypothesis import given, settings, strategies as st

from zoned import in_zone, to_utc, zone_key

MOMENTS = dict(min_value=datetime(1990, 1, 1), max_value=datetime(2060, 1, 1))


@settings(max_examples=30, deadline=None)
@given(st.datetimes(timezones=st.timezones(), **MOMENTS))
def test_to_utc_keeps_the_instant(moment):
    back = to_utc(moment)
    assert back - moment == timedelta(0) and back.tzinfo is timezone.utc  # `==` is never true across zones for a fold=1 time (PEP 495)


@settings(max_examples=30, deadline=None)
@given(st.datetimes(timezones=st.timezones(), **MOMENTS), st.timezones())
def test_a_zoned_result_comes_back_in_the_same_zone(moment, zone):
    back = in_zone(moment, zone)
    assert back - moment == timedelta(0) and back.tzinfo is zone  # ZoneInfo(key) is cached: the oracle's own zone
    assert back.utcoffset() == zone.utcoffset(back) and zone_key(zone) == zone.key



# pytz and dateutil zones (seedgate_zones.py): the production function gets the library's own zone objects.
from dateutil import tz as dateutil_tz  # noqa: E402
from hypothesis.extra import pytz as pytz_st  # noqa: E402

DATEUTIL_ZONES = st.sampled_from([dateutil_tz.UTC] + [dateutil_tz.gettz(k) for k in ("Europe/Paris", "America/New_York", "Asia/Kolkata")])


@settings(max_examples=30, deadline=None)
@given(st.datetimes(timezones=pytz_st.timezones(), **MOMENTS), pytz_st.timezones())
def test_a_pytz_result_comes_back_in_its_zone(moment, zone):
    back = in_zone(moment, zone)
    own = zone._tzinfos.values() if hasattr(zone, "_tzinfos") else [zone]  # a zone's localized instances
    assert back - moment == timedelta(0) and any(back.tzinfo is z for z in own)  # the oracle's own pytz zone


@settings(max_examples=30, deadline=None)
@given(st.datetimes(timezones=DATEUTIL_ZONES, **MOMENTS), DATEUTIL_ZONES)
def test_a_dateutil_result_comes_back_in_its_zone(moment, zone):
    back = in_zone(moment, zone)
    assert back - moment == timedelta(0) and back.tzinfo is zone  # gettz(key) is cached: the oracle's own zone
