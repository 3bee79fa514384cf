"""A subject that dies or sends what the codec refuses: the row is an error (an `isolation`
row the runner turns into one), never a pass, even when the test swallows exceptions."""
import pytest

from boot_run import run_lane


@pytest.mark.parametrize("how,says", [
    ("crash", "exited or closed the channel"),
    ("garbage", "bytes seedgate's codec refuses"),
    ("oversized", "the cap is"),
    ("deep", "deeper than"),
])
def test_the_row_is_an_error(tmp_path, how, says):
    lane = run_lane(tmp_path, "broken", "process", select=f"test_broken[{how}]")
    assert lane.outcomes == {f"test_broken[{how}]": "failure"}, lane.output
    assert any(says in what for what in lane.isolation()), (lane.isolation(), lane.output)
