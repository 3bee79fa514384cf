"""The fixture replays and seed 003's sealed harness under `process`: the oracle decides,
production answers from the subject."""
from boot_run import run_harness

SEL = "tests/test_semver.py::"


def test_a_fixture_replay_passes_and_a_mutating_one_is_an_error(tmp_path):
    [row], code, out = run_harness(tmp_path / "a", "realistic", "process", "replay_fixture.py", ["{oracle}", SEL + "test_a_key_function_callback", "{oracle}/fixtures/ordered.json", "0"])
    assert (row["outcome"], code) == ("pass", 0), out
    assert row["integrity"] == {"checked": True, "tampering": []}
    [row], code, out = run_harness(tmp_path / "b", "realistic", "process", "replay_fixture.py", ["{oracle}", SEL + "test_a_property_that_mutates_its_argument", "{oracle}/fixtures/mutated.json", "0"])
    assert row["outcome"] == "error" and "changed in place" in row["detail"], out


def test_a_batch_forks_the_subject_so_each_fixture_starts_fresh(tmp_path):
    fixtures = ["{oracle}/fixtures/fresh.json"] * 3
    rows, code, out = run_harness(tmp_path, "realistic", "process", "replay_fixture_batch.py", ["{oracle}", SEL + "test_state_starts_fresh", "0", "30", *fixtures])
    assert code == 0, out
    assert [(r["exit"], r["row"]["outcome"]) for r in rows] == [(0, "pass")] * 3, out


def test_sealed_harness_under_process(tmp_path):
    [row], code, out = run_harness(tmp_path / "small", "sealed", "process", "sealed_harness.py", ["{oracle}/props", "small"])
    assert (row["case"], row["outcome"], code) == ("small", "pass", 0), out
    [row], code, out = run_harness(tmp_path / "large", "sealed", "process", "sealed_harness.py", ["{oracle}/props", "large"])
    assert (row["case"], row["outcome"]) == ("large", "fail") and "AssertionError" in row["detail"], out


def test_a_replay_that_swallows_the_subjects_death_is_an_error(tmp_path):
    [row], code, out = run_harness(tmp_path, "broken", "process", "replay_fixture.py", ["{oracle}", "tests/test_broken.py::test_swallows_everything", "{oracle}/fixtures/zero.json", "0"])
    assert row["outcome"] == "error" and "exited or closed the channel" in row["detail"], out
