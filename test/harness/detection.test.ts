// Detection is not one lookup (issue 44 item 7), checked by a real lane: production code in
// the subject scans its own process for seedgate's name and the harness's path wherever
// one lookup reaches (test/harness/py/test_detection.py, projects/detection/repo/scan.py),
// with the subject started as the runner starts it and, as the control, from its script.
import { spawnSync } from "node:child_process";
import { expect, test } from "vitest";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";

test("the subject as the runner starts it shows no seedgate name, whatever variables it is handed; started from its script, its path shows", () => {
  const r = spawnSync(PY, ["-m", "pytest", "-q", "-p", "no:cacheprovider", "test/harness/py/test_detection.py"], {
    encoding: "utf8",
    timeout: 300_000,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PYTHONDONTWRITEBYTECODE: "1" },
  });
  const output = `${r.stdout}${r.stderr}`;
  expect(output.trim().split("\n").at(-1), output.slice(-4000)).toMatch(/^3 passed in /);
  expect(r.status).toBe(0);
}, 320_000);
