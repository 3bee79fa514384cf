"""Sealed tests that hand their checks to production code: a production context manager
around the assertion, a production helper that calls the sealed check, and a sealed
callback whose ValueError production catches on purpose (issue 44, item 3)."""
from hypothesis import given, strategies as st

import ledger


@given(st.integers(min_value=0, max_value=100))
def test_inside_a_production_context(n):
    with ledger.Guard():
        assert ledger.double(n) == 2 * n


@given(st.integers(min_value=0, max_value=100))
def test_checked_by_a_production_helper(n):
    def check(value):
        assert value == 2 * n

    ledger.check_with(check, ledger.double(n))


@given(st.lists(st.integers(min_value=-5, max_value=5), max_size=6))
def test_a_callback_whose_value_error_production_catches(xs):
    def parse(x):
        if x < 0:
            raise ValueError("negative")
        return x

    assert ledger.keep_parsed(parse, xs) == [x for x in xs if x >= 0]
