"""seedgate's fork server for the hypothesis preset under `isolation: process` (issue 27).

    python -s seedgate_boot.py seedgate_forkserver.py OWNED TIMEOUT SEEDS WIDTH FIXTURES SHRINK -- PYTEST_ARGS...

FIXTURES is JSON: {} or {root, selector, sealed, paths}, the replay lane's fixture rows
of the same property. SHRINK lists the seeds whose failing example Hypothesis shrinks;
every other seed's child runs without the shrink phase (seedgate_profile): its verdict is
the same, found at its first failing example, and a red lane no longer pays a shrink
per failing seed. The boot has started the subject (seedgate_proxy: a sandboxed
interpreter, the subject zygote) and imported pytest and Hypothesis; this process (the
oracle zygote) imports seedgate's plugins, asks the subject zygote to import the
production modules the sealed test file names, and then, for each row (the fixtures,
then the seeds), up to WIDTH rows at once (the cores the lane gave it: one zygote pair
per property, not one per core):

- asks the subject zygote to fork a partner for this row alone, on a fresh socketpair
  whose end rides on the request (SCM_RIGHTS), with the row's stdout and stderr files;
- forks a child (seedgate_forkchild) that runs the row exactly as a process of its own
  would: a seed's `pytest PYTEST_ARGS --hypothesis-seed=N` (its command line parsed once,
  here, when no conftest would be imported: seedgate_prepared; its session then started
  and the sealed test collected once, here too: seedgate_collected), a fixture's replay
  (replay_fixture.py); its result channel a pipe made for it alone and its output in
  OWNED/KEY/{out,err}, then exits;
- waits for the child (killed past TIMEOUT seconds), tells the subject zygote the row
  ended (its partner is killed and reaped) and writes one `fork-seed` or `fork-fixture`
  line to fd 3, seedgate's result channel: the row, how the child ended, and what the
  child wrote on its channel. Only this process holds fd 3; no child does, nor another
  row's channel.

So start-up is paid once, and every row still starts from the same pristine state on
both sides: nothing one row does (globals, caches, monkey patches) is seen by the next.
A subject zygote that dies, hangs or answers garbage makes each row it could not serve
an error line, never a pass. Production code imported in the subject zygote runs once,
with no seed in its environment: only each partner learns its seed.
"""
from __future__ import annotations

import fcntl
import json
import os
import socket
import sys
import time

# fd 3 becomes this process's alone before any plugin (and so seedgate_channel) is imported.
_RAW = os.environ.pop("SEEDGATE_CHANNEL_FD", None)
CHANNEL = fcntl.fcntl(int(_RAW), fcntl.F_DUPFD_CLOEXEC, 700) if _RAW and _RAW.isdigit() else None
if CHANNEL is not None and _RAW is not None:
    os.close(int(_RAW))

import seedgate_channel  # noqa: E402  imported with no channel: each child gets its own
import seedgate_profile  # noqa: E402,F401  the plugins, imported once, unused until a child runs
import seedgate_integrity  # noqa: E402,F401
import seedgate_origin  # noqa: E402,F401
import _hypothesis_pytestplugin  # noqa: E402,F401
import seedgate_codec  # noqa: E402
import seedgate_wire  # noqa: E402
import seedgate_prepared  # noqa: E402
import seedgate_collected  # noqa: E402
import seedgate_forkchild  # noqa: E402
import seedgate_partner  # noqa: E402
from seedgate_reap import Child, leave, settle  # noqa: E402

TYPE_CHECKING = False  # typing costs ~10 ms at start: imported for the checker only
if TYPE_CHECKING:
    from typing import Any

_PLUGINS = (seedgate_channel, seedgate_profile, seedgate_integrity, seedgate_origin, _hypothesis_pytestplugin)  # imported here once: each child uses them

_PARSED: list[Any] = []  # [pytest's config parsed once without a seed (seedgate_prepared), or None: each child parses its own]
# [(that config, its session collected once (seedgate_collected) or None), or None]
_PREPARED: list[Any] = []


def parsed(args, owned):
    """Parsed once every fixture's child is forked: a fixture's process never parses pytest's
    command line, so its fork must not inherit the parse (its import hook would rewrite the
    test module's assertions). With no fixture row, while the subject zygote starts."""
    if not _PARSED:
        placeholder = os.path.join(owned, "zygote-junit.xml")  # never written: the zygote ends no session
        _PARSED.append(seedgate_prepared.prepare(args + [f"--junitxml={placeholder}"]))
    return _PARSED[0]


def prepared(peer, args, owned, timeout):
    """Parsed and collected at the first seed's start, before its partner is forked: the
    proxies collection made name objects of the subject zygote, which every later partner
    inherits. A subject that hangs while the test module is imported fails the collection
    after `timeout`, as a row's would."""
    if not _PREPARED:
        import seedgate_oracle

        config = parsed(args, owned)
        peer.sock.settimeout(timeout)
        peer.serve = seedgate_oracle.SIDE.serve
        try:
            _PREPARED.append(None if config is None else (config, seedgate_collected.collect(config)))
        finally:
            peer.serve = _refuse
            if peer.dead is None:
                peer.sock.settimeout(None)
    return _PREPARED[0]


def emit(line):
    """One line on the real channel, whole (the runner reads one line per seed)."""
    if CHANNEL is not None:
        seedgate_channel.write_row(CHANNEL, line)


def _refuse(op, tree):
    """Outside its collection (seedgate_collected: the sealed test module's import, which may
    call production code and be called back as a child would be), the zygote serves the
    subject nothing; what it decoded then, every seed's child inherits."""
    raise seedgate_codec.Refused(f"the fork server serves no {op!r}")


def start(peer, codec, args, owned, row, spec, timeout, running):
    """This row's partner and child, started: its Child (seedgate_reap), or its line at once when no partner could be had."""
    row_dir = os.path.join(owned, row.key)
    os.makedirs(row_dir, exist_ok=True)
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_CLOEXEC
    out, err = os.open(os.path.join(row_dir, "out"), flags, 0o600), os.open(os.path.join(row_dir, "err"), flags, 0o600)
    try:
        started = time.monotonic()
        if row.kind == "seed" and peer.dead is None:
            prepared(peer, args, owned, timeout)
        sock, why = seedgate_partner.fork(peer, codec, row, out, err, timeout) if peer.dead is None else (None, peer.dead)
        if sock is None:
            return row.line(error=f"the subject zygote could not serve this {row.kind}: {why}")
        read_fd, write_fd = os.pipe()
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:
            os.close(read_fd)
            fds, others = (CHANNEL, sock, write_fd, out, err), [c.fd for c in running]
            if row.kind == "seed":
                seed_args = args + [f"--hypothesis-seed={row.number}", f"--junitxml={os.path.join(row_dir, 'junit.xml')}"]
                seedgate_forkchild.seed(fds, others, seed_args, row.number, row_dir, _PREPARED[0], row.shrink)
            seedgate_forkchild.fixture(fds, others, spec, row.path)
        sock.close()
        os.close(write_fd)
        os.set_blocking(read_fd, False)
        child = Child(pid, read_fd, timeout)
        child.row, child.started = row, started
        return child
    finally:
        os.close(out)
        os.close(err)


def end(peer, codec, child, timeout):
    """The row's line, once its child ended; its partner goes with it (the subject zygote reaps it)."""
    os.close(child.fd)
    ms = (time.monotonic() - child.started) * 1000
    if peer.dead is None:
        peer.sock.settimeout(timeout)
        try:
            kind, _ = peer.request("end", codec.encode((child.row.key,)))
            if kind != "r":  # its partner may still run: no later row is served beside it
                peer.dead = peer.dead or f"the subject zygote did not end the partner of {child.row.kind} {child.row.number}"
        except (seedgate_wire.SeedgateError, seedgate_codec.Refused) as exc:
            peer.dead = peer.dead or f"the subject zygote broke the protocol ({exc})"
        finally:
            if peer.dead is None:
                peer.sock.settimeout(None)
    exit_code, killed_by, timed_out = child.status
    channel = b"".join(child.chunks).decode("utf-8", "replace")
    return child.row.line(exit=exit_code, signal=killed_by, timed_out=timed_out, ms=ms, channel=channel)


def run_rows(peer, codec, args, owned, rows, spec, timeout, width):
    """Every row's line, up to `width` rows' children at once, each line as its row ends."""
    queue = list(rows)  # the fixtures first: see parsed()
    running: list[Child] = []
    while queue or running:
        while queue and len(running) < width:
            started = start(peer, codec, args, owned, queue.pop(0), spec, timeout, running)
            if isinstance(started, dict):
                emit(started)
            else:
                running.append(started)
        if running:
            for child in settle(running):
                running.remove(child)
                emit(end(peer, codec, child, timeout))


def parse(argv):
    """(owned, timeout, rows, fixture spec, width, pytest args) from OWNED TIMEOUT SEEDS WIDTH FIXTURES SHRINK -- ARGS."""
    owned, timeout, width, rest = argv[0], float(argv[1]), max(1, int(argv[3])), argv[7:]
    spec = json.loads(argv[4] or "{}")
    shrink = {int(s) for s in argv[5].split(",") if s}
    fixtures = [seedgate_partner.Row("fixture", i, p) for i, p in enumerate(spec.get("paths", []))]
    seeds = [seedgate_partner.Row("seed", int(s), shrink=int(s) in shrink) for s in argv[2].split(",") if s]
    return owned, timeout, fixtures + seeds, spec, width, rest


def main(argv):
    owned, timeout, rows, spec, width, rest = parse(argv)
    import seedgate_oracle
    import seedgate_proxy

    side = seedgate_oracle.SIDE
    peer = side.peer
    if peer is not None:
        peer.serve = _refuse  # each child attaches a peer of its own, with the oracle's serve
    finder = next((f for f in sys.meta_path if isinstance(f, seedgate_proxy.Finder)), None)
    if peer is None or finder is None:
        for row in rows:
            emit(row.line(error="the fork server runs only under isolation: process (no subject was started)"))
        return 0
    if spec.get("paths"):
        __import__("replay_fixture")  # its snapshot, as a fixture's own process takes it, before production code is near
    test_file = rest[0].split("::")[0]
    if not spec.get("paths"):
        parsed(rest, owned)  # while the subject zygote starts: no fixture's child is forked first
    try:
        seedgate_partner.warm(peer, side.codec, seedgate_partner.production_imports(test_file, finder.names), timeout)
    except (seedgate_wire.SeedgateError, seedgate_codec.Refused) as exc:
        why = f"the subject zygote failed while importing the production modules once: {exc}"
        timed = isinstance(exc.__context__, socket.timeout) or "TimeoutError" in str(exc)
        for row in rows:
            emit(row.line(error=why, timed_out=timed))
        return 0
    emit({"event": "fork-ready"})  # scheduling only: the engine gives this unit its cores now
    run_rows(peer, side.codec, rest, owned, rows, spec, timeout, width)
    emit({"event": "fork-done"})
    return 0


if __name__ == "__main__":
    if not hasattr(os, "fork"):
        sys.stderr.write("seedgate: the fork server needs os.fork\n")
        sys.exit(4)
    leave(main(sys.argv[1:]))
