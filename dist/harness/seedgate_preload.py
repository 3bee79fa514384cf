"""What the fork server's oracle zygote does once so that no seed's fork redoes it (issue 27).

A profile of one fork (cProfile around each child's pytest.main, 24 seeds of the journal
example) found two costs that every seed paid again and that no seed's verdict depends on:
pytest's built-in plugins and a few modules pytest and Hypothesis import lazily, compiled
from source in each fork (the lane's pycache prefix is fresh), and the first @given run's
registration of Hypothesis' global Random, a full gc.collect over the zygote's heap.
A later profile (issue 27, session 14) added the regular expressions a session compiles.
Both are made by seedgate_boot.py's prelude (framework_imports, then preload), in every
lane oracle process under `isolation: process`, and by a warm interpreter before its run
arrives when it has the time: a process of its own per seed paid them too.
"""
import importlib

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
