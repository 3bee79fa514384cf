// The telemetry and quarantine commands of the action: a failing test or node
// leaves the step green with `verdict=success`, and the results file is what the judge reads.
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import { readSettings, type ActionSettings } from "../../src/action/inputs.js";
import { runQuarantine } from "../../src/action/quarantine.js";
import { runTelemetry } from "../../src/action/telemetry.js";
import { parseNonVoting } from "../../src/core/judge/non-voting.js";
import { tempRepo, type TempRepo } from "../support/repo.js";

const PY = process.env.SEEDGATE_PYTHON ?? "/usr/bin/python3";
const TEST = "def test_ok():\n    assert True\n\ndef test_bad():\n    assert 1 == 2, 'one is not two'\n";

let repo: TempRepo;
let runner: string;
let sha: string;
// One runner directory per file: @actions/core caches the summary file's path on first use.
beforeAll(() => {
  runner = mkdtempSync(join(tmpdir(), "seedgate-runner-"));
  process.env.GITHUB_OUTPUT = join(runner, "output");
  process.env.GITHUB_STEP_SUMMARY = join(runner, "summary");
});
afterAll(() => {
  rmSync(runner, { recursive: true, force: true });
  delete process.env.GITHUB_OUTPUT;
  delete process.env.GITHUB_STEP_SUMMARY;
});
beforeEach(() => {
  repo = tempRepo();
  repo.write("tests/examples/test_x.py", TEST);
  repo.write(
    ".github/seedgate.yml",
    `telemetry:\n  command: ${JSON.stringify([PY, "-m", "pytest", "tests/examples", "--junitxml=t.xml", "-p", "no:cacheprovider"])}\n  junit: t.xml\n`,
  );
  const digest = createHash("sha256").update(TEST).digest("hex");
  repo.write(".sealed/quarantine.json", JSON.stringify({ entries: [{ nodeid: "tests/examples/test_x.py::test_bad", file_sha256: digest, reason: "flaky" }] }));
  sha = repo.commit("base");
  for (const f of ["output", "summary"]) writeFileSync(join(runner, f), "");
  process.exitCode = undefined;
});
afterEach(() => repo.cleanup());

/** Settings through the real input reader, as the runner would pass them. */
function settings(command: "telemetry" | "quarantine", results?: string): ActionSettings {
  const inputs = { INPUT_COMMAND: command, INPUT_BASE: sha, INPUT_HEAD: sha, INPUT_TOKEN: "ghs_secret", INPUT_RESULTS: results ?? "" };
  Object.assign(process.env, inputs);
  try {
    return readSettings({ GITHUB_WORKSPACE: repo.dir, GITHUB_EVENT_NAME: "pull_request" });
  } finally {
    for (const k of Object.keys(inputs)) delete process.env[k];
  }
}
const env = () => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  SEEDGATE_PYTHON: PY,
  RUNNER_TEMP: runner,
  INPUT_TOKEN: "ghs_secret",
  GITHUB_RUN_ID: "42",
  GITHUB_RUN_ATTEMPT: "2",
});
const output = (name: string): string | undefined =>
  new RegExp(`^${name}<<(\\S+)\\n([\\s\\S]*?)\\n\\1$`, "m").exec(readFileSync(join(runner, "output"), "utf8"))?.[2];

test("telemetry: a failing test leaves verdict success and a passing step; the results file parses", async () => {
  await runTelemetry(settings("telemetry"), env());
  expect(output("verdict")).toBe("success");
  expect(process.exitCode).toBeUndefined();
  const path = output("results-path")!;
  expect(path).toBe(join(runner, "seedgate-telemetry.json"));
  const parsed = parseNonVoting(readFileSync(path, "utf8"), "seedgate-telemetry.json");
  expect(parsed.ok && parsed.value).toMatchObject({ kind: "telemetry", head: sha, runId: "42-2", report: { status: "failed", tests: 2, failed: 1 } });
  expect(JSON.parse(output("json")!)).toMatchObject({ command: "telemetry", votes: false, status: "failed" });
  const summary = readFileSync(join(runner, "summary"), "utf8");
  expect(summary).toContain("telemetry (non-voting): failed");
  expect(summary).toContain("never votes");
  expect(summary).toContain("tests/examples/test_x.py:5");
});

test("quarantine: a failing node leaves verdict success; the results input names the file", async () => {
  const results = join(runner, "out", "q.json");
  await runQuarantine(settings("quarantine", results), env());
  expect(output("verdict")).toBe("success");
  expect(process.exitCode).toBeUndefined();
  expect(output("results-path")).toBe(results);
  const parsed = parseNonVoting(readFileSync(results, "utf8"), "q.json");
  expect(parsed.ok && parsed.value.report).toMatchObject({ kind: "quarantine", catalogue: "ok", entries: [{ outcome: "fail", stale: false }] });
  const summary = readFileSync(join(runner, "summary"), "utf8");
  expect(summary).toContain("quarantine (non-voting)");
  expect(summary).toMatch(/\| `tests\/examples\/test_x\.py::test_bad` \| fail \| no \|/);
});
