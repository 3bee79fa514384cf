"""What the fork server's oracle zygote does once so that no seed's fork redoes it (issue 27).

A profile of one fork (cProfile around each child's pytest.main, 24 seeds of the journal
example) found two costs that every seed paid again and that no seed's verdict depends on:
pytest's built-in plugins and a few modules pytest and Hypothesis import lazily, compiled
from source in each fork (the lane's pycache prefix is fresh), and the first @given run's
registration of Hypothesis' global Random, a full gc.collect over the zygote's heap.
A later profile (issue 27, session 14) added the regular expressions a session compiles,
and another (session 21) the source of Hypothesis' own @given lambda, re-read for every
example (remember_lambda_sources).
Both are made by seedgate_boot.py's prelude (framework_imports, then preload), in every
lane oracle process under `isolation: process`, and by a warm interpreter before its run
arrives when it has the time: a process of its own per seed paid them too.
"""
import importlib
import types
import weakref

TYPE_CHECKING = False  # typing costs ~10 ms at start: imported for the checker only
if TYPE_CHECKING:
    from typing import Any, Callable

# Imported inside a session or a test run, found by listing sys.modules around a child's
# pytest.main, and (session 15) by the sources an oracle process opened under strace.
LAZY_IMPORTS = [
    "pdb",
    "faulthandler",
    "_pytest._argcomplete",
    "_pytest.config.compat",
    "_hypothesis_pytestplugin",
    "hypothesis.database",
    "hypothesis.internal.detection",
    "hypothesis.internal.conjecture.optimiser",
]


def framework_imports():
    """pytest's built-in plugins and LAZY_IMPORTS. seedgate_boot.py calls it inside
    interpreter_bytecode, before the fork server runs: framework code from the interpreter's
    own paths only, so no repository module is imported."""
    import _pytest.config

    plugins = sorted(set(getattr(_pytest.config, "builtin_plugins", ())) - {"pytester"})  # `-p pytester` only
    for name in [f"_pytest.{p}" for p in plugins] + LAZY_IMPORTS:
        try:
            importlib.import_module(name)
        except ImportError:
            pass  # a session that needs it fails on its own, as without this import


def preload():
    """No seed is drawn from Hypothesis' global Random here (every child runs under
    --hypothesis-seed, and inside deterministic_PRNG it is seeded anyway)."""
    from hypothesis.internal.entropy import deterministic_PRNG

    with deterministic_PRNG(0):
        pass  # seeds and restores the managed PRNGs: their states are as they were
    _compile_patterns()
    remember_lambda_sources()


def remember_lambda_sources():
    """Hypothesis before 6.7x describes the function behind every drawn value as it draws it
    (BuildContext.record_call), and @given's own `lambda args: dict(args, **kwargs)` is
    such a function: each example re-read its source with inspect, tokenize and ast, about
    0.4 ms, 40% of a plain seed's time (measured: 45 against 25 ms a seed of 50 examples).
    Newer versions describe lazily, when they print. The description of one function
    object is a function of its source, so it is remembered per object, for as long as the
    object lives: every string, and so every verdict and every message, is what the
    framework computes. Only plain functions are remembered (in a lane's oracle, the sealed
    test's and the framework's); anything else, a proxy of production code above all,
    goes to the framework each time, as before."""
    try:
        from hypothesis.internal import reflection
    except ImportError:
        return
    extract = getattr(reflection, "extract_lambda_source", None)
    if extract is None or getattr(extract, "seedgate_remembered", False):
        return
    source: Callable[[Any], Any] = extract  # found, for the closure below
    known: weakref.WeakKeyDictionary[Any, tuple[Any, ...]] = weakref.WeakKeyDictionary()  # function -> (its code, defaults, keyword defaults, source)

    def remembered(f):
        if type(f) is not types.FunctionType:
            return source(f)
        # A function's description follows its code and signature, which can be reassigned.
        now = (f.__code__, f.__defaults__, f.__kwdefaults__)
        seen = known.get(f)
        if seen is None or any(a is not b for a, b in zip(seen, now)):
            seen = known[f] = (*now, source(f))
        return seen[3]

    setattr(remembered, "seedgate_remembered", True)
    reflection.extract_lambda_source = remembered


def _compile_patterns():
    """Put the patterns every seed's session compiles into `re`'s cache (a fork inherits
    it): JUnit's illegal-XML class alone took ~5 ms a seed. Best effort: a framework
    version without one of these simply compiles it in the seed, as before."""
    from _pytest import junitxml
    from hypothesis.internal import reflection

    for warm in (
        lambda: junitxml.bin_xml_escape(""),
        lambda: junitxml.mangle_test_address("a.py::b"),
        lambda: reflection.nicerepr(0),
        lambda: reflection.is_identity_function(lambda x: x),
    ):
        try:
            warm()
        except Exception:  # noqa: BLE001  a renamed helper costs its seed a compile, nothing more
            pass
