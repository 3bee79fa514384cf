// What quarantine shows: the job summary's Markdown and the terminal's lines. It never votes.
import { nonVotingLine, type QuarantineReport } from "../../core/judge/non-voting.js";
import { code, escapeCell } from "../../render/text.js";

export function quarantineMarkdown(q: QuarantineReport): string {
  const head = [
    `### seedgate quarantine (non-voting): catalogue ${q.catalogue}`,
    "",
    `${nonVotingLine(q).replace(/ — .*$/, "")}.`,
    "",
    `Quarantined nodes run on a side channel and never vote: this step's \`verdict\` output is always \`success\`. ${code(q.detail)}`,
    "",
  ];
  if (q.entries.length === 0) return head.join("\n") + "\n";
  const rows = q.entries.map(
    (e) =>
      `| ${escapeCell(code(e.nodeid))} | ${e.outcome} | ${e.stale ? "**stale**" : "no"} | ${escapeCell(code(e.detail.split("\n")[0] ?? ""))} | ${escapeCell(code(e.reason))} |`,
  );
  return [...head, "| node | outcome | stale | detail | reason |", "|---|---|---|---|---|", ...rows].join("\n") + "\n";
}

/** The terminal's lines (stdout). */
export function quarantineTerminal(q: QuarantineReport): string {
  const out: string[] = [];
  out.push(nonVotingLine(q));
  for (const e of q.entries)
    out.push(
      `  ${e.outcome === "pass" ? "✓" : "✗"} ${e.nodeid}: ${e.outcome}${e.stale ? " (stale)" : ""} — ${e.detail.split("\n")[0]}\n    reason: ${e.reason}`,
    );
  out.push("quarantined nodes never vote: they cannot change the verdict.");
  return out.join("\n");
}
