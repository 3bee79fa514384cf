// Seed 002's three weekly integers, computed from versions of the sealed inputs
// (pure: the command reads the versions from git and passes them in).
//
// (a) properties with at least one pre-fix failing seed, as of the end of the week:
//     journals with replay.hits > 0, ledger properties with pre_fix_failing_seeds.
// (b) hash mismatches replay would catch: a locked fixture (a ledger fixture's
//     sha256, or a MANIFEST.sha256 entry) whose bytes at a commit do not hash to its
//     locked digest (or are gone), when they did in every parent of that commit.
//     Counted once per fixture per commit that introduces it, on any branch.
// (c) freezes created and retired: a freeze is active while it is in the file
//     (ledger freezes; journal flake.freeze_replay_until) and, for a journal, until
//     its expiry. Becoming active is a creation; removal or expiry is a retirement.
import { parseManifest } from "../seal/manifest.js";

export interface SealedVersion {
  readonly journals: readonly { readonly path: string; readonly text: string }[];
  readonly ledger: { readonly path: string; readonly text: string } | null;
  readonly manifests: readonly { readonly root: string; readonly bytes: Buffer }[];
}

export interface Snapshot {
  /** "journal:ID" / "ledger:ID" of properties with at least one pre-fix failing seed. */
  readonly withPreFixSeed: readonly string[];
  /** "journal:ID" → expiry in ms since the epoch; "ledger:ID" → null (no expiry). */
  readonly freezes: ReadonlyMap<string, number | null>;
  /** Fixture path → locked sha256. */
  readonly locks: ReadonlyMap<string, string>;
  /** Files that did not parse in this version (they count for nothing). */
  readonly unreadable: readonly string[];
}

export const EMPTY_SNAPSHOT: Snapshot = { withPreFixSeed: [], freezes: new Map(), locks: new Map(), unreadable: [] };

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | null => (v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : null);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function parseJson(text: string): Obj | null {
  try {
    return obj(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Lenient on purpose: an old version need not pass today's schema to be counted. */
export function snapshotOf(v: SealedVersion): Snapshot {
  const withPreFixSeed: string[] = [];
  const freezes = new Map<string, number | null>();
  const locks = new Map<string, string>();
  const unreadable: string[] = [];
  for (const j of v.journals) {
    const doc = parseJson(j.text);
    if (doc === null || typeof doc.id !== "string") {
      unreadable.push(j.path);
      continue;
    }
    const hits = obj(doc.replay)?.hits;
    if (typeof hits === "number" && hits > 0) withPreFixSeed.push(`journal:${doc.id}`);
    const until = obj(doc.flake)?.freeze_replay_until;
    const ms = typeof until === "string" ? Date.parse(until) : NaN;
    if (!Number.isNaN(ms)) freezes.set(`journal:${doc.id}`, ms);
  }
  if (v.ledger !== null) {
    const doc = parseJson(v.ledger.text);
    if (doc === null) unreadable.push(v.ledger.path);
    for (const p of list(doc?.properties).map(obj)) {
      if (typeof p?.id === "string" && list(p.pre_fix_failing_seeds).length > 0) withPreFixSeed.push(`ledger:${p.id}`);
    }
    for (const z of list(doc?.freezes).map(obj)) if (typeof z?.id === "string") freezes.set(`ledger:${z.id}`, null);
    for (const f of list(doc?.fixtures).map(obj)) if (typeof f?.path === "string" && typeof f.sha256 === "string") locks.set(f.path, f.sha256.toLowerCase());
  }
  for (const m of v.manifests) {
    const prefix = m.root === "" ? "" : `${m.root.replace(/\/$/, "")}/`;
    for (const e of parseManifest(`${prefix}MANIFEST.sha256`, m.bytes).entries) locks.set(`${prefix}${e.path}`, e.sha256);
  }
  return { withPreFixSeed: [...new Set(withPreFixSeed)].sort(), freezes, locks, unreadable };
}

/** Locked paths whose bytes (digest by path, null when absent) do not hash to the lock. */
export function mismatched(locks: ReadonlyMap<string, string>, digests: ReadonlyMap<string, string | null>): Set<string> {
  return new Set([...locks].filter(([path, sha]) => digests.get(path) !== sha).map(([path]) => path));
}

/** Mismatches a commit introduces: present at the commit and in none of its parents (so a merge does not count its branch's again). */
export const introduced = (at: ReadonlySet<string>, parents: readonly ReadonlySet<string>[]): string[] =>
  [...at].filter((p) => !parents.some((s) => s.has(p))).sort();

export interface Week {
  readonly start: Date;
  readonly end: Date;
}

export interface WeekRow {
  /** ISO instants: the week is (start, end]. */
  readonly start: string;
  readonly end: string;
  readonly withPreFixSeed: number;
  readonly hashMismatches: number;
  readonly freezesCreated: number;
  readonly freezesRetired: number;
}

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** N weeks ending now, oldest first. */
export const weeksEnding = (now: Date, weeks: number): Week[] =>
  Array.from({ length: weeks }, (_, i) => ({
    start: new Date(now.getTime() - (weeks - i) * WEEK_MS),
    end: new Date(now.getTime() - (weeks - i - 1) * WEEK_MS),
  }));

export interface History {
  /** The trunk's sealed state when the first week starts. */
  readonly initial: Snapshot;
  /** Trunk (first-parent) versions inside the weeks, oldest first. */
  readonly trunk: readonly { readonly time: Date; readonly snapshot: Snapshot }[];
  /** One entry per mismatch a commit introduced (any branch), at the commit's time. */
  readonly mismatches: readonly { readonly time: Date }[];
}

export function weeklyCounts(weeks: readonly Week[], h: History): WeekRow[] {
  const at = (t: number): Snapshot => h.trunk.filter((v) => v.time.getTime() <= t).at(-1)?.snapshot ?? h.initial;
  const rows = weeks.map((w) => ({
    start: w.start.toISOString(),
    end: w.end.toISOString(),
    withPreFixSeed: at(w.end.getTime()).withPreFixSeed.length,
    hashMismatches: 0,
    freezesCreated: 0,
    freezesRetired: 0,
  }));
  const weekOf = (t: number): number => weeks.findIndex((w) => t > w.start.getTime() && t <= w.end.getTime());
  for (const m of h.mismatches) {
    const i = weekOf(m.time.getTime());
    if (i >= 0) rows[i]!.hashMismatches++;
  }
  if (weeks.length === 0) return rows;
  const from = weeks[0]!.start.getTime();
  // Freezes change at commits and at expiries: evaluate the active set at each such instant.
  const instants = new Set<number>(h.trunk.map((v) => v.time.getTime()));
  for (const s of [h.initial, ...h.trunk.map((v) => v.snapshot)])
    for (const until of s.freezes.values()) if (until !== null && until > from) instants.add(until);
  let active = activeAt(h.initial, from);
  for (const t of [...instants].filter((t) => t > from && t <= weeks.at(-1)!.end.getTime()).sort((a, b) => a - b)) {
    const now = activeAt(at(t), t);
    const i = weekOf(t);
    rows[i]!.freezesCreated += [...now].filter((k) => !active.has(k)).length;
    rows[i]!.freezesRetired += [...active].filter((k) => !now.has(k)).length;
    active = now;
  }
  return rows;
}

/** A journal freeze is over at and after its expiry instant. */
const activeAt = (s: Snapshot, t: number): Set<string> => new Set([...s.freezes].filter(([, until]) => until === null || until > t).map(([k]) => k));
