"""zoneinfo, pytz and dateutil zones cross by key (issue 47 item 1): in the codec both ways
(fold kept, pytz's localized offset too), in a typed fixture, and under `isolation: process`
a production function taking and returning zoned datetimes passes (Hypothesis' `timezones()`,
`hypothesis.extra.pytz.timezones()` and dateutil zones), as does a typed fixture's replay.
Other zones (tzlocal, tzoffset, subclasses) are handles, refused by a fixture by name."""
import datetime
import json
import os
import zoneinfo

import pytest
from hypothesis import given, settings, strategies as st

import seedgate_codec
import seedgate_fixture
from boot_run import run_harness, run_lane
from seedgate_codec import Refused
from test_codec import Side

PARIS = zoneinfo.ZoneInfo("Europe/Paris")
FILE_ZONE = zoneinfo.ZoneInfo.from_file(open("/usr/share/zoneinfo/Europe/Paris", "rb"))  # no key


def tree(value):
    return json.loads(json.dumps(seedgate_codec.Codec(Side()).encode(value)))


def cross(value):
    return seedgate_codec.Codec(Side()).decode(tree(value))


def test_a_zone_crosses_by_its_key_as_the_receivers_own_zoneinfo():
    assert tree(PARIS) == ["tz", "Europe/Paris"]
    assert cross(PARIS) is PARIS  # ZoneInfo(key) is cached
    assert tree(datetime.timezone.utc) == ["tz", [0, 0, 0, None]] and cross(datetime.timezone.utc) is datetime.timezone.utc


def test_a_zoned_datetime_keeps_its_fields_its_fold_and_its_zone():
    ambiguous = datetime.datetime(2021, 10, 31, 2, 30, 0, 5, tzinfo=PARIS, fold=1)  # the second 02:30
    assert tree(ambiguous) == ["dt", 2021, 10, 31, 2, 30, 0, 5, 1, "Europe/Paris"]
    back = cross(ambiguous)
    assert back.fold == 1 and back.tzinfo is PARIS and back.utcoffset() == datetime.timedelta(hours=1)
    assert back.utcoffset() != cross(ambiguous.replace(fold=0)).utcoffset()
    assert cross(datetime.time(1, 2, tzinfo=PARIS)).tzinfo is PARIS
    # Whole milliseconds in a ZoneInfo("UTC") stay a zone, not the instant timezone.utc is.
    assert tree(datetime.datetime(2020, 1, 1, tzinfo=zoneinfo.ZoneInfo("UTC")))[0] == "dt"


@settings(deadline=None, database=None, max_examples=60)
@given(st.datetimes(timezones=st.timezones()), st.timezones())
def test_every_drawn_zone_and_zoned_datetime_crosses_exactly(moment, zone):
    back, z = cross(moment), cross(zone)
    assert z is zone and back.tzinfo is moment.tzinfo
    assert (back.replace(tzinfo=None), back.fold, back.utcoffset()) == (moment.replace(tzinfo=None), moment.fold, moment.utcoffset())


def test_a_zone_without_a_key_is_no_value_and_a_fixture_refuses_it_naming_the_argument():
    side = Side()
    assert seedgate_codec.Codec(side).encode(FILE_ZONE)[0] == "H" and side.exported == [FILE_ZONE]

    class Zone(zoneinfo.ZoneInfo):
        pass

    for value in (FILE_ZONE, datetime.datetime(2020, 1, 1, tzinfo=FILE_ZONE), Zone("UTC")):
        with pytest.raises(seedgate_fixture.Unstorable, match=r"argument when \(.*\) cannot be stored .*zoneinfo zones with a key"):
            seedgate_fixture.encode({"when": value})


def test_a_typed_fixture_holds_zones_and_refuses_a_key_the_machine_lacks():
    moment = datetime.datetime(2021, 11, 7, 1, 30, tzinfo=zoneinfo.ZoneInfo("America/New_York"), fold=1)
    text = seedgate_fixture.encode({"moment": moment, "zone": PARIS})
    assert text == '{"$seedgate-fixture":1,"arguments":{"moment":["dt",2021,11,7,1,30,0,0,1,"America/New_York"],"zone":["tz","Europe/Paris"]}}'
    back = seedgate_fixture.decode(text.encode())
    assert back["moment"].fold == 1 and back["moment"].tzinfo is moment.tzinfo and back["zone"] is PARIS
    for key in ("Nowhere/City", "../../etc/passwd", "/etc/passwd", "Europe"):
        with pytest.raises(Refused, match="tz database"):
            seedgate_fixture.decode(json.dumps({"$seedgate-fixture": 1, "arguments": {"zone": ["tz", key]}}).encode())


PASSING = ["test_to_utc_keeps_the_instant", "test_a_zoned_result_comes_back_in_the_same_zone"]


def test_zoned_datetimes_cross_the_process_boundary(tmp_path):
    assert os.path.isdir("/usr/share/zoneinfo")
    lane = run_lane(tmp_path, "zoned", "process")
    assert {n: lane.outcomes.get(n) for n in PASSING} == {n: "passed" for n in PASSING}, lane.output
    assert lane.isolation() == [] and lane.tampering() == []


def test_a_zoned_fixture_replays_under_process(tmp_path):
    sel = "tests/test_zoned.py::test_a_zoned_result_comes_back_in_the_same_zone"
    [row], code, out = run_harness(tmp_path, "zoned", "process", "replay_fixture.py", ["{oracle}", sel, "{oracle}/fixtures/fold.json", "0"])
    assert (row["outcome"], code) == ("pass", 0), (row, out)


# pytz and dateutil zones (seedgate_zones.py): by their tz database key, rebuilt by their own library.
import pytz  # noqa: E402
from dateutil import tz as dateutil_tz  # noqa: E402
from hypothesis.extra import pytz as pytz_st  # noqa: E402

NEW_YORK = pytz.timezone("America/New_York")


def test_pytz_zones_cross_by_key_and_a_localized_zone_keeps_its_offset():
    assert tree(pytz.utc) == ["tz", ["pytz", "UTC"]] and cross(pytz.utc) is pytz.utc
    assert tree(pytz.timezone("EST")) == ["tz", ["pytz", "EST"]] and cross(pytz.timezone("EST")) is pytz.timezone("EST")
    assert tree(NEW_YORK) == ["tz", ["pytz", "America/New_York"]] and cross(NEW_YORK) is NEW_YORK  # the zone as pytz.timezone gives it (LMT)
    summer = NEW_YORK.localize(datetime.datetime(2021, 7, 1, 12, 0))
    assert tree(summer) == ["dt", 2021, 7, 1, 12, 0, 0, 0, 0, ["pytz", "America/New_York", -14400, 3600, "EDT"]]
    back = cross(summer)
    assert back == summer and back.tzinfo is summer.tzinfo and back.utcoffset() == datetime.timedelta(hours=-4)
    assert tree(datetime.datetime(2020, 1, 1, tzinfo=pytz.utc))[0] == "dt"  # pytz.utc is a zone, not the instant timezone.utc is


def test_dateutil_zones_cross_by_key():
    paris = dateutil_tz.gettz("Europe/Paris")
    assert tree(paris) == ["tz", ["dateutil", "Europe/Paris"]] and cross(paris) is paris  # gettz is cached
    assert tree(dateutil_tz.UTC) == ["tz", ["dateutil", None]] and cross(dateutil_tz.UTC) is dateutil_tz.UTC
    moment = datetime.datetime(2021, 10, 31, 2, 30, tzinfo=paris, fold=1)
    back = cross(moment)
    assert (back.fold, back.tzinfo, back.utcoffset()) == (1, paris, datetime.timedelta(hours=1))


@settings(deadline=None, database=None, max_examples=60)
@given(st.datetimes(timezones=pytz_st.timezones()), pytz_st.timezones())
def test_every_drawn_pytz_zone_and_zoned_datetime_crosses_exactly(moment, zone):
    back, z = cross(moment), cross(zone)
    assert z is zone and back.tzinfo is moment.tzinfo
    assert (back.replace(tzinfo=None), back.fold, back.utcoffset(), back.tzname()) == (moment.replace(tzinfo=None), moment.fold, moment.utcoffset(), moment.tzname())


def test_other_library_zones_are_no_value_and_a_fixture_refuses_them_naming_the_argument():
    class Zone(type(NEW_YORK)):
        pass

    others = (dateutil_tz.tzlocal(), dateutil_tz.tzoffset("X", 3600), dateutil_tz.tzstr("EST5EDT"), Zone())
    for value in (*others, datetime.datetime(2020, 1, 1, tzinfo=others[1])):
        side = Side()
        assert seedgate_codec.Codec(side).encode(value)[0] == "H", value
        with pytest.raises(seedgate_fixture.Unstorable, match=r"argument when \(.*\) cannot be stored .*pytz or dateutil zones of the tz database"):
            seedgate_fixture.encode({"when": value})


def test_a_typed_fixture_holds_pytz_and_dateutil_zones_and_refuses_what_the_machine_lacks():
    text = seedgate_fixture.encode({"moment": NEW_YORK.localize(datetime.datetime(2021, 11, 7, 1, 30), is_dst=False), "zone": dateutil_tz.gettz("Asia/Tokyo")})
    assert text == (
        '{"$seedgate-fixture":1,"arguments":{"moment":["dt",2021,11,7,1,30,0,0,0,["pytz","America/New_York",-18000,0,"EST"]],'
        '"zone":["tz",["dateutil","Asia/Tokyo"]]}}'
    )
    back = seedgate_fixture.decode(text.encode())
    assert back["moment"].tzname() == "EST" and back["zone"] is dateutil_tz.gettz("Asia/Tokyo")
    bad = [
        ("pytz does not have", ["pytz", "Nowhere/City"]),
        ("pytz does not have", ["pytz", "Europe/Paris", 3600, 0, "XYZ"]),  # an offset the zone never had
        ("malformed pytz", ["pytz", "../../etc/passwd"]),
        ("tz database", ["dateutil", "Nowhere/City"]),
        ("malformed dateutil", ["dateutil", "/etc/passwd"]),
        ("malformed dateutil", ["dateutil", "EST5EDT,M3.2.0,M11.1.0"]),  # a TZ string gettz would parse, not a key
        ("unknown kind", ["zoneinfo", "Europe/Paris"]),
    ]
    for why, zone in bad:
        with pytest.raises(Refused, match=why):
            seedgate_fixture.decode(json.dumps({"$seedgate-fixture": 1, "arguments": {"zone": ["tz", zone]}}).encode())


def test_a_lone_surrogate_is_stored_as_json_escapes_and_a_pair_of_them_is_refused():
    text = seedgate_fixture.encode({"s": "a\ud800b"})
    assert text == '{"$seedgate-fixture":1,"arguments":{"s":"a\\ud800b"}}' and text.isascii()
    assert seedgate_fixture.decode(text.encode("utf-8"))["s"] == "a\ud800b"
    with pytest.raises(seedgate_fixture.Unstorable, match=r"argument s \(str\) holds a lone high surrogate followed by a lone low one"):
        seedgate_fixture.encode({"s": "\ud83d\ude00"})


LIBRARY_PASSING = ["test_a_pytz_result_comes_back_in_its_zone", "test_a_dateutil_result_comes_back_in_its_zone"]


def test_pytz_and_dateutil_zoned_datetimes_cross_the_process_boundary(tmp_path):
    lane = run_lane(tmp_path, "zoned", "process")
    assert {n: lane.outcomes.get(n) for n in LIBRARY_PASSING} == {n: "passed" for n in LIBRARY_PASSING}, lane.output
    assert lane.isolation() == [] and lane.tampering() == []


def test_a_pytz_fixture_replays_under_process(tmp_path):
    sel = "tests/test_zoned.py::test_a_pytz_result_comes_back_in_its_zone"
    [row], code, out = run_harness(tmp_path, "zoned", "process", "replay_fixture.py", ["{oracle}", sel, "{oracle}/fixtures/pytz.json", "0"])
    assert (row["outcome"], code) == ("pass", 0), (row, out)
