import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  nonVotingLine
} from "./chunk-TQOTL3R7.js";
import {
  code,
  escapeCell
} from "./chunk-KQPKPCX7.js";

// src/modes/quarantine/render.ts
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
function quarantineTerminal(q) {
  const out = [];
  out.push(nonVotingLine(q));
  for (const e of q.entries)
    out.push(
      `  ${e.outcome === "pass" ? "✓" : "✗"} ${e.nodeid}: ${e.outcome}${e.stale ? " (stale)" : ""} — ${e.detail.split("\n")[0]}
    reason: ${e.reason}`
    );
  out.push("quarantined nodes never vote: they cannot change the verdict.");
  return out.join("\n");
}

export {
  quarantineMarkdown,
  quarantineTerminal
};
