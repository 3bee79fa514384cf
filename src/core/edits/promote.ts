// Seed 002's promote, as a pure edit of the ledger: the human's write that turns a
// pre-fix failing seed into a hashed fixture `locked_by: human`. A draft property
// is moved into `properties` as owned; nothing else is touched.
import { SeedgateError } from "../errors.js";

interface LedgerProperty {
  id: string;
  fn?: string;
  pre_fix_failing_seeds?: number[];
  status?: string;
  [k: string]: unknown;
}

interface LedgerFixture {
  id: string;
  property_id: string;
  seed?: number;
  sha256: string;
  locked_by: string;
  path: string;
}

export interface LedgerDoc {
  properties?: LedgerProperty[];
  fixtures?: LedgerFixture[];
  freezes?: unknown[];
  draft?: unknown[];
  [k: string]: unknown;
}

export interface PromoteRequest {
  readonly seed: number;
  readonly propertyId: string;
  readonly fixturePath: string;
  readonly sha256: string;
}

export function promoteInLedger(ledger: LedgerDoc, req: PromoteRequest): { ledger: LedgerDoc; movedFromDraft: boolean } {
  const properties = [...(ledger.properties ?? [])];
  let draft = [...(ledger.draft ?? [])];
  let index = properties.findIndex((p) => p.id === req.propertyId);
  let movedFromDraft = false;
  if (index === -1) {
    const fromDraft = draft.find((d): d is LedgerProperty => typeof d === "object" && d !== null && (d as LedgerProperty).id === req.propertyId);
    if (fromDraft === undefined) {
      throw new SeedgateError("usage", `no property "${req.propertyId}" in the ledger's properties or draft`, {
        hint: "add the property (with its fn selector) first",
      });
    }
    draft = draft.filter((d) => d !== fromDraft);
    properties.push({ ...fromDraft, pre_fix_failing_seeds: [], status: "owned" });
    index = properties.length - 1;
    movedFromDraft = true;
  }
  const prop = properties[index]!;
  const seeds = prop.pre_fix_failing_seeds ?? [];
  properties[index] = { ...prop, pre_fix_failing_seeds: seeds.includes(req.seed) ? seeds : [...seeds, req.seed], status: "owned" };
  const fixture: LedgerFixture = {
    id: `fx-${req.seed}`,
    property_id: req.propertyId,
    seed: req.seed,
    sha256: req.sha256,
    locked_by: "human",
    path: req.fixturePath,
  };
  const fixtures = (ledger.fixtures ?? []).filter((f) => !(f.property_id === req.propertyId && f.seed === req.seed));
  return { ledger: { ...ledger, properties, fixtures: [...fixtures, fixture], draft }, movedFromDraft };
}

/** The bytes a ledger hunt captured for a seed, as its `draft` record names them. */
export type CapturedFixture = { readonly ok: true; readonly path: string; readonly sha256: string } | { readonly ok: false; readonly reason: string };

/**
 * Seed 002's `promote SEED PROPERTY` without `--fixture`: the fixture the hunt recorded
 * for this seed (or for the earlier seed that shrank to the same bytes) in its `draft`
 * record. None recorded is a refusal, never a guess.
 */
export function capturedFixture(ledger: LedgerDoc, propertyId: string, seed: number): CapturedFixture {
  const record = (ledger.draft ?? []).find(
    (d): d is { hunt: string; fixtures?: unknown } => typeof d === "object" && d !== null && (d as { hunt?: unknown }).hunt === propertyId,
  );
  if (record === undefined) return { ok: false, reason: `no hunt record for "${propertyId}" in the ledger's draft` };
  const fixtures = Array.isArray(record.fixtures) ? (record.fixtures as { seed?: unknown; path?: unknown; sha256?: unknown; duplicate_seeds?: unknown }[]) : [];
  const f = fixtures.find((x) => x.seed === seed || (Array.isArray(x.duplicate_seeds) && x.duplicate_seeds.includes(seed)));
  if (f === undefined) return { ok: false, reason: `the hunt record for "${propertyId}" captured no fixture for seed ${seed}` };
  if (typeof f.path !== "string" || typeof f.sha256 !== "string" || !/^[0-9a-f]{64}$/.test(f.sha256))
    return { ok: false, reason: `the hunt record's fixture for seed ${seed} has no path or sha256` };
  return { ok: true, path: f.path, sha256: f.sha256 };
}

/** A further pre-fix seed of an owned property whose bytes an earlier fixture already holds (it shrank alike). */
export function recordSeed(ledger: LedgerDoc, propertyId: string, seed: number): LedgerDoc {
  const properties = (ledger.properties ?? []).map((p) => {
    if (p.id !== propertyId) return p;
    const seeds = p.pre_fix_failing_seeds ?? [];
    return { ...p, pre_fix_failing_seeds: seeds.includes(seed) ? seeds : [...seeds, seed] };
  });
  return { ...ledger, properties };
}

/** Every hit a ledger hunt recorded for the property (its `draft` record's `hits`), for `promote --hits`. */
export function huntHits(
  ledger: LedgerDoc,
  propertyId: string,
): { readonly ok: true; readonly hits: readonly number[] } | { readonly ok: false; readonly reason: string } {
  const record = (ledger.draft ?? []).find(
    (d): d is { hunt: string; hits?: unknown } => typeof d === "object" && d !== null && (d as { hunt?: unknown }).hunt === propertyId,
  );
  if (record === undefined) return { ok: false, reason: `no hunt record for "${propertyId}" in the ledger's draft` };
  const hits = Array.isArray(record.hits) ? record.hits.filter((h): h is number => Number.isSafeInteger(h) && h >= 0) : [];
  return hits.length === 0 ? { ok: false, reason: `the hunt record for "${propertyId}" lists no hits` } : { ok: true, hits };
}

/** Once every hit of the hunt's record is a pre-fix seed of the owned property, the record has served: it leaves draft. */
export function dropSpentHuntRecord(ledger: LedgerDoc, propertyId: string): LedgerDoc {
  const h = huntHits(ledger, propertyId);
  const owned = new Set((ledger.properties ?? []).find((p) => p.id === propertyId)?.pre_fix_failing_seeds ?? []);
  if (!h.ok || !h.hits.every((s) => owned.has(s))) return ledger;
  return { ...ledger, draft: (ledger.draft ?? []).filter((d) => !(typeof d === "object" && d !== null && (d as { hunt?: unknown }).hunt === propertyId)) };
}
