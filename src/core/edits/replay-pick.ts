// Which hits a hunt proposes as replay seeds (issue 27, item 2). Every seed that shrinks
// to the same counterexample replays the same failure, so a pull request pays for one
// seed per distinct counterexample, not for every hit: the rest stay in the journal's
// evidence (`replay.hits` counts them, the hunt's report lists them) and cost nothing.

/** Replay seeds a proposal keeps when no maximum is given (`--replay-max`, the action's `replay-max`). */
export const DEFAULT_REPLAY_MAX = 10;

export interface ReplayPick {
  /** One hit per distinct counterexample, first in hunt order, at most the maximum. */
  readonly seeds: readonly number[];
  /** Hits that shrank to the counterexample of an earlier hit: evidence, never run again. */
  readonly same: readonly number[];
  /** First hits of distinct counterexamples past the maximum: listed in the report, not proposed. */
  readonly over: readonly number[];
  readonly distinct: number;
}

/**
 * `counterexample` gives a hit's shrunk input as a key (its bytes' digest); a hit without
 * one (no capture) is its own counterexample, since nothing shows it equals another.
 */
export function pickReplay(hits: readonly number[], counterexample: ReadonlyMap<number, string>, max: number): ReplayPick {
  const first = new Map<string, number>();
  const same: number[] = [];
  for (const seed of hits) {
    const key = counterexample.get(seed) ?? `seed:${seed}`;
    if (first.has(key)) same.push(seed);
    else first.set(key, seed);
  }
  const heads = [...first.values()];
  return { seeds: heads.slice(0, max), same, over: heads.slice(max), distinct: heads.length };
}

/** A whole number of replay seeds of at least one: the flag's and the input's check. */
export function validReplayMax(n: number): boolean {
  return Number.isSafeInteger(n) && n >= 1;
}

export interface JournalCost {
  readonly rows: number;
  readonly seconds: number;
  readonly statement: string;
}

/**
 * What the locked journal costs every pull request, in rows (replay seeds, fixtures,
 * holdouts) times the seconds a seed took in the hunt: a fixture runs no search, so
 * the figure is an upper bound for it. The budget to choose is sized from this line.
 */
export function journalCost(c: { readonly seeds: number; readonly fixtures: number; readonly holdouts: number; readonly meanSeedMs: number }): JournalCost {
  const rows = c.seeds + c.fixtures + c.holdouts;
  const per = c.meanSeedMs / 1000;
  const seconds = Math.round(rows * per * 10) / 10;
  const parts = `${c.seeds} replay seed${c.seeds === 1 ? "" : "s"}, ${c.fixtures} fixture${c.fixtures === 1 ? "" : "s"}, ${c.holdouts} holdout${c.holdouts === 1 ? "" : "s"}`;
  return {
    rows,
    seconds,
    statement: `the locked journal costs every pull request ${rows} rows (${parts}) × ${per.toFixed(2)} s per seed measured here ≈ ${seconds} s of test time`,
  };
}
