"""seedgate's fixture replay harness for the hypothesis preset.

Imports the selector's test module, reads the fixture (canonical JSON of the
keyword arguments of a shrunk failing example: typed, or the older `$bytes`/`$tuple`
form; seedgate_fixture reads both) and calls the Hypothesis test's
undecorated body, `test_fn.hypothesis.inner_test(**kwargs)`, once. It writes one
JSON row to fd 3, the result channel seedgate opened (never a path in argv, env or
the workspace the code under test could write first); a run that writes no row (os._exit, a
crash, a kill) is an error to the caller, never a pass.

The row carries `integrity`: what seedgate_snapshot found replaced since this
harness started (before the test module, and so production code, was imported),
checked after the import and again after the call. The caller refuses a row
without it, and any tampering makes the row an error.

argv: ROOT SELECTOR FIXTURE_PATH SEALED_CONFTEST(0|1)
"""
import importlib
import importlib.util
import inspect
import os
import sys
import traceback

# Imported before the repository root joins sys.path: a `hypothesis.py` the pull
# request adds at the root must not replace the real library (and its handle).
import hypothesis.core

import seedgate_channel
import seedgate_codec
import seedgate_fixture
import seedgate_members
import seedgate_snapshot

SNAPSHOT = seedgate_snapshot.Snapshot()
_at_load: list[str] = []  # what test_findings saw right after the import


def load_test(root, selector, sealed_conftest):
    path, _, name = selector.partition("::")
    conftest = os.path.join(root, os.path.dirname(path), "conftest.py")
    if sealed_conftest and os.path.isfile(conftest):
        spec = importlib.util.spec_from_file_location("seedgate_sealed_conftest", conftest)
        assert spec is not None and spec.loader is not None  # a .py file's path always has both
        spec.loader.exec_module(importlib.util.module_from_spec(spec))
    module = importlib.import_module(path[: -len(".py")].replace("/", "."))
    seedgate_members.TEST_MODULE[:] = [module]
    test_fn = getattr(module, name)
    _at_load[:] = SNAPSHOT.changes() + seedgate_snapshot.test_findings(SNAPSHOT, selector, test_fn, module, os.path.join(root, path), name)
    handle = getattr(test_fn, "hypothesis", None)
    if not isinstance(handle, hypothesis.core.HypothesisHandle):
        raise LookupError(f"{selector} is not a Hypothesis @given test")
    return handle.inner_test


def integrity():
    """The row's integrity evidence: findings after the import, then after the call."""
    found = list(_at_load)
    found += [f for f in SNAPSHOT.changes() if f not in found]
    return {"checked": True, "tampering": found}


def verdict(inner, kwargs):
    """pass, fail (the property's own verdict) or error (the fixture cannot be judged)."""
    outcome, detail, trace = _verdict(inner, kwargs)
    remote = sys.modules.get("seedgate_oracle")  # isolation: process; what the test may have swallowed
    if remote is not None and remote.REPORTED:
        return "error", remote.REPORTED[0], trace
    return outcome, detail, trace


def _verdict(inner, kwargs):
    try:
        inspect.signature(inner).bind(**kwargs)
    except TypeError as exc:
        return "error", f"the fixture's arguments do not fit the test: {exc}", ""
    try:
        inner(**kwargs)
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException as exc:  # pytest.fail()/skip() raise BaseException subclasses
        kind = type(exc).__name__
        wire = sys.modules.get("seedgate_wire")  # isolation: process; a mirror of the class is no instance
        if wire is not None and isinstance(exc, wire.SeedgateError):
            return "error", f"{kind}: {exc}", traceback.format_exc()[-2000:]
        # Hypothesis's own errors (assume() outside a run, invalid use) and a pytest skip
        # cannot judge the property; pytest.fail() is the property's own verdict.
        # (pytest's outcome classes say __module__ = "builtins", hence the MRO check.)
        pytest_outcome = any(c.__name__ == "OutcomeException" for c in type(exc).__mro__)
        if (type(exc).__module__.startswith("hypothesis") or pytest_outcome) and kind not in ("Flaky", "Failed"):
            return "error", f"{kind}: {exc}", traceback.format_exc()[-2000:]
        return "fail", f"{kind}: {exc}", traceback.format_exc()[-2000:]
    return "pass", "passed", ""


def decoded(fixture_path, name=None):
    """The fixture's arguments, or (None, the error row's detail) when a value it names cannot
    be rebuilt here (a member the pull request removed, a dataclass whose fields it changed)."""
    with open(fixture_path, "rb") as fh:
        data = fh.read()
    try:
        return seedgate_fixture.decode(data), None
    except seedgate_codec.Refused as exc:
        return None, f"the fixture {name or fixture_path} cannot be replayed: it holds {exc}"


def replay(root, selector, fixture_path, sealed_conftest, channel):
    """Replay one fixture and write its row to `channel` (a process of its own's fd 3, or the
    fork server's pipe for this fixture alone); an unreadable fixture raises, writing none."""
    sys.path.insert(0, root)
    inner = load_test(root, selector, sealed_conftest)
    kwargs, refused = decoded(fixture_path)  # after the test's imports: an enum member or a dataclass is found as the test finds its class
    outcome, detail, trace = ("error", refused, "") if kwargs is None else verdict(inner, kwargs)
    with channel:
        channel.send({"fixture": fixture_path, "outcome": outcome, "detail": detail, "trace": trace, "integrity": integrity()})
    return 0


def main(root, selector, fixture_path, sealed_conftest):
    # Taken before production code is imported: a closed fd 3 means no channel, no row.
    channel = seedgate_channel.result_channel()
    return replay(root, selector, fixture_path, sealed_conftest, channel)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4] == "1"))
