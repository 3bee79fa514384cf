"""Real-shaped properties pass under `process`; the one whose production code mutates its
argument gets the clear isolation error (an `isolation` row: the runner's error row)."""
from boot_run import run_lane

PASSING = [
    "test_version_orders_and_hashes_like_its_key", "test_parse_raises_the_librarys_error",
    "test_pytest_raises_a_library_and_a_builtin_exception", "test_a_generator_result", "test_a_key_function_callback",
    "test_a_dataclass_result_field_by_field", "test_production_runs_in_another_process",
    "test_identity_of_an_argument_survives_the_round_trip", "test_what_has_no_by_value_form_is_a_clear_error",
]


def test_real_shaped_properties_under_process(tmp_path):
    lane = run_lane(tmp_path, "realistic", "process")
    assert {n: lane.outcomes.get(n) for n in PASSING} == {n: "passed" for n in PASSING}, lane.output
    assert lane.outcomes["test_a_property_that_mutates_its_argument"] == "failure"
    # The test that expects its isolation errors still left them on the channel (rows: errors).
    assert len(lane.isolation()) == 3
    [what] = [w for w in lane.isolation() if "changed in place" in w]
    assert "changed in place a list the test passed by value" in what and "runners.isolation: shared" in what
    assert lane.tampering() == []
    tests = {r["name"]: r for r in lane.rows if r.get("event") == "test"}
    assert all(tests[n]["outcome"] == "passed" and (tests[n]["examples"] >= 1) == tests[n]["given"] for n in PASSING)
    assert any(r.get("event") == "done" for r in lane.rows)
