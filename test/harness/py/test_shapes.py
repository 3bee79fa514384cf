"""The boundary's shapes (issue 44, item 1): a production object never answers `==`, `<` or
`in` against the test's own value unless the base's hunt saw its class do so (recorded
shapes, handed to the oracle in SEEDGATE_BOOT as the runner does); with none recorded, it
never does. Each attack keeps the bug and forges a pass under `shared`; under `process`
it is an isolation error that says to re-hunt. Genuine code stays green."""
import json

import pytest

from boot_run import run_lane

TESTS = ("test_round_trip", "test_smallest_is_a_lower_bound", "test_dedupe_keeps_every_value", "test_cents_equal_their_count",
         "test_versions_and_dataclasses_compare_among_themselves", "test_raises_a_library_error_and_yields_and_calls_back")
CENTS = [{"class": "codec.Cents", "operator": "==", "against": "int"}, {"class": "codec.Cents", "operator": "==", "against": "list"}]


def test_genuine_code_passes_with_the_shapes_its_hunt_recorded(tmp_path):
    lane = run_lane(tmp_path, "shapes", "process", repo="repo_honest", shapes=CENTS)
    assert {t: lane.outcomes.get(t) for t in TESTS} == {t: "passed" for t in TESTS}, lane.output
    assert lane.isolation() == []


def test_without_recorded_shapes_only_a_comparison_against_a_test_value_is_refused(tmp_path):
    lane = run_lane(tmp_path, "shapes", "process", repo="repo_honest")
    assert {t: lane.outcomes.get(t) for t in TESTS} == {t: "failure" if t == "test_cents_equal_their_count" else "passed" for t in TESTS}, lane.output
    [what] = set(lane.isolation())
    assert "`==` answered by production class codec.Cents against the test's int" in what and "no shapes are recorded" in what, what
    assert "re-hunt to record shapes" in what and "isolation: shared" not in what, what  # never weaken the isolation


def test_the_bug_alone_fails(tmp_path):
    lane = run_lane(tmp_path, "shapes", "process", repo="repo_bug", shapes=CENTS)
    assert [lane.outcomes.get(t) for t in TESTS[:3]] == ["failure"] * 3, lane.output
    assert lane.isolation() == []


@pytest.mark.parametrize(
    "repo, test, operator",
    [
        ("repo_always_equal", "test_round_trip", "`==` answered by production class codec._Same against the test's list"),
        ("repo_lying_order", "test_smallest_is_a_lower_bound", "`>` answered by production class codec._Low against the test's int"),
        ("repo_lying_elements", "test_round_trip", "`==` answered by production class codec._Same against the test's int"),
        ("repo_joker", "test_dedupe_keeps_every_value", "`==` answered by production class codec._Joker against the test's int"),
        ("repo_impostor", "test_round_trip", "`==` answered by production class codec.Cents@"),
    ],
)
def test_an_answer_production_gives_about_a_test_value_forges_only_in_process(tmp_path, repo, test, operator):
    shared = run_lane(tmp_path / "shared", "shapes", "shared", repo=repo, select=test)
    assert shared.outcomes == {test: "passed"}, shared.output  # the lie works in one process
    process = run_lane(tmp_path / "process", "shapes", "process", repo=repo, select=test, shapes=CENTS)
    assert process.outcomes == {test: "failure"}, process.output
    [what] = set(process.isolation())
    assert operator in what and "re-hunt to record shapes" in what and "isolation: shared" not in what, what


def test_a_hunt_records_the_shapes_the_lane_then_allows(tmp_path):
    # The hunt's run (shared, SEEDGATE_CAPTURE=1) records what production answered against the test's values.
    hunt = run_lane(tmp_path / "hunt", "shapes", "shared", repo="repo_honest", hunt=True)
    assert hunt.outcomes.get("test_cents_equal_their_count") == "passed", hunt.output
    with open(tmp_path / "hunt" / "hypothesis" / "seedgate-shapes.json") as fh:
        recorded = json.load(fh)
    # Only Cents against an int: Version against Version, the dataclass and `in` on a by-value list are not the test's values answered by production.
    assert recorded == [{"class": "codec.Cents", "operator": "==", "against": "int"}], recorded
    lane = run_lane(tmp_path / "lane", "shapes", "process", repo="repo_honest", shapes=recorded)
    assert {t: lane.outcomes.get(t) for t in TESTS} == {t: "passed" for t in TESTS}, lane.output
    attack = run_lane(tmp_path / "attack", "shapes", "process", repo="repo_impostor", shapes=recorded, select="test_round_trip")
    assert attack.outcomes == {"test_round_trip": "failure"} and "re-hunt to record shapes" in attack.isolation()[0], attack.output


def test_a_hunt_under_process_records_on_the_oracles_side(tmp_path):
    hunt = run_lane(tmp_path / "hunt", "shapes", "process", repo="repo_honest", hunt=True)
    assert {t: hunt.outcomes.get(t) for t in TESTS} == {t: "passed" for t in TESTS}, hunt.output  # nothing refused while recording
    with open(tmp_path / "hunt" / "hypothesis" / "seedgate-shapes.json") as fh:
        assert [e for e in json.load(fh) if "call" not in e] == [{"class": "codec.Cents", "operator": "==", "against": "int"}]


# Call-level shapes: what repo_honest's process hunt records (test_a_hunt_under_process_records_on_the_oracles_side),
# with the operator shapes of CENTS: a Cents may answer `==` against a list, so only the call-level check stands
# between a lying Cents and a pass.
CALLS = [
    {"call": "codec.Cents", "handle": "codec.Cents"}, {"call": "codec.CodecError", "value": "type"}, {"call": "codec.Pair", "handle": "codec.Pair"},
    {"call": "codec.Version", "handle": "codec.Version"}, {"call": "codec.counting", "handle": "builtins.generator@"},
    {"call": "codec.decode", "value": "list[int]"}, {"call": "codec.dedupe", "value": "list[int]"}, {"call": "codec.encode", "value": "str"},
    {"call": "codec.order", "value": "list[int]"}, {"call": "codec.smallest", "value": "int"},
]


def test_a_process_hunt_records_what_each_call_returned_and_the_fix_passes_with_it(tmp_path):
    hunt = run_lane(tmp_path / "hunt", "shapes", "process", repo="repo_honest", hunt=True)
    with open(tmp_path / "hunt" / "hypothesis" / "seedgate-shapes.json") as fh:
        assert [e for e in json.load(fh) if "call" in e] == CALLS, hunt.output
    lane = run_lane(tmp_path / "lane", "shapes", "process", repo="repo_honest", shapes=CENTS + CALLS)
    assert {t: lane.outcomes.get(t) for t in TESTS} == {t: "passed" for t in TESTS}, lane.output
    assert lane.isolation() == []


@pytest.mark.parametrize(
    "repo, calls, what",
    [
        # A handle of a production class (one the shapes let answer `==` against a list) where the base returned a list.
        ("repo_lying_cents", CALLS, "shape: codec.decode returned a handle of class codec.Cents where the base recorded list[int]"),
        # A handle of another class than the base's.
        ("repo_lying_cents", [{"call": "codec.decode", "handle": "codec.Version"}] + CALLS[:5],
         "shape: codec.decode returned a handle of class codec.Cents where the base recorded a handle of class codec.Version"),
        # A container holding handles where the base's held values.
        ("repo_cents_inside", CALLS, "shape: codec.decode returned a list holding a handle of class codec.Cents where the base recorded list[int]"),
    ],
)
def test_a_result_of_a_shape_the_base_never_produced_is_an_error_naming_the_call(tmp_path, repo, calls, what):
    operators = run_lane(tmp_path / "operators", "shapes", "process", repo=repo, select="test_round_trip", shapes=CENTS)
    assert operators.outcomes == {"test_round_trip": "passed"}, operators.output  # the operator shapes alone let the lie pass
    lane = run_lane(tmp_path / "lane", "shapes", "process", repo=repo, select="test_round_trip", shapes=CENTS + calls)
    assert lane.outcomes == {"test_round_trip": "failure"}, lane.output
    [got] = set(lane.isolation())
    assert what in got and "an intended change is re-hunted in a sealed-only pull request" in got, got
    assert "isolation: shared" not in got and got.count("hint:") == 1, got  # shared would let the lie decide


def test_a_call_the_hunt_never_reached_may_return_a_class_recorded_elsewhere(tmp_path):
    # A holdout path: the hunt saw Version and Pair come back from other calls only.
    elsewhere = [{"call": "codec.parse", "handle": "codec.Version"}, {"call": "codec.pair_of", "handle": "codec.Pair"}]
    test = "test_versions_and_dataclasses_compare_among_themselves"
    lane = run_lane(tmp_path / "lane", "shapes", "process", repo="repo_honest", select=test, shapes=elsewhere)
    assert lane.outcomes == {test: "passed"}, lane.output
    missing = run_lane(tmp_path / "missing", "shapes", "process", repo="repo_honest", select=test, shapes=elsewhere[:1])
    assert missing.outcomes == {test: "failure"}, missing.output
    [got] = set(missing.isolation())
    assert "shape: codec.Pair returned a handle of class codec.Pair where the base recorded nothing for this call and no handle of class codec.Pair anywhere" in got, got
