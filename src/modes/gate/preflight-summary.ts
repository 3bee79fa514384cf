// A property its preflight refused (an unsupported vitest, an interpreter without pytest)
// ran no row: the comment says the refusal once, naming the property and how many rows
// it covers, with no per-row table, reproduce line or counterexample that would repeat it.
import { isPreflightRefusal, refusals, type Refusal } from "../../core/judge/preflight-refusal.js";
import type { JudgedRow } from "../../core/row.js";
import type { PropertyGroup } from "../../render/failing.js";
import { inlineCode, paragraph, strong, text, type Block } from "../../render/md.js";

const detailOf = (row: JudgedRow) => ({ property: row.planned.property, detail: row.claimed.detail });

/** The group's refusals when every row of it is a preflight refusal, else null (the rows ran: show them). */
export function refusedOnly(g: PropertyGroup): Refusal[] | null {
  return g.rows.length > 0 && g.rows.every((row) => isPreflightRefusal(row.claimed.detail)) ? refusals(g.rows, detailOf) : null;
}

/** One paragraph per distinct refusal: the property, the refusal as the preflight said it, the rows it covers. */
export const refusedItem = (found: readonly Refusal[]): Block[] =>
  found.map((r) =>
    paragraph(
      strong(r.property),
      text(": "),
      inlineCode(r.detail),
      text(` — ${r.rows} row${r.rows === 1 ? "" : "s"} not run (one preflight error for the property; fix it and every row runs)`),
    ),
  );

/** Blocking rows with each property's preflight-refused rows cut to its first one, so a list of rows names a refusal once. */
export function oncePerRefusal(rows: readonly JudgedRow[]): JudgedRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    if (!isPreflightRefusal(row.claimed.detail)) return true;
    const key = `${row.planned.property}\0${row.claimed.detail.split("\n")[0]}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** How many rows the kept row of a refusal stands for (1 for any other row). */
export const rowsCovered = (rows: readonly JudgedRow[], row: JudgedRow): number =>
  isPreflightRefusal(row.claimed.detail)
    ? rows.filter((x) => x.planned.property === row.planned.property && x.claimed.detail.split("\n")[0] === row.claimed.detail.split("\n")[0]).length
    : 1;
