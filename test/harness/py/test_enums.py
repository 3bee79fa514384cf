"""`st.sampled_from(ProdEnum)` and `st.from_type(ProdEnum)` under `process` (issue 47): the
proxy of a production enum class is an enum to Hypothesis, its members the subject's own."""
from boot_run import run_lane

PROPERTIES = ["test_sampled_from_an_enum", "test_from_type_an_enum", "test_sampled_from_an_int_enum", "test_sampled_from_a_flag"]


def inputs(lane):
    return {r["name"]: r.get("inputs") for r in lane.rows if r.get("event") == "test" and r["name"] in PROPERTIES}


def test_a_production_enum_is_sampled_under_process_as_in_one_process(tmp_path):
    lane = run_lane(tmp_path / "process", "enums", "process")
    assert set(lane.outcomes.values()) == {"passed"} and len(lane.outcomes) == 6, lane.output
    assert lane.isolation() == [] and lane.tampering() == []
    # The strategies' text the journal holds (sealed_inputs): the module and name, no address, as in one process.
    printed = inputs(lane)
    assert printed == {
        "test_sampled_from_an_enum": {"c": "sampled_from(palette.Color)"},
        "test_from_type_an_enum": {"c": "sampled_from(palette.Color)"},
        "test_sampled_from_an_int_enum": {"level": "sampled_from(palette.Level)"},
        "test_sampled_from_a_flag": {"p": "sampled_from(palette.Perm)"},
    }, printed
    shared = run_lane(tmp_path / "shared", "enums", "shared")
    assert set(shared.outcomes.values()) == {"passed"}, shared.output
    assert inputs(shared) == printed


def test_a_regression_on_one_member_is_red_under_process(tmp_path):
    lane = run_lane(tmp_path, "enums", "process", repo="regressed")
    assert lane.outcomes["test_sampled_from_an_enum"] == "failure", lane.output
    assert "Color.BLUE" in lane.output and lane.isolation() == []
