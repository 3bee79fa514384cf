// seedgate_preload.remember_lambda_sources (issue 27): Hypothesis 6.67 re-reads the source of
// @given's own lambda for every example it draws. The oracle remembers each function
// object's description; every string it returns is the framework's own, and a failing
// property prints the same falsifying example either way.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { HARNESS_PYTHONPATH } from "../support/harness.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "seedgate-lambda-sources-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `code` from a file (inspect reads a lambda's source from it). */
function python(name: string, code: string) {
  writeFileSync(join(dir, name), code);
  const r = spawnSync(PY, [name], { cwd: dir, encoding: "utf8", env: { PATH: process.env.PATH ?? "/usr/bin:/bin", PYTHONPATH: HARNESS_PYTHONPATH } });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout.trim().split("\n").at(-1)!) as Record<string, unknown>;
}

/** Counts the framework's own extract_lambda_source calls under a 50-example @given run, with or without the memo. */
const COUNT = (remember: boolean) => `
import gc, json, weakref
from hypothesis import given, settings, strategies as st
from hypothesis.internal import reflection
calls = []
framework = reflection.extract_lambda_source
def counted(f):
    calls.append(getattr(f, "__name__", "?"))  # names only: the list must not keep the function alive
    return framework(f)
reflection.extract_lambda_source = counted
${remember ? "import seedgate_preload; seedgate_preload.remember_lambda_sources(); seedgate_preload.remember_lambda_sources()" : ""}
@settings(max_examples=50, database=None, deadline=None)
@given(st.lists(st.integers()))
def test(xs):
    assert sorted(xs) == sorted(reversed(xs))
test()
square = lambda x: x * x  # noqa: E731
twice = [reflection.get_pretty_function_description(square) for _ in range(2)]
plus = lambda x: x + 1  # noqa: E731
square.__code__ = plus.__code__
swapped = reflection.get_pretty_function_description(square)
class Named:
    __name__ = "<lambda>"
    def __call__(self, x):
        return x
before = len(calls)
odd = Named()
for _ in range(3):
    try:
        reflection.extract_lambda_source(odd)
    except Exception:
        pass
kept = weakref.ref(square)
del square
gc.collect()
print(json.dumps({"calls": before, "odd": len(calls) - before, "twice": twice, "swapped": swapped, "freed": kept() is None}))
`;

test("the framework reads @given's lambda once per run, not once per example; other callables still go to it each time", () => {
  const plain = python("plain.py", COUNT(false));
  const kept = python("kept.py", COUNT(true));
  expect(plain.calls).toBeGreaterThanOrEqual(50); // the cost the memo removes: one read per example
  expect(kept.calls).toBeLessThanOrEqual(3); // @given's lambda once, the module's `square` once, and once more with its new code
  expect(kept.twice).toEqual(plain.twice);
  expect(kept.twice).toEqual(["lambda x: x * x", "lambda x: x * x"]);
  expect(kept.swapped).toBe("lambda x: x + 1"); // a reassigned __code__ is described anew, as the framework would
  expect(kept.odd).toBe(3);
  expect(kept.freed).toBe(true); // remembered for as long as the function lives, no longer
});

test("a failing property prints the same falsifying example, mapped values described by their lambda, with the memo as without it", () => {
  writeFileSync(
    join(dir, "test_prop.py"),
    [
      "from hypothesis import given, settings, strategies as st",
      "",
      "class Box:",
      "    def __init__(self, n):",
      "        self.n = n",
      "",
      "@settings(max_examples=200, database=None, deadline=None)",
      "@given(st.lists(st.integers(min_value=0, max_value=9).map(lambda n: Box(n * 2)), min_size=1), st.text(max_size=3))",
      "def test_no_big_sum(boxes, label):",
      "    assert sum(b.n for b in boxes) < 30, label",
      "",
    ].join("\n"),
  );
  writeFileSync(join(dir, "conftest_memo.py"), "import seedgate_preload\nseedgate_preload.remember_lambda_sources()\n");
  const run = (memo: boolean) => {
    const args = ["-m", "pytest", "-q", "-p", "no:cacheprovider", "--hypothesis-seed=7", ...(memo ? ["-p", "conftest_memo"] : []), "test_prop.py"];
    const r = spawnSync(PY, args, {
      cwd: dir,
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", PYTHONPATH: `${HARNESS_PYTHONPATH}:${dir}` },
    });
    expect(r.status, r.stderr).toBe(1);
    return r.stdout
      .replace(/\d+\.\d+s/g, "T")
      .replace(/ in T/g, "")
      .replace(/ at 0x[0-9a-f]+/g, " at ADDR");
  };
  const plain = run(false);
  expect(plain).toContain("Falsifying example: test_no_big_sum(");
  expect(plain).toContain("(lambda n: Box(n * 2))(5)"); // a mapped value is printed through its function's description
  expect(run(true)).toBe(plain);
}, 60_000);
