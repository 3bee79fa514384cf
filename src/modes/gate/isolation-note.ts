// The gate's "in-process (forgeable)" label (issue 25): properties whose rows ran with
// production code in the process that decided them. Taken from the base config, and
// from what the claims say, so a claim cannot drop the label.
import { warning, type Finding } from "../../core/findings.js";
import type { Config } from "../../core/inputs/config.js";
import type { Property } from "../../core/inputs/model.js";
import type { ClaimFile } from "../../core/judge/claims.js";
import type { PlanRow } from "../../core/plan/lane-plan.js";
import { inProcess } from "../../runners/isolation-label.js";
import type { Preset } from "../../runners/preset.js";
import { PRESETS } from "../../runners/presets.js";

export const IN_PROCESS = "claims.in-process";
const NAMED = 10;

/** One note naming the in-process properties, or none. */
export function inProcessNote(
  config: Config,
  plans: readonly (readonly PlanRow[])[],
  properties: ReadonlyMap<string, Property>,
  claims: readonly ClaimFile[],
): Finding[] {
  const ids = new Set(inProcess(config, plans.flat(), properties));
  for (const c of claims) for (const id of c.claim.inProcess ?? []) if (properties.has(id)) ids.add(id);
  if (ids.size === 0) return [];
  const sorted = [...ids].sort();
  const named = sorted.slice(0, NAMED).join(", ") + (sorted.length > NAMED ? ` and ${sorted.length - NAMED} more` : "");
  return [
    warning(
      IN_PROCESS,
      `in-process (forgeable): ${sorted.length} propert${sorted.length === 1 ? "y" : "ies"} ran production code in the process that decided the rows (${named}), where it can rewrite its own verdict`,
      {
        hint: `set runners.isolation: process in the base config (${words(withSubject(true))}); ${words(withSubject(false))} rows have no subject process yet and always run in-process (docs/security.md)`,
      },
    ),
  ];
}

/** The table's presets that have a subject process (or not), in its order: the hint names them, so it never goes stale. */
const withSubject = (has: boolean): string[] =>
  Object.entries(PRESETS as Record<string, Preset>).flatMap(([name, p]) => ((p.subject === true) === has ? [name] : []));
const words = (names: readonly string[]): string => (names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`);
