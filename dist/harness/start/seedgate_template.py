"""A warm template (issue 46 item 1): one framework import for every oracle run of a lane command.

    python -S -s seedgate_boot.py --template      (fd 3: its control socket, Node's)

The warm interpreter (seedgate_warm.py) serves one run: a lane with ten properties paid
the import of pytest and Hypothesis (about 330 ms of CPU) for each of the other nine.
Once the warm interpreter is taken, exec-warm.ts starts this process, with the same
interpreter, flags and environment; it runs the whole prelude and then only waits. Each
later matching run is a launcher (seedgate_launch.py, started by Node as the run's
process, with the run's pipes): it sends the run's stdout, stderr and result channel and
one end of a fresh socket pair here (SCM_RIGHTS, on the control socket, which Node hands
to each launcher as an inherited fd: no path names it), then the request, as Node writes
a warm interpreter's. This process forks; the child leads a process group of its own,
takes those fds as 1-3, reads the request on fd 0 and goes on exactly as a warm
interpreter whose run arrived after its prelude (seedgate_warm.take: adopted, or the
request's cold start by execve). So every run starts from the same pristine state, and
none from another run's: a fork of a process that never ran one.

The launcher's socket is the run's life line: when the child ends, its process group is
killed (as exec.ts kills a run's group when its process exits) and "exit N" (N < 0 for a
signal) written there, which the launcher exits with; when the launcher dies first (Node
killed its group: the run's time limit), the child's group is killed. No run holds the
control socket, another run's socket, or anything else of this process's.
"""
import json
import os
import select
import signal
import socket

CONTROL = 3  # the template's end of its control socket (Node's stdio[3])
HEADER = 8  # the request's length, as the launcher writes it before the request
_runs: dict = {}  # {its launcher's socket's fd: (that socket, the child's pid)}


def serve():
    """Forks a child per launcher and returns in that child only, with its request (for
    seedgate_warm.take); the template itself never returns."""
    read_end, write_end = os.pipe()
    os.set_blocking(write_end, False)
    signal.signal(signal.SIGCHLD, lambda *_: None)  # wakes the poll through the pipe below
    signal.set_wakeup_fd(write_end)
    signal.signal(signal.SIGTERM, _stop)  # exec-template.ts discards it so: its runs go with it
    control = socket.socket(fileno=CONTROL)
    poll = select.poll()
    poll.register(control, select.POLLIN)
    poll.register(read_end, select.POLLIN)
    while True:
        for fd, _ in poll.poll():
            if fd == read_end:
                os.read(read_end, 512)
                _reap(poll)
            elif fd in _runs:  # the launcher wrote nothing after its request: it is gone (killed with its group), so is its run
                poll.unregister(fd)
                _kill(_runs[fd][1])
            elif fd == control.fileno():
                msg, fds = _receive(control)
                if not msg:  # Node is gone: so are the runs
                    _stop()
                started = _start(fds)
                if started is not None and started[1] == 0:
                    _child(control, (read_end, write_end), fds)
                    return started[0]
                if started is not None:
                    _runs[fds[0]] = (socket.socket(fileno=fds[0]), started[1])
                    poll.register(fds[0], select.POLLIN)
                for fd in fds[1:] if started is not None else fds:
                    os.close(fd)


def _stop(*_):
    for _, pid in _runs.values():
        _kill(pid)
    os._exit(0)


def _receive(control):
    try:
        msg, fds, _, _ = socket.recv_fds(control, 1, 4)
    except OSError:
        return b"", []
    return msg, fds


def _start(fds):
    """(the request, the fork's pid: 0 in the child), or None when the launcher sent less than a run."""
    if len(fds) != 4:
        return None
    try:
        request = _request(fds[0])
    except (OSError, ValueError):
        return None
    pid = os.fork()
    if pid > 0:
        try:
            os.setpgid(pid, pid)  # as the child does: a kill of the group cannot come before it exists
        except OSError:
            pass
    return request, pid


def _request(fd):
    sock = socket.socket(fileno=os.dup(fd))
    sock.settimeout(10)  # the launcher writes it at once, after its fds
    try:
        size = int.from_bytes(_exactly(sock, HEADER), "big")
        return json.loads(_exactly(sock, size))
    finally:
        sock.close()


def _exactly(sock, n):
    data = bytearray()
    while len(data) < n:
        chunk = sock.recv(n - len(data))
        if not chunk:
            raise ValueError("the launcher ended its request early")
        data += chunk
    return bytes(data)


def _child(control, pipe, fds):
    """The run's process: its own group, its launcher's fds as 1-3, /dev/null as 0, nothing else of the template's."""
    signal.set_wakeup_fd(-1)
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    os.setpgid(0, 0)
    null = os.open(os.devnull, os.O_RDONLY)
    for target, fd in ((0, null), (1, fds[1]), (2, fds[2]), (3, fds[3])):
        os.dup2(fd, target)
    control.detach()
    for sock, _ in _runs.values():
        sock.detach()
    _runs.clear()
    for name in os.listdir("/proc/self/fd"):
        if int(name) > 3:
            try:
                os.close(int(name))
            except OSError:
                pass  # the listing's own
    del pipe  # its fds were closed above


def _kill(pid):
    try:
        os.killpg(pid, signal.SIGKILL)
    except OSError:
        pass


def _reap(poll):
    """Each ended child: its group killed (nothing of a run outlives it), its status to its launcher."""
    for fd, (sock, pid) in list(_runs.items()):
        try:
            done, how = os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            done, how = pid, -1
        if done == 0:
            continue
        _kill(pid)
        code = 127 if how < 0 else -os.WTERMSIG(how) if os.WIFSIGNALED(how) else os.WEXITSTATUS(how)
        try:
            sock.sendall(f"exit {code}\n".encode())
        except OSError:
            pass
        try:
            poll.unregister(fd)
        except KeyError:
            pass  # its launcher had gone
        sock.close()
        del _runs[fd]
