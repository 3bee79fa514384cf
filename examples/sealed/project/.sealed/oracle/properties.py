"""Sealed oracle (seed 003): seeds.json holds the seed vector, this module the
strategy and the invariant. The pull request cannot edit either."""
from hypothesis import given, seed, settings, strategies as st

from src.chunks import chunks


def holds(total, size):
    got = chunks(total, size)
    assert all(0 < length <= size for _, length in got), f"chunks({total}, {size}) has an empty or oversized chunk: {got}"
    assert [offset for offset, _ in got] == list(range(0, total, size)), f"chunks({total}, {size}) offsets are wrong: {got}"
    assert sum(length for _, length in got) == total, f"chunks({total}, {size}) covers {sum(l for _, l in got)} bytes, not {total}"


def check(case):
    for total in case["lengths"]:
        holds(total, case["size"])

    @seed(case["seed"])
    @settings(max_examples=20, database=None, deadline=None)
    @given(st.integers(min_value=0, max_value=case["max_len"]))
    def search(total):
        holds(total, case["size"])

    search()
