"""seedgate's subject process: production code runs here, never in the oracle.

    python -s -        (this module's start piped on stdin: seedgate_proxy.start)
    python -s [-S] seedgate_subject.py

started by the oracle (seedgate_proxy) inside the lane's sandbox. SUBJECT_SOCKET_FD names
the one inherited socket; SUBJECT_LAYOUT (JSON: `roots`, `site`, optional `mirror`
{checkout, tree}, `zones`) the layout: sys.path becomes the standard library, the roots,
then each site dir as a plain path with its `.pth` files' plain path lines (never their
`import` lines), then the interpreter's own site; `zones` names the time zone libraries
the oracle builds (seedgate_zones: another library's zone crosses as a handle). Both
variables are removed before any production code runs (so are the older
SEEDGATE_SUBJECT_FD and SEEDGATE_SUBJECT, when a caller set them), and the harness modules
are unnamed (seedgate_neutral): production code finds no module, file, argv entry or
variable named for seedgate by one lookup (issue 44 item 7).

It serves the oracle's requests (seedgate_ops) on objects it keeps in a handle table,
answering by value where seedgate_codec can and with a handle otherwise. Oracle
callables arrive as call-only handles: calling one asks the oracle, and nothing else
can be done with them. A list, dict, set or bytearray the oracle passed by value and
the request changed in place is reported, never silently diverged from.
"""
import json
import os
import socket
import sys

import seedgate_bytecode  # noqa: E402  os and sys only

_ROOMS = seedgate_bytecode.beside(__file__)  # the harness modules (its four rooms), their bytecode beside them: read-only here
import seedgate_layout  # noqa: E402

with seedgate_layout.interpreter_bytecode(*_ROOMS):  # the harness and its standard library, precompiled
    import seedgate_wire  # noqa: E402
    from seedgate_handles import SIDE  # noqa: E402
    import seedgate_subject_forks  # noqa: E402  registers the fork server's `fork` and `end` with SIDE
    import seedgate_neutral  # noqa: E402
    import seedgate_zones  # noqa: E402  loaded by the codec's temporal tags already


def _layout(layout):
    std = seedgate_layout.stdlib_entries(sys.path)
    rest = [p for p in sys.path if p not in std and p and p not in _ROOMS]
    own = seedgate_layout.base_site_dirs() if sys.flags.no_site else rest
    sys.path[:] = std + seedgate_layout.subject_entries(layout) + [p for p in own if p not in std]
    seedgate_zones.agree(layout.get("zones"))  # a zone of a library the oracle cannot build crosses as a handle
    mirror = layout.get("mirror")
    if mirror:
        sys.path.insert(0, os.path.dirname(seedgate_layout.__file__))  # the boundary's room
        import seedgate_mirror

        del sys.path[0]
        sys.path[:] = seedgate_mirror.install(mirror["checkout"], mirror["tree"], sys.path)


def _popped(*names):
    found = [os.environ.pop(n) for n in names if n in os.environ]
    return found[0] if found else None


def _quiet_stdin():
    """stdin held this start (`python -`): production code reads /dev/null there, as before."""
    try:
        fd = os.open(os.devnull, os.O_RDONLY)
        os.dup2(fd, 0)
        os.close(fd)
    except OSError:
        pass


def prepared():
    """The subject up to its first request: its socket and layout read, production's sys.path
    laid out, the harness unnamed. Returns the serving loop, its code renamed in place."""
    seedgate_subject_forks.die_with_parent()
    fd = int(_popped("SUBJECT_SOCKET_FD", "SEEDGATE_SUBJECT_FD") or "")
    layout = json.loads(_popped("SUBJECT_LAYOUT", "SEEDGATE_SUBJECT") or "{}")
    _layout(layout)
    _quiet_stdin()
    sock = socket.socket(fileno=fd)
    sock.set_inheritable(False)
    SIDE.peer = seedgate_wire.Peer(sock, SIDE.serve, takes_fds=True)
    serve = _serve
    # Last: this frame keeps the old global names, which hide() renames in this module's dict.
    seedgate_neutral.hide(_ROOMS, __file__ if __name__ == "__main__" else None)
    return serve  # its code renamed by now


def _serve():
    try:
        while True:
            peer = SIDE.peer  # read each time: a fork partner serves a peer of its own from here
            assert peer is not None  # set by the start, before serve is returned
            try:
                peer.answer(peer.recv())
            except seedgate_subject_forks.Forked:
                pass  # a partner: it serves its own socket from here
    except seedgate_wire.SeedgateSubjectError:
        code = 0  # the oracle is done
    finally:
        seedgate_subject_forks.reap()
    sys.stdout.flush()
    sys.stderr.flush()
    # No interpreter teardown: the exit handlers and finalizers of what production code built
    # decide nothing once the oracle hung up, and tearing that heap down held the oracle's
    # wait for its subject, and so every row's and lane's end, by about 15 ms.
    os._exit(code)


if __name__ == "__main__":
    prepared()()
