// The holdout lane's secret-mode rows (`#i`): the seed is derived here, just before
// the run, and every trace of its value is taken out of what the row reports.
import type { PlanRow } from "../../core/plan/lane-plan.js";
import type { Property } from "../../core/inputs/model.js";
import { secretIndex } from "../../core/plan/plan.js";
import { redactSeed, secretSeed } from "../../core/plan/secret-holdout.js";
import { runRow, type RowContext } from "../../runners/dispatch.js";
import type { RunOutcome } from "../../core/row.js";

export const isSecretRow = (row: PlanRow): boolean => row.lane === "holdout" && secretIndex(row.key) !== undefined;

/** A secret row run as the seed it stands for; without the secret, an error row (it votes red). */
export async function runSecretRow(ctx: RowContext, property: Property, row: PlanRow, secret: string | undefined): Promise<RunOutcome> {
  const s = secretSeed(property, row.key, secret);
  if (!s.ok) return { outcome: "error", exitCode: null, durationMs: 0, tail: "", detail: s.reason, location: undefined };
  const out = await runRow(ctx, property, { ...row, key: String(s.seed) });
  const hide = (text: string) => redactSeed(text, s.seed, row.key);
  // A line number equal to the seed would name it too.
  const location = out.location?.line === s.seed ? undefined : out.location;
  return { ...out, detail: hide(out.detail), tail: hide(out.tail), location };
}
