"""seedgate's result channel for its pytest plugins (seedgate_integrity, seedgate_batch).

seedgate opens a pipe and the process inherits it; SEEDGATE_CHANNEL_FD names its
number. At import (a `-p` plugin, so before any conftest or test module) this module
takes the number out of os.environ, moves the pipe to a high descriptor marked
close-on-exec (no subprocess of the code under test inherits it) and closes the low
one, so code that does not know about seedgate neither sees a variable nor finds the
pipe at the number it was handed. Nothing is ever written to a path.

Every row carries `n`, its place in the channel (0, 1, 2, ...): the runner refuses a
channel whose numbers are not exactly that sequence, so a row written by anything else
(a forged "pass", a replayed row) breaks the sequence and the whole run is an error.
What remains is code written against this module in the same process (docs/security.md).
"""
from __future__ import annotations

import fcntl
import json
import os

CHANNEL_ENV = "SEEDGATE_CHANNEL_FD"
# Above what a test would reach by counting up from 3; below any usual RLIMIT_NOFILE.
_HIGH = 767

TYPE_CHECKING = False  # typing costs ~10 ms at start: imported for the checker only
if TYPE_CHECKING:
    from typing import Any

_dumps, _write = json.dumps, os.write
_fd: int | None = None
_sent = [0]
_held: list[dict[str, Any]] | None = None  # rows sent with no channel yet: a fork server zygote's collection (seedgate_collected)


def take(env: str, at_least: int) -> int | None:
    """The inherited pipe `env` names, moved to a close-on-exec descriptor >= at_least; None without one."""
    raw = os.environ.pop(env, None)
    if raw is None or not raw.isdigit():
        return None
    low = int(raw)
    try:
        high = fcntl.fcntl(low, fcntl.F_DUPFD_CLOEXEC, at_least)
    except OSError:
        return None  # no channel: every row is missing, so nothing passes
    os.close(low)
    return high


_fd = take(CHANNEL_ENV, _HIGH)


def hold() -> None:
    """From now on, rows sent with no channel are kept: each forked child sends them first (release)."""
    global _held
    _held = []


def release() -> None:
    """In a child whose channel is open: the rows its zygote kept, as if it had sent them itself."""
    global _held
    held, _held = _held or [], None
    for row in held:
        send(row)


def send(row: dict[str, Any]) -> None:
    """Write one row, numbered; the whole line in one write (a pipe keeps it whole up to PIPE_BUF)."""
    if _fd is None:
        if _held is not None:
            _held.append(row)
        return
    line = (_dumps({**row, "n": _sent[0]}) + "\n").encode("utf-8")
    _sent[0] += 1
    view = memoryview(line)
    while view:
        view = view[_write(_fd, view):]
