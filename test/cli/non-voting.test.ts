// `seedgate telemetry` and `seedgate quarantine`: exit 0 whatever the tests did
// (they never vote), 2 for usage and config errors.
import { afterEach, beforeEach, expect, test } from "vitest";
import { main } from "../../src/cli/dispatch.js";
import type { CliIo } from "../../src/cli/io.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";

function io(): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (t) => void stdout.push(t), err: (t) => void stderr.push(t), isTTY: false, color: false };
}

let repo: TempRepo;
beforeEach(() => {
  repo = tempRepo();
  repo.write("tests/examples/test_x.py", "def test_bad():\n    assert 1 == 2\n");
  repo.write(
    ".github/seedgate.yml",
    `telemetry:\n  command: ${JSON.stringify([PY, "-m", "pytest", "tests/examples", "--junitxml=t.xml", "-p", "no:cacheprovider"])}\n  junit: t.xml\n`,
  );
  repo.commit("base");
});
afterEach(() => repo.cleanup());

test("telemetry with a failing test exits 0 and says it does not vote", async () => {
  const t = io();
  expect(await main(["telemetry", "--cwd", repo.dir], t)).toBe(0);
  const text = t.stdout.join("\n");
  expect(text).toContain("telemetry (non-voting): failed — 1 tests, 0 passed, 1 failed");
  expect(text).toContain("tests/examples/test_x.py:2");
  expect(text).toContain("never votes");
});

test("quarantine --json prints the run; no catalogue is absent and exits 0", async () => {
  const t = io();
  expect(await main(["quarantine", "--cwd", repo.dir, "--json"], t)).toBe(0);
  expect(JSON.parse(t.stdout.join("\n"))).toMatchObject({
    command: "quarantine",
    results: { kind: "quarantine", report: { catalogue: "absent", votes: false } },
  });
});

test("a misspelt flag and an invalid base config are exit 2", async () => {
  const usage = io();
  expect(await main(["telemetry", "--bsae", "HEAD"], usage)).toBe(2);
  expect(usage.stderr.join("\n")).toContain("usage error");
  repo.write(".github/seedgate.yml", "telemetry:\n  command: []\n");
  repo.commit("bad config");
  const config = io();
  expect(await main(["quarantine", "--cwd", repo.dir], config)).toBe(2);
  expect(config.stderr.join("\n")).toContain("config error");
});
