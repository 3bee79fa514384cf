"""In-process attacks on pytest from production code: green under `shared`, where the code
runs in the process that decides the row; the bug's failure stays a failure under
`process`, where that code runs in the subject and cannot reach pytest at all."""
import pytest

from boot_run import run_lane

ATTACKS = ["repo_gc_hook", "repo_settrace", "repo_assertion", "repo_lying_int"]


def test_the_bug_alone_fails_both_ways(tmp_path):
    for isolation in ("shared", "process"):
        lane = run_lane(tmp_path / isolation, "attacks", isolation, repo="repo_plain")
        assert lane.outcomes == {"test_add": "failure"}, lane.output
        assert lane.isolation() == []


@pytest.mark.parametrize("repo", ATTACKS)
def test_an_attack_forges_a_pass_in_process_but_not_across_processes(tmp_path, repo):
    shared = run_lane(tmp_path / "shared", "attacks", "shared", repo=repo)
    assert shared.outcomes == {"test_add": "passed"}, shared.output  # the forgery works in one process
    process = run_lane(tmp_path / "process", "attacks", "process", repo=repo)
    assert process.outcomes == {"test_add": "failure"}, process.output
    rows = [r for r in process.rows if r.get("event") == "test"]
    assert [r["outcome"] for r in rows] == ["failed"] and process.tampering() == [] and process.isolation() == []


def test_a_comparison_that_answers_with_a_truthy_object_is_an_error_across_processes(tmp_path):
    shared = run_lane(tmp_path / "shared", "attacks", "shared", repo="repo_truthy_eq")
    assert shared.outcomes == {"test_add": "passed"}, shared.output  # in one process, `assert Yes()` holds
    # The base's hunt saw Total answer `==` against an int (recorded shapes), so the answer is asked, and must be a bool.
    shapes = [{"class": "calc.Total", "operator": "==", "against": "int"}]
    process = run_lane(tmp_path / "process", "attacks", "process", repo="repo_truthy_eq", shapes=shapes)
    assert process.outcomes == {"test_add": "failure"}, process.output
    [what] = set(process.isolation())
    assert "production code answered with a production object, not a bool" in what, what
