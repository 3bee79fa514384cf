import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  isPreflightRefusal,
  laneReproduce,
  refusalLine,
  refusals
} from "./chunk-P6U5UL5V.js";
import {
  findingLine
} from "./chunk-KQPKPCX7.js";

// src/modes/lane/render.ts
var count = (r, outcome) => r.results.rows.filter((x) => x.outcome === outcome).length;
function laneTerminal(r, lane) {
  const out = r.findings.map((f) => `✗ ${findingLine(f)}`);
  out.push(
    `${lane} lane ${r.results.shard}: ${r.results.rows.length} rows, ${count(r, "pass")} passed, ${count(r, "fail")} failed, ${count(r, "flaky")} flaky, ${count(r, "frozen")} frozen, ${count(r, "timeout")} timed out, ${count(r, "error")} errors`
  );
  for (const g of refusals(r.results.rows, (x) => x)) out.push(`  ✗ ${refusalLine(g)}`);
  for (const x of r.results.rows.filter((x2) => x2.outcome !== "pass" && !isPreflightRefusal(x2.detail)))
    out.push(
      `  ✗ ${x.property} ${x.kind} ${x.key}: ${x.outcome} (${x.detail.split("\n")[0]})
    reproduce: ${laneReproduce(r.results.base.slice(0, 12), { lane, property: x.property, key: x.key })}`
    );
  out.push(`verdict: ${r.verdict}`);
  return out.join("\n");
}
function laneMarkdown(r, lane) {
  const failing = r.results.rows.filter((x) => x.outcome !== "pass");
  return `### seedgate ${lane} lane ${r.results.shard}: ${r.verdict}

${r.results.rows.length} rows, ${failing.length} not passing.

` + [
    ...refusals(failing, (x) => x).map((g) => `- ${refusalLine(g)}`),
    ...failing.filter((x) => !isPreflightRefusal(x.detail)).map((x) => `- \`${x.property}\` ${x.kind} \`${x.key}\`: **${x.outcome}** — ${x.detail.split("\n")[0]}`)
  ].join("\n") + "\n";
}

export {
  laneTerminal,
  laneMarkdown
};
