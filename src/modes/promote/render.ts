// promote's result for a terminal, or as --json (the shape it has always printed).
import type { PromoteResult } from "./promote.js";

export function renderPromote(r: PromoteResult, json: boolean): string {
  const { ledgerFile, ...shape } = r;
  if (json) return JSON.stringify(shape, null, 2);
  const moved = r.movedFromDraft ? "; moved it out of draft" : "";
  return [
    `wrote ${r.fixture} sha256=${r.sha256}`,
    `recorded seed ${r.seed} for ${r.propertyId} in ${ledgerFile} (locked_by: human)${moved}`,
    "review the diff, then commit it in a sealed-only pull request",
  ].join("\n");
}
