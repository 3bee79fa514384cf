// The gate for a terminal and the job log: the report's own tree as plain text
// (no Markdown escapes such as `pager\_keeps\_items`), then the verdict line.
import type { GateResult } from "./gate.js";
import { gateLog } from "./render.js";
import { findingLine, short, verdictWord } from "../../render/text.js";
import type { Finding } from "../../core/findings.js";
import { PREFLIGHT_REFUSED, refusalLine, refusals } from "../../core/judge/preflight-refusal.js";

/** A row's finding whose row the preflight refused: those are listed once per property instead. */
const refusedRow = (f: Finding): boolean => /^lane\.(replay|holdout)\.error$/.test(f.code) && f.message.includes(`(${PREFLIGHT_REFUSED} `);

export function gateTerminal(r: GateResult): string {
  const j = r.judgement;
  const head = `seedgate gate  base ${short(r.base)}  head ${short(r.head)}  check "${r.check.name}"`;
  // The log keeps every reason the check run and comment summarise or cut; a preflight refusal once per property.
  const refused = refusals(j.blocking, (row) => ({ property: row.planned.property, detail: row.claimed.detail })).map((g) => `  ✗ ${refusalLine(g)}`);
  const reasons = [
    ...refused,
    ...j.reasons
      .filter((f) => !refusedRow(f))
      .map((f) => `  ✗ ${findingLine(f)}${f.hint ? `\n      hint: ${f.hint.replace("--base BASE", `--base ${r.base}`)}` : ""}`),
  ];
  const verdict = `verdict: ${verdictWord(r.verdict)}${reasons.length ? ` (${reasons.length} reason${reasons.length === 1 ? "" : "s"})` : ""}`;
  return [head, "", gateLog(r), ...(reasons.length > 0 ? [`Every reason (${reasons.length}):`, ...reasons, ""] : []), verdict].join("\n");
}
