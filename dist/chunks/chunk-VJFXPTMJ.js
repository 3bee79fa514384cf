import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  gateLog
} from "./chunk-C6UZIUSW.js";
import {
  findingLine,
  short,
  verdictWord
} from "./chunk-KQPKPCX7.js";

// src/modes/gate/render-text.ts
function gateTerminal(r) {
  const j = r.judgement;
  const head = `seedgate gate  base ${short(r.base)}  head ${short(r.head)}  check "${r.check.name}"`;
  const verdict = `verdict: ${verdictWord(r.verdict)}${j.reasons.length ? ` (${j.reasons.length} reason${j.reasons.length === 1 ? "" : "s"})` : ""}`;
  const reasons = j.reasons.map((f) => `  ✗ ${findingLine(f)}${f.hint ? `
      hint: ${f.hint.replace("--base BASE", `--base ${r.base}`)}` : ""}`);
  return [head, "", gateLog(r), ...reasons.length > 0 ? [`Every reason (${reasons.length}):`, ...reasons, ""] : [], verdict].join("\n");
}

export {
  gateTerminal
};
