"""What one fork of seedgate's fork server runs (seedgate_forkserver.py): one seed's pytest
session, or one fixture's replay (replay_fixture.py), each as a process of its own would
run it, then the fork exits. Neither function returns.

A fork holds its own output files, its own result channel (a pipe its zygote made for it
alone) and the socket to its own partner in the subject; it closes the zygote's channel,
the zygote's socket to the subject zygote, and the channels of the rows running beside it.
"""
import atexit
import fcntl
import os
import sys

_HIGH = 767  # seedgate_channel's descriptor for a child's channel


def _enter(fds, others):
    """The fork's own descriptors, from `fds` = (zygote channel, partner socket, channel pipe,
    stdout file, stderr file); the channel pipe's descriptor, moved high."""
    import seedgate_oracle
    import seedgate_proxy
    import seedgate_wire

    zygote_channel, sock, channel_w, out, err = fds
    atexit.unregister(seedgate_proxy._stop)  # the zygote's subject is the zygote's to stop
    if zygote_channel is not None:
        os.close(zygote_channel)
    for fd in others:
        os.close(fd)
    zygote_peer = seedgate_oracle.SIDE.peer
    assert zygote_peer is not None  # the zygote started its subject before forking
    zygote_peer.close()  # this process's copy of the zygote's socket
    os.dup2(out, 1)
    os.dup2(err, 2)
    os.close(out)
    os.close(err)
    channel = fcntl.fcntl(channel_w, fcntl.F_DUPFD_CLOEXEC, _HIGH)
    os.close(channel_w)
    peer = seedgate_wire.Peer(sock, seedgate_oracle.SIDE.serve, on_dead=seedgate_proxy._dead)
    seedgate_oracle.SIDE.attach(peer)
    atexit.register(peer.close)
    return channel


def _leave(code):
    try:
        atexit._run_exitfuncs()  # the test's own handlers, as at a process's exit
        sys.stdout.flush()
        sys.stderr.flush()
    finally:
        os._exit(code)


def _failed(exc):
    os.write(2, f"seedgate: the fork server's child failed: {type(exc).__name__}: {exc}\n".encode())
    return 3


def seed(fds, others, args, seed_number, seed_dir, prepared, shrink=True):
    """This seed's pytest run; `prepared` is the zygote's (parsed config, its collected session or None),
    or None: pytest.main parses its own. Without `shrink`, Hypothesis skips its shrink phase
    (seedgate_profile.SHRINKS)."""
    code = 3
    try:
        import seedgate_channel
        import seedgate_prepared

        seedgate_channel.adopt(_enter(fds, others))
        seedgate_channel.release()  # what the zygote's collection sent, first, as this process's own collection would
        storage = os.path.join(seed_dir, "hypothesis")
        os.environ["SEEDGATE_SEED"] = str(seed_number)
        if not shrink:
            import seedgate_profile

            seedgate_profile.SHRINKS = False
        os.environ["HYPOTHESIS_STORAGE_DIRECTORY"] = storage
        from hypothesis.configuration import set_hypothesis_home_dir

        set_hypothesis_home_dir(storage)
        import pytest

        sys.argv = ["pytest"] + args
        if prepared is None:
            code = int(pytest.main(args))
        else:
            code = int(seedgate_prepared.run(prepared[0], seed_number, os.path.join(seed_dir, "junit.xml"), prepared[1]))
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 1
    except BaseException as exc:  # noqa: BLE001  the child's end is its exit status, whatever happened
        code = _failed(exc)
    finally:
        _leave(code)


def fixture(fds, others, spec, path):
    """This fixture's replay, as `replay_fixture.py ROOT SELECTOR PATH SEALED` would run it:
    seed 0 and the fixture in its environment, its one row on its channel, no channel for
    isolation rows (the row's own verdict reports them, as in a process of its own)."""
    code = 1
    try:
        import traceback

        import replay_fixture
        import seedgate_channel

        channel = seedgate_channel.Rows(_enter(fds, others))
        root = spec["root"]
        os.environ["SEEDGATE_SEED"] = "0"
        os.environ["SEEDGATE_FIXTURE"] = os.path.relpath(path, root)
        sys.argv = ["replay_fixture.py", root, spec["selector"], path, "1" if spec["sealed"] else "0"]
        try:
            code = replay_fixture.replay(root, spec["selector"], path, spec["sealed"], channel)
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        except BaseException:  # noqa: BLE001  as the interpreter would: the trace on stderr, exit 1
            traceback.print_exc()
            code = 1
    except BaseException as exc:  # noqa: BLE001
        code = _failed(exc)
    finally:
        _leave(code)
