"""seedgate's batched fixture replay for the hypothesis preset (a hunt's captured fixtures).

The same verdict as replay_fixture.py, for many fixtures of one test in one harness
process: the test module is imported once, then each fixture is replayed in a child
forked for it alone, so no fixture's call can leave state (globals, caches, monkey
patches) behind for the next one: each fixture still fails or passes on its own.

Evidence per fixture is a JSON row the fork writes to a pipe this parent made for it
alone; the parent adds the fork's exit and writes one JSON line per fixture, in order,
to fd 3, the result channel seedgate opened (taken before the test module is
imported; never a path, which the code under test could find and write first). A
fork that exits without its row (os._exit, a crash, a kill) is an error; one that
outlives TIMEOUT seconds is killed and timed out. Either way only that fixture is
affected: the next one gets a fresh fork.

argv: ROOT SELECTOR SEALED_CONFTEST(0|1) TIMEOUT_SECONDS FIXTURE_PATH...
"""
import json
import os
import sys

# Imported (with hypothesis.core) before the repository root joins sys.path, as the
# single-fixture harness does: a tree file named like either cannot replace them.
import seedgate_channel
from replay_fixture import decoded, integrity, load_test, verdict
from seedgate_reap import leave, wait



def replay_one(inner, fixture_path, relative, row_fd):
    """In the fork: read, replay, write the row to its pipe; never returns."""
    os.environ["SEEDGATE_FIXTURE"] = relative  # what a process of its own would see
    code = 0
    try:
        kwargs, refused = decoded(fixture_path, relative)
        outcome, detail, trace = ("error", refused, "") if kwargs is None else verdict(inner, kwargs)
        with seedgate_channel.Rows(row_fd) as rows:
            rows.send({"fixture": fixture_path, "outcome": outcome, "detail": detail, "trace": trace, "integrity": integrity()})
    except BaseException as exc:  # an unreadable fixture writes no row: an error, as in a process of its own
        sys.stderr.write(f"seedgate: {fixture_path}: {type(exc).__name__}: {exc}\n")
        code = 1
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


def own_subject():
    """isolation: process: this fork gets a forked subject, so production state stays per fixture."""
    proxy = sys.modules.get("seedgate_proxy")
    if proxy is None:
        return
    try:
        proxy.fork_subject()
    except BaseException as exc:  # no subject of its own: no row, an error
        sys.stderr.write(f"seedgate: {exc}\n")
        sys.stderr.flush()
        os._exit(1)


def parse_row(data):
    try:
        row = json.loads(data.decode("utf-8"))
        return row if isinstance(row, dict) else None
    except ValueError:
        return None


def replay(inner, root, fixture_path, timeout, channel_fd):
    """Fork, replay one fixture, and collect its row from a pipe of its own."""
    read_fd, write_fd = os.pipe()
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:
        os.close(read_fd)
        os.close(channel_fd)  # the fork's code under test never holds the channel
        own_subject()
        replay_one(inner, fixture_path, os.path.relpath(fixture_path, root), write_fd)
    os.close(write_fd)
    os.set_blocking(read_fd, False)
    chunks: list[bytes] = []
    try:
        exit_code, killed_by, timed_out = wait(pid, timeout, read_fd, chunks)
    finally:
        os.close(read_fd)
    return exit_code, killed_by, timed_out, parse_row(b"".join(chunks))


def main(root, selector, sealed_conftest, timeout, fixtures):
    # Taken before the test module (and production code) is imported: a closed fd 3 means no channel.
    channel = seedgate_channel.result_channel()
    os.close(seedgate_channel.RESULT_FD)
    sys.path.insert(0, root)
    inner = load_test(root, selector, sealed_conftest)
    for index, fixture_path in enumerate(fixtures):
        exit_code, killed_by, timed_out, row = replay(inner, root, fixture_path, timeout, channel.fileno())
        line = {"index": index, "fixture": fixture_path, "exit": exit_code, "signal": killed_by, "timed_out": timed_out, "row": row}
        channel.send(line)  # in the pipe before the next fork
    return 0


if __name__ == "__main__":
    if not hasattr(os, "fork"):
        sys.stderr.write("seedgate: the batched fixture replay needs os.fork\n")
        sys.exit(4)
    leave(main(sys.argv[1], sys.argv[2], sys.argv[3] == "1", float(sys.argv[4]), sys.argv[5:]))
