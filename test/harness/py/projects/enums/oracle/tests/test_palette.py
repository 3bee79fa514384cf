from hypothesis import given, strategies as st

import palette
from palette import Color, Level, Perm

SEEN = {"colors": set(), "levels": set(), "perms": set()}


@given(st.sampled_from(Color))
def test_sampled_from_an_enum(c):
    assert palette.complement(palette.complement(c)) == c
    assert isinstance(c, Color) and palette.is_own(c) and c is Color[c.name]
    SEEN["colors"].add(c.name)


@given(st.from_type(Color))
def test_from_type_an_enum(c):
    assert palette.is_own(c)


@given(st.sampled_from(Level))
def test_sampled_from_an_int_enum(level):
    assert palette.promote(level) >= level
    SEEN["levels"].add(int(level))


@given(st.sampled_from(Perm))
def test_sampled_from_a_flag(p):
    names = palette.grants(p)
    assert 1 <= len(names) <= 3 and set(names) <= {"R", "W", "X"}
    SEEN["perms"].add(int(p.value))


def test_every_member_was_drawn_and_production_ran_elsewhere():
    assert SEEN["colors"] == {"RED", "GREEN", "BLUE"} and SEEN["levels"] == {1, 2, 3}
    assert len(SEEN["perms"]) > 3  # combinations, made by production's own `|`


def test_an_enum_class_answers_as_production_does():
    assert len(Color) == 3 and [c.name for c in reversed(Color)] == ["BLUE", "GREEN", "RED"]
    assert Color(1) is Color.RED is Color["RED"] and list(Color.__members__) == ["RED", "GREEN", "BLUE"]
    assert Color._member_names_ == ["RED", "GREEN", "BLUE"]  # production's, not enum.Enum's own empty list
    assert isinstance(Color.RED, Color) and not isinstance(Level.LOW, Color) and repr(Color) == "<enum 'Color'>"
    assert repr(Perm) == "<flag 'Perm'>" and palette.grants(Perm.R | Perm.X) == ["R", "X"]
