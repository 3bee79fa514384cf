// The plan's job summary: which lane shards the gate will expect, with their
// rows, so a reviewer sees the matrix before the lanes run.
import type { PlanResult } from "./plan.js";
import { bullets, heading, inlineCode, markdown, paragraph, root, table, text } from "../../render/md.js";
import { short } from "../../render/text.js";

const MAX_FINDINGS = 30;

export function planMarkdown(r: PlanResult): string {
  const cells = r.matrix.include;
  const rows = cells.reduce((n, c) => n + c.rows, 0);
  const bad = r.findings.length > 0;
  return markdown(
    root([
      heading(2, bad ? "seedgate plan: ❌ invalid sealed inputs" : "seedgate plan: ✅ ready"),
      paragraph(
        text(`${cells.length} lane job${cells.length === 1 ? "" : "s"}, ${rows} rows in all, planned from the base commit `),
        inlineCode(short(r.base)),
        text(". The gate expects exactly these shards; a missing one is a reason to block."),
      ),
      table(
        ["lane", "shard", "rows"],
        cells.map((c) => [c.lane, c.shard, String(c.rows)]),
      ),
      ...(bad
        ? [
            heading(3, `Findings (${r.findings.length})`),
            bullets(
              r.findings
                .slice(0, MAX_FINDINGS)
                .map((f) => [
                  text(f.message),
                  ...(f.file === undefined ? [] : [text(" — "), inlineCode(`${f.file}${f.line === undefined ? "" : `:${f.line}`}`)]),
                  text(" "),
                  inlineCode(f.code),
                ]),
            ),
          ]
        : []),
      ...(r.findings.length > MAX_FINDINGS ? [paragraph(`…and ${r.findings.length - MAX_FINDINGS} more, in the job log.`)] : []),
    ]),
  );
}
