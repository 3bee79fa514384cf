"""Enum members, pathlib paths, ranges and slices in typed fixtures (issue 47 item 1).

A member is stored by its class's name and its own (never its value: an IntEnum's member
comes back as the member, not an int); a pure path, a range and a slice cross the wire by
value too, a concrete path and a member by name only in a fixture (a peer sending one is
refused). A Flag combination and a class that only claims an enum's name are refused
naming the argument; a fixture naming an alias of the class, or a member the class no longer
has, does not decode."""
import enum
import json
import pathlib
import sys

import pytest
from hypothesis import given, settings, strategies as st

import seedgate_codec
import seedgate_fixture
from seedgate_codec import Refused
from test_codec import Side


class Color(enum.Enum):
    RED = "r"
    GREEN = "g"
    CRIMSON = "r"  # an alias: stored under its member's own name


class Level(enum.IntEnum):
    LOW = 1
    HIGH = 2


class Perm(enum.Flag):
    R = 1
    W = 2


class Mode(enum.IntFlag):
    X = 1
    Y = 2


Hue = Color  # another name for the same class


def stored(value):
    return seedgate_fixture.decode(seedgate_fixture.encode({"v": value}).encode())["v"]


def tree_of(value):
    return json.loads(seedgate_fixture.encode({"v": value}))["arguments"]["v"]


def wire(value):
    codec = seedgate_codec.Codec(Side())
    return codec.decode(json.loads(json.dumps(codec.encode(value))))


# sampled_from(a Flag class) also draws combinations (refused below): single members here.
MEMBERS = st.sampled_from(Color) | st.sampled_from(Level) | st.sampled_from(list(Perm)) | st.sampled_from(list(Mode))
PARTS = st.lists(st.text(st.characters(blacklist_characters="/\\:\x00", blacklist_categories=("Cs",)), min_size=1, max_size=5), max_size=4)
PATHS = st.one_of(
    *(st.builds(lambda root, parts, cls=cls: cls(root, *parts), st.sampled_from(["", "/", "//"]), PARTS) for cls in (pathlib.PurePosixPath, pathlib.PosixPath)),
    st.builds(lambda root, parts: pathlib.PureWindowsPath(root, *parts), st.sampled_from(["", "c:\\", "\\\\host\\share\\", "d:"]), PARTS),
)
ENDS = st.none() | st.integers() | st.integers(-(2**70), 2**70)
SPANS = st.one_of(
    st.builds(range, st.integers(-(2**70), 2**70), st.integers(-(2**70), 2**70), st.integers(1, 9) | st.integers(-9, -1)),
    st.builds(slice, ENDS, ENDS, ENDS | st.floats() | st.text(max_size=3)),
)


@settings(deadline=None, database=None, max_examples=200)
@given(st.one_of(MEMBERS, PATHS, SPANS) | st.lists(MEMBERS | PATHS, max_size=3).map(tuple))
def test_every_drawn_member_path_range_and_slice_is_stored_exactly(value):
    back = stored(value)
    assert type(back) is type(value) and back == value or (type(value) is slice and repr(back) == repr(value))
    if isinstance(value, enum.Enum):
        assert back is value  # the very member


def test_a_member_is_stored_by_name_never_by_value():
    assert tree_of(Color.CRIMSON) == ["en", __name__, "Color", "RED"]
    assert tree_of(Level.HIGH) == ["en", __name__, "Level", "HIGH"]
    assert stored([Level.LOW, 1]) == [Level.LOW, 1] and type(stored([Level.LOW])[0]) is Level
    assert wire(Level.HIGH) == 2 and type(wire(Level.HIGH)) is int  # the wire's choice: the base's value


def test_paths_ranges_and_slices_have_their_trees():
    assert tree_of(pathlib.PurePosixPath("/a/b.txt")) == ["pa", "PurePosixPath", "/", "a", "b.txt"]
    assert tree_of(pathlib.PureWindowsPath("c:/x")) == ["pa", "PureWindowsPath", "c:\\", "x"]
    assert tree_of(pathlib.PosixPath("rel")) == ["pa", "PosixPath", "rel"]
    assert tree_of(range(2**60, 0, -3)) == ["rg", ["I", str(2**60)], 0, -3]
    assert tree_of(slice(None, "k", (1,))) == ["sl", None, "k", ["T", 1]]


def test_the_wire_carries_pure_paths_ranges_and_slices_but_never_a_member_by_name_nor_a_concrete_path():
    assert wire(pathlib.PurePosixPath("/a")) == pathlib.PurePosixPath("/a")
    assert wire(range(3)) == range(3) and wire(slice(1, None)) == slice(1, None)
    codec = seedgate_codec.Codec(Side())
    assert codec.encode(pathlib.PosixPath("/etc")) == ["H", 1, "o"]  # the side's: a handle
    for tree in (["en", __name__, "Color", "RED"], ["pa", "PosixPath", "/etc"]):
        with pytest.raises(Refused, match="which only a fixture holds"):
            codec.decode(tree)


def test_a_subclass_of_a_path_is_no_value():
    class Mine(pathlib.PurePosixPath):
        pass

    if sys.version_info < (3, 12):
        Mine._flavour = pathlib.PurePosixPath._flavour
    with pytest.raises(seedgate_fixture.Unstorable, match=r"argument v \(.*Mine\)"):
        seedgate_fixture.encode({"v": Mine("a")})


@pytest.mark.parametrize("value", [Perm.R | Perm.W, Mode.X | Mode.Y, Perm(0)])
def test_a_flag_combination_is_refused_naming_the_argument(value):
    with pytest.raises(seedgate_fixture.Unstorable, match=r"argument v \(.*\) cannot be stored in a fixture: .*no single member"):
        seedgate_fixture.encode({"v": value})


def test_a_class_that_claims_another_enums_name_is_refused():
    class Claimer(enum.Enum):
        RED = "r"

    Claimer.__qualname__ = "Color"  # Color's name, Color's module
    with pytest.raises(seedgate_fixture.Unstorable, match=r"argument v \(.*Color\) .*a name that does not lead back to that class"):
        seedgate_fixture.encode({"v": Claimer.RED})

    class Local(enum.Enum):
        A = 1

    with pytest.raises(seedgate_fixture.Unstorable, match="a name that does not lead back"):
        seedgate_fixture.encode({"v": Local.A})


def fixture(tree):
    return json.dumps({"$seedgate-fixture": 1, "arguments": {"v": tree}}).encode()


@pytest.mark.parametrize(
    "tree, message",
    [
        (["en", __name__, "Hue", "RED"], "a name that now leads to another class"),
        (["en", __name__, "Color", "BLUE"], "which it no longer has"),
        (["en", __name__, "Color", "__class__"], "which it no longer has"),
        (["en", __name__, "Hue.RED", "RED"], "no enum class here"),
        (["en", "seedgate_no_such_module", "Color", "RED"], "whose module does not import"),
        (["en", __name__, "Color"], "a malformed enum member"),
        (["pa", "Path", "/etc"], "a malformed path"),
        (["pa", "WindowsPath", "c:\\"], "which this machine cannot make"),
        (["rg", 0, 5, 0], "a malformed 'rg' value"),
        (["rg", 0, 1.5, 1], "a malformed integer"),
    ],
)
def test_a_fixture_naming_an_alias_an_unknown_member_or_a_bad_value_does_not_decode(tree, message):
    with pytest.raises(Refused, match=message):
        seedgate_fixture.decode(fixture(tree))
