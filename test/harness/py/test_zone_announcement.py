"""A pytz or dateutil zone crosses by value only to an oracle that builds it (issue 47 item 1).
The oracle announces, in the subject's layout (`zones`), the zone libraries its own Python
finds (importlib.util.find_spec, no import); the subject sends another library's zone, and
a datetime in it, as a handle, as before zones crossed by value; the oracle refuses such a
zone by value whoever sends it, naming the library, before importing anything for it.
An oracle without pytz and dateutil is a real one: its import system finds neither
(without_zones.py replaces the path finder; the function under test runs unchanged)."""
import datetime
import os
import subprocess

import pytest
import pytz
from dateutil import tz as dateutil_tz

import seedgate_codec
import seedgate_zones
from boot_run import PYTHON, run_lane
from conftest import ROOMS, harness_file
from seedgate_codec import Refused
from test_codec import Side

HERE = os.path.dirname(os.path.abspath(__file__))
WITHOUT_ZONES = os.path.join(HERE, "without_zones.py")
PARIS = pytz.timezone("Europe/Paris")
SUMMER = PARIS.localize(datetime.datetime(2021, 7, 1, 14))
TOKYO = datetime.datetime(2021, 7, 1, 21, tzinfo=dateutil_tz.gettz("Asia/Tokyo"))


def _announced(*wrap):
    """What seedgate_zones.announce() answers in a fresh `python -I`, and whether it imported either library."""
    code = (
        f"import sys; sys.path[:0] = {ROOMS!r}; import seedgate_zones; "
        "print(seedgate_zones.announce(), sorted(m for m in ('pytz', 'dateutil') if m in sys.modules))"
    )
    out = subprocess.run([PYTHON, "-I", *wrap, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


def test_the_oracle_announces_the_libraries_its_python_finds_without_importing_them(tmp_path):
    assert _announced() == "['pytz', 'dateutil'] []"
    runner = tmp_path / "announce.py"  # the same code through the finder that finds neither library
    runner.write_text("import sys\nexec(sys.argv[2])\n")
    assert _announced(WITHOUT_ZONES, str(runner)) == "[] []"


@pytest.fixture
def libraries(monkeypatch):
    def agree(zones):
        monkeypatch.setattr(seedgate_zones, "LIBRARIES", None)
        seedgate_zones.agree(zones)
    yield agree
    seedgate_zones.LIBRARIES = None


def test_a_subject_sends_an_unannounced_librarys_zone_and_its_datetime_as_handles(libraries):
    libraries(["dateutil"])
    for value in (PARIS, SUMMER, SUMMER.timetz()):
        side = Side()
        assert seedgate_codec.Codec(side).encode(value)[0] == "H" and side.exported == [value]
    assert seedgate_codec.Codec(Side()).encode(TOKYO) == ["dt", 2021, 7, 1, 21, 0, 0, 0, 0, ["dateutil", "Asia/Tokyo"]]
    libraries(None)  # no announcement (one process, an older layout): both by value, as before
    assert seedgate_codec.Codec(Side()).encode(SUMMER)[-1] == ["pytz", "Europe/Paris", 7200, 3600, "CEST"]


def test_the_oracle_refuses_a_zone_by_value_of_a_library_it_did_not_announce(libraries):
    libraries(["pytz"])  # this process has dateutil: only the announcement refuses it
    tree = ["dt", 2021, 7, 1, 21, 0, 0, 0, 0, ["dateutil", "Asia/Tokyo"]]
    with pytest.raises(Refused, match=r"a dateutil time zone by value, and the oracle announced no dateutil .*hint: .*pin python-dateutil in runners\.sealedRequirements"):
        seedgate_codec.Codec(Side()).decode(tree)
    assert seedgate_codec.Codec(Side()).decode(["tz", ["pytz", "Europe/Paris"]]) is PARIS
    libraries([])
    with pytest.raises(Refused, match=r"a pytz time zone by value, and the oracle announced no pytz"):
        seedgate_codec.Codec(Side()).decode(["tz", ["pytz", "Europe/Paris"]])


def test_production_zones_cross_by_value_to_an_oracle_that_has_their_libraries(tmp_path):
    lane = run_lane(tmp_path, "library_zones", "process", select="test_library_zones_cross_by_value")
    assert lane.outcomes == {"test_library_zones_cross_by_value": "passed"}, lane.output
    assert lane.isolation() == [] and lane.tampering() == []


def test_production_zones_cross_as_handles_to_an_oracle_without_their_libraries(tmp_path):
    lane = run_lane(tmp_path, "library_zones", "process", select="test_library_zones_cross_as_handles", wrap=[WITHOUT_ZONES])
    assert lane.outcomes == {"test_library_zones_cross_as_handles": "passed"}, lane.output
    assert lane.isolation() == [] and lane.tampering() == []


HOSTILE = """import json, os, sys
layout = json.loads(os.environ["SUBJECT_LAYOUT"])
os.environ["SUBJECT_LAYOUT"] = json.dumps({**layout, "zones": ["pytz", "dateutil"]})  # as if the oracle had announced both
sys.path.insert(0, %r)
__import__("seedgate_subject").prepared()()
"""


def test_a_subject_that_sends_an_unannounced_zone_by_value_anyway_is_refused_by_the_oracle(tmp_path):
    hostile = tmp_path / "hostile_subject.py"
    hostile.write_text(HOSTILE % os.path.dirname(harness_file("seedgate_subject.py")))
    lane = run_lane(tmp_path, "library_zones", "process", select="test_library_zones_cross_as_handles", wrap=[WITHOUT_ZONES], subject=[PYTHON, "-s", str(hostile)])
    assert lane.outcomes.get("test_library_zones_cross_as_handles") != "passed", lane.output
    [what, *_] = lane.isolation() or [lane.output]
    assert "a pytz time zone by value, and the oracle announced no pytz" in what and "runners.sealedRequirements" in what, what
