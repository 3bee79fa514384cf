"""Sealed failures stay failures (issue 44): the exceptions that decide a row, when raised
on the oracle's side, are never production code's to suppress, catch or replace.

seedgate_oracle ends a request with the sealed failure a callback raised into the subject,
whatever production did with it; seedgate_remote ignores a production `__exit__`'s answer
for one. Production's own exceptions (decoded from the subject, marked `_sg_subject`) are
production's to catch.
"""
from __future__ import annotations

import sys


def _decisive() -> tuple[type[BaseException], ...]:
    """The exception classes that decide a row: the test's assertion, pytest's outcomes
    (fail, skip, xfail, exit) and Hypothesis' own control flow (assume, data exhausted)."""
    kinds: list[type[BaseException]] = [AssertionError]
    outcomes, errors = sys.modules.get("_pytest.outcomes"), sys.modules.get("hypothesis.errors")
    if outcomes is not None:
        kinds.append(outcomes.OutcomeException)
    if errors is not None:
        kinds += [errors.HypothesisException, errors.StopTest]
    return tuple(kinds)


def sealed(exc: object) -> bool:
    """An exception raised on this side (sealed code, the framework) that decides a row.
    One that came from the subject (production's own AssertionError) is production's to catch."""
    return isinstance(exc, _decisive()) and not getattr(exc, "_sg_subject", False)


SWALLOWED_EXIT = "seedgate: production code's __exit__ returned true for this sealed failure; a sealed failure cannot be suppressed, so the example fails"
SWALLOWED_CALL = "seedgate: production code caught this sealed failure (raised by a test callable it was handed) and went on; a sealed failure cannot be suppressed, so the example fails"
