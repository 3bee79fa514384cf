"""Sealed failures stay failures (issue 44, item 3): production code handed the sealed
assertion (a context manager around it, a helper that calls the sealed check) cannot
swallow it under `process`; it can under `shared`, where nothing tells the two apart. A
ValueError production catches from a sealed callback on purpose is untouched."""
from boot_run import run_lane

TESTS = ("test_inside_a_production_context", "test_checked_by_a_production_helper", "test_a_callback_whose_value_error_production_catches")


def outcomes(lane):
    return tuple(lane.outcomes.get(t) for t in TESTS)


def test_an_honest_library_passes_and_the_bug_fails_both_ways(tmp_path):
    for isolation in ("shared", "process"):
        honest = run_lane(tmp_path / isolation / "honest", "swallow", isolation, repo="repo_honest")
        assert outcomes(honest) == ("passed", "passed", "passed"), honest.output
        bug = run_lane(tmp_path / isolation / "bug", "swallow", isolation, repo="repo_bug")
        assert outcomes(bug) == ("failure", "failure", "passed"), bug.output
        assert honest.isolation() == [] and bug.isolation() == []


def test_production_that_swallows_the_sealed_assertion_still_fails_across_processes(tmp_path):
    shared = run_lane(tmp_path / "shared", "swallow", "shared", repo="repo_swallow")
    assert outcomes(shared) == ("passed", "passed", "passed"), shared.output  # in one process, the swallow works
    process = run_lane(tmp_path / "process", "swallow", "process", repo="repo_swallow")
    assert outcomes(process) == ("failure", "failure", "passed"), process.output
    assert "seedgate: production code's __exit__ returned true for this sealed failure" in process.output
    assert "seedgate: production code caught this sealed failure" in process.output
    assert process.isolation() == []
