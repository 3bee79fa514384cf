// command: plan — the matrix output for lane jobs.
import * as core from "@actions/core";
import { setOutput } from "./outputs.js";
import { gitAt } from "../adapters/git.js";
import { systemClock } from "../adapters/host.js";
import { plan } from "../modes/plan/plan.js";
import { planMarkdown } from "../modes/plan/render.js";
import { baseOf, type ActionSettings } from "./inputs.js";
import { annotate } from "./log.js";
import { failedBecause, PASSED, type StepEnd } from "./step.js";

export async function runPlan(s: ActionSettings): Promise<StepEnd> {
  const r = await plan({ base: baseOf(s), ...(s.config ? { configPath: s.config } : {}) }, { git: gitAt(s.workspace), clock: systemClock });
  setOutput("matrix", JSON.stringify(r.matrix));
  setOutput("json", JSON.stringify(r));
  annotate(r.findings, { failing: r.findings.length > 0 });
  await core.summary.addRaw(planMarkdown(r)).write();
  return r.findings.length === 0 ? PASSED : failedBecause(`${r.findings.length} invalid sealed input(s); the gate would block`);
}
