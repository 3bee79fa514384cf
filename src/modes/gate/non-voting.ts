// The non-voting sections of the gate's report: shown so a reviewer sees them,
// labelled so nobody mistakes them for a vote. A section appears only when its
// report says something: telemetry that is not configured and a quarantine
// catalogue that does not exist print nothing (they are not news on every PR).
import type { EarnedReport } from "../../core/judge/earned.js";
import type { NonVotingReport, QuarantineReport, TelemetryReport } from "../../core/judge/non-voting.js";
import { earnedBlocks } from "../earned/render.js";
import { bullets, heading, inlineCode, paragraph, strong, table, text, type Block, type InlineArg } from "../../render/md.js";

const MAX_LISTED = 20;

export function nonVotingBlocks(reports: readonly NonVotingReport[]): Block[] {
  const telemetry = reports.filter((r): r is TelemetryReport => r.kind === "telemetry" && r.status !== "not-configured");
  const quarantine = reports.filter((r): r is QuarantineReport => r.kind === "quarantine" && r.catalogue !== "absent");
  const earned = reports.filter((r): r is EarnedReport => r.kind === "earned");
  return [
    ...(telemetry.length > 0 ? [heading(3, "Telemetry — the patch's own tests (non-voting)"), ...telemetry.flatMap(telemetryBlocks)] : []),
    ...(quarantine.length > 0 ? [heading(3, "Quarantine — known flaky tests (non-voting)"), ...quarantine.flatMap(quarantineBlocks)] : []),
    ...earned.flatMap(earnedBlocks),
  ];
}

function telemetryBlocks(t: TelemetryReport): Block[] {
  const counts = `${t.tests} tests: ${t.passed} passed, ${t.failed} failed, ${t.errors} errors, ${t.skipped} skipped`;
  const out: Block[] = [paragraph(strong(t.status), ` — ${counts}. These results never change the verdict.`)];
  const lines: InlineArg[][] = t.failures
    .slice(0, MAX_LISTED)
    .map((f) => [
      inlineCode(f.name),
      ...(f.file === undefined ? [] : [" (", inlineCode(`${f.file}${f.line === undefined ? "" : `:${f.line}`}`), ")"]),
      text(`: ${f.message.split("\n")[0] ?? ""}`),
    ]);
  const more = Math.max(0, t.failures.length - MAX_LISTED) + t.failuresOmitted;
  if (more > 0) lines.push([text(`…and ${more} more failures`)]);
  if (t.status === "error") lines.push([text(t.detail)]);
  return lines.length > 0 ? [...out, bullets(lines)] : out;
}

function quarantineBlocks(q: QuarantineReport): Block[] {
  if (q.catalogue !== "ok") return [paragraph(`Catalogue ${q.catalogue}: ${q.detail}`)];
  if (q.entries.length === 0) return [paragraph("The catalogue is empty.")];
  const rows = q.entries.slice(0, MAX_LISTED).map((e) => [inlineCode(e.nodeid), e.outcome, e.stale ? strong("stale: the test file changed") : "no", e.reason]);
  const omitted = Math.max(0, q.entries.length - MAX_LISTED) + q.entriesOmitted;
  return [table(["node", "outcome", "stale", "reason"], rows), ...(omitted > 0 ? [paragraph(`…and ${omitted} more entries.`)] : [])];
}
