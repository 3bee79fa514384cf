import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  quarantine
} from "./chunk-CZ3KQS7E.js";
import "./chunk-IVZA6VPF.js";
import "./chunk-FVJCI4OI.js";
import {
  processExec
} from "./chunk-2GIVUCBU.js";
import {
  nonVotingLine
} from "./chunk-RNOT3IUY.js";
import "./chunk-YWYLN4C5.js";
import "./chunk-AT54UT5Y.js";
import "./chunk-M7ZJKIVN.js";
import "./chunk-FRHM7H5J.js";
import "./chunk-B2OSXJIB.js";
import "./chunk-HY2CPUQZ.js";
import "./chunk-5ZNTKWF7.js";
import {
  actionLog,
  annotate
} from "./chunk-3XNE7RLA.js";
import "./chunk-EEVLO6KU.js";
import {
  gitAt
} from "./chunk-UXVFAVEZ.js";
import "./chunk-KQ6PUVDF.js";
import "./chunk-JRR4UNLQ.js";
import {
  code,
  escapeCell
} from "./chunk-KQPKPCX7.js";
import "./chunk-LAABB2II.js";
import "./chunk-J3N2MXOX.js";
import {
  group,
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

// src/action/quarantine.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
async function runQuarantine(s, env = process.env) {
  const r = await group(
    "seedgate quarantine (non-voting)",
    () => quarantine(
      { base: s.base, head: s.head, runId: `${env.GITHUB_RUN_ID ?? "local"}-${env.GITHUB_RUN_ATTEMPT ?? "1"}`, ...s.config ? { configPath: s.config } : {} },
      { git: gitAt(s.workspace), exec: processExec, log: actionLog, env }
    )
  );
  const path = s.results ?? join(env.RUNNER_TEMP ?? s.workspace, "seedgate-quarantine.json");
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(r.results, null, 2) + "\n");
  const q = r.results.report;
  annotate(r.findings.map((f) => ({ ...f, severity: "warning", message: `${f.message} (non-voting quarantine)` })));
  const count = (o) => q.entries.filter((e) => e.outcome === o).length;
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
      stale: q.entries.filter((e) => e.stale).length
    })
  );
  await summary.addRaw(quarantineMarkdown(q)).write();
}
function quarantineMarkdown(q) {
  const head = [
    `### seedgate quarantine (non-voting): catalogue ${q.catalogue}`,
    "",
    `${nonVotingLine(q).replace(/ — .*$/, "")}.`,
    "",
    `Quarantined nodes run on a side channel and never vote: this step's \`verdict\` output is always \`success\`. ${code(q.detail)}`,
    ""
  ];
  if (q.entries.length === 0) return head.join("\n") + "\n";
  const rows = q.entries.map(
    (e) => `| ${escapeCell(code(e.nodeid))} | ${e.outcome} | ${e.stale ? "**stale**" : "no"} | ${escapeCell(code(e.detail.split("\n")[0] ?? ""))} | ${escapeCell(code(e.reason))} |`
  );
  return [...head, "| node | outcome | stale | detail | reason |", "|---|---|---|---|---|", ...rows].join("\n") + "\n";
}
export {
  quarantineMarkdown,
  runQuarantine
};
