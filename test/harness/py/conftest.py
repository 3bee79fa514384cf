# seedgate's harness modules are plain files in src/harness's four rooms (flat module names,
# every room on sys.path); the projects/ folders are lanes these tests run through
# seedgate_boot.py, never collected here.
import os
import sys

HARNESS = os.path.realpath(os.path.join(os.path.dirname(__file__), "..", "..", "..", "src", "harness"))
ROOMS = [os.path.join(HARNESS, room) for room in ("protocol", "boundary", "evidence", "start")]
sys.path[0:0] = ROOMS


def harness_file(name):
    """src/harness/<room>/<name>, whichever room holds it."""
    return next(p for p in (os.path.join(room, name) for room in ROOMS) if os.path.exists(p))
collect_ignore_glob = ["projects/*"]
