// Where a check's minutes went, printed at its end (issue 46 item 5): runners.setup, each
// lane's rows and time, and the rest (reading the base, telemetry, quarantine, the gate),
// so a maintainer sees what a pull request costs before CI pays it on every push.
// Pure: the check measured; this only words it.
import type { CheckCost, LaneCost } from "./check.js";
import type { SetupCost } from "../lane/setups.js";

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? "" : "s"}`;

/** The cost summary: a headline with the whole check's time, then one line per part. */
export function costSummary(cost: CheckCost): string {
  const lanes = cost.lanes.filter((l) => l.rows > 0 || l.ms > 0);
  const rest = Math.max(0, cost.ms - cost.setup.ms - lanes.reduce((n, l) => n + l.ms, 0));
  const parts: [string, string][] = [["setup", setupText(cost.setup)], ...lanes.map((l): [string, string] => [l.lane, laneText(l)])];
  parts.push(["the rest", `${seconds(rest)} (reading the base, telemetry, quarantine, the gate)`]);
  const width = Math.max(...parts.map(([name]) => name.length));
  return [`cost: ${seconds(cost.ms)} in all, ${plural(cost.rows, "row")}`, ...parts.map(([name, text]) => `  ${name.padEnd(width)}  ${text}`)].join("\n");
}

function setupText({ runs, reused, ms }: SetupCost): string {
  if (runs === 0) return "none";
  const ran = runs === 1 ? "ran once" : `ran ${runs} times`;
  return `${seconds(ms)} (${ran}${reused > 0 ? `, reused by ${plural(reused, "later lane")}` : ""})`;
}

// A lane's time is its wall time less the setup it ran; row time is the rows' own, summed over rows run side by side.
const laneText = (l: LaneCost): string => `${plural(l.rows, "row")} in ${seconds(l.ms)} (${seconds(l.rowsMs)} of row time)`;
