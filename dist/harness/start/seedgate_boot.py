"""seedgate's interpreter start-up: every Python process of a lane starts here.

    python -s seedgate_boot.py (-m pytest | SCRIPT) ARGS...

The runner starts Python with `-s` (no user site, so no usercustomize.py; the oracle of
isolation: process with `-S` too, so no `.pth` of a venv or site folder runs in it), with every
PYTHON* variable of the caller's environment dropped and PYTEST_DISABLE_PLUGIN_AUTOLOAD
set (no entry point of an installed or editable package becomes a pytest plugin), from
a working directory outside the repository. The layout comes from SEEDGATE_BOOT (JSON:
`oracle`, the sealed copy of the base commit's oracle; `roots`, the production import
roots; `names`, in a lane, the top-level modules those roots held at the base commit, the
only names isolation: process sends to the subject; `packages`, in a lane, the folder the
base's pinned packages for the sealed test were installed into (runners.sealedRequirements),
the oracle's alone; `mirror`, for a hunt, {checkout, tree}: see seedgate_mirror.py), which
is removed from the environment before anything else runs.

sys.path is rebuilt, in this order:
  1. seedgate's harness folders (its four rooms), then the sealed copy (base bytes only);
  2. the standard library;
  3. the base's pinned packages for the sealed test (`packages`), when the base pins any;
  4. the production import roots (the repository root by default; the subject's alone under isolation: process);
  5. site-packages.
So a repository file named like a standard-library module can never replace it, and the
test framework (pytest, pluggy, Hypothesis and what they import) is imported from the
interpreter's own paths before any repository folder is on sys.path. A repository
package named like one of the framework's third-party dependencies (a flat-layout
`sortedcontainers/`) is then evicted from the module cache, so the test imports the
repository's code while the framework keeps the copy it already bound.

`--warm` (seedgate_warm.py): the framework is imported first, until the run arrives on
fd 0; the run then goes on as above (its prelude imports what is left), or starts cold.
`--template` (seedgate_template.py): the whole prelude, then a fork per later run of the
command, each going on as a warm interpreter whose run arrived after its prelude.
"""
import sys

import seedgate_bytecode  # os and sys only

_ROOMS = seedgate_bytecode.beside(__file__)  # seedgate's own modules (its four room folders), their bytecode beside them
seedgate_bytecode.first()  # json, sysconfig and the rest from the standard library's own bytecode

import json  # noqa: E402
import os  # noqa: E402

import seedgate_layout  # noqa: E402  os, sys and sysconfig only: safe before the path is rebuilt

_LAYOUT = json.loads(os.environ.pop("SEEDGATE_BOOT", "{}"))
_PACKAGES: list = []  # the base's pinned packages for the sealed test (main() reads `packages`)
# Never evicted: the framework itself and seedgate's plugins. A repository module of one
# of these names is not importable in a lane (the framework's copy answers).
_PINNED = ("pytest", "_pytest", "pluggy", "hypothesis", "_hypothesis_pytestplugin", "_hypothesis_globals", "_hypothesis_ftz_detector", "iniconfig", "py", "seedgate_")
# Under isolation: process only the framework's own names (prefixes) stay the oracle's: a
# repository named like one of pytest's dependencies (iniconfig, py) is routed to the
# subject, while pytest keeps the copy it already bound (issue 47 item 7).
_FRAMEWORK = tuple(p for p in _PINNED if p not in ("iniconfig", "py"))




def _evict(roots):
    stdlib = set(getattr(sys, "stdlib_module_names", ()))
    names = set().union(*(seedgate_layout.top_level_names(r) for r in roots)) if roots else set()
    for name in names:
        if name in stdlib or name.startswith(_PINNED) or name in _PINNED or name not in sys.modules:
            continue
        for loaded in [m for m in sys.modules if m == name or m.startswith(name + ".")]:
            del sys.modules[loaded]


def _isolated(head, std):
    """isolation: process. The oracle imports the framework from the interpreter's own
    site only and production code through proxies to a subject process (seedgate_proxy)."""
    site = seedgate_layout.base_site_dirs()
    sys.path[:] = head + std + _PACKAGES + site
    with seedgate_layout.interpreter_bytecode(*_ROOMS):
        import seedgate_proxy
        import seedgate_oracle
        import seedgate_shapes
        import seedgate_zones

    # The property's recorded shapes (journal `shapes`): absent, no handle answers against a test
    # value. A hunt's seed (SEEDGATE_CAPTURE, as seedgate_capture reads it) records them instead.
    seedgate_oracle.SIDE.shapes = seedgate_shapes.Shapes(_LAYOUT.get("shapes"), record=os.environ.get("SEEDGATE_CAPTURE") == "1")
    subject = dict(_LAYOUT["subject"])
    env = dict(subject.get("env") or seedgate_proxy.default_env())
    layout = json.loads(env.get("SEEDGATE_SUBJECT") or "{}")
    # What the runner left out of the subject's layout is this one's: its roots, a hunt's mirror.
    layout.setdefault("roots", [r for r in _LAYOUT.get("roots", []) if r])
    if _LAYOUT.get("mirror"):
        layout.setdefault("mirror", _LAYOUT["mirror"])
    layout["zones"] = seedgate_zones.announce()  # the oracle's own, whatever the runner wrote: what it can build
    subject["env"] = {**env, "SEEDGATE_SUBJECT": json.dumps(layout)}
    oracle = _LAYOUT.get("oracle")
    kept = set(getattr(sys, "stdlib_module_names", ())) | (seedgate_layout.top_level_names(oracle) if oracle else set())
    # The origin check (seedgate_origin.py) reads the roots here: they are not on this process's sys.path.
    seedgate_layout.PRODUCTION_ROOTS = [os.path.realpath(r) for r in layout["roots"] if r]
    # Production names are the base tree's (the runner's `names`), never a .pth line's (issue 44 item 5).
    names = seedgate_layout.production_names(layout, _LAYOUT.get("names"))
    added = seedgate_layout.production_names(layout, None) - names if "names" in _LAYOUT else set()
    if oracle:
        shadowed = added & seedgate_layout.installed_names(_PACKAGES) if added else set()
        sys.meta_path[:] = [seedgate_layout.SealedImports(oracle, shadowed)] * bool(shadowed) + sys.meta_path + [seedgate_layout.SealedImports(oracle)]
    # Started before pytest is imported, so the subject's start-up overlaps the framework's
    # (a warm interpreter imported it before: prelude).
    seedgate_proxy.start(subject)
    pytest = prelude()
    seedgate_proxy.route({n for n in names - kept if not n.startswith(_FRAMEWORK)})
    return pytest


SUBJECT_MODULES = ("seedgate_layout", "seedgate_vocabulary", "seedgate_decoders", "seedgate_codec", "seedgate_temporal", "seedgate_zones", "seedgate_wire", "seedgate_exceptions", "seedgate_ops", "seedgate_shapes", "seedgate_handles", "seedgate_subject_forks", "seedgate_neutral", "seedgate_subject")
# __import__, not importlib: the latter is no module the interpreter's start-up loaded.
_STEPS = (
    lambda: __import__("pytest"),
    lambda: __import__("hypothesis"),
    lambda: __import__("seedgate_preload").framework_imports(),  # what pytest imports later, past the interpreter's caches
    # What a fork server's zygote (and any process's first @given run) does once: a warm
    # interpreter with time left before its run does it then (seedgate_preload.preload).
    lambda: __import__("seedgate_preload").preload(),
    # The subject's modules: it reads their bytecode, and only this side can write it.
    lambda: seedgate_bytecode.cached(_ROOMS, SUBJECT_MODULES),
)


def prelude(stop=lambda: False):
    """The framework, from the interpreter's own paths: the same imports whether a warm
    interpreter made them before its run was known (seedgate_warm.py) or the run makes
    them. A warm one stops between two steps once its run has arrived (`stop`): the run
    starts its subject first, and its own prelude() then makes the rest."""
    with seedgate_layout.interpreter_bytecode(*_ROOMS):
        for step in _STEPS:
            if stop():
                break
            step()
    return sys.modules.get("pytest")


def main():
    global _LAYOUT, _PACKAGES
    if sys.argv[1:] in (["--warm"], ["--template"]):
        import seedgate_warm

        with seedgate_layout.interpreter_bytecode(*_ROOMS):
            __import__("seedgate_proxy")  # as _isolated imports it first: no module of it reads the environment
        request = None
        if sys.argv[1] == "--template":  # the whole prelude, then a fork per run (seedgate_template.py)
            prelude()
            request = __import__("seedgate_template").serve()
        else:
            prelude(stop=seedgate_warm.arrived)
        seedgate_warm.take(sys.argv[0], request)  # this run's argv and environment, or its cold start (execve)
        _LAYOUT = json.loads(os.environ.pop("SEEDGATE_BOOT", "{}"))
    oracle = _LAYOUT.get("oracle")
    roots = [r for r in _LAYOUT.get("roots", []) if r]
    _PACKAGES = [_LAYOUT["packages"]] if _LAYOUT.get("packages") else []
    rest = [p for p in sys.path if p not in _ROOMS]
    std = seedgate_layout.stdlib_entries(rest)
    # Under -S (the oracle of isolation: process, python.ts oracleArgs) no site directory was processed: the base's, as plain paths.
    site = seedgate_layout.base_site_dirs() if sys.flags.no_site else [p for p in rest if p not in std and p != ""]
    head = _ROOMS + ([oracle] if oracle else [])
    if _LAYOUT.get("isolation", "shared") == "process":
        pytest = _isolated(head, std)
    else:
        sys.path[:] = head + std + site
        import pytest  # noqa: F401  the framework, from the interpreter's own paths only
        __import__("hypothesis")
        import seedgate_preload

        seedgate_preload.remember_lambda_sources()  # as the isolated prelude does (preload)

        mirror = _LAYOUT.get("mirror")
        if mirror:
            import seedgate_mirror

            site = seedgate_mirror.install(mirror["checkout"], mirror["tree"], site)
        sys.path[:] = head + std + _PACKAGES + roots + site
        _evict(roots)
    args = sys.argv[1:]
    if args[:2] == ["-m", "pytest"]:
        sys.argv = ["pytest"] + args[2:]
        return pytest.main(args[2:])
    import runpy

    sys.argv = args
    runpy.run_path(args[0], run_name="__main__")
    return 0


if __name__ == "__main__":
    sys.exit(main())
