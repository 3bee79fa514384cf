"""A warm oracle interpreter (issue 27): the framework imported before the run is known.

    python -S -s seedgate_boot.py --warm

seedgate starts one such process when a lane command starts, beside Node's own start-up,
module loading and git reads; it imports pytest and Hypothesis from the interpreter's
own paths (seedgate_boot.prelude), looking at fd 0 between two imports, and then
blocks on it. The first oracle run that needs this interpreter sends its request there,
one JSON object: `command`, `args` (the boot's argv after the interpreter), `env` and
`cwd`, exactly what a cold start would get. A run that arrives mid-prelude starts its
subject before the rest is imported, as a cold start does before any of it.

take() adopts the request only when a cold start would have reached the same state:
the same interpreter and flags, every environment variable equal except LATE (read
after start-up, from os.environ, and set below before anything reads them), and an
`isolation: process` layout (the only one whose boot imports the framework this way).
Anything else, and the process becomes the cold start itself: execve of the request,
same pid, same pipes. The working directory is the run's from adoption on; the one
value the framework took from it at import, Hypothesis' default storage directory, is
set as the run's directory would have made it (test/adapters/warm-oracle.test.ts scans
every module the prelude loads for any other).
"""
import json
import os
import select
import signal
import sys

# Read only after the boot's prelude: its layout, the pycache prefix (sys.pycache_prefix,
# set below), Hypothesis' storage (read at a test's run), seedgate's channel and seed.
# (The sweep's marker is the same in both: the re-run's Node takes the first one's, survivors.ts.)
# The oracle's flags (python.ts oracleArgs, bootArgs): no site directory processed, no user site.
FLAGS = ("-S", "-s")
LATE = frozenset(("SEEDGATE_BOOT", "PYTHONPYCACHEPREFIX", "HYPOTHESIS_STORAGE_DIRECTORY", "SEEDGATE_CHANNEL_FD", "SEEDGATE_SEED"))


def arrived():
    """The run's request is on fd 0 (or seedgate closed it): the prelude stops between two steps."""
    return bool(select.select([0], [], [], 0)[0])


def _request():
    chunks = []
    while True:
        chunk = os.read(0, 65536)
        if not chunk:
            break
        chunks.append(chunk)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)  # as a cold start's stdin
    os.close(null)
    return json.loads(b"".join(chunks) or b"null")


def _started(env):
    """`env` as a cold start's os.environ would hold it: in the C locale (no LC_ALL, LC_CTYPE
    or else LANG unset, C or POSIX) PEP 538 sets LC_CTYPE, to what it chose here."""
    c_locale = not env.get("LC_ALL") and (env.get("LC_CTYPE") or env.get("LANG") or "C") in ("C", "POSIX")
    coerced = c_locale and os.environ.get("LC_CTYPE") in ("C.UTF-8", "C.utf8", "UTF-8")
    return {**env, "LC_CTYPE": os.environ["LC_CTYPE"]} if coerced else dict(env)


def _same_start(req, boot):
    if not isinstance(req, dict) or not isinstance(req.get("env"), dict) or not isinstance(req.get("args"), list):
        return False
    env, args = _started(req["env"]), req["args"]
    early = lambda e: {k: v for k, v in e.items() if k not in LATE}  # noqa: E731
    try:
        layout = json.loads(env.get("SEEDGATE_BOOT") or "{}")
    except ValueError:
        return False
    return (
        os.path.realpath(str(req.get("command"))) == os.path.realpath(sys.executable)
        and args[: len(FLAGS) + 1] == [*FLAGS, boot]
        and isinstance(req.get("cwd"), str)
        and early(env) == early(dict(os.environ))
        and isinstance(layout, dict)
        and layout.get("isolation") == "process"
    )


def _enter(cwd):
    """The run's working directory, and what Hypothesis computed from the warm one at import."""
    os.chdir(cwd)
    configuration = sys.modules.get("hypothesis.configuration")
    name = "__hypothesis_home_directory_default"
    if configuration is not None and hasattr(configuration, name):
        setattr(configuration, name, os.path.join(os.getcwd(), ".hypothesis"))


def _cold(req):
    """The request as its own process: never returns."""
    try:
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # ignored by Python's start-up: an exec keeps ignores
        signal.signal(signal.SIGXFSZ, signal.SIG_DFL)
        os.chdir(req["cwd"])
        os.execvpe(req["command"], [req["command"], *req["args"]], req["env"])
    except Exception as exc:  # noqa: BLE001  the run's stderr says why; its exit is an error, never a pass
        os.write(2, f"seedgate: the warm interpreter could not start its run: {type(exc).__name__}: {exc}\n".encode())
        os._exit(127)


def take(boot, request=None):
    """Adopts the run sent on fd 0 (its argv, environment and pycache prefix) or execs it cold;
    a warm template's child (seedgate_template.py) has its `request` read already."""
    try:
        req = _request() if request is None else request
    except (OSError, ValueError):
        req = None
    if req is None:
        os._exit(0)  # no request: the command ended without a run for it
    if not _same_start(req, boot):
        _cold(req)
    os.environ.clear()
    os.environ.update(_started(req["env"]))
    sys.pycache_prefix = req["env"].get("PYTHONPYCACHEPREFIX")
    _enter(req["cwd"])
    sys.argv = [boot] + req["args"][len(FLAGS) + 1 :]
