// A hunt's report on a terminal: each seed that did not simply miss, the message, the notes, the proposal's diff.
// A preflight's refusal (an unsupported framework version) is said once, with the seeds it covers.
import { isPreflightRefusal, refusalLine, refusals } from "../core/judge/preflight-refusal.js";
import type { HuntRun } from "../modes/hunt/hunt.js";

export function huntText(r: HuntRun): string {
  const lines = [
    `hunt ${r.property} (${r.format}) on parent ${r.parent.slice(0, 12)}: ${r.hits.length} hits, ${r.misses.length} misses, ${r.timeouts.length} timeouts, ${r.errors.length} errors`,
  ];
  const refused = (row: HuntRun["rows"][number]) => row.outcome === "error" && isPreflightRefusal(row.detail);
  for (const g of refusals(r.rows.filter(refused), (row) => ({ property: r.property, detail: row.detail }))) lines.push(`  ${refusalLine(g)}`);
  for (const row of r.rows.filter((x) => x.outcome !== "miss" && !refused(x))) {
    const f =
      row.fixture === undefined
        ? ""
        : "error" in row.fixture
          ? `; no fixture: ${row.fixture.error}`
          : `; fixture ${row.fixture.path} sha256=${row.fixture.sha256} (${row.fixture.source}) ${row.fixture.detail}`;
    lines.push(`  seed ${row.seed}: ${row.outcome}${row.outcome === "hit" ? "" : ` (${row.detail})`}${f}`);
  }
  lines.push(r.message);
  if (r.reproduction?.reproduces) lines.push(`the proposal ${r.reproduction.why}`);
  for (const n of r.notes ?? []) lines.push(`note: ${n.message}`, `  hint: ${n.hint}`);
  if (r.proposal) lines.push(...(r.proposal.out ? [`proposal: ${r.proposal.out}`] : []), "", r.proposal.diff);
  return lines.join("\n");
}
