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

