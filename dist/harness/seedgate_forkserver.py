"""seedgate's fork server for the hypothesis preset under `isolation: process` (issue 27).

    python -s seedgate_boot.py seedgate_forkserver.py OWNED TIMEOUT SEEDS WIDTH -- PYTEST_ARGS...

The boot has started the subject (seedgate_proxy: a sandboxed interpreter, the subject
zygote) and imported pytest and Hypothesis; this process (the oracle zygote) imports
seedgate's plugins, asks the subject zygote to import the production modules the
sealed test file names, and then, for each seed, up to WIDTH seeds at once (the cores
the lane gave it: one zygote pair per property, not one per core):

- asks the subject zygote to fork a partner for this seed alone, on a fresh socketpair
  whose end rides on the request (SCM_RIGHTS), with the seed's stdout and stderr files;
- forks a child that runs `pytest PYTEST_ARGS --hypothesis-seed=N` exactly as a process
  of its own would (its command line parsed once, here, when no conftest would be
  imported: seedgate_prepared), its result channel a pipe made for it alone and its
  output in OWNED/N/{out,err}, then exits;
- waits for the child (killed past TIMEOUT seconds), tells the subject zygote the seed
  ended (its partner is killed and reaped) and writes one `fork-seed` line to fd 3,
  seedgate's result channel: the seed, how the child ended, and what the child wrote on
  its channel. Only this process holds fd 3; no child does, nor another seed's channel.

So start-up is paid once, and every seed still starts from the same pristine state on
both sides: nothing one seed does (globals, caches, monkey patches) is seen by the next.
A subject zygote that dies, hangs or answers garbage makes each seed it could not serve
an error line, never a pass. Production code imported in the subject zygote runs once,
with no seed in its environment: only each partner learns its seed.
"""
import ast
import atexit
import fcntl
import json
import os
import socket
import sys
import time

# fd 3 becomes this process's alone before any plugin (and so seedgate_channel) is imported.
_RAW = os.environ.pop("SEEDGATE_CHANNEL_FD", None)
CHANNEL = fcntl.fcntl(int(_RAW), fcntl.F_DUPFD_CLOEXEC, 700) if _RAW and _RAW.isdigit() else None
if CHANNEL is not None:
    os.close(int(_RAW))

import seedgate_channel  # noqa: E402  imported with no channel: each child gets its own
import seedgate_profile  # noqa: E402,F401  the plugins, imported once, unused until a child runs
import seedgate_integrity  # noqa: E402,F401
import seedgate_origin  # noqa: E402,F401
import _hypothesis_pytestplugin  # noqa: E402,F401
import seedgate_wire  # noqa: E402
import seedgate_prepared  # noqa: E402
from seedgate_preload import preload  # noqa: E402
from seedgate_reap import Child, leave, settle  # noqa: E402

_HIGH = 767  # seedgate_channel's descriptor for a child's channel
PREPARED = None  # pytest's config parsed once without a seed (seedgate_prepared), or None: each child parses its own


def emit(line):
    """One line on the real channel, whole (the runner reads one line per seed)."""
    if CHANNEL is None:
        return
    view = memoryview((json.dumps(line) + "\n").encode("utf-8"))
    while view:
        view = view[os.write(CHANNEL, view):]


def production_imports(test_file, names):
    """Production modules the sealed test file imports (parsed, never run): the subject zygote loads them once."""
    try:
        with open(test_file, "rb") as fh:
            tree = ast.parse(fh.read())
    except (OSError, SyntaxError, ValueError):
        return []
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append(node.module)
    return [m for m in dict.fromkeys(found) if m.partition(".")[0] in names]


def _refuse(op, tree):
    """The zygote serves the subject nothing and decodes nothing it sends: no value of the
    subject's ever lives here, so none is inherited by a seed's child."""
    raise seedgate_wire.Refused(f"the fork server serves no {op!r}")


def warm(peer, codec, modules, timeout):
    """The subject zygote imports them; the reply is not even decoded here (this process keeps no proxy of it)."""
    peer.sock.settimeout(timeout)
    try:
        for module in modules:
            peer.request("import", codec.encode((module,)))
    finally:
        if peer.dead is None:
            peer.sock.settimeout(None)


def partner(peer, codec, seed, out, err, timeout):
    """A fork of the subject zygote for this seed alone: (the oracle's end of its socket, None) or (None, why)."""
    mine, theirs = seedgate_wire.pair()
    peer.sock.settimeout(timeout)
    try:
        kind, _ = peer.request("fork", codec.encode((str(seed),)), fds=(theirs.fileno(), out, err))
    except (seedgate_wire.SeedgateError, seedgate_wire.Refused) as exc:
        mine.close()
        peer.dead = peer.dead or f"the subject zygote broke the protocol ({exc})"
        return None, str(exc)
    finally:
        theirs.close()
        if peer.dead is None:
            peer.sock.settimeout(None)
    if kind != "r":
        mine.close()
        return None, "the subject zygote refused to fork for this seed"
    mine.set_inheritable(False)
    return mine, None


def run_child(args, seed, seed_dir, sock, channel_w, out, err, others):
    """In the fork: this seed's pytest run, as a process of its own; never returns."""
    code = 3
    try:
        import seedgate_oracle
        import seedgate_proxy

        atexit.unregister(seedgate_proxy._stop)  # the zygote's subject is the zygote's to stop
        os.close(CHANNEL)
        for fd in others:  # the channels of the seeds running beside this one are theirs
            os.close(fd)
        seedgate_oracle.SIDE.peer.close()  # this process's copy of the zygote's socket
        os.dup2(out, 1)
        os.dup2(err, 2)
        os.close(out)
        os.close(err)
        seedgate_channel._fd = fcntl.fcntl(channel_w, fcntl.F_DUPFD_CLOEXEC, _HIGH)
        os.close(channel_w)
        seedgate_oracle.SIDE.attach(seedgate_wire.Peer(sock, seedgate_oracle.SIDE.serve, on_dead=seedgate_proxy._dead))
        atexit.register(seedgate_oracle.SIDE.peer.close)
        storage = os.path.join(seed_dir, "hypothesis")
        os.environ["SEEDGATE_SEED"] = str(seed)
        os.environ["HYPOTHESIS_STORAGE_DIRECTORY"] = storage
        from hypothesis.configuration import set_hypothesis_home_dir

        set_hypothesis_home_dir(storage)
        import pytest

        sys.argv = ["pytest"] + args
        if PREPARED is None:
            code = int(pytest.main(args))
        else:
            code = int(seedgate_prepared.run(PREPARED, seed, os.path.join(seed_dir, "junit.xml")))
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 1
    except BaseException as exc:  # noqa: BLE001  the child's end is its exit status, whatever happened
        os.write(2, f"seedgate: the fork server's child failed: {type(exc).__name__}: {exc}\n".encode())
        code = 3
    finally:
        try:
            atexit._run_exitfuncs()  # the test's own handlers, as at a process's exit
            sys.stdout.flush()
            sys.stderr.flush()
        finally:
            os._exit(code)


def start_seed(peer, codec, args, owned, seed, timeout, running):
    """This seed's partner and child, started: its Child (seedgate_reap), or its line at once when no partner could be had."""
    seed_dir = os.path.join(owned, str(seed))
    os.makedirs(seed_dir, exist_ok=True)
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_CLOEXEC
    out, err = os.open(os.path.join(seed_dir, "out"), flags, 0o600), os.open(os.path.join(seed_dir, "err"), flags, 0o600)
    try:
        started = time.monotonic()
        sock, why = partner(peer, codec, seed, out, err, timeout) if peer.dead is None else (None, peer.dead)
        if sock is None:
            return {"event": "fork-seed", "seed": seed, "error": f"the subject zygote could not serve this seed: {why}"}
        read_fd, write_fd = os.pipe()
        seed_args = args + [f"--hypothesis-seed={seed}", f"--junitxml={os.path.join(seed_dir, 'junit.xml')}"]
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:
            os.close(read_fd)
            run_child(seed_args, seed, seed_dir, sock, write_fd, out, err, [c.fd for c in running])
        sock.close()
        os.close(write_fd)
        os.set_blocking(read_fd, False)
        child = Child(pid, read_fd, timeout)
        child.seed, child.started = seed, started
        return child
    finally:
        os.close(out)
        os.close(err)


def end_seed(peer, codec, child, timeout):
    """The seed's line, once its child ended; its partner goes with it (the subject zygote reaps it)."""
    os.close(child.fd)
    ms = (time.monotonic() - child.started) * 1000
    if peer.dead is None:
        peer.sock.settimeout(timeout)
        try:
            peer.request("end", codec.encode((str(child.seed),)))
        except (seedgate_wire.SeedgateError, seedgate_wire.Refused) as exc:
            peer.dead = peer.dead or f"the subject zygote broke the protocol ({exc})"
        finally:
            if peer.dead is None:
                peer.sock.settimeout(None)
    exit_code, killed_by, timed_out = child.status
    channel = b"".join(child.chunks).decode("utf-8", "replace")
    return {"event": "fork-seed", "seed": child.seed, "exit": exit_code, "signal": killed_by, "timed_out": timed_out, "ms": ms, "channel": channel}


def run_seeds(peer, codec, args, owned, seeds, timeout, width):
    """Every seed's line, up to `width` seeds' children at once, each line as its seed ends."""
    queue, running = list(seeds), []
    while queue or running:
        while queue and len(running) < width:
            started = start_seed(peer, codec, args, owned, queue.pop(0), timeout, running)
            if isinstance(started, dict):
                emit(started)
            else:
                running.append(started)
        if running:
            for child in settle(running):
                running.remove(child)
                emit(end_seed(peer, codec, child, timeout))


def main(argv):
    owned, timeout, seeds, width, rest = argv[0], float(argv[1]), [int(s) for s in argv[2].split(",")], max(1, int(argv[3])), argv[5:]
    import seedgate_oracle
    import seedgate_proxy

    side = seedgate_oracle.SIDE
    peer = side.peer
    if peer is not None:
        peer.serve = _refuse  # each child attaches a peer of its own, with the oracle's serve
    finder = next((f for f in sys.meta_path if isinstance(f, seedgate_proxy.Finder)), None)
    if peer is None or finder is None:
        for seed in seeds:
            emit({"event": "fork-seed", "seed": seed, "error": "the fork server runs only under isolation: process (no subject was started)"})
        return 0
    test_file = rest[0].split("::")[0]
    try:
        warm(peer, side.codec, production_imports(test_file, finder.names), timeout)
    except (seedgate_wire.SeedgateError, seedgate_wire.Refused) as exc:
        why = f"the subject zygote failed while importing the production modules once: {exc}"
        timed = isinstance(exc.__context__, socket.timeout) or "TimeoutError" in str(exc)
        for seed in seeds:
            emit({"event": "fork-seed", "seed": seed, "error": why, "timed_out": timed})
        return 0
    preload()
    global PREPARED
    PREPARED = seedgate_prepared.prepare(rest)
    run_seeds(peer, side.codec, rest, owned, seeds, timeout, width)
    emit({"event": "fork-done"})
    return 0


if __name__ == "__main__":
    if not hasattr(os, "fork"):
        sys.stderr.write("seedgate: the fork server needs os.fork\n")
        sys.exit(4)
    leave(main(sys.argv[1:]))
