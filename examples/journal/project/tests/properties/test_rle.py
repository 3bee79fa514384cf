from hypothesis import given, settings, strategies as st

from src.rle import decode, encode

# Text built from runs of one letter, one to twelve long.
runs = st.lists(st.tuples(st.sampled_from("ab"), st.integers(min_value=1, max_value=12)), max_size=4)


@settings(max_examples=5, database=None, deadline=None)
@given(runs)
def test_round_trip(parts):
    text = "".join(letter * n for letter, n in parts)
    assert decode(encode(text)) == text
