"""seedgate's in-process integrity check, a pytest plugin loaded with `-p seedgate_integrity`.

pytest imports `-p` plugins before any conftest.py or test module, so this module is
imported before any pull-request code: at import it takes a Snapshot (see
seedgate_snapshot) of the code that decides what runs.

Evidence goes to seedgate's result channel (seedgate_channel: an inherited pipe,
never a path), one JSON row each:

- `tampering` rows, one per finding: an attribute of pytest, Hypothesis or builtins
  replaced since the snapshot (checked after collection, after each test's protocol
  and at the session's end), or a selected item that is not the sealed file's own
  Hypothesis test (a swapped module, a `given` that is not Hypothesis', a body from
  another file).
- a `test` row after each test's protocol (setup, call, teardown): its node id, its
  outcome as pytest reported it, how many examples Hypothesis really handed to the
  test body (counted by a wrapper on `item.obj.hypothesis.inner_test`, which
  Hypothesis reads at call time), the forced seed it ran under
  (`hypothesis.core.global_force_seed`, which the runner compares with the seed it
  asked for; a change while the examples run is tampering), the settings Hypothesis
  read at call time (after every import and fixture), the max_examples and deadline the sealed
  source asks for, and why Hypothesis' engine stopped (its own statistics: it names
  the max_examples it ran to, or says the search space was exhausted).
- a `done` row, written only at a clean session end (pytest_sessionfinish).

The runner requires a `done` row, a `test` row with at least one example under its
seed and no `tampering` row before it believes a pass. The wrapper only counts: it
draws nothing and changes no setting, so a seed's examples are the same as without it.
"""
from __future__ import annotations

import functools

import pytest
from hypothesis.internal.reflection import get_signature
from hypothesis.statistics import collector

import seedgate_asked
import seedgate_capture
import seedgate_channel
import seedgate_inputs
import seedgate_snapshot

TYPE_CHECKING = False  # typing costs ~10 ms at start: imported for the checker only
if TYPE_CHECKING:
    from typing import Any

_SNAP: Any = None  # a seedgate_snapshot.Snapshot, taken in pytest_load_initial_conftests: after pytest's and Hypothesis' own patches, before any conftest
_state: dict[str, Any] = {"examples": 0, "seed": None, "moved": None, "reported": set(), "tests": 0, "reports": [], "settings": None, "stopped": None, "inputs": None}
_counters = set()


_write = seedgate_channel.send


def _report(findings):
    for what in findings:
        if what not in _state["reported"]:
            _state["reported"].add(what)
            _write({"event": "tampering", "what": what})


def _handle(item):
    fn = getattr(item.obj, "__func__", item.obj)
    return fn.hypothesis if seedgate_snapshot.is_given(_SNAP, fn) else None


def _count(item):
    """Wrap the test body Hypothesis will call (once per handle: parametrised items share it)."""
    handle = _handle(item)
    if handle is None or handle.inner_test in _counters:
        return
    inner = handle.inner_test

    @functools.wraps(inner)
    def counted(*args, **kwargs):
        __tracebackhide__ = True
        _state["examples"] += 1
        if _SNAP.core.global_force_seed != _state["seed"] and _state["moved"] is None:
            _state["moved"] = _SNAP.core.global_force_seed
        if seedgate_capture.ENABLED:  # a hunt: keep the failing example's typed arguments
            return seedgate_capture.call(inner, args, kwargs)
        return inner(*args, **kwargs)

    # What Hypothesis sees of the body is unchanged: its name (wraps) and its own signature.
    setattr(counted, "__signature__", get_signature(inner, follow_wrapped=False))
    _counters.add(counted)
    handle.inner_test = counted


def _item_findings(item):
    module = item.module
    name = item.originalname if getattr(item, "cls", None) is None else None
    return seedgate_snapshot.test_findings(_SNAP, item.nodeid, item.obj, module, str(item.path), name)


def _settings_findings(item):
    """A profile or settings object the code under test loaded at import changes what a seed runs."""
    fn = getattr(item.obj, "__func__", item.obj)
    used = getattr(fn, "_hypothesis_internal_use_settings", None)
    if used is None or not seedgate_snapshot.is_given(_SNAP, fn):
        return []
    asked = seedgate_asked.asked(str(item.path), item.originalname) or {}
    findings = []
    if asked.get("max_examples") is not None and used.max_examples != asked["max_examples"]:
        findings.append(f"{item.nodeid}: Hypothesis' max_examples is {used.max_examples} where the sealed test asks for {asked['max_examples']} (a profile or settings loaded by the code under test)")
    # A deadline makes a seed's outcome depend on the machine's speed (DeadlineExceeded, Flaky): a failure a freeze could then excuse.
    if "deadline" in asked and seedgate_asked.deadline_ms(used) != asked["deadline"]:
        ran = "None" if used.deadline is None else f"{seedgate_asked.deadline_ms(used):g} ms"
        want = "None (seedgate's profile)" if asked["deadline"] is None else f"{asked['deadline']:g} ms"
        findings.append(f"{item.nodeid}: Hypothesis' deadline is {ran} where the sealed test runs with deadline {want} (a profile or settings loaded by the code under test)")
    return findings


def pytest_load_initial_conftests(early_config):
    # Plain priority: after legacypath's tryfirst patches of pytest's classes and after
    # every plugin's import (Hypothesis' bans fixture(given(...))), before the trylast
    # impl of pytest's own Config that imports the initial conftest.py files.
    global _SNAP
    _SNAP = seedgate_snapshot.Snapshot()


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session):
    findings = _SNAP.changes()
    for item in session.items:
        findings += _item_findings(item) + _settings_findings(item)
    _report(findings)


@pytest.hookimpl(hookwrapper=True, trylast=True)
def pytest_runtest_call(item):
    # Innermost wrapper, after setup (every fixture ran): the last moment before Hypothesis
    # reads the settings, and inside Hypothesis' own statistics collector, which it chains to.
    fn = getattr(item.obj, "__func__", item.obj)
    used = getattr(fn, "_hypothesis_internal_use_settings", None)
    _state["settings"] = seedgate_asked.settings_row(used)
    outer = collector.value

    def note(stats):
        _state["stopped"] = stats.get("stopped-because")
        if outer is not None:
            outer(stats)

    with collector.with_value(note):
        yield
    if getattr(fn, "_hypothesis_internal_use_settings", None) is not used:
        _report([f"{item.nodeid}: Hypothesis' settings were replaced during the run"])


def pytest_runtest_logreport(report):
    _state["reports"].append(report)


def _outcome(reports):
    if any(r.failed for r in reports):
        return "failed"
    if any(r.skipped for r in reports):
        return "skipped"
    return "passed" if any(r.when == "call" and r.passed for r in reports) else "none"


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_protocol(item, nextitem):
    # The forced seed this test runs under (--hypothesis-seed, or the batch's seed).
    _state["examples"], _state["seed"], _state["moved"] = 0, _SNAP.core.global_force_seed, None
    _state["reports"], _state["settings"], _state["stopped"] = [], None, None
    handle = _handle(item)
    # What the strategies read from production, resolved before the first example (the hunt records it).
    _state["inputs"] = None if handle is None else seedgate_inputs.of(handle, getattr(item, "module", None))
    _count(item)
    yield
    seedgate_capture.flush()
    findings = _SNAP.changes()
    if _state["moved"] is not None:
        findings.append(f"hypothesis.core.global_force_seed was changed from {_state['seed']} to {_state['moved']} during the run")
    handle = _handle(item)
    if handle is not None and handle.inner_test not in _counters:
        findings.append(f"{item.nodeid}: hypothesis.inner_test was replaced during the run")
    _report(findings)
    _state["tests"] += 1
    given = seedgate_snapshot.is_given(_SNAP, getattr(item.obj, "__func__", item.obj))
    asked = (seedgate_asked.asked(str(item.path), item.originalname) or {}) if given else {}
    _write({
        "event": "test", "nodeid": item.nodeid, "name": item.name, "given": given, "outcome": _outcome(_state["reports"]),
        "examples": _state["examples"], "seed": _state["seed"], "settings": _state["settings"], "asked_max_examples": asked.get("max_examples"),
        **({"asked_deadline": asked["deadline"]} if "deadline" in asked else {}),
        "all_phases": seedgate_asked.required_phases(), "stopped": _state["stopped"],
        **({"inputs": _state["inputs"]} if _state["inputs"] is not None else {}),
    })


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session, exitstatus):
    _report(_SNAP.changes())
    _write({"event": "done", "tests": _state["tests"], "exitstatus": int(exitstatus)})
