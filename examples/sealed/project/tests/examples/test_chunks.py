# Example tests beside the code: seed 003's executor 1 (telemetry), never a vote.
from src.chunks import chunks


def test_whole_blocks():
    assert chunks(16, 8) == [(0, 8), (8, 8)]
