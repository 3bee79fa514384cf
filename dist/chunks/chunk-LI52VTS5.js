import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  nonVotingLine
} from "./chunk-TQOTL3R7.js";
import {
  code
} from "./chunk-KQPKPCX7.js";

// src/modes/telemetry/render.ts
function telemetryMarkdown(t) {
  const lines = [
    `### seedgate telemetry (non-voting): ${t.status}`,
    "",
    `${nonVotingLine(t)}.`,
    "",
    `Telemetry runs the patch's own tests and never votes: this step's \`verdict\` output is always \`success\`, whatever the tests did. ${code(t.detail)}`,
    "",
    ...t.failures.slice(0, 50).map((f) => `- ${code(f.name)}${f.file ? ` at ${code(`${f.file}${f.line ? `:${f.line}` : ""}`)}` : ""}: ${code(f.message.split("\n")[0] ?? "")}`)
  ];
  const more = t.failures.length - 50 + t.failuresOmitted;
  if (more > 0) lines.push(`- …and ${more} more failure(s)`);
  return lines.join("\n") + "\n";
}
function telemetryTerminal(t) {
  const out = [];
  out.push(nonVotingLine(t));
  if (t.status !== "not-configured") out.push(`  ${t.detail}`);
  for (const f of t.failures) out.push(`  ✗ ${f.name}${f.file ? ` (${f.file}${f.line ? `:${f.line}` : ""})` : ""}: ${f.message.split("\n")[0]}`);
  if (t.failuresOmitted > 0) out.push(`  …and ${t.failuresOmitted} more failure(s)`);
  out.push("telemetry never votes: it cannot change the verdict.");
  return out.join("\n");
}

export {
  telemetryMarkdown,
  telemetryTerminal
};
