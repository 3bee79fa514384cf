import os

import seedgate_layout  # the oracle's own harness: where the subject's may not show

import scan

HARNESS = os.path.dirname(os.path.dirname(os.path.realpath(seedgate_layout.__file__)))


def test_the_subject_shows_no_seedgate_name():
    found = scan.findings(["seedgate", HARNESS], lambda: None)
    assert not found, "\n".join(["found:"] + found)
