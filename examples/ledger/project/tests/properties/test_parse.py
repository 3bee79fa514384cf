from hypothesis import given, settings, strategies as st

from src.kv import parse

# Printable settings text: words, "=", ";" and spaces.
printable = st.text(alphabet=st.sampled_from("ab=; "), max_size=12)


@settings(max_examples=8, database=None, deadline=None)
@given(printable)
def test_no_throw_on_printable(text):
    result = parse(text)
    assert isinstance(result, dict)
