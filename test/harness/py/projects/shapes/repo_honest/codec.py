import dataclasses
import functools


class CodecError(ValueError):
    pass


def encode(xs):
    return ",".join(map(str, xs))


def decode(text):
    try:
        return [int(p) for p in text.split(",")] if text else []
    except ValueError:
        raise CodecError(f"cannot decode {text!r}") from None


def smallest(xs):
    return min(xs)


def dedupe(xs):
    return sorted(set(xs))


class Cents:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return self.n == (other.n if isinstance(other, Cents) else other)

    __hash__ = None


@functools.total_ordering
class Version:
    def __init__(self, major, minor):
        self.key = (major, minor)

    def __eq__(self, other):
        return isinstance(other, Version) and self.key == other.key

    def __lt__(self, other):
        return self.key < other.key

    def __hash__(self):
        return hash(self.key)


@dataclasses.dataclass(frozen=True)
class Pair:
    low: Version
    high: Version


def counting(n):
    yield from range(n)


def order(xs, key):
    return sorted(xs, key=key)
