"""Detection is not one lookup (issue 44 item 7): production code in the subject process finds
no module, file, argv entry, variable, frame or class named for seedgate, nor the harness's
path, wherever one lookup reaches (projects/detection/repo/scan.py lists them). The runner
starts the subject as `python -s -` with its start piped (seedgate_proxy); started from
its script's path instead, the same scan finds that path: the scan can fail."""
from boot_run import PYTHON, SUBJECT, run_lane

PIPED = [PYTHON, "-s", "-"]


def test_the_subject_as_the_runner_starts_it_shows_nothing_named_for_seedgate(tmp_path):
    lane = run_lane(tmp_path, "detection", "process", subject=PIPED)
    assert lane.outcomes == {"test_the_subject_shows_no_seedgate_name": "passed"}, lane.output
    assert lane.isolation() == []


def test_started_from_its_script_the_path_shows(tmp_path):
    lane = run_lane(tmp_path, "detection", "process", subject=SUBJECT)
    assert lane.outcomes == {"test_the_subject_shows_no_seedgate_name": "failure"}, lane.output
    for place in ("/proc/self/cmdline", "the stack"):
        assert f"{place}: " in lane.output, lane.output
    for place in ("sys.modules keys", "module files", "os.environ", "sys.argv", "exception classes", "the callback"):
        assert f"{place}: " not in lane.output, lane.output
