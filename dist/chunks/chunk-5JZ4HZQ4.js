import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  rawCommand
} from "./chunk-YHU65EB3.js";
import {
  findingLine,
  short,
  verdictWord
} from "./chunk-RCS2DSJP.js";

// src/render/gate-text.ts
function gateTerminal(r) {
  const j = r.judgement;
  const lines = [`seedgate gate  base ${short(r.base)}  head ${short(r.head)}  check "${r.check.name}"`];
  lines.push(`  seal        ${r.seal.writeSet.changed} changed, ${r.seal.hits.length} sealed${r.approval?.approved ? ` (approved by ${r.approval.by})` : ""}`);
  for (const l of j.lanes) {
    const c = l.counts;
    lines.push(`  ${l.lane.padEnd(10)}  ${l.rows}/${l.expected} rows: ${c.pass} passed, ${c.fail} failed, ${c.flaky} flaky, ${c.frozen} frozen, ${c.timeout} timed out, ${c.error} errors — votes`);
  }
  for (const n of j.nonVoting) {
    if (n.kind === "telemetry") lines.push(`  telemetry   ${n.status}: ${n.passed}/${n.tests} passed (never votes)`);
    else if (n.kind === "earned") lines.push(`  earned      ${n.properties.filter((d) => d.label === "earned").length}/${n.properties.length} draft(s) earned (never votes)`);
    else lines.push(`  quarantine  ${n.catalogue}: ${n.entries.length} node(s), ${n.entries.filter((e) => e.outcome !== "pass").length} not passing (never votes)`);
  }
  for (const f of j.reasons) lines.push(`  ✗ ${findingLine(f)}${f.hint ? `
      hint: ${f.hint}` : ""}`);
  for (const f of j.notes) lines.push(`  · ${findingLine(f)}`);
  for (const row of j.blocking.slice(0, 20)) {
    lines.push(`  reproduce ${row.planned.property}:${row.planned.key}: seedgate lane ${row.planned.lane} --base ${short(r.base)} --only ${row.planned.property}:${row.planned.key}`);
    const raw = rawCommand(row);
    if (raw) lines.push(`            ${raw}`);
  }
  lines.push(`verdict: ${verdictWord(r.verdict)}${j.reasons.length ? ` (${j.reasons.length} reason${j.reasons.length === 1 ? "" : "s"})` : ""}`);
  return lines.join("\n");
}

export {
  gateTerminal
};
