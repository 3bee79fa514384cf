# seedgate's harness modules are plain files in src/harness; the projects/ folders are
# lanes these tests run through seedgate_boot.py, never collected here.
import os
import sys

HARNESS = os.path.realpath(os.path.join(os.path.dirname(__file__), "..", "..", "..", "src", "harness"))
sys.path.insert(0, HARNESS)
collect_ignore_glob = ["projects/*"]
