// command: telemetry — runs the patch's own tests (seed 003's executor 1), writes the
// results file for the judge, and reports. It cannot vote: `verdict` is always
// `success` and failing tests never fail the step (only a usage or config error does).
import * as core from "@actions/core";
import { setOutput } from "./outputs.js";
import { telemetry } from "../modes/telemetry/telemetry.js";
import { telemetryMarkdown } from "../modes/telemetry/render.js";
import { baseOf, type ActionSettings } from "./inputs.js";
import { writeResultsFile } from "../adapters/host.js";
import { PASSED, type StepEnd } from "./step.js";
import { resultsPathOf, rowPorts, runIdOf } from "./wiring.js";

/** Workflow-command annotations per step are few on GitHub; the check run carries the rest. */
const MAX_NOTICES = 10;

export async function runTelemetry(s: ActionSettings, env: NodeJS.ProcessEnv = process.env): Promise<StepEnd> {
  const r = await core.group("seedgate telemetry (non-voting)", () =>
    telemetry({ base: baseOf(s), head: s.head, runId: runIdOf(env), ...(s.config ? { configPath: s.config } : {}) }, rowPorts(s, env)),
  );
  const path = resultsPathOf(s, env, "seedgate-telemetry.json");
  writeResultsFile(path, r.results);
  const t = r.results.report;
  for (const f of t.failures.slice(0, MAX_NOTICES)) {
    core.notice(`${f.name}: ${f.message} (non-voting telemetry)`, {
      title: "seedgate telemetry (non-voting)",
      ...(f.file ? { file: f.file } : {}),
      ...(f.line ? { startLine: f.line } : {}),
    });
  }
  setOutput("verdict", "success");
  setOutput("results-path", path);
  setOutput(
    "json",
    JSON.stringify({
      command: "telemetry",
      votes: false,
      status: t.status,
      tests: t.tests,
      passed: t.passed,
      failed: t.failed,
      skipped: t.skipped,
      errors: t.errors,
    }),
  );
  await core.summary.addRaw(telemetryMarkdown(t)).write();
  return PASSED;
}
