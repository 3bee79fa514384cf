// Enum members, pathlib paths, ranges and slices keep their types in typed fixtures (issue 47
// item 1), checked by real pytest and Hypothesis runs (test/harness/py/test_fixture_kinds.py):
// round trips of drawn values, a member by name (an IntEnum's too), the wire carrying pure
// paths, ranges and slices but refusing a member by name or a concrete path, and the refusals
// (a Flag combination, a class claiming another enum's name, an alias, a gone member).
import { spawnSync } from "node:child_process";
import { expect, test } from "vitest";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";

test("test_fixture_kinds.py: enum members, paths, ranges and slices are stored exactly, or refused by name", () => {
  const r = spawnSync(PY, ["-m", "pytest", "-q", "-p", "no:cacheprovider", "test/harness/py/test_fixture_kinds.py"], {
    encoding: "utf8",
    timeout: 120_000,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PYTHONDONTWRITEBYTECODE: "1" },
  });
  const output = `${r.stdout}${r.stderr}`;
  expect(output.trim().split("\n").at(-1), output.slice(-4000)).toMatch(/^19 passed in /);
  expect(r.status).toBe(0);
}, 150_000);
