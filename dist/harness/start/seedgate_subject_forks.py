"""The subject zygote's forks: a partner per forked oracle (issue 27; seedgate_partner asks).

A batched fixture replay forks its oracle once per fixture, and the fork server once per
seed or fixture; each forked oracle asks the subject for a partner of its own (`fork`,
carrying the socket it will talk on) and, for the fork server, says when its row ended
(`end`). These are process plumbing, not operations on production objects: they are
registered with the subject's side (seedgate_handles) here, by the subject's start, and
never change what crosses. A partner is a fork of this subject serving its own socket.
"""
from __future__ import annotations

import os
import shutil
import signal
import socket
import sys
import tempfile

import seedgate_wire
from seedgate_codec import Refused
from seedgate_handles import SIDE

TYPE_CHECKING = False  # typing costs the subject ~10 ms at start: imported for the checker only
if TYPE_CHECKING:
    from typing import Any

# (pid, TMPDIR or None, the fork server's key or None) of each live partner
CHILDREN: list[tuple[int, str | None, str | None]] = []


class Forked(seedgate_wire.SeedgateError):
    """Unwinds a new partner to the serving loop, which then serves its own socket."""


def die_with_parent() -> None:
    """The subject (and each partner) dies with the process that started it, even mid-loop."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def _own_outputs(scratch: str, extra: list[int]) -> None:
    """A fork server's partner: the seed's output files and its own TMPDIR. Not its seed: production
    code finds no variable of seedgate's (issue 44 item 7); the key only names the partner."""
    os.dup2(extra[0], 1)
    os.dup2(extra[1], 2)
    for f in extra:
        os.close(f)
    os.environ["TMPDIR"] = scratch
    tempfile.tempdir = scratch


def _is_key(key: object) -> bool:
    """A fork server's partner key: a seed, or `fixture-N`."""
    return type(key) is str and 0 < len(key) <= 40 and all(c.isalnum() or c == "-" for c in key)


def _key(tree: Any) -> tuple[str | None, str | None]:
    """A fork server's `(seed, key)` (a fixture's partner runs under seed 0, as its process
    would), else (None, None): a batched fixture's fork, which names neither."""
    args = SIDE.codec.decode(tree) if tree is not None else ()
    if type(args) is not tuple or len(args) != 2 or type(args[0]) is not str or not args[0].isdigit() or not _is_key(args[1]):
        return None, None
    return args[0], args[1]


def fork(tree: Any = None) -> tuple[str, Any]:
    """A copy of this subject for one forked oracle (a batched fixture, or one seed of the fork
    server), on the socket it sent. A seed's fork also gets the seed's stdout and stderr and a
    fresh TMPDIR, removed when it is reaped (never the seed itself: issue 44 item 7).
    A batched fixture's fork replaces the previous one; the fork server runs a row per core,
    so its partner lives until the oracle says that row ended (`end`), or this zygote ends."""
    peer = SIDE.peer
    assert peer is not None  # a fork request came from it
    fds = peer.reader.fds
    if not fds:
        raise Refused("a fork request without a socket")
    fd, extra = fds.pop(0), list(fds)
    del fds[:]
    seed, key = _key(tree)
    if seed is not None and len(extra) != 2:
        raise Refused("a seed's fork request without its stdout and stderr")
    reap(key)
    scratch = tempfile.mkdtemp() if seed is not None else None  # tmpXXXX: no name of seedgate for production to find
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:
        die_with_parent()
        peer.close()
        if seed is not None:
            assert scratch is not None  # made above for a seed
            _own_outputs(scratch, extra)
        SIDE.peer = seedgate_wire.Peer(socket.socket(fileno=fd), SIDE.serve, takes_fds=True)
        del CHILDREN[:]  # the zygote's partners are not this one's
        raise Forked()
    for f in [fd] + extra:
        os.close(f)
    CHILDREN.append((pid, scratch, key))
    return "r", pid


def end(tree: Any) -> tuple[str, Any]:
    args = SIDE.codec.decode(tree)
    if type(args) is not tuple or len(args) != 1 or not _is_key(args[0]):
        raise Refused("an end request without its key")
    reap(args[0])
    return "r", SIDE.codec.encode(None)


def reap(key: str | None = None) -> None:
    """Kill and wait for partners, removing their TMPDIRs: every one (key None: a batched
    fixture's fork replaces the previous one, and the zygote's end takes them all), or only
    the fork server's partner of `key` (its seed or fixture ended, or it is forked again)."""
    ending = [c for c in CHILDREN if key is None or c[2] == key]
    CHILDREN[:] = [c for c in CHILDREN if c not in ending]
    for pid, scratch, _ in ending:
        try:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        except OSError:
            pass
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)


SIDE.plumbing.update(fork=fork, end=end)
