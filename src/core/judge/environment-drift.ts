// The environment a lane ran in against the one a journal's seeds were hunted in.
// Invariant (issue 14, item 3): nothing a pull request changes turns a voting failure
// into a non-voting one. The lane's environment is shaped by the pull request (it can
// bump the library in the file the lane installs), so a difference alone never
// excuses a failure: only a re-hunt the BASE commit already records as pending
// (`rehunt_pending` in the journal on main) makes a failing replay seed "stale".
// Seed 000: "When you upgrade the property library, re-hunt on the parent and rewrite
// the journal."
import type { Property } from "../inputs/model.js";

/** Tuple entries whose change makes a hunted seed non-portable (the lockfile changes with any bump, and is only shown). */
const PORTABILITY = ["runtime", "property_library"] as const;

/** The workflow that re-hunts on the parent and proposes the sealed-only journal rewrite. */
export const REHUNT_WORKFLOW = "the re-hunt workflow (examples/workflows/rehunt.yml)";

/** "hypothesis 6.67.1" → "hypothesis", "Node v20.1.0" → "Node". */
export const environmentFamily = (value: string): string => value.split(" ")[0]!;

/**
 * The lane's value of the same family as the recorded one. A lane that runs Python and
 * Node properties side by side records the second family under `key/family`
 * (`property_library/fast-check`); values of different families are never compared,
 * or a Hypothesis bump would turn every failing fast-check seed into "stale".
 */
export function laneValue(lane: Readonly<Record<string, string>>, key: string, recorded: string): string | undefined {
  return [lane[key], lane[`${key}/${environmentFamily(recorded)}`]].find((v) => v !== undefined && environmentFamily(v) === environmentFamily(recorded));
}

export interface Drift {
  /** "property_library hypothesis 6.67.1 → hypothesis 6.100.0", one per changed entry. */
  readonly changes: readonly string[];
  /** The base records a pending re-hunt to exactly the values the lane reports. */
  readonly pending: boolean;
}

/** How the lane's environment differs from the journal's, or null when it does not. */
export function environmentDrift(p: Property, lane: Readonly<Record<string, string>>): Drift | null {
  const recorded = p.environment;
  if (recorded === undefined) return null;
  let pending = true;
  const changes = PORTABILITY.flatMap((k) => {
    const was = recorded[k];
    const now = was === undefined ? undefined : laneValue(lane, k, was);
    if (was === undefined || now === undefined || was === now) return [];
    if (p.rehuntPending?.[k] !== now) pending = false;
    return [`${k} ${was} → ${now}`];
  });
  return changes.length === 0 ? null : { changes, pending };
}

/** Why a journal's replay seeds may no longer find what they found at hunt time (a re-hunt pending on the base), or null. */
export function staleness(p: Property, lane: Readonly<Record<string, string>>): string | null {
  const d = environmentDrift(p, lane);
  return d !== null && d.pending ? d.changes.join(", ") : null;
}
