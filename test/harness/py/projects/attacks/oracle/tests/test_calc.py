from hypothesis import given, settings, strategies as st

import calc


@settings(max_examples=200)
@given(st.integers(0, 1000), st.integers(0, 1000))
def test_add(a, b):
    got = calc.add(a, b)
    assert got == a + b
