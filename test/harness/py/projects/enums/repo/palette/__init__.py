"""A production module with an Enum, an IntEnum and a Flag, as libraries have them."""
import enum
import os


class Color(enum.Enum):
    RED = 1
    GREEN = 2
    BLUE = 3


class Level(enum.IntEnum):
    LOW = 1
    MID = 2
    HIGH = 3


class Perm(enum.Flag):
    R = 4
    W = 2
    X = 1


_COMPLEMENT = {Color.RED: Color.GREEN, Color.GREEN: Color.RED, Color.BLUE: Color.BLUE}


def complement(c):
    return _COMPLEMENT[c]


def is_own(c):
    """True only for this process's own member (a copy would fail the identity)."""
    return type(c) is Color and Color[c.name] is c and os.getpid() == PID


def promote(level):
    return Level(min(int(level) + 1, Level.HIGH))


def grants(perm):
    return [p.name for p in Perm if p in perm]


PID = os.getpid()
