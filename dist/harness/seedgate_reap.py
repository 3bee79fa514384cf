"""A forked child reaped by its parent: the wait that both fork loops share (the batched
fixture replay and the fork server). The child's channel is drained while it runs, so
the pipe never fills and the child never blocks on it; a child past its timeout is
killed, and the caller learns which of the three it was."""

import atexit
import os
import select
import signal
import sys
import time


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


def wait(pid, timeout, fd, chunks):
    """(exit code or None, signal or None, timed out), draining the child's channel meanwhile."""
    deadline = time.monotonic() + timeout
    pause, ended = 0.001, False
    while True:
        if drain(fd, chunks) and not ended:
            pause, ended = 0.001, True  # the child is most likely exiting: look again soon
        done, status = os.waitpid(pid, os.WNOHANG)
        if done == pid:
            drain(fd, chunks)
            return (None, os.WTERMSIG(status), False) if os.WIFSIGNALED(status) else (os.WEXITSTATUS(status), None, False)
        if time.monotonic() >= deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return None, signal.SIGKILL, True
        if ended:
            time.sleep(pause)  # a pipe at its end is always readable: select would not wait
        else:
            select.select([fd], [], [], pause)  # wakes at the child's last write or its exit
        pause = min(pause * 2, 0.02)


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
