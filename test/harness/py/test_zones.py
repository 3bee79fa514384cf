"""zoneinfo zones cross by key (issue 47 item 1): in the codec both ways (fold kept), in a
typed fixture, and under `isolation: process` a production function taking and returning
zoned datetimes passes (Hypothesis' `timezones()` draws), as does a typed fixture's replay."""
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
