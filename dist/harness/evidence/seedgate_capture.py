"""seedgate's in-process capture of a hunt's failing example, through seedgate_integrity's wrapper.

Only when SEEDGATE_CAPTURE=1 (a hunt's seeds). The wrapper on the test body hands each
call here: its keyword arguments are encoded as a typed fixture (seedgate_fixture)
BEFORE the call (the body may mutate them), and the encoding of the last call that
raised is kept with the exception's type name and where it was raised (the innermost
frame's file name and line). Hypothesis runs the shrunk example last, so that call is
the minimal failing example. After the test's protocol, `flush` writes what it kept to
`seedgate-capture.json` in the seed's Hypothesis storage directory (the hunt's own
scratch, one per seed, also under a batch), one JSON object:
`{"fixture": TEXT, "failure": {"type": NAME, "where": "FILE:LINE"}}`, or
`{"refused": REASON, "failure": ...}` when an argument has no faithful typed form.
"""
from __future__ import annotations

import json
import os
import traceback

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable

FILE = "seedgate-capture.json"
ENABLED = os.environ.get("SEEDGATE_CAPTURE") == "1"
if ENABLED:  # the codec only where a hunt asks for it, imported (as this plugin is) before any tree code
    import seedgate_fixture
    import seedgate_shapes_record  # and the boundary's shapes the test meets (journal `shapes`)
_last: dict[str, Any] = {}


def _where(exc: BaseException) -> str:
    frames = traceback.extract_tb(exc.__traceback__)
    if not frames:
        return ""
    last = frames[-1]
    return f"{os.path.basename(last.filename)}:{last.lineno}"


def call(inner: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    """Call the body, keeping the encoded arguments of a call that raises."""
    try:
        encoded: dict[str, str] = {"fixture": seedgate_fixture.encode(kwargs)}
    except seedgate_fixture.Unstorable as exc:
        encoded = {"refused": str(exc)}
    except Exception as exc:  # the capture never changes what the test does: a value that breaks the codec is only unstorable
        encoded = {"refused": f"an argument could not be encoded ({type(exc).__name__}: {exc})"}
    try:
        return seedgate_shapes_record.call(inner, args, kwargs)
    except BaseException as exc:
        _last.clear()
        _last.update(encoded)
        _last["failure"] = {"type": type(exc).__name__, "where": _where(exc)}
        raise


def flush() -> None:
    """Write the last failing call's capture for this test (none if nothing failed), then forget it."""
    if ENABLED:
        seedgate_shapes_record.flush()
    if not _last:
        return
    kept = dict(_last)
    _last.clear()
    directory = os.environ.get("HYPOTHESIS_STORAGE_DIRECTORY")
    if not directory:
        return
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, FILE), "w", encoding="utf-8") as fh:
        json.dump(kept, fh)
