import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  gateLog
} from "./chunk-AGR5OWEW.js";
import {
  PREFLIGHT_REFUSED,
  refusalLine,
  refusals
} from "./chunk-P6U5UL5V.js";
import {
  findingLine,
  short,
  verdictWord
} from "./chunk-KQPKPCX7.js";

// src/modes/gate/render-text.ts
var refusedRow = (f) => /^lane\.(replay|holdout)\.error$/.test(f.code) && f.message.includes(`(${PREFLIGHT_REFUSED} `);
function gateTerminal(r) {
  const j = r.judgement;
  const head = `seedgate gate  base ${short(r.base)}  head ${short(r.head)}  check "${r.check.name}"`;
  const refused = refusals(j.blocking, (row) => ({ property: row.planned.property, detail: row.claimed.detail })).map((g) => `  ✗ ${refusalLine(g)}`);
  const reasons = [
    ...refused,
    ...j.reasons.filter((f) => !refusedRow(f)).map((f) => `  ✗ ${findingLine(f)}${f.hint ? `
      hint: ${f.hint.replace("--base BASE", `--base ${r.base}`)}` : ""}`)
  ];
  const verdict = `verdict: ${verdictWord(r.verdict)}${reasons.length ? ` (${reasons.length} reason${reasons.length === 1 ? "" : "s"})` : ""}`;
  return [head, "", gateLog(r), ...reasons.length > 0 ? [`Every reason (${reasons.length}):`, ...reasons, ""] : [], verdict].join("\n");
}

export {
  gateTerminal
};
