# The patch's own example tests: telemetry, never a vote.
from src.rle import decode, encode


def test_short_runs():
    assert encode("aaab") == "3a1b"
    assert decode("3a1b") == "aaab"
