"""pytest's command line parsed once in the fork server's oracle zygote (issue 27).

A profile of one fork found about a third of a seed's time in `_prepareconfig`: reading
the ini file, importing and registering the `-p` plugins, building the option parser.
None of it depends on the seed. So, for a run whose sealed test has no conftest
(none in its folder, the --confcutdir, nor --noconftest given: parsing then imports no
repository file at all), the zygote parses the
arguments without the seed once, and each child only sets the two options that differ
(`--hypothesis-seed`, `--junitxml`) before pytest's own `pytest_cmdline_main`, as
`pytest.main` would have called it. The session itself (configure, collection, the test,
the evidence rows, unconfigure) is the child's, unless seedgate_collected could run its
first half once in the zygote: the child then runs the rest (run's `collected`).

What parsing would have left shared is made per child: the capture that pytest starts
while loading conftests is stopped here, and each child starts its own files. A run with
a sealed conftest, or a parse that fails, keeps `pytest.main` in every child, so a
broken conftest or a bad option fails each seed exactly as a process of its own would.
"""
import os
import sys


def _conftest_free(args):
    """True when parsing `args` imports no conftest: --noconftest, or none where pytest would look for one
    (the test file's folder up to --confcutdir; seedgate sets both to the sealed test's folder)."""
    if "--noconftest" in args:
        return True
    cut = next((a.split("=", 1)[1] for a in args if a.startswith("--confcutdir=")), None)
    if cut is None or not args:
        return False
    here, cut = os.path.dirname(os.path.abspath(args[0].split("::")[0])), os.path.abspath(cut)
    while True:
        if os.path.lexists(os.path.join(here, "conftest.py")):
            return False
        if here == cut or os.path.dirname(here) == here:
            return here == cut
        here = os.path.dirname(here)


def prepare(args):
    """The parsed config for `args` (no seed, no junit path), or None: each child then parses its own."""
    if not _conftest_free(args):
        return None  # a sealed conftest is imported by each child, never here
    import _pytest.config

    try:
        config = _pytest.config._prepareconfig(list(args), None)
    except BaseException:  # noqa: BLE001  the child's own pytest.main reports it, as a process would
        return None
    capman = config.pluginmanager.getplugin("capturemanager")
    if capman is not None:
        capman.stop_global_capturing()  # its files would be every child's: each child starts its own
    return config


def run(config, seed, junit, collected=None):
    """In a child: one session of the parsed config under `seed`, writing JUnit to `junit`; pytest.main's exit code.
    With `collected` (seedgate_collected: the zygote started the session and collected), only its second half."""
    import pytest
    from _pytest.config import ExitCode, UsageError
    from _pytest._io import TerminalWriter

    if collected is None:
        config.option.hypothesis_seed = str(seed)  # what --hypothesis-seed=N parses to
        config.option.xmlpath = junit  # what --junitxml=PATH parses to
        capman = config.pluginmanager.getplugin("capturemanager")
        if capman is not None:
            capman.start_global_capturing()  # as pytest's conftest loading leaves it: started, then suspended
            capman.suspend_global_capture()
    try:
        try:
            if collected is not None:
                import seedgate_collected

                return seedgate_collected.finish(config, collected, seed, junit)
            ret = config.hook.pytest_cmdline_main(config=config)
            try:
                return ExitCode(ret)
            except ValueError:
                return ret
        finally:
            config._ensure_unconfigure()
    except UsageError as exc:
        writer = TerminalWriter(sys.stderr)
        for msg in exc.args:
            writer.line(f"ERROR: {msg}\n", red=True)
        return pytest.ExitCode.USAGE_ERROR
