import os

import seedgate_layout  # the oracle's own harness: where the subject's may not show

import scan

HARNESS = os.path.dirname(os.path.dirname(os.path.realpath(seedgate_layout.__file__)))


class Declined(Exception):
    pass


def _decline():
    raise Declined("no")


def test_the_subject_shows_no_seedgate_name():
    found = scan.findings(["seedgate", HARNESS], lambda: None) + scan.caught(["seedgate", HARNESS], _decline)
    assert not found, "\n".join(["found:"] + found)
