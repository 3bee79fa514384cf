// Dataclass instances keep their types in typed fixtures (issue 47 item 1), checked by real
// pytest and Hypothesis runs (test/harness/py/test_fixture_dataclasses.py): round trips of
// drawn instances (frozen and not, nested, holding enum members and Decimals), the class by
// name and its init fields by name, the wire refusing the tag, and the refusals (an init=False
// field, an InitVar, an __init__ of the class's own, a class in a function or claiming another's
// name, a field with no typed form; at replay an alias, changed fields, a refusing constructor).
import { spawnSync } from "node:child_process";
import { expect, test } from "vitest";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";

test("test_fixture_dataclasses.py: dataclass instances are stored exactly, or refused naming the argument and the class", () => {
  const r = spawnSync(PY, ["-m", "pytest", "-q", "-p", "no:cacheprovider", "test/harness/py/test_fixture_dataclasses.py"], {
    encoding: "utf8",
    timeout: 120_000,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PYTHONDONTWRITEBYTECODE: "1" },
  });
  const output = `${r.stdout}${r.stderr}`;
  expect(output.trim().split("\n").at(-1), output.slice(-4000)).toMatch(/^23 passed in /);
  expect(r.status).toBe(0);
}, 150_000);
