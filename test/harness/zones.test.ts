// zoneinfo, pytz and dateutil zones cross by key (issue 47 item 1), checked by real pytest and Hypothesis runs
// (test/harness/py/test_zones.py; ipaddress values in test_fixture_values.py): the codec's round trip of a ZoneInfo and a zoned datetime
// (fold kept), a typed fixture's, the refusal of a zone with no key, and under
// `isolation: process` a production function taking and returning zoned datetimes passes; a pytz or dateutil
// zone crosses by value only to an oracle that announced its library (test_zone_announcement.py).
import { spawnSync } from "node:child_process";
import { expect, test } from "vitest";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const FILES = ["test_zones.py", "test_fixture_values.py", "test_zone_announcement.py"].map((f) => `test/harness/py/${f}`);

test("test_zones.py: zoneinfo, pytz and dateutil zones cross the codec, a fixture and the process boundary by key", () => {
  const r = spawnSync(PY, ["-m", "pytest", "-q", "-p", "no:cacheprovider", ...FILES], {
    encoding: "utf8",
    timeout: 300_000,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PYTHONDONTWRITEBYTECODE: "1" },
  });
  const output = `${r.stdout}${r.stderr}`;
  expect(output.trim().split("\n").at(-1), output.slice(-4000)).toMatch(/^24 passed in /);
  expect(r.status).toBe(0);
}, 320_000);
