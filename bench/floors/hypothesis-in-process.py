"""Floor of running Hypothesis seeds: one interpreter imports the test module once and calls
its @given test body under each seed in turn, in-process. No pytest session, no fork, no
sandbox, no subject process, no evidence: only the examples every seed must run. Like the
lanes' oracle, it remembers the source of @given's own lambda instead of re-reading it for
every example (seedgate_preload.remember_lambda_sources): work no seed needs is not floor.

    python3 hypothesis-in-process.py ROOT MODULE.PATH TEST SEED...
"""
import importlib
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "src", "harness", "start"))  # seedgate_preload's room
import seedgate_preload  # noqa: E402

del sys.path[0]
seedgate_preload.remember_lambda_sources()

root, module, name, seeds = sys.argv[1], sys.argv[2], sys.argv[3], [int(s) for s in sys.argv[4:]]
sys.path.insert(0, root)
test = getattr(importlib.import_module(module), name)
for seed in seeds:
    test._hypothesis_internal_use_seed = seed  # what @seed(N) sets
    test()
