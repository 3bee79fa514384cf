"""pytest's session started and collected once in the fork server's oracle zygote (issue 27).

After seedgate_prepared parsed the command line, each child still configured pytest,
started a session and collected the sealed test file: about a fifth of a seed's row,
none of it depending on the seed. So the zygote runs the first half of pytest's own
`wrap_session` (configure, `pytest_sessionstart`, `pytest_collection`: the sealed test
module imported once, its production names bound to proxies of the subject zygote, whose
forks each partner is) and each child the second half (`pytest_runtestloop`,
`pytest_sessionfinish`, unconfigure) under its own seed, with pytest's exit statuses.

What the child would have done differently is done per child:
- the seed: Hypothesis' plugin reads `--hypothesis-seed` at configure into
  `hypothesis.core.global_force_seed`, which the child sets (seedgate_integrity reads it
  at each test's protocol, as always);
- the JUnit file: the zygote configures pytest with a placeholder path it never writes
  (it never ends its session), and the child points the LogXML plugin at its own file;
- seedgate's evidence: rows its plugins send while collecting (origin, tampering) are
  held in the zygote (seedgate_channel.hold) and each child sends them first, numbered
  as if it had collected itself;
- output: the zygote's capture is stopped after collection; each child starts its own.
  The session header and "collected 1 item" go to the zygote's output, not the row's;
- an exception the zygote's half raised is raised again in each child where pytest
  would have met it, so each child ends with the status a process of its own would have.

Used only where nothing else answers `pytest_cmdline_main` (seedgate's command line asks
for no --help, --fixtures, --markers, --setup-plan...) and this pytest has the parts
named here; otherwise each child runs its own session (seedgate_prepared.run).
"""
import os
import sys

# Options that make another plugin answer pytest_cmdline_main instead of a test session.
_OTHER_MODES = ("version", "help", "showfixtures", "show_fixtures_per_test", "markers", "setuponly", "setupplan", "cacheshow")


class Collected:
    """The zygote's half of a session: how far it got, and what it raised."""

    def __init__(self, session):
        self.session, self.initstate, self.error = session, 0, None


def _usable(config):
    try:
        from _pytest.junitxml import LogXML, xml_key
        from _pytest.main import Session
    except ImportError:
        return False
    del LogXML, xml_key, Session  # only that this pytest has them counts
    if not hasattr(config, "stash") or any(getattr(config.option, name, False) for name in _OTHER_MODES):
        return False
    impls = config.hook.pytest_cmdline_main.get_hookimpls()
    return all(getattr(i.plugin, "__name__", "").startswith("_pytest.") for i in impls)


def collect(config):
    """The session started and collected (a Collected), or None: this pytest or command line is not one it knows."""
    if config is None or not config.option.xmlpath or not _usable(config):
        return None
    import seedgate_channel
    from _pytest.config import ExitCode
    from _pytest.main import Session

    seedgate_channel.hold()
    capman = config.pluginmanager.getplugin("capturemanager")
    if capman is not None:
        capman.start_global_capturing()  # collection reads what the module printed at import
        capman.suspend_global_capture()
    done = Collected(Session.from_config(config))
    done.session.exitstatus = ExitCode.OK
    try:
        config._do_configure()
        done.initstate = 1
        config.hook.pytest_sessionstart(session=done.session)
        done.initstate = 2
        config.hook.pytest_collection(session=done.session)
    except BaseException as exc:  # noqa: BLE001  each child raises it again (finish)
        done.error = exc
    finally:
        if capman is not None:
            capman.stop_global_capturing()  # its files would be every child's
        sys.stdout.flush()
        sys.stderr.flush()
    return done


def finish(config, done, seed, junit):
    """In a child: the rest of pytest's wrap_session under `seed`, writing JUnit to `junit`; its exit status."""
    import _pytest._code
    import hypothesis.core
    from _pytest.config import ExitCode, UsageError
    from _pytest.junitxml import xml_key
    from _pytest.outcomes import Exit, Failed

    config.option.hypothesis_seed = str(seed)
    hypothesis.core.global_force_seed = seed  # what Hypothesis' pytest_configure makes of --hypothesis-seed
    logxml = config.stash.get(xml_key, None)
    if logxml is not None:
        logxml.logfile = os.path.normpath(os.path.abspath(junit))
    capman = config.pluginmanager.getplugin("capturemanager")
    if capman is not None:
        capman.start_global_capturing()
        capman.suspend_global_capture()
    session = done.session
    try:
        try:
            if done.error is not None:
                raise done.error
            session.exitstatus = _main(config, session) or 0
        except UsageError:
            session.exitstatus = ExitCode.USAGE_ERROR
            raise
        except Failed:
            session.exitstatus = ExitCode.TESTS_FAILED
        except (KeyboardInterrupt, Exit):
            excinfo = _pytest._code.ExceptionInfo.from_current()
            session.exitstatus = ExitCode.INTERRUPTED
            if isinstance(excinfo.value, Exit):
                if excinfo.value.returncode is not None:
                    session.exitstatus = excinfo.value.returncode
                if done.initstate < 2:
                    sys.stderr.write(f"{excinfo.typename}: {excinfo.value.msg}\n")
            config.hook.pytest_keyboard_interrupt(excinfo=excinfo)
        except BaseException:  # noqa: BLE001  as pytest's wrap_session: an internal error
            session.exitstatus = ExitCode.INTERNAL_ERROR
            excinfo = _pytest._code.ExceptionInfo.from_current()
            try:
                config.notify_exception(excinfo, config.option)
            except Exit as exc:
                if exc.returncode is not None:
                    session.exitstatus = exc.returncode
                sys.stderr.write(f"{type(exc).__name__}: {exc}\n")
            else:
                if isinstance(excinfo.value, SystemExit):
                    sys.stderr.write("mainloop: caught unexpected SystemExit!\n")
    finally:
        os.chdir(session.startpath)
        if done.initstate >= 2:
            try:
                config.hook.pytest_sessionfinish(session=session, exitstatus=session.exitstatus)
            except Exit as exc:
                if exc.returncode is not None:
                    session.exitstatus = exc.returncode
                sys.stderr.write(f"{type(exc).__name__}: {exc}\n")
        config._ensure_unconfigure()
    return session.exitstatus


def _main(config, session):
    """pytest's _main after its pytest_collection (which the zygote ran)."""
    from _pytest.config import ExitCode

    config.hook.pytest_runtestloop(session=session)
    if session.testsfailed:
        return ExitCode.TESTS_FAILED
    if session.testscollected == 0:
        return ExitCode.NO_TESTS_COLLECTED
    return None
