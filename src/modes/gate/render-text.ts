// The gate for a terminal and the job log: the report's own tree as plain text
// (no Markdown escapes such as `pager\_keeps\_items`), then the verdict line.
import type { GateResult } from "./gate.js";
import { gateLog } from "./render.js";
import { findingLine, short, verdictWord } from "../../render/text.js";

export function gateTerminal(r: GateResult): string {
  const j = r.judgement;
  const head = `seedgate gate  base ${short(r.base)}  head ${short(r.head)}  check "${r.check.name}"`;
  const verdict = `verdict: ${verdictWord(r.verdict)}${j.reasons.length ? ` (${j.reasons.length} reason${j.reasons.length === 1 ? "" : "s"})` : ""}`;
  // The log keeps every reason the check run and comment summarise or cut.
  const reasons = j.reasons.map((f) => `  ✗ ${findingLine(f)}${f.hint ? `\n      hint: ${f.hint.replace("--base BASE", `--base ${r.base}`)}` : ""}`);
  return [head, "", gateLog(r), ...(reasons.length > 0 ? [`Every reason (${reasons.length}):`, ...reasons, ""] : []), verdict].join("\n");
}
