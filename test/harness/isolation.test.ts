// Process isolation's Python half (src/harness/seedgate_{codec,exceptions,wire,subject,
// remote,proxy}.py), checked by real pytest and Hypothesis runs: the Python modules under
// test/harness/py drive seedgate_boot.py with `isolation: process` and `shared` on small
// projects (a sealed oracle copy beside a production tree) and read the lane's JUnit and
// result channel, as the runner does.
import { spawnSync } from "node:child_process";
import { expect, test } from "vitest";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";

/** pytest's summary for one module of test/harness/py: its exit code and "N passed". */
function pytest(module: string): { code: number | null; summary: string; output: string } {
  const r = spawnSync(PY, ["-m", "pytest", "-q", "-p", "no:cacheprovider", `test/harness/py/${module}`], {
    encoding: "utf8",
    timeout: 400_000,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PYTHONDONTWRITEBYTECODE: "1" },
  });
  const output = `${r.stdout}${r.stderr}`;
  return { code: r.status, summary: output.trim().split("\n").at(-1) ?? "", output };
}

const cases: [string, number, string][] = [
  ["test_codec.py", 15, "values cross by value exactly, subclasses as their base's value, refusals are clear, exceptions as mirrors"],
  ["test_realistic.py", 1, "real-shaped properties pass under process; a mutated argument is an isolation error"],
  [
    "test_attacks.py",
    6,
    "gc report hook, settrace, AssertionError, lying int, a truthy comparison: a pass under shared, a failure (or an isolation error) under process",
  ],
  [
    "test_shapes.py",
    15,
    "a handle never answers ==, < or in against a test value unless recorded, nor comes back from a call where the base's did not: always-equal, lying order, lying elements, joker, impostor, a handle where the base returned a list",
  ],
  ["test_broken_subject.py", 4, "a subject that dies or sends refused bytes makes an isolation error"],
  ["test_swallow.py", 2, "sealed failures stay failures: a production __exit__ or helper cannot swallow the sealed assertion under process"],
  ["test_replays.py", 4, "fixture replays (single, batched with a forked subject) and seed 003's harness under process"],
];

test.each(cases)(
  "%s (%i): %s",
  (module, count) => {
    const r = pytest(module);
    expect(r.summary, r.output.slice(-4000)).toMatch(new RegExp(`^${count} passed in `));
    expect(r.code).toBe(0);
  },
  420_000,
);
