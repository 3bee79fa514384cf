# The agent's own tests: they pass on its patch, and they never vote.
from src.chunks import chunks


def test_short():
    assert chunks(7, 8) == [(0, 7)]


def test_empty():
    assert chunks(0, 8) == []
