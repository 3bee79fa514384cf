// command: quarantine — runs the base commit's quarantined nodes (seed 003's
// executor 3), writes the results file for the judge, and reports each node. It
// cannot vote: `verdict` is always `success`, and failing nodes never fail the step.
import * as core from "@actions/core";
import { setOutput } from "./outputs.js";
import { quarantine } from "../modes/quarantine/quarantine.js";
import { quarantineMarkdown } from "../modes/quarantine/render.js";
import { baseOf, type ActionSettings } from "./inputs.js";
import { annotate } from "./log.js";
import { writeResultsFile } from "../adapters/host.js";
import { PASSED, type StepEnd } from "./step.js";
import { resultsPathOf, rowPorts, runIdOf } from "./wiring.js";

export async function runQuarantine(s: ActionSettings, env: NodeJS.ProcessEnv = process.env): Promise<StepEnd> {
  const r = await core.group("seedgate quarantine (non-voting)", () =>
    quarantine({ base: baseOf(s), head: s.head, runId: runIdOf(env), ...(s.config ? { configPath: s.config } : {}) }, rowPorts(s, env)),
  );
  const path = resultsPathOf(s, env, "seedgate-quarantine.json");
  writeResultsFile(path, r.results);
  const q = r.results.report;
  // Warnings, not errors: a stale pin or a broken catalogue is the judge's to weigh.
  annotate(r.findings.map((f) => ({ ...f, severity: "warning" as const, message: `${f.message} (non-voting quarantine)` })));
  const count = (o: string) => q.entries.filter((e) => e.outcome === o).length;
  setOutput("verdict", "success");
  setOutput("results-path", path);
  setOutput(
    "json",
    JSON.stringify({
      command: "quarantine",
      votes: false,
      catalogue: q.catalogue,
      nodes: q.entries.length,
      passed: count("pass"),
      failed: count("fail"),
      stale: q.entries.filter((e) => e.stale).length,
    }),
  );
  await core.summary.addRaw(quarantineMarkdown(q)).write();
  return PASSED;
}
