"""Detection is not one lookup (issue 44 item 7): production code in the subject process finds
no module, file, argv entry, variable, frame or class named for seedgate, nor the harness's
path, wherever one lookup reaches (projects/detection/repo/scan.py lists them). The runner
starts the subject as `python -s -` with its start piped (seedgate_proxy); started from
its script's path instead, the same scan finds that path: the scan can fail. Handed the
variables a runner's env held before (a seed, the sweep's marker under seedgate's name, the
step that runs seedgate's action, a value holding the harness's path), the subject starts with
none of them (seedgate_proxy.neutral_env): without that filter the same scan finds each."""
import os

from boot_run import PYTHON, SUBJECT, run_lane
from conftest import harness_file

PIPED = [PYTHON, "-s", "-"]
HARNESS = os.path.dirname(os.path.dirname(os.path.realpath(harness_file("seedgate_subject.py"))))
RUNNER_ENV = {
    "SEEDGATE_SEED": "3",
    "SEEDGATE_RUN": "0" * 32,
    "seedgate_lower": "1",
    "GITHUB_ACTION_REPOSITORY": "owner/seedgate",
    "GITHUB_ACTION_PATH": "/home/runner/work/_actions/owner/seedgate/v1",
    "TOOL_HOME": os.path.join(HARNESS, "start"),
}


def test_the_subject_as_the_runner_starts_it_shows_nothing_named_for_seedgate(tmp_path):
    lane = run_lane(tmp_path, "detection", "process", subject=PIPED)
    assert lane.outcomes == {"test_the_subject_shows_no_seedgate_name": "passed"}, lane.output
    assert lane.isolation() == []


def test_the_runners_variables_named_for_seedgate_never_reach_the_subject(tmp_path):
    lane = run_lane(tmp_path, "detection", "process", subject=PIPED, subject_env=RUNNER_ENV)
    assert lane.outcomes == {"test_the_subject_shows_no_seedgate_name": "passed"}, lane.output
    assert lane.isolation() == []


def test_started_from_its_script_the_path_shows(tmp_path):
    lane = run_lane(tmp_path, "detection", "process", subject=SUBJECT)
    assert lane.outcomes == {"test_the_subject_shows_no_seedgate_name": "failure"}, lane.output
    for place in ("/proc/self/cmdline", "the stack"):
        assert f"{place}: " in lane.output, lane.output
    for place in ("sys.modules keys", "module files", "os.environ", "sys.argv", "exception classes", "the callback"):
        assert f"{place}: " not in lane.output, lane.output
