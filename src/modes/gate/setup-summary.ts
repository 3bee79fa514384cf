// A lane whose runners.setup failed ran no row: the comment shows the tool's own last
// lines (pip's or npm's reason) once, under the failing properties, so a reviewer reads
// why here and not in the results JSON. The lane already bounded them (setupTail).
import { isSetupFailure, setupTail } from "../../core/judge/setup-failure.js";
import { codeBlock, inlineCode, paragraph, strong, type Block } from "../../render/md.js";

/** What of a judged row this reads. */
interface Row {
  readonly planned: { readonly lane: string };
  readonly claimed: { readonly detail: string; readonly tail: string };
}

/** Distinct failures (replay and holdout usually fail alike): at most this many shown. */
const MAX_SHOWN = 2;

export function setupBlocks(rows: readonly Row[]): Block[] {
  const seen = new Map<string, Row>();
  for (const row of rows) if (isSetupFailure(row.claimed.detail) && !seen.has(row.claimed.tail)) seen.set(row.claimed.tail, row);
  return [...seen.values()].slice(0, MAX_SHOWN).flatMap((row) => [
    paragraph(strong("Setup:"), " ", inlineCode(row.claimed.detail.split("\n")[0]!), ` (${row.planned.lane} lane). Its last lines:`),
    // A claim is the lane's word, not trusted to be short: bounded again here.
    ...(row.claimed.tail.trim() === "" ? [] : [codeBlock(setupTail(row.claimed.tail), "text")]),
  ]);
}
