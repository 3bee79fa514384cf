// promote's result for a terminal, or as --json (the shape it has always printed).
import type { PromoteResult } from "./promote.js";
import type { PromoteManyResult } from "./promote-many.js";

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

export function renderPromoteMany(r: PromoteManyResult, json: boolean): string {
  const { ledgerFile, ...shape } = r;
  if (json) return JSON.stringify(shape, null, 2);
  const moved = r.movedFromDraft ? "; moved it out of draft" : "";
  return [
    ...r.fixtures.map((f) => `wrote ${f.fixture} sha256=${f.sha256}${f.sameBytes.length ? ` (seeds ${f.sameBytes.join(", ")} shrank to the same bytes)` : ""}`),
    `recorded seeds ${r.seeds.join(", ")} for ${r.propertyId} in ${ledgerFile} (locked_by: human)${moved}`,
    "review the diff, then commit it in a sealed-only pull request",
  ].join("\n");
}
