"""seedgate's hermetic Hypothesis profile, a pytest plugin loaded with `-p seedgate_profile`.

Registers the `seedgate` profile at import time (before Hypothesis' own plugin reads
`--hypothesis-profile=seedgate` in pytest_configure) and loads it, so a seed means
the same thing on every machine and in every tree:

- database=None: no example database is read or written. (Hypothesis 6.67 already
  skips the database key for @given tests under a forced seed; this holds whatever
  a future version or a test's key does.)
- deadline=None: the default 200 ms deadline is a wall-clock check. Under load (two
  lanes on two cores, a busy CI host) a passing seed would fail with
  DeadlineExceeded or Flaky, so the outcome would depend on the machine, not the
  seed. Hangs are the runner's job: its per-seed timeout kills the process group
  (a process per seed) or the in-process watchdog fires (batched).

With SHRINKS false (set by a fork server's child for every seed but its property's
first: seedgate_forkserver.py), each @given test runs without the shrink phase. Shrinking
acts only once an example has failed, so a pass is the same run either way and a
failure is still a failure, found at the same first failing example and replayed once
more as Hypothesis always replays it (a flaky one is still Flaky); only its
counterexample stays unshrunk, and the row says so.

Every other setting keeps Hypothesis' own default (not the current profile, which a
CI profile could have changed); timing health checks stay on, as they are. Settings
a sealed test sets with @settings still win: they are base-commit bytes.

The rest of `.hypothesis/` matters too: Hypothesis reads its unicode category cache
(`.hypothesis/unicode_data/*/charmap.json.gz`) from the storage directory, so a
committed, doctored cache would change what `st.text()` draws for a seed. The
runner points HYPOTHESIS_STORAGE_DIRECTORY at a directory it owns, and this plugin
pins Hypothesis to it before any strategy runs.
"""
import os

import pytest
from hypothesis import Phase, settings
from hypothesis.configuration import set_hypothesis_home_dir

PROFILE = "seedgate"

if os.environ.get("HYPOTHESIS_STORAGE_DIRECTORY"):
    set_hypothesis_home_dir(os.environ["HYPOTHESIS_STORAGE_DIRECTORY"])
settings.register_profile(PROFILE, parent=settings.get_profile("default"), database=None, deadline=None)
settings.load_profile(PROFILE)


#: False in a fork server's child that seedgate asked not to shrink; no environment variable says it.
SHRINKS = True


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item):
    # Before the integrity plugin reads the settings the test runs with (pytest_runtest_call).
    fn = getattr(item.obj, "__func__", item.obj)
    used = getattr(fn, "_hypothesis_internal_use_settings", None)
    if SHRINKS or used is None or Phase.shrink not in used.phases:
        return
    fn._hypothesis_internal_use_settings = settings(used, phases=[p for p in used.phases if p is not Phase.shrink])


def pytest_configure(config):
    # Hypothesis loads --hypothesis-profile in its own pytest_configure; loading again
    # here covers a run where that option is missing, and is a no-op otherwise.
    settings.load_profile(PROFILE)
