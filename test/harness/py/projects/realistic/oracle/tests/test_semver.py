import os
import sys

import pytest
from hypothesis import given, strategies as st

import semver
import semver.extra
from semver import Version

parts = st.tuples(st.integers(0, 30), st.integers(0, 30), st.integers(0, 30))


@given(st.lists(parts, min_size=1, max_size=8))
def test_version_orders_and_hashes_like_its_key(keys):
    versions = [Version(*k) for k in keys]
    assert sorted(versions) == [Version(*k) for k in sorted(keys)]
    assert len(set(versions)) == len(set(keys))
    assert all(isinstance(v, Version) for v in versions)
    assert (versions[0] < versions[-1]) == (keys[0] < keys[-1])


@given(st.text(max_size=8))
def test_parse_raises_the_librarys_error(text):
    try:
        v = Version.parse(text)
    except semver.ParseError as err:
        assert isinstance(err, ValueError) and isinstance(err, semver.SemverError)
        assert isinstance(err.position, int) and "cannot parse" in str(err)
    else:
        assert str(v) == text


def test_pytest_raises_a_library_and_a_builtin_exception():
    with pytest.raises(semver.ParseError, match="cannot parse"):
        Version.parse("1.x.3")
    with pytest.raises(ValueError):
        Version.parse("1.2")
    with pytest.raises(TypeError):
        Version(1, "x", 3) < Version(1, 2, 3)


def test_a_generator_result():
    assert [str(v) for v in semver.bumps(Version(1, 2, 3), 3)] == ["1.2.4", "1.2.5", "1.2.6"]


@given(st.lists(parts, max_size=6))
def test_a_key_function_callback(keys):
    got = semver.order_by([Version(*k) for k in keys], key=lambda v: (-v.major, v.minor, v.patch))
    assert [v.key() for v in got] == sorted(keys, key=lambda k: (-k[0], k[1], k[2]))


@given(st.lists(parts, min_size=1, max_size=6))
def test_a_dataclass_result_field_by_field(keys):
    s = semver.span([Version(*k) for k in keys])
    assert s.low == Version(*min(keys)) and s.high == Version(*max(keys))
    assert s.width == max(keys)[0] - min(keys)[0]


def test_production_runs_in_another_process():
    assert semver.pid() != os.getpid()
    assert type(sys.modules["semver"]).__name__ == "ProxyModule"
    assert semver.extra.LATEST == Version(9, 9, 9)
    assert semver.Version is semver.Version and Version.parse is not None


@given(st.lists(st.text(max_size=3), min_size=2))
def test_a_property_that_mutates_its_argument(tags):
    semver.normalise(tags)
    assert tags == sorted(tags)


@given(st.integers())
def test_state_starts_fresh(x):
    # Only ever replayed from a fixture: each replay must see production's state unused.
    assert semver.tick() == 1


@given(st.lists(st.integers()), st.dictionaries(st.text(), st.integers()))
def test_identity_of_an_argument_survives_the_round_trip(xs, d):
    assert semver.same(xs) is xs and semver.same(d) is d
    got = semver.pick(xs, d)
    assert got[0] is xs and got[1] is d and got[2] is xs
    assert semver.call_with(lambda v: v is xs, xs) is True  # the callback sees the test's own list


class Local:
    pass


def test_what_has_no_by_value_form_is_a_clear_error():
    from seedgate_wire import SeedgateIsolationError

    with pytest.raises(SeedgateIsolationError, match="no by-value form.*runners.isolation: shared"):
        semver.same(Local())
    with pytest.raises(SeedgateIsolationError, match="subclassing a production class"):

        class Mine(semver.Version):
            pass
