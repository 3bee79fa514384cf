"""Process isolation, the oracle's end: production modules are proxies to a subject process.

INTERFACE (stable; the TypeScript runner relies on it)
- The runner starts the oracle as today, `python -s [-S] seedgate_boot.py -m pytest ...`
  (or a harness script), and adds to the SEEDGATE_BOOT JSON:
    "isolation": "process" | "shared"        (absent: "shared", today's model)
    "subject": {"argv": [...], "env": {...}, "cwd": "..."}
  `argv` is the subject's full command line, already wrapped in the sandbox, ending in
  `python -s [-S] -` (its start piped on stdin, seedgate_subject.py's) or
  `python -s [-S] .../seedgate_subject.py`; `env` its whole environment, in which the
  runner sets SEEDGATE_SUBJECT (JSON, handed over as SUBJECT_LAYOUT: {"roots": [...], "site": [...], "mirror"?:
  {checkout, tree}}): the production roots, the pull request's site directories
  (plain paths; `.pth` files read as data for editable path lines only). What it leaves
  out, the boot fills in: `roots` from SEEDGATE_BOOT's, a hunt's `mirror` likewise.
- Under "process", seedgate_boot.py never puts a root on its own sys.path; its site part
  is the interpreter's own site directories (`sys.base_prefix`), so start the oracle
  with an interpreter outside the workspace and, best, `-S` too (no `.pth` runs at
  all). Before pytest is imported it makes a socketpair and spawns the subject with
  `subprocess.Popen(argv, pass_fds=[fd], env=env + SUBJECT_SOCKET_FD, cwd=cwd,
  stdin=DEVNULL or the piped start)`; the subject inherits that one descriptor and the oracle's
  stdout/stderr (the runner's tails).
- The top-level names of the roots (and of the editable paths), less the standard
  library, the framework's and the sealed copy's own, import as ProxyModule here.
- Whatever cannot be served faithfully raises SeedgateIsolationError (a BaseException)
  and writes `{"event": "isolation", "what": "...; hint: set runners.isolation: shared
  ..."}` to seedgate's channel; a subject that dies, hangs up or sends what the codec
  refuses writes the same event. The runner must make any row with an `isolation`
  event an error (the fixture replays give outcome "error" themselves).
- A subject module crosses as a ProxyModule: this module registers its maker with the
  oracle's side at import (seedgate_remote, below it, never imports it back).
"""
from __future__ import annotations

import atexit
import importlib.machinery
import os
import subprocess
import sys
import types

import seedgate_calls
import seedgate_oracle
import seedgate_remote
import seedgate_wire
from seedgate_oracle import SIDE, ask

TYPE_CHECKING = False  # typing costs the oracle ~10 ms at start: imported for the checker only
if TYPE_CHECKING:
    from typing import Any, Collection, Iterable, Mapping, Sequence

# The only dunders read from the subject; the import system and the framework probe the
# others (__file__, __path__, __wrapped__, ...) on every module, and get the local answer.
_FORWARDED = frozenset(("__all__", "__version__"))


class ProxyModule(types.ModuleType):
    """A production module in the subject: attributes are read (and set) there."""

    _sg_proxy_module = True

    @classmethod
    def made(cls, name: str, hid: int) -> ProxyModule:
        module = cls(name)
        types.ModuleType.__setattr__(module, "_sg_h", hid)
        return module

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_sg_") or (name.startswith("__") and name.endswith("__") and name not in _FORWARDED):
            raise AttributeError(name)  # the import system's and inspect's probes stay here
        value = ask("getattr", self, name)
        seedgate_calls.read(f"{self.__name__}.{name}", value)  # named as the test reads it; data is a shape (issue 44)
        if seedgate_remote.is_callable_handle(value):
            # Kept, as `from module import name` keeps it: a module's functions and classes are
            # read once (a setattr through this proxy drops the copy); data is read every time.
            types.ModuleType.__setattr__(self, name, value)
        return value

    def __setattr__(self, name: str, value: object) -> None:
        if (name.startswith("__") and name.endswith("__")) or isinstance(value, ProxyModule) or name.startswith("_sg_"):
            types.ModuleType.__setattr__(self, name, value)  # the import system's own bookkeeping
        else:
            self.__dict__.pop(name, None)
            ask("setattr", self, name, value)

    def __delattr__(self, name: str) -> None:
        if name.startswith("__") or isinstance(self.__dict__.get(name), ProxyModule):
            types.ModuleType.__delattr__(self, name)
        else:
            self.__dict__.pop(name, None)
            ask("delattr", self, name)

    def __dir__(self) -> Any:
        return ask("dir", self)

    def __repr__(self) -> str:
        return f"<seedgate proxy of module {self.__name__!r}>"


class Finder:
    """First on sys.meta_path: production names (and their submodules) become ProxyModules."""

    def __init__(self, names: Iterable[str]) -> None:
        self.names = frozenset(names)

    def find_spec(self, name: str, path: Sequence[str] | None = None, target: types.ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if name.partition(".")[0] not in self.names:
            return None
        return importlib.machinery.ModuleSpec(name, self, is_package=True)  # type: ignore[arg-type]  # its own loader, by protocol

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ProxyModule:
        module = ask("import", spec.name)
        if not isinstance(module, ProxyModule):
            raise ImportError(f"seedgate: the subject's {spec.name} is not a module", name=spec.name)
        return module

    def exec_module(self, module: types.ModuleType) -> None:
        pass


def default_env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if not k.startswith("SEEDGATE_")}


# The step that runs, under GitHub Actions: seedgate's own action (its repository, path, ref).
_STEP = frozenset(("GITHUB_ACTION", "GITHUB_ACTION_PATH", "GITHUB_ACTION_REPOSITORY", "GITHUB_ACTION_REF"))


def neutral_env(env: Mapping[str, str]) -> dict[str, str]:
    """`env` with no variable one lookup ties to seedgate, whatever the runner passed (issue 44
    item 7): none named for it (a seed, the oracle's own), none naming the step that runs it,
    none whose value holds the harness's path."""
    harness = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    return {k: v for k, v in env.items() if "SEEDGATE" not in k.upper() and k not in _STEP and harness not in v}


def _subject_start() -> bytes:
    """The subject's program on its stdin: seedgate_subject.py's start, from the harness beside this one."""
    start = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "start")
    return f"import sys\nsys.path.insert(0, {start!r})\n__import__('seedgate_subject').prepared()()\n".encode()


def _dead(why: str) -> None:
    seedgate_oracle.report(f"seedgate: {why}")


def start(subject: Mapping[str, Any]) -> subprocess.Popen[bytes]:
    """Spawn the subject; route() then sends the production names to it."""
    mine, theirs = seedgate_wire.pair()
    env = dict(subject.get("env") or default_env())
    if "SEEDGATE_SUBJECT" in env:  # the layout under a name that is not seedgate's (seedgate_subject pops it)
        env["SUBJECT_LAYOUT"] = env.pop("SEEDGATE_SUBJECT")
    env = neutral_env(env)
    env["SUBJECT_SOCKET_FD"] = str(theirs.fileno())
    argv = list(subject["argv"])
    piped = argv[-1:] == ["-"]  # `python -s -`: its start comes on stdin, so no path of seedgate's is in its argv (issue 44 item 7)
    proc = subprocess.Popen(argv, pass_fds=(theirs.fileno(),), env=env, cwd=subject.get("cwd") or None, stdin=subprocess.PIPE if piped else subprocess.DEVNULL)
    theirs.close()
    if piped:
        assert proc.stdin is not None
        try:
            proc.stdin.write(_subject_start())  # a few hundred bytes: the pipe holds them, the write never waits
            proc.stdin.close()
        except BrokenPipeError:
            pass  # a subject that died at once: the peer reports it
    mine.set_inheritable(False)
    peer = seedgate_wire.Peer(mine, SIDE.serve, on_dead=_dead)
    SIDE.attach(peer)
    atexit.register(_stop, proc, peer)
    return proc


def route(names: Collection[str]) -> None:
    """Production names (and their submodules) from now on import from the subject. Called
    once the framework is imported: a module of one of these names that the framework
    loaded (a repository named like one of its dependencies) stays bound where the
    framework holds it and leaves the module cache, so the test's import reaches the
    subject's copy, never the installed one, and the framework never runs the subject's."""
    for loaded in [m for m in sys.modules if m.partition(".")[0] in names]:
        del sys.modules[loaded]
    sys.meta_path.insert(0, Finder(names))


def fork_subject() -> None:
    """In a forked oracle (a batched fixture): a forked subject of its own, so no fixture's
    calls leave production state behind for the next. The handles it holds stay valid."""
    old = SIDE.peer
    if old is None:
        return
    mine, theirs = seedgate_wire.pair()
    try:
        kind, _ = old.request("fork", ["T"], fds=(theirs.fileno(),))
    finally:
        theirs.close()
    old.close()  # this process's copy only: the parent oracle keeps talking to its subject
    if kind != "r":
        raise seedgate_oracle.isolation("fork", "the subject process could not fork for this fixture")
    mine.set_inheritable(False)
    SIDE.attach(seedgate_wire.Peer(mine, SIDE.serve, on_dead=_dead))


def _stop(proc: subprocess.Popen[bytes], peer: seedgate_wire.Peer) -> None:
    peer.close()  # the subject reads EOF and exits
    try:
        proc.wait(timeout=2)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def _module(hid: int, x: list[Any]) -> ProxyModule:
    name = x[3] if len(x) == 4 and type(x[3]) is str else "?"
    return ProxyModule.made(name, hid)


SIDE.make_module = _module
SIDE.codec.exported[id(ProxyModule)] = ProxyModule
