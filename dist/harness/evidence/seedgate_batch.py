"""seedgate's batched Hypothesis mode, a pytest plugin loaded with `-p seedgate_batch`.

Runs the selected test once per seed inside one pytest process, exactly as
`--hypothesis-seed=N` would (Hypothesis' plugin sets `core.global_force_seed` from
that option; this sets it before each seed), with each seed's full pytest protocol
(setup, call, teardown; nextitem=None, so every fixture is torn down between seeds).

Evidence goes to seedgate's result channel (seedgate_channel: an inherited pipe,
never a path): a `start` row before a seed, an `end` row with its outcome after it,
and a `batch-done` row after the last one. A seed with no
`end` row never passed: os._exit, a crash or a kill leaves exactly that gap.

Per-seed timeout: faulthandler's watchdog (a C thread, so it fires even while the
test holds the GIL) is armed for each seed; when it fires it writes the stacks to
the watchdog pipe and exits the process. The runner reports that seed as a timeout
and runs the seeds not yet started in a new batch. The pipe is seedgate's, like the
result channel: inherited, named by SEEDGATE_WATCHDOG_FD (taken out of os.environ at
import) and moved to a high close-on-exec descriptor, never a path in argv the code
under test could find and write.

Per-seed storage (`--seedgate-storage=DIR/{seed}`, optional): each seed gets the
Hypothesis storage directory named for it, as a process per seed with its own
HYPOTHESIS_STORAGE_DIRECTORY would; the hunt reads each seed's observability lines
from there afterwards.
"""
from __future__ import annotations

import faulthandler
import os
import time

import pytest

import seedgate_channel

TYPE_CHECKING = False  # typing costs ~10 ms at start: imported for the checker only
if TYPE_CHECKING:
    from typing import Any

WATCHDOG_ENV = "SEEDGATE_WATCHDOG_FD"
# Taken at import (a `-p` plugin: before any conftest or test module), beside the channel's.
_WATCHDOG = seedgate_channel.take(WATCHDOG_ENV, 766)
_state: dict[str, Any] = {"reports": None}


def pytest_addoption(parser):
    group = parser.getgroup("seedgate")
    group.addoption("--seedgate-seeds", default=None, help="comma-separated seeds to run in this process")
    group.addoption("--seedgate-seed-timeout", type=float, default=None, help="seconds per seed")
    group.addoption("--seedgate-storage", default=None, help="Hypothesis storage directory per seed, {seed} replaced")


def _write(row):
    # One write per row: the row is in the pipe before the next seed starts.
    seedgate_channel.send(row)


def pytest_configure(config):
    if config.getoption("seedgate_seeds") is None:
        return
    if _WATCHDOG is None:
        raise pytest.UsageError(f"seedgate_batch: no watchdog pipe ({WATCHDOG_ENV}): a hang could not be told from a crash")
    # Covers collection too: an import that hangs is every seed's timeout.
    _arm(config)


def _arm(config):
    assert _WATCHDOG is not None  # pytest_configure refused a run without it
    faulthandler.dump_traceback_later(config.getoption("seedgate_seed_timeout"), exit=True, file=_WATCHDOG)


def pytest_runtest_logreport(report):
    if _state["reports"] is not None:
        _state["reports"].append(report)


def _message(report):
    crash = getattr(report.longrepr, "reprcrash", None)
    if crash is not None:
        return crash.message
    text = str(report.longrepr or "")
    return text.strip().splitlines()[-1] if text.strip() else report.outcome


def _row(seed, reports, ms):
    failed = [r for r in reports if r.failed]
    if failed:
        tail = "\n".join(r.longreprtext for r in failed)[-4000:]
        return {"seed": seed, "event": "end", "outcome": "fail", "detail": _message(failed[0]), "tail": tail, "ms": ms}
    skipped = [r for r in reports if r.skipped]
    if skipped:  # skips and xfails are never a pass: positive evidence only
        reason = skipped[0].longrepr[2] if isinstance(skipped[0].longrepr, tuple) else _message(skipped[0])
        reason = reason[len("Skipped: "):] if reason.startswith("Skipped: ") else reason
        return {"seed": seed, "event": "end", "outcome": "error", "detail": f"skipped: {reason}", "tail": "", "ms": ms}
    if not any(r.when == "call" and r.passed for r in reports):
        return {"seed": seed, "event": "end", "outcome": "error", "detail": "the test never ran", "tail": "", "ms": ms}
    return {"seed": seed, "event": "end", "outcome": "pass", "detail": "passed", "tail": "", "ms": ms}


def _run_seed(session, seed):
    from hypothesis import core

    core.global_force_seed = seed
    os.environ["SEEDGATE_SEED"] = str(seed)  # what the per-process child sees
    storage = session.config.getoption("seedgate_storage")
    if storage is not None:
        _storage(storage.replace("{seed}", str(seed)))
    _write({"seed": seed, "event": "start"})
    _arm(session.config)
    _state["reports"] = []
    started = time.perf_counter()
    for item in session.items:
        item.ihook.pytest_runtest_protocol(item=item, nextitem=None)
    ms = (time.perf_counter() - started) * 1000
    faulthandler.cancel_dump_traceback_later()
    reports, _state["reports"] = _state["reports"], None
    _write(_row(seed, reports, ms))


def _storage(directory):
    from hypothesis.configuration import set_hypothesis_home_dir

    os.environ["HYPOTHESIS_STORAGE_DIRECTORY"] = directory
    set_hypothesis_home_dir(directory)


@pytest.hookimpl(tryfirst=True)
def pytest_runtestloop(session):
    config = session.config
    if config.getoption("seedgate_seeds") is None:
        return None
    # As pytest's own loop: collection errors interrupt (exit 2), no items is exit 5.
    if session.testsfailed and not config.option.continue_on_collection_errors:
        raise session.Interrupted(f"{session.testsfailed} error(s) during collection")
    if not session.items:
        return True
    for seed in (int(s) for s in config.getoption("seedgate_seeds").split(",")):
        _run_seed(session, seed)
    faulthandler.cancel_dump_traceback_later()
    _write({"event": "batch-done"})
    return True
