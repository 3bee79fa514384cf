# The test the ledger's freeze names: it depends on the wall clock, so it cannot
# gate (seed 002: "Failure only when time or network is unseeded").
import time


def test_skew():
    assert int(time.time()) % 2 in (0, 1)
