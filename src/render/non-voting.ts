// The non-voting sections of the gate's report: shown so a reviewer sees them,
// labelled so nobody mistakes them for a vote.
import type { EarnedReport } from "../core/earned.js";
import type { NonVotingReport, QuarantineReport, TelemetryReport } from "../core/non-voting.js";
import { earnedMarkdown } from "./earned.js";
import { code, escapeCell, inline } from "./text.js";

const MAX_LISTED = 20;

export function nonVotingMarkdown(reports: readonly NonVotingReport[]): string[] {
  const telemetry = reports.filter((r): r is TelemetryReport => r.kind === "telemetry");
  const quarantine = reports.filter((r): r is QuarantineReport => r.kind === "quarantine");
  // Earned checks are optional (a team runs them when agents add draft properties): shown when uploaded.
  const earned = reports.filter((r): r is EarnedReport => r.kind === "earned");
  return [
    "### Telemetry — the patch's own tests (non-voting)",
    "",
    ...(telemetry.length === 0 ? ["_No telemetry report was uploaded._", ""] : telemetry.flatMap(telemetryLines)),
    "### Quarantine — known flaky tests (non-voting)",
    "",
    ...(quarantine.length === 0 ? ["_No quarantine report was uploaded._", ""] : quarantine.flatMap(quarantineLines)),
    ...earned.flatMap(earnedMarkdown),
  ];
}

function telemetryLines(t: TelemetryReport): string[] {
  const counts = `${t.tests} tests: ${t.passed} passed, ${t.failed} failed, ${t.errors} errors, ${t.skipped} skipped`;
  const out = [`**${t.status}** — ${t.status === "not-configured" ? inline(t.detail) : counts}. These results never change the verdict.`, ""];
  for (const f of t.failures.slice(0, MAX_LISTED)) {
    const where = f.file === undefined ? "" : ` (${code(`${f.file}${f.line === undefined ? "" : `:${f.line}`}`)})`;
    out.push(`- ${code(f.name)}${where}: ${inline(f.message.split("\n")[0] ?? "")}`);
  }
  const more = Math.max(0, t.failures.length - MAX_LISTED) + t.failuresOmitted;
  if (more > 0) out.push(`- …and ${more} more failures`);
  if (t.status === "error") out.push(`- ${inline(t.detail)}`);
  return [...out, ""];
}

function quarantineLines(q: QuarantineReport): string[] {
  if (q.catalogue !== "ok") return [`Catalogue ${q.catalogue}: ${inline(q.detail)} Nothing is quarantined.`, ""];
  if (q.entries.length === 0) return ["The catalogue is empty.", ""];
  const rows = q.entries.slice(0, MAX_LISTED).map((e) => `| ${escapeCell(code(e.nodeid))} | ${e.outcome} | ${e.stale ? "**stale**: the test file changed" : "no"} | ${inline(e.reason)} |`);
  const omitted = Math.max(0, q.entries.length - MAX_LISTED) + q.entriesOmitted;
  const more = omitted > 0 ? [`…and ${omitted} more entries.`] : [];
  return ["| node | outcome | stale | reason |", "|---|---|---|---|", ...rows, ...more, ""];
}
