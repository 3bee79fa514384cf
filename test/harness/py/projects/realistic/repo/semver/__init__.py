import dataclasses
import functools
import os


class SemverError(Exception):
    pass


class ParseError(SemverError, ValueError):
    def __init__(self, text, position):
        super().__init__(f"cannot parse {text!r} at {position}")
        self.position = position


@functools.total_ordering
class Version:
    def __init__(self, major, minor=0, patch=0):
        self.major, self.minor, self.patch = major, minor, patch

    @classmethod
    def parse(cls, text):
        parts = text.split(".")
        if len(parts) != 3:
            raise ParseError(text, len(parts))
        for i, p in enumerate(parts):
            if not p.isdigit():
                raise ParseError(text, i)
        return cls(*map(int, parts))

    def key(self):
        return (self.major, self.minor, self.patch)

    def __eq__(self, other):
        return isinstance(other, Version) and self.key() == other.key()

    def __lt__(self, other):
        return self.key() < other.key()

    def __hash__(self):
        return hash(self.key())

    def __str__(self):
        return ".".join(map(str, self.key()))

    def __repr__(self):
        return f"Version({self})"


@dataclasses.dataclass(frozen=True)
class Span:
    low: Version
    high: Version
    width: int


def span(versions):
    ordered = sorted(versions)
    return Span(ordered[0], ordered[-1], ordered[-1].major - ordered[0].major)


def bumps(version, n):
    for i in range(n):
        yield Version(version.major, version.minor, version.patch + i + 1)


def order_by(items, key):
    return sorted(items, key=key)


def normalise(tags):
    tags.sort()  # changes the caller's list in place
    return len(tags)


def pid():
    return os.getpid()


_ticks = [0]


def tick():
    _ticks[0] += 1
    return _ticks[0]


def same(items):
    return items


def pick(a, b):
    return [a, b, a]


def call_with(fn, value):
    return fn(value)
