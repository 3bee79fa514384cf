// What a lane shows: the terminal's lines and the job summary's Markdown.
import type { LaneRun } from "./lane.js";
import { laneReproduce } from "../../core/judge/reproduce.js";
import { findingLine } from "../../render/text.js";
import { isPreflightRefusal, refusalLine, refusals } from "../../core/judge/preflight-refusal.js";

const count = (r: LaneRun, outcome: string) => r.results.rows.filter((x) => x.outcome === outcome).length;

/** The terminal's lines: findings, the tally, and each row that did not pass with the command that reproduces it. */
export function laneTerminal(r: LaneRun, lane: "replay" | "holdout"): string {
  const out = r.findings.map((f) => `✗ ${findingLine(f)}`);
  out.push(
    `${lane} lane ${r.results.shard}: ${r.results.rows.length} rows, ${count(r, "pass")} passed, ${count(r, "fail")} failed, ${count(r, "flaky")} flaky, ${count(r, "frozen")} frozen, ${count(r, "timeout")} timed out, ${count(r, "error")} errors`,
  );
  // A preflight refusal is one line per property, however many rows it covers.
  for (const g of refusals(r.results.rows, (x) => x)) out.push(`  ✗ ${refusalLine(g)}`);
  for (const x of r.results.rows.filter((x) => x.outcome !== "pass" && !isPreflightRefusal(x.detail)))
    out.push(
      `  ✗ ${x.property} ${x.kind} ${x.key}: ${x.outcome} (${x.detail.split("\n")[0]})\n    reproduce: ${laneReproduce(r.results.base.slice(0, 12), { lane, property: x.property, key: x.key })}`,
    );
  out.push(`verdict: ${r.verdict}`);
  return out.join("\n");
}

/** The job summary: the tally and each row that did not pass. */
export function laneMarkdown(r: LaneRun, lane: "replay" | "holdout"): string {
  const failing = r.results.rows.filter((x) => x.outcome !== "pass");
  return (
    `### seedgate ${lane} lane ${r.results.shard}: ${r.verdict}\n\n${r.results.rows.length} rows, ${failing.length} not passing.\n\n` +
    [
      ...refusals(failing, (x) => x).map((g) => `- ${refusalLine(g)}`),
      ...failing
        .filter((x) => !isPreflightRefusal(x.detail))
        .map((x) => `- \`${x.property}\` ${x.kind} \`${x.key}\`: **${x.outcome}** — ${x.detail.split("\n")[0]}`),
    ].join("\n") +
    "\n"
  );
}
