// Whether a re-hunt found anything for a human to review. A re-hunt that reproduces the
// journal already in the tree (same parent, seeds, holdouts, fixtures and environment)
// opens no pull request: only `state`, `last_hit_at` and a freeze of those same seeds
// would differ, and none of them is news.
import type { RawJournal } from "../formats/journal.js";
import type { LedgerDoc } from "./promote.js";

export interface Reproduction {
  readonly reproduces: boolean;
  /** Why it does not (for the summary), or what it matched. */
  readonly why: string;
}

const sameSet = (a: readonly unknown[] = [], b: readonly unknown[] = []): boolean => {
  const [x, y] = [new Set(a.map(String)), new Set(b.map(String))];
  return x.size === y.size && [...x].every((v) => y.has(v));
};
const sameRecord = (a: Readonly<Record<string, string>> = {}, b: Readonly<Record<string, string>> = {}): boolean =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** `fixturesUnchanged`: every fixture the proposal writes has the bytes the tree already holds. */
export function journalReproduced(current: RawJournal, proposed: RawJournal, fixturesUnchanged: boolean): Reproduction {
  const differs = (what: string): Reproduction => ({ reproduces: false, why: `the ${what} differ from the journal's` });
  if (current.state === "proposed") return { reproduces: false, why: "the journal is only proposed" };
  if (current.rehunt_pending !== undefined) return { reproduces: false, why: "the journal waits for this re-hunt (rehunt_pending)" };
  if (current.parent_sha !== proposed.parent_sha) return differs("parent");
  if (!sameRecord(current.environment, proposed.environment)) return differs("environment's versions");
  if (current.max_examples !== undefined && current.max_examples !== proposed.max_examples) return differs("recorded max_examples");
  // A journal locked before the sealed inputs were recorded is news: the lanes check nothing until it has them.
  if (proposed.sealed_inputs !== undefined && !sameRecord(current.sealed_inputs, proposed.sealed_inputs)) return differs("recorded sealed inputs");
  // Shapes recorded where the journal had none (or others) are news: the lanes allow only what it records.
  if (proposed.shapes !== undefined && JSON.stringify(current.shapes ?? null) !== JSON.stringify(proposed.shapes)) return differs("recorded shapes");
  if (!sameSet(current.replay.seeds, proposed.replay.seeds)) return differs("replay seeds");
  if (!sameSet(current.replay.fixtures, proposed.replay.fixtures) || !fixturesUnchanged) return differs("fixtures");
  if (
    !sameSet(current.holdout.seeds, proposed.holdout.seeds) ||
    JSON.stringify(current.holdout.secret ?? null) !== JSON.stringify(proposed.holdout.secret ?? null)
  )
    return differs("holdouts");
  return { reproduces: true, why: `reproduces the ${current.state} journal: nothing new` };
}

/** A ledger hunt only drafts; it is news unless every hit is already locked for the property, with the same bytes. */
export function ledgerReproduced(current: LedgerDoc, propertyId: string, hits: readonly number[], fixturesUnchanged: boolean): Reproduction {
  if (!fixturesUnchanged) return { reproduces: false, why: "the fixtures differ from the ones in the tree" };
  const locked = new Set(current.properties?.find((p) => p.id === propertyId)?.pre_fix_failing_seeds ?? []);
  const fresh = hits.filter((h) => !locked.has(h));
  return fresh.length === 0
    ? { reproduces: true, why: "every hit is already a locked pre-fix seed: nothing new" }
    : { reproduces: false, why: `${fresh.length} hit(s) not yet locked: ${fresh.slice(0, 10).join(", ")}` };
}
