"""Forked children reaped by their parent: the wait that both fork loops share (the batched
fixture replay, one child at a time, and the fork server, a child per core). Each child's
channel is drained while it runs, so the pipe never fills and the child never blocks on
it; a child past its timeout is killed, and the caller learns which of the three it was."""
from __future__ import annotations


import atexit
import os
import select
import signal
import sys
import time

TYPE_CHECKING = False  # typing costs ~10 ms at start: imported for the checker only
if TYPE_CHECKING:
    from typing import Any


def drain(fd, chunks):
    """Read what the child wrote so far, without blocking (the fd is non-blocking); True at
    the pipe's end (every writer closed it: the child is exiting, or closed its channel)."""
    while True:
        try:
            chunk = os.read(fd, 65536)
        except BlockingIOError:
            return False
        if not chunk:
            return True
        chunks.append(chunk)


class Child:
    """A forked child being reaped: its pid, its channel's non-blocking read end, what it has
    written so far, its deadline, and, once it ended, (exit code or None, signal or None,
    timed out)."""

    row: Any  # the fork server's row and its start (monotonic seconds), set by it
    started: float

    def __init__(self, pid, fd, timeout, chunks=None):
        self.pid, self.fd, self.chunks = pid, fd, [] if chunks is None else chunks
        self.deadline = time.monotonic() + timeout
        self.drained = False  # its channel reached its end: the child is most likely exiting
        self.status = None

    def poll(self):
        """True once the child has ended (reaped, or killed past its deadline)."""
        if drain(self.fd, self.chunks):
            self.drained = True
        done, status = os.waitpid(self.pid, os.WNOHANG)
        if done == self.pid:
            drain(self.fd, self.chunks)
            self.status = (None, os.WTERMSIG(status), False) if os.WIFSIGNALED(status) else (os.WEXITSTATUS(status), None, False)
        elif time.monotonic() >= self.deadline:
            os.kill(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)
            self.status = None, signal.SIGKILL, True
        return self.status is not None


def settle(children):
    """Wait until at least one of `children` ends, draining every channel meanwhile; the ones that ended."""
    pause, drained = 0.001, sum(c.drained for c in children)
    while True:
        ended = [c for c in children if c.poll()]
        if ended:
            return ended
        now = sum(c.drained for c in children)
        if now > drained:
            pause, drained = 0.001, now  # a child is most likely exiting: look again soon
        open_fds = [c.fd for c in children if not c.drained]
        if open_fds:
            select.select(open_fds, [], [], pause)  # wakes at a child's last write or its exit
        else:
            time.sleep(pause)  # a pipe at its end is always readable: select would not wait
        pause = min(pause * 2, 0.02)


def wait(pid, timeout, fd, chunks):
    """(exit code or None, signal or None, timed out) of one child, draining its channel meanwhile."""
    child = Child(pid, fd, timeout, chunks)
    settle([child])
    return child.status


def leave(code):
    """How both fork loops end once every line is written: the exit handlers run (the
    subject is stopped), then the process exits without the interpreter's teardown of the
    modules and the heap pytest and Hypothesis built, which decided nothing and held
    the end of every shard by about 0.15 s."""
    try:
        atexit._run_exitfuncs()
        sys.stdout.flush()
        sys.stderr.flush()
    finally:
        os._exit(code)
