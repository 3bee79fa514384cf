// Seed 002's table, row "Property never fails on parent; budget exhausted → Status
// unearned; keep out of required → Block if this was the only new check". The new
// property checks of a pull request are the `@given` tests it adds (the earned
// report's `pr-test` drafts). When there are some and every one is unearned, the PR
// brings no check that can see the defect it claims to fix: red, with that reason.
// An earned, inconclusive or absent report changes nothing here.
import { decide } from "./decision-tables.js";
import { LEDGER_TABLE } from "./decision-tables-data.js";
import type { EarnedReport } from "./earned.js";
import { error, type Finding } from "../findings.js";

export function onlyUnearnedFindings(reports: readonly EarnedReport[]): Finding[] {
  const added = reports.flatMap((r) => r.properties.filter((p) => p.source === "pr-test"));
  if (added.length === 0 || !added.every((p) => p.label === "unearned")) return [];
  const d = decide(LEDGER_TABLE, { step: "parent", parent: "never-fails", onlyNewCheck: "yes" });
  if (d.ok && d.row.vote !== "block") return [];
  const ids = added.map((p) => p.id).join(", ");
  const why = d.ok ? d.row.action : "no decision-table row decides this; fail closed";
  return [
    error("earned.only-unearned", `the pull request's only new property checks are unearned (none fails on the parent): ${ids} — ${why}`, {
      file: added[0]!.file,
      hint: "add a property that fails on the parent (the pre-fix tree) and passes on the head, or say why in review",
    }),
  ];
}
