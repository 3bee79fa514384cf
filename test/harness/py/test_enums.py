"""`st.sampled_from(ProdEnum)` and `st.from_type(ProdEnum)` under `process` (issue 47): the
proxy of a production enum class is an enum to Hypothesis, its members the subject's own."""
from boot_run import run_lane

PROPERTIES = ["test_sampled_from_an_enum", "test_from_type_an_enum", "test_sampled_from_an_int_enum", "test_sampled_from_a_flag"]


COLORS = " | members palette.Color (3) [RED=1, GREEN=2, BLUE=3]"


def inputs(lane):
    return {r["name"]: r.get("inputs") for r in lane.rows if r.get("event") == "test" and r["name"] in PROPERTIES}


def test_a_production_enum_is_sampled_under_process_as_in_one_process(tmp_path):
    lane = run_lane(tmp_path / "process", "enums", "process")
    assert set(lane.outcomes.values()) == {"passed"} and len(lane.outcomes) == 6, lane.output
    assert lane.isolation() == [] and lane.tampering() == []
    # The strategies' text the journal holds (sealed_inputs): the module and name, no address, as in one
    # process, then the members drawn, as production names and prints them (an IntEnum's too, whose
    # members cross as ints: named by the class).
    printed = inputs(lane)
    assert printed == {
        "test_sampled_from_an_enum": {"c": f"sampled_from(palette.Color){COLORS}"},
        "test_from_type_an_enum": {"c": f"sampled_from(palette.Color){COLORS}"},
        "test_sampled_from_an_int_enum": {"level": "sampled_from(palette.Level) | members palette.Level (3) [LOW=1, MID=2, HIGH=3]"},
        "test_sampled_from_a_flag": {"p": "sampled_from(palette.Perm) | members palette.Perm (3) [R=4, W=2, X=1]"},
    }, printed
    shared = run_lane(tmp_path / "shared", "enums", "shared")
    assert set(shared.outcomes.values()) == {"passed"}, shared.output
    assert inputs(shared) == printed


def test_a_regression_on_one_member_is_red_under_process(tmp_path):
    lane = run_lane(tmp_path, "enums", "process", repo="regressed")
    assert lane.outcomes["test_sampled_from_an_enum"] == "failure", lane.output
    assert "Color.BLUE" in lane.output and lane.isolation() == []


def test_a_removed_member_changes_the_text_under_process_as_in_one_process(tmp_path):
    # A pull request that drops BLUE keeps `sampled_from(palette.Color)`: the members say it.
    seen = {iso: inputs(run_lane(tmp_path / iso, "enums", iso, repo="removed"))["test_sampled_from_an_enum"] for iso in ("process", "shared")}
    assert seen["process"] == seen["shared"] == {"c": "sampled_from(palette.Color) | members palette.Color (2) [RED=1, GREEN=2]"}, seen


def test_the_subjects_mark_only_picks_the_proxys_base_and_a_class_cannot_extend_it():
    import enum

    import pytest
    import seedgate_remote
    from seedgate_wire import SeedgateIsolationError

    def made(mark):
        return seedgate_remote._remote_class(7, ["H", 7, "t", "lib", "Kind", mark])

    assert issubclass(made("e"), enum.Enum) and not issubclass(made("e"), enum.Flag) and issubclass(made("f"), enum.Flag)
    assert type(made("e")) is type(made("f")) is seedgate_remote.RemoteEnumType
    # An unknown or malformed mark is a plain class proxy, never an enum, never a crash.
    assert {type(made(m)) for m in ("x", ["e"], None, 1)} == {seedgate_remote.RemoteType}
    with pytest.raises(SeedgateIsolationError, match="subclassing a production class"):
        type("Sub", (made("e"),), {})
    with pytest.raises(SeedgateIsolationError, match="subclassing a production class"):

        class Sub(made("f")):  # refused before it exists
            pass
