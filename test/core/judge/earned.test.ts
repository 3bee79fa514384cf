// The pure part of earned checks: the label from both sides, and the @given scan.
import { describe, expect, test } from "vitest";
import { classifyEarned, givenTests, isPythonTestFile, sideOutcomes, type SideOutcomes } from "../../../src/core/judge/earned.js";

const side = (o: Partial<SideOutcomes>): SideOutcomes => ({ pass: [], fail: [], timeout: [], error: [], detail: "", ...o });

describe("classifyEarned", () => {
  test("earned: a seed fails on the parent and the same seed passes on the head", () => {
    expect(classifyEarned(side({ fail: [1, 2], pass: [3] }), side({ pass: [2, 3], fail: [1] }))).toMatchObject({ label: "earned", earnedSeeds: [2] });
  });
  test("a parent failure whose seeds also fail on the head is not earned", () => {
    expect(classifyEarned(side({ fail: [1] }), side({ fail: [1], pass: [2] })).label).toBe("inconclusive");
  });
  test("unearned: never fails on the parent, whatever the head does", () => {
    expect(classifyEarned(side({ pass: [1, 2] }), side({ pass: [1, 2] })).label).toBe("unearned");
    expect(classifyEarned(side({ pass: [1], timeout: [2] }), side({ fail: [1] })).reason).toContain("fails on the head with seeds 1");
  });
  test("timeouts and errors only: inconclusive (timeouts are noise, never hits)", () => {
    const r = classifyEarned(side({ timeout: [1], error: [2], detail: "ImportError: no module" }), side({ pass: [1, 2] }));
    expect(r).toMatchObject({ label: "inconclusive", earnedSeeds: [] });
    expect(r.reason).toContain("ImportError");
  });
  test("sideOutcomes keeps seed order and names the first error", () => {
    const runs = new Map([
      [3, { outcome: "fail" as const, detail: "" }],
      [1, { outcome: "error" as const, detail: "boom\nmore" }],
      [2, { outcome: "fail" as const, detail: "" }],
    ]);
    expect(sideOutcomes(runs, [1, 2, 3])).toEqual({ pass: [], fail: [2, 3], timeout: [], error: [1], detail: "boom" });
  });
});

describe("givenTests", () => {
  test("top-level @given tests, multi-line and qualified decorators included; plain and nested tests excluded", () => {
    const text = [
      "import hypothesis",
      "from hypothesis import given, settings, strategies as st",
      "",
      "@settings(max_examples=5)",
      "@given(",
      "    st.integers(),",
      ")",
      "def test_a(n):",
      "    pass",
      "",
      "@hypothesis.given(st.text())",
      "async def test_b(s):",
      "    pass",
      "",
      "def test_plain():",
      "    pass",
      "",
      "@pytest.mark.slow",
      "def test_marked():",
      "    pass",
      "",
      "class TestX:",
      "    @given(st.integers())",
      "    def test_method(self, n):",
      "        pass",
      "",
      "@given(st.integers())",
      "def helper(n):",
      "    pass",
    ].join("\n");
    expect(givenTests(text)).toEqual(["test_a", "test_b"]);
  });
  test("test file names", () => {
    expect(["tests/test_x.py", "test_y.py", "tests/x_test.py", "tests/test_x.pyc", "test_dir/x.py"].filter(isPythonTestFile)).toEqual([
      "tests/test_x.py",
      "test_y.py",
    ]);
  });
});
