"""seedgate's re-run shim (src/adapters/subreaper.ts): marks itself a child subreaper, then becomes seedgate's Node again.

    /usr/bin/python3 -I seedgate_subreaper.py NODE ARGS...

PR_SET_CHILD_SUBREAPER survives execve, so the Node this process becomes is the
subreaper: a daemon that leaves its process group is re-parented to it, not to init.

SEEDGATE_WARM_START (JSON: command, args, cwd, env), given for a command that runs lanes:
the warm oracle interpreter (seedgate_warm.py) starts here, before the re-run's Node has
even started, instead of after its start-up and first module loads. It is a child of this
process, so of the Node it becomes, under a holder that leads its process group (a kill
of the group reaches both) and writes how it ended ("exit N", N < 0 for a signal) on a
status socket. The Node-side ends of its sockets go on in SEEDGATE_WARM_FDS
("holder,stdin,stdout,stderr,channel,status"); Node starts with them close-on-exec, and
the re-run adopts them only if it did (exec-warm-inherited.ts). Anything failing here only
means the re-run starts its own warm interpreter, as it does without this.
"""
import ctypes
import json
import os
import socket
import sys


def _holder(start, fds, keep):
    """The warm interpreter's parent: it never returns."""
    try:
        os.setsid()  # its own process group: Node's kill of it is a kill of the warm interpreter too
        stdin, stdout, stderr, channel, status = keep
        pid = os.fork()
        if pid == 0:
            _interpreter(start, (stdin, stdout, stderr, channel))
        null = os.open(os.devnull, os.O_RDWR)
        for target in (0, 1, 2):  # the caller's terminal or log is Node's to hold, not this process's
            os.dup2(null, target)
        for fd in [null, *fds, stdin, stdout, stderr, channel]:
            os.close(fd)
        _, how = os.waitpid(pid, 0)
        code = -os.WTERMSIG(how) if os.WIFSIGNALED(how) else os.WEXITSTATUS(how)
        os.write(status, f"exit {code}\n".encode())
    finally:
        os._exit(0)


def _interpreter(start, stdio):
    """The warm interpreter itself, as Node would have spawned it: never returns."""
    try:
        for target, fd in enumerate(stdio):
            os.dup2(fd, target)
        for name in os.listdir("/proc/self/fd"):  # no other fd of this shim or of Node's reaches it
            if int(name) > 3:
                try:
                    os.close(int(name))
                except OSError:
                    pass  # the listing's own
        os.chdir(start["cwd"])
        os.execvpe(start["command"], [start["command"], *start["args"]], start["env"])
    except Exception as exc:  # noqa: BLE001  said on its stderr (Node's pipe); the run then starts cold
        os.write(2, f"seedgate: the warm oracle interpreter did not start: {type(exc).__name__}: {exc}\n".encode())
    os._exit(127)


def warm(start):
    """The warm interpreter, started: what SEEDGATE_WARM_FDS says of it."""
    if not (isinstance(start, dict) and isinstance(start.get("args"), list) and isinstance(start.get("env"), dict)):
        raise ValueError("SEEDGATE_WARM_START is not a start")
    # Socket pairs, as Node's own "pipe" stdio is: no process can open one again through
    # /proc/<pid>/fd (a pipe it could, and write a request or a row's line into it).
    pairs = [socket.socketpair() for _ in range(5)]  # stdin, stdout, stderr, channel (the interpreter's fds 0-3), status
    node, theirs = [a.detach() for a, _ in pairs], [b.detach() for _, b in pairs]
    if max(node) > 15:  # see below
        for fd in node + theirs:
            os.close(fd)
        raise OSError(f"its fds would be {node}, past 15")
    holder = os.fork()
    if holder == 0:
        _holder(start, node, theirs)
    for fd in theirs:
        os.close(fd)
    for fd in node:
        # Through the execve below, into Node, which marks fds 0-15 close-on-exec as it starts
        # (libuv's uv_disable_stdio_inheritance); exec-warm-inherited.ts checks that it did.
        os.set_inheritable(fd, True)
    return ",".join(str(n) for n in [holder, *node])


def main():
    if ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0) != 0:  # 36: PR_SET_CHILD_SUBREAPER
        os.environ["SEEDGATE_SUBREAPER"] = "unavailable"
    start = os.environ.pop("SEEDGATE_WARM_START", None)
    if start is not None and os.environ.get("SEEDGATE_SUBREAPER") == "1":
        try:
            os.environ["SEEDGATE_WARM_FDS"] = warm(json.loads(start))
        except (OSError, ValueError) as exc:
            sys.stderr.write(f"seedgate: the warm oracle interpreter starts later ({type(exc).__name__}: {exc})\n")
    os.execv(sys.argv[1], sys.argv[1:])


main()
