// `seedgate stats`: seed 002's three weekly integers from the git history of the
// sealed inputs (journals, ledger, manifests and the fixtures they lock), each
// version read as blobs. The gate's own results live in CI, not in git: count (b)
// is what replay would have caught at each commit, not a tally of check runs.
import { SeedgateError } from "../../core/errors.js";
import { EMPTY_SNAPSHOT, introduced, mismatched, weeklyCounts, weeksEnding, type Snapshot, type WeekRow } from "../../core/judge/stats.js";
import type { Clock, Git, History } from "../../ports/local.js";
import { sealedReader } from "./history.js";
import { readBase } from "../base/snapshot.js";

export const DEFAULT_STATS_WEEKS = 8;

export interface StatsSettings {
  readonly weeks?: number;
  /** Whose history (default HEAD). */
  readonly rev?: string;
  readonly configPath?: string;
}

export interface StatsPorts {
  readonly git: Git;
  readonly history: History;
  readonly clock: Clock;
}

export interface MismatchEvent {
  readonly commit: string;
  readonly time: string;
  readonly path: string;
}

export interface StatsRun {
  readonly command: "stats";
  readonly rev: string;
  readonly now: string;
  readonly weeks: readonly WeekRow[];
  /** Every mismatch behind count (b), so a reader can check it. */
  readonly mismatches: readonly MismatchEvent[];
  /** Versions of sealed files that did not parse (counted as nothing), by commit. */
  readonly unreadable: readonly { readonly commit: string; readonly file: string }[];
  readonly definitions: Readonly<Record<"withPreFixSeed" | "hashMismatches" | "freezes", string>>;
}

export const DEFINITIONS: StatsRun["definitions"] = {
  withPreFixSeed:
    "properties with at least one pre-fix failing seed at the end of the week (journal replay.hits > 0, ledger pre_fix_failing_seeds non-empty), on the first-parent history",
  hashMismatches:
    "locked fixtures (ledger sha256, MANIFEST.sha256 entries) whose bytes stop matching their digest (or vanish) in a commit of the week, on any branch; once per fixture per commit that introduces it",
  freezes:
    "freezes becoming active (ledger freezes; journal freeze_replay_until) against freezes retired (removed, or a journal freeze reaching its expiry), on the first-parent history",
};

export async function stats(s: StatsSettings, ports: StatsPorts): Promise<StatsRun> {
  const n = s.weeks ?? DEFAULT_STATS_WEEKS;
  if (!Number.isSafeInteger(n) || n < 1 || n > 520) throw new SeedgateError("usage", `--weeks takes 1 to 520, got ${n}`);
  const rev = await ports.git.resolve(s.rev ?? "HEAD");
  const now = ports.clock.now();
  const { config } = await readBase(ports.git, rev, s.configPath);
  const weeks = weeksEnding(now, n);
  const since = weeks[0]!.start;
  const reader = sealedReader(ports.git, config);
  const unreadable = new Map<string, Set<string>>();
  const snapshotAt = async (sha: string): Promise<Snapshot> => {
    const r = await reader.snapshot(sha);
    if (r.unreadable.length > 0) unreadable.set(sha, new Set(r.unreadable));
    return r.snapshot;
  };
  const inWindow = (t: Date) => t > since && t <= now;

  const trunkCommits = (await ports.history.commits(rev, since, true)).filter((c) => inWindow(c.time)).reverse();
  const start = await ports.history.before(rev, since);
  const initial = start === null ? EMPTY_SNAPSHOT : await snapshotAt(start);
  const trunk = [];
  for (const c of trunkCommits) trunk.push({ time: c.time, snapshot: await snapshotAt(c.sha) });

  const mismatchCache = new Map<string, Set<string>>();
  const mismatchedAt = async (sha: string): Promise<Set<string>> => {
    let m = mismatchCache.get(sha);
    if (m === undefined) {
      const locks = (await snapshotAt(sha)).locks;
      mismatchCache.set(sha, (m = mismatched(locks, await reader.digests(sha, [...locks.keys()]))));
    }
    return m;
  };
  const mismatches: MismatchEvent[] = [];
  for (const c of (await ports.history.commits(rev, since, false)).filter((c) => inWindow(c.time)).reverse()) {
    const parents = await Promise.all(c.parents.map(mismatchedAt));
    for (const path of introduced(await mismatchedAt(c.sha), parents)) mismatches.push({ commit: c.sha, time: c.time.toISOString(), path });
  }

  const rows = weeklyCounts(weeks, { initial, trunk, mismatches: mismatches.map((m) => ({ time: new Date(m.time) })) });
  const unreadableList = [...unreadable].flatMap(([commit, files]) => [...files].map((file) => ({ commit, file })));
  return { command: "stats", rev, now: now.toISOString(), weeks: rows, mismatches, unreadable: unreadableList, definitions: DEFINITIONS };
}
