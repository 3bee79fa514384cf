// What a hunt proposes (issue 5, item 4), as a pure edit of the format's document:
// state `hit`, hits and `last_hit_at`, holdouts from seed 000's split (disjoint from
// the hits), the fixtures with their digests and the environment tuple. A proposal
// never writes `locked`, `locked_by` or `cannot_gate`: promotion is a human's write.
import type { RawJournal } from "../formats/journal.js";
import type { BoundaryShape } from "../inputs/model.js";
import type { LedgerDoc } from "./promote.js";
import { split } from "../plan/split.js";
import { DEFAULT_REPLAY_MAX, pickReplay, type ReplayPick } from "./replay-pick.js";

export interface HuntFixture {
  readonly seed: number;
  /** Repository-relative path where the format keeps it. */
  readonly path: string;
  readonly sha256: string;
  /** Later seeds (hunt order) that shrank to these same bytes: their fixture is this file. */
  readonly duplicates?: readonly number[];
}

export interface HuntEvidence {
  readonly propertyId: string;
  readonly parentSha: string;
  /** Seeds that failed the parent (never timeouts). */
  readonly hits: readonly number[];
  /** Only fixtures verified to replay the failure on the parent. */
  readonly fixtures: readonly HuntFixture[];
  readonly environment: Readonly<Record<string, string>>;
  /** Hypothesis' max_examples every run of the hunt used (its integrity evidence); absent when unknown or not one figure. */
  readonly maxExamples?: number;
  /** The boundary's shapes every run of the hunt met, united (journal `shapes`); absent when no run recorded them. */
  readonly shapes?: readonly BoundaryShape[];
  /** What the sealed test's strategies read from production, printed, as every run of the hunt saw it; absent when unknown. */
  readonly sealedInputs?: Readonly<Record<string, string>>;
  readonly now: Date;
  /** How many holdouts to draw (src/core/plan/holdout-count.ts); seed 000's 3 when absent. */
  readonly holdoutK?: number;
  /** The repository's holdout secret is set where the hunt runs: propose secret holdouts, which no reader of the journal can memorise. */
  readonly secretHoldouts?: boolean;
  /** Each captured hit's shrunk counterexample (its bytes' sha256): hits sharing one share a replay seed. */
  readonly counterexamples?: ReadonlyMap<number, string>;
  /** At most this many replay seeds, one per distinct counterexample (default DEFAULT_REPLAY_MAX). */
  readonly replayMax?: number;
}

export type Proposal =
  | { readonly kind: "dead"; readonly message: string }
  | {
      readonly kind: "journal";
      readonly document: RawJournal;
      readonly holdout: readonly number[];
      /** The replay seeds kept and the hits left out; `fixtures`: the new fixtures of the kept seeds. */
      readonly pick: ReplayPick;
      readonly fixtures: readonly HuntFixture[];
    }
  | { readonly kind: "ledger"; readonly document: LedgerDoc; readonly holdout: readonly number[] };

/**
 * One fixture per distinct input: seeds whose captured bytes share a digest share the
 * file of the first of them in hunt order (the file is named for that seed). Returns
 * each seed's owner, the seed whose file holds its bytes (itself for the first).
 */
export function fixtureOwners(captured: readonly { readonly seed: number; readonly sha256: string }[]): Map<number, number> {
  const first = new Map<string, number>();
  return new Map(
    captured.map((c) => {
      if (!first.has(c.sha256)) first.set(c.sha256, c.seed);
      return [c.seed, first.get(c.sha256)!];
    }),
  );
}

/** Where each format keeps the fixture of a seed. */
export const fixturePathFor = (format: "journal" | "ledger", propertyId: string, seed: number): string =>
  format === "journal" ? `oracles/${propertyId}/${seed}.json` : `tests/fixtures/${seed}.bin`;

const DEAD = "zero hits: the property is dead on this parent; no journal is written (do not freeze it or pad replay with unused seeds)";

const timestamp = (d: Date): string => d.toISOString().replace(/\.\d{3}Z$/, "Z");
const sortedUnique = (xs: readonly number[]): number[] => [...new Set(xs)].sort((a, b) => a - b);

/**
 * The journal after the hunt: today's hits replace stale seeds, one per distinct
 * counterexample (replay-pick.ts); recorded fixtures keep voting. Holdouts are drawn
 * clear of every hit, kept or not, and `replay.hits` counts every hit.
 */
export function proposeJournal(current: RawJournal, e: HuntEvidence): Proposal {
  const s = split({ parentSha: e.parentSha, hits: e.hits, ...(e.holdoutK === undefined ? {} : { k: e.holdoutK }) });
  if (!s.ok) return { kind: "dead", message: DEAD };
  const pick = pickReplay(s.replay, e.counterexamples ?? new Map(), e.replayMax ?? DEFAULT_REPLAY_MAX);
  const kept = new Set(pick.seeds);
  const fresh = e.fixtures.filter((f) => kept.has(f.seed));
  const fixtures = [...new Set([...(current.replay.fixtures ?? []), ...fresh.map((f) => f.path)])];
  const secret = current.holdout.secret ?? (e.secretHoldouts ? { k: e.holdoutK ?? 3 } : undefined);
  // A freeze covered the old seeds; a new one is a human's decision on the new ones.
  const flake = current.flake === undefined ? {} : { flake: { ...current.flake, freeze_replay_until: null, frozen_seeds: undefined } };
  const document: RawJournal = {
    id: current.id,
    selector: current.selector,
    parent_sha: e.parentSha,
    environment: { ...e.environment },
    ...(e.shapes === undefined ? {} : { shapes: [...e.shapes] }),
    ...(e.maxExamples === undefined ? {} : { max_examples: e.maxExamples }),
    ...(e.sealedInputs === undefined ? {} : { sealed_inputs: { ...e.sealedInputs } }),
    replay: { seeds: [...pick.seeds], ...(fixtures.length > 0 ? { fixtures } : {}), hits: s.replay.length, last_hit_at: timestamp(e.now) },
    // Secret mode stays secret: the lanes re-derive its holdouts from the new parent and seeds.
    holdout:
      secret === undefined
        ? { seeds: [...s.holdout], generator_saw: false }
        : { seeds: [], generator_saw: false, secret: { ...secret, ...(e.holdoutK === undefined ? {} : { k: e.holdoutK }) } },
    ...flake,
    state: "hit",
  };
  const holdout = secret === undefined ? s.holdout : [];
  return { kind: "journal", document: JSON.parse(JSON.stringify(document)) as RawJournal, holdout, pick, fixtures: fresh };
}

interface LedgerEntry {
  id?: unknown;
  pre_fix_failing_seeds?: number[];
  [k: string]: unknown;
}

/**
 * A ledger hunt writes only under `draft` (agent-writable, ignored by the gate):
 * `pre_fix_failing_seeds` of an owned property is a voting field, so the hunt never
 * grows it (seed 002: the human locks each fixture). One `hunt` record in `draft`
 * carries the evidence until a human runs `seedgate promote SEED PROPERTY`, which
 * adds the seed and its fixture together.
 */
export function proposeLedger(current: LedgerDoc, e: HuntEvidence): Proposal {
  const s = split({ parentSha: e.parentSha, hits: e.hits, ...(e.holdoutK === undefined ? {} : { k: e.holdoutK }) });
  if (!s.ok) return { kind: "dead", message: DEAD };
  const grow = (p: LedgerEntry): LedgerEntry =>
    p.id === e.propertyId ? { ...p, pre_fix_failing_seeds: sortedUnique([...(p.pre_fix_failing_seeds ?? []), ...s.replay]) } : p;
  const record = {
    hunt: e.propertyId,
    state: "hit",
    parent_sha: e.parentSha,
    hits: [...s.replay],
    last_hit_at: timestamp(e.now),
    fixtures: e.fixtures.map((f) => ({
      seed: f.seed,
      path: f.path,
      sha256: f.sha256,
      ...(f.duplicates?.length ? { duplicate_seeds: [...f.duplicates] } : {}),
    })),
    holdout: { seeds: [...s.holdout], generator_saw: false },
    environment: { ...e.environment },
    ...(e.maxExamples === undefined ? {} : { max_examples: e.maxExamples }),
  };
  const draft = (current.draft ?? []).filter((d) => !(isObject(d) && d.hunt === e.propertyId)).map((d) => (isObject(d) ? grow(d) : d));
  const document: LedgerDoc = {
    ...current,
    draft: [...draft, record],
  };
  return { kind: "ledger", document, holdout: s.holdout };
}

const isObject = (v: unknown): v is LedgerEntry & { hunt?: unknown } => v !== null && typeof v === "object" && !Array.isArray(v);

/** Names the proposal must never carry (checked again by the tests). */
export const HUMAN_ONLY = ["locked", "locked_by", "cannot_gate"] as const;
