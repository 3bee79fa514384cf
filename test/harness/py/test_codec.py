"""seedgate_codec: what crosses by value, exactly, and what is refused."""
import datetime
import decimal
import fractions
import math
import uuid

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import seedgate_codec
import seedgate_exceptions  # noqa: F401  registers the exception tags
import seedgate_temporal  # noqa: F401  registers the date and time tags
from seedgate_codec import Refused


class Side:
    """A side that keeps no handles: anything without a by-value form is named, not carried."""

    def __init__(self):
        self.exported = []

    def export(self, codec, v):
        self.exported.append(v)
        return ["H", len(self.exported), "o"]

    def resolve(self, codec, x, d):
        return ("handle", x[1])

    def fresh(self, obj):
        pass

    def alias(self, v):
        return None

    def sent(self, v):
        pass

    def encode_exception(self, codec, exc, d):
        return seedgate_exceptions.encode_exception(codec, exc, d)

    def encode_exception_class(self, codec, cls):
        return seedgate_exceptions.class_tree(cls)

    def real_class(self, module, qualname):
        return None


def cross(value):
    """Encode on one side, through JSON as the wire does, decode on another."""
    import json

    tree = seedgate_codec.Codec(Side()).encode(value)
    return seedgate_codec.Codec(Side()).decode(json.loads(json.dumps(tree)))


def same(a, b):
    """Equal with exactly the same types all the way down (nan equal to nan, -0.0 not to 0.0)."""
    if type(a) is not type(b):
        return False
    if type(a) is float:
        return (math.isnan(a) and math.isnan(b)) or (a == b and math.copysign(1, a) == math.copysign(1, b))
    if type(a) is complex:
        return same(a.real, b.real) and same(a.imag, b.imag)
    if type(a) in (list, tuple):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if type(a) is dict:
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    return a == b


scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True), st.complex_numbers(allow_nan=True), st.text(), st.binary(),
    st.decimals(allow_nan=False), st.fractions(), st.datetimes(timezones=st.none() | st.timezones().filter(lambda tz: isinstance(tz, datetime.timezone))),
    st.dates(), st.times(), st.timedeltas(), st.uuids(),
)
hashables = st.one_of(st.none(), st.booleans(), st.integers(), st.text(), st.binary(), st.fractions())
values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.lists(inner, max_size=4).map(tuple),
        st.dictionaries(hashables, inner, max_size=4),
        st.sets(hashables, max_size=4),
        st.frozensets(hashables, max_size=4),
        st.binary(max_size=8).map(bytearray),
    ),
    max_leaves=20,
)


@settings(suppress_health_check=[HealthCheck.too_slow], deadline=None, database=None)  # a loaded machine is no bug
@given(values)
def test_nested_builtins_cross_exactly(value):
    assert same(cross(value), value)


@pytest.mark.parametrize("value", [float("nan"), float("inf"), -float("inf"), -0.0, 2**200, -(2**70), "\ud800", decimal.Decimal("-0.000"), decimal.Decimal("1E+999")])
def test_edge_scalars(value):
    assert same(cross(value), value) or (isinstance(value, decimal.Decimal) and str(cross(value)) == str(value))


def test_a_fixed_offset_timezone_keeps_its_name_and_utc_stays_utc():
    tz = datetime.timezone(datetime.timedelta(hours=-3, minutes=-30), "NST")
    back = cross(datetime.datetime(2024, 1, 2, 3, 4, 5, 6, tzinfo=tz, fold=1))
    assert back.tzinfo.tzname(None) == "NST" and back.utcoffset() == tz.utcoffset(None) and back.fold == 1
    assert cross(datetime.datetime(2024, 1, 1, tzinfo=datetime.timezone.utc)).tzinfo is datetime.timezone.utc


class LyingInt(int):
    def __eq__(self, other):
        return True

    def __lt__(self, other):
        return True

    def __int__(self):
        return 999

    def __index__(self):
        return 999

    def __hash__(self):
        return 0


class LyingStr(str):
    def __eq__(self, other):
        return True

    def __str__(self):
        return "lie"


class LyingFloat(float):
    def __eq__(self, other):
        return True

    def __float__(self):
        return 0.5


class LyingList(list):
    def __iter__(self):
        return iter(["lie"])

    def __eq__(self, other):
        return True


def test_subclasses_cross_as_the_builtins_own_value():
    for lying, plain in [(LyingInt(3), 3), (LyingStr("abc"), "abc"), (LyingFloat(2.5), 2.5), (LyingList([1, 2]), [1, 2])]:
        back = cross(lying)
        assert type(back) is type(plain) and back == plain
    assert cross(LyingInt(3)) != 4  # a real int's comparison, not the subclass's
    assert not (cross(LyingInt(3)) < 2)


def test_refusals_are_clear():
    deep = []
    for _ in range(seedgate_codec.MAX_DEPTH + 5):
        deep = [deep]
    with pytest.raises(Refused, match="deeper than"):
        seedgate_codec.Codec(Side()).encode(deep)
    with pytest.raises(Refused, match="malformed"):
        seedgate_codec.Codec(Side()).decode({"a": 1})
    with pytest.raises(Refused, match="unknown builtin"):
        seedgate_codec.Codec(Side()).decode(["bi", "eval"])  # builtin functions never decode as the receiver's own
    with pytest.raises(Refused):
        seedgate_codec.Codec(Side()).decode(["b", "not base64!"])


def test_unknown_types_and_builtin_functions_are_the_sides_business():
    side = Side()
    codec = seedgate_codec.Codec(side)
    obj = object()
    assert codec.encode([obj, eval]) == ["L", ["H", 1, "o"], ["H", 2, "o"]]
    assert side.exported == [obj, eval]
    assert codec.encode((int, ValueError, Ellipsis)) == ["T", ["bi", "int"], ["bi", "ValueError"], ["bi", "Ellipsis"]]


class LibError(Exception):
    pass


class ParseError(LibError, ValueError):
    def __init__(self, msg, position):
        super().__init__(msg)
        self.position = position


def test_exceptions_cross_as_mirrors_with_the_builtin_bases():
    back = cross(ParseError("bad token", 7))
    assert isinstance(back, ValueError) and isinstance(back, Exception)
    assert type(back) is not ParseError and type(back).__name__ == "ParseError" and type(back).__module__ == __name__
    assert [c.__name__ for c in type(back).__mro__][:2] == ["ParseError", "LibError"]
    assert str(back) == "bad token" and back.position == 7 and back.args == ("bad token",)
    assert type(cross(ParseError)) is type and cross(ParseError) is type(back)  # the same mirror, cached
    builtin = cross(KeyError("k"))
    assert type(builtin) is KeyError and builtin.args == ("k",)
    stop = cross(StopIteration(5))
    assert type(stop) is StopIteration and stop.value == 5
