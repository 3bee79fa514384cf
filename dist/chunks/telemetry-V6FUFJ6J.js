import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  telemetry
} from "./chunk-QUZWJCX7.js";
import {
  processExec
} from "./chunk-2GIVUCBU.js";
import {
  nonVotingLine
} from "./chunk-RNOT3IUY.js";
import "./chunk-YWYLN4C5.js";
import "./chunk-HY2CPUQZ.js";
import {
  actionLog
} from "./chunk-3XNE7RLA.js";
import "./chunk-EEVLO6KU.js";
import {
  gitAt
} from "./chunk-UXVFAVEZ.js";
import "./chunk-JRR4UNLQ.js";
import {
  code
} from "./chunk-KQPKPCX7.js";
import "./chunk-LAABB2II.js";
import "./chunk-J3N2MXOX.js";
import {
  group,
  notice,
  setOutput,
  summary
} from "./chunk-VSAVYPF3.js";
import "./chunk-ETS57EWI.js";
import "./chunk-HQD34ZV6.js";
import "./chunk-POJ3TFSW.js";
import "./chunk-RGSGG2WK.js";
import "./chunk-TIXSLBC3.js";
import "./chunk-UD43POHF.js";
import "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/action/telemetry.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
var MAX_NOTICES = 10;
async function runTelemetry(s, env = process.env) {
  const r = await group(
    "seedgate telemetry (non-voting)",
    () => telemetry(
      { base: s.base, head: s.head, runId: `${env.GITHUB_RUN_ID ?? "local"}-${env.GITHUB_RUN_ATTEMPT ?? "1"}`, ...s.config ? { configPath: s.config } : {} },
      { git: gitAt(s.workspace), exec: processExec, log: actionLog, env }
    )
  );
  const path = s.results ?? join(env.RUNNER_TEMP ?? s.workspace, "seedgate-telemetry.json");
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(r.results, null, 2) + "\n");
  const t = r.results.report;
  for (const f of t.failures.slice(0, MAX_NOTICES)) {
    notice(`${f.name}: ${f.message} (non-voting telemetry)`, {
      title: "seedgate telemetry (non-voting)",
      ...f.file ? { file: f.file } : {},
      ...f.line ? { startLine: f.line } : {}
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
      errors: t.errors
    })
  );
  await summary.addRaw(telemetryMarkdown(t)).write();
}
function telemetryMarkdown(t) {
  const lines = [
    `### seedgate telemetry (non-voting): ${t.status}`,
    "",
    `${nonVotingLine(t)}.`,
    "",
    `Telemetry runs the patch's own tests and never votes: this step's \`verdict\` output is always \`success\`, whatever the tests did. ${code(t.detail)}`,
    "",
    ...t.failures.slice(0, 50).map((f) => `- ${code(f.name)}${f.file ? ` at ${code(`${f.file}${f.line ? `:${f.line}` : ""}`)}` : ""}: ${code(f.message.split("\n")[0] ?? "")}`)
  ];
  const more = t.failures.length - 50 + t.failuresOmitted;
  if (more > 0) lines.push(`- …and ${more} more failure(s)`);
  return lines.join("\n") + "\n";
}
export {
  runTelemetry,
  telemetryMarkdown
};
