"""seedgate's batched fixture replay for the hypothesis preset (a hunt's captured fixtures).

The same verdict as replay_fixture.py, for many fixtures of one test in one harness
process: the test module is imported once, then each fixture is replayed in a child
forked for it alone, so no fixture's call can leave state (globals, caches, monkey
patches) behind for the next one: each fixture still fails or passes on its own.

Evidence per fixture is a JSON row the fork writes to a file named for that
fixture's index; this parent adds the fork's exit and writes one JSON line per
fixture, in order, to OUT_PATH. A fork that exits without its row (os._exit, a
crash, a kill) is an error; one that outlives TIMEOUT seconds is killed and timed
out. Either way only that fixture is affected: the next one gets a fresh fork.

argv: ROOT SELECTOR OUT_PATH SEALED_CONFTEST(0|1) TIMEOUT_SECONDS FIXTURE_PATH...
"""
import json
import os
import signal
import sys
import time

# Imported (with hypothesis.core) before the repository root joins sys.path, as the
# single-fixture harness does: a tree file named like either cannot replace them.
from replay_fixture import integrity, load_test, untag, verdict


def replay_one(inner, fixture_path, relative, row_path):
    """In the fork: read, replay, write the row; never returns."""
    os.environ["SEEDGATE_FIXTURE"] = relative  # what a process of its own would see
    code = 0
    try:
        with open(fixture_path, "rb") as fh:
            kwargs = untag(json.loads(fh.read().decode("utf-8")))
        if not isinstance(kwargs, dict):
            raise ValueError("the fixture is not a JSON object of keyword arguments")
        outcome, detail, trace = verdict(inner, kwargs)
        with open(row_path, "w", encoding="utf-8") as fh:
            json.dump({"fixture": fixture_path, "outcome": outcome, "detail": detail, "trace": trace, "integrity": integrity()}, fh)
    except BaseException as exc:  # an unreadable fixture writes no row: an error, as in a process of its own
        sys.stderr.write(f"seedgate: {fixture_path}: {type(exc).__name__}: {exc}\n")
        code = 1
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


def wait(pid, timeout):
    """(exit code or None, signal or None, timed out)."""
    deadline = time.monotonic() + timeout
    pause = 0.001
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done == pid:
            if os.WIFSIGNALED(status):
                return None, os.WTERMSIG(status), False
            return os.WEXITSTATUS(status), None, False
        if time.monotonic() >= deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return None, signal.SIGKILL, True
        time.sleep(pause)
        pause = min(pause * 2, 0.02)


def read_row(path):
    try:
        with open(path, encoding="utf-8") as fh:
            row = json.load(fh)
        return row if isinstance(row, dict) else None
    except (OSError, ValueError):
        return None


def main(root, selector, out_path, sealed_conftest, timeout, fixtures):
    sys.path.insert(0, root)
    inner = load_test(root, selector, sealed_conftest)
    rows_dir = out_path + ".d"
    os.makedirs(rows_dir, exist_ok=True)
    for index, fixture_path in enumerate(fixtures):
        row_path = os.path.join(rows_dir, f"{index}.json")
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:
            replay_one(inner, fixture_path, os.path.relpath(fixture_path, root), row_path)
        exit_code, killed_by, timed_out = wait(pid, timeout)
        row = read_row(row_path)
        line = {"index": index, "fixture": fixture_path, "exit": exit_code, "signal": killed_by, "timed_out": timed_out, "row": row}
        with open(out_path, "a", encoding="utf-8") as fh:
            fh.write(json.dumps(line) + "\n")
    return 0


if __name__ == "__main__":
    if not hasattr(os, "fork"):
        sys.stderr.write("seedgate: the batched fixture replay needs os.fork\n")
        sys.exit(4)
    sys.exit(main(sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4] == "1", float(sys.argv[5]), sys.argv[6:]))
