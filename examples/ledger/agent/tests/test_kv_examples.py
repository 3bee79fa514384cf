# An agent's "fix": example tests for the inputs it thought of. They pass on the
# buggy parser, and they never vote.
from src.kv import parse


def test_pairs():
    assert parse("a=1; b=2") == {"a": "1", "b": "2"}


def test_empty():
    assert parse("") == {}
