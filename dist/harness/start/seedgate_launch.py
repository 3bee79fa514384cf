"""A run of the warm template (seedgate_template.py): the process Node starts for it.

    python -I -S seedgate_launch.py      (fd 0: the request, as Node writes a warm
                                          interpreter's; 1-3: the run's; 4: the template's control socket)

It hands the run's stdout, stderr and result channel to the template with one end of a
fresh socket pair, closes the control socket, writes the request there (its length
first), and waits: the template writes "exit N" (N < 0 for a signal) when the run's
process ended, and this process ends the same way. Killed, it takes the run with it (the
template kills the run's group when this end closes). A template that is gone makes the
request a cold start of its own, here (as seedgate_warm does with a request it cannot
adopt); one that dies mid-run makes the run exit 127, never a pass.
"""
import os
import signal
import socket
import sys

CONTROL = 4


def _request():
    chunks: list = []
    while True:
        chunk = os.read(0, 65536)
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)


def _cold(raw):
    """The request as its own process (the template is gone): never returns."""
    import json

    try:
        req = json.loads(raw)
        null = os.open(os.devnull, os.O_RDONLY)
        os.dup2(null, 0)
        os.close(null)
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
        signal.signal(signal.SIGXFSZ, signal.SIG_DFL)
        os.chdir(req["cwd"])
        os.execvpe(req["command"], [req["command"], *req["args"]], req["env"])
    except Exception as exc:  # noqa: BLE001  the run's stderr says why; its exit is an error, never a pass
        os.write(2, f"seedgate: the warm template could not start its run: {type(exc).__name__}: {exc}\n".encode())
    os._exit(127)


def _end(said):
    """This process's end, as the run's process ended."""
    if not said.startswith(b"exit ") or not said.endswith(b"\n") or not said[5:-1].lstrip(b"-").isdigit():
        os.write(2, b"seedgate: the warm template ended before its run did\n")
        os._exit(127)
    code = int(said[5:-1])
    if code < 0:
        signal.signal(-code, signal.SIG_DFL)
        os.kill(os.getpid(), -code)
        code = 128 - code
    os._exit(code)


def main():
    raw = _request()
    mine, theirs = socket.socketpair()
    try:
        socket.send_fds(socket.socket(fileno=CONTROL), [b"r"], [theirs.fileno(), 1, 2, 3])
    except OSError:
        theirs.close()
        _cold(raw)
    theirs.close()
    mine.sendall(len(raw).to_bytes(8, "big") + raw)
    said = b""
    while not said.endswith(b"\n"):
        chunk = mine.recv(64)
        if not chunk:
            break
        said += chunk
    _end(said)


if __name__ == "__main__":
    sys.exit(main())
