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


def adopt(fd: int) -> None:
    """A fork server's child: `fd` (its own pipe, close-on-exec) is its channel from now on, numbered from 0."""
    global _fd
    _fd = fd


# One-row harnesses (replay_fixture, replay_fixture_batch, sealed_harness) and the fork
# server's zygote write unnumbered rows straight to a descriptor: the result channel
# fd 3 of their own process, or a pipe made for one fork. The same rule: one row, one
# JSON line, written whole with no buffer in between (nothing is lost at os._exit).
RESULT_FD = 3


def write_row(fd: int, row: dict[str, Any]) -> None:
    """One unnumbered row on `fd`, the whole line."""
    view = memoryview((_dumps(row) + "\n").encode("utf-8"))
    while view:
        view = view[_write(fd, view):]


class Rows:
    """A descriptor that carries unnumbered rows; closing it closes the descriptor."""

    def __init__(self, fd: int) -> None:
        self.fd: int | None = fd

    def fileno(self) -> int:
        assert self.fd is not None, "the channel is closed"
        return self.fd

    def send(self, row: dict[str, Any]) -> None:
        write_row(self.fileno(), row)

    def close(self) -> None:
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None

    def __enter__(self) -> Rows:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def result_channel() -> Rows:
    """This process's fd 3, duplicated close-on-exec (no subprocess inherits it); taken before
    production code is imported. A closed fd 3 raises OSError: no channel, no row."""
    return Rows(os.dup(RESULT_FD))
