// How many holdouts a hunt proposes (issue 14, item 6). An overfit that memorises
// the replay seeds' inputs is caught by an unseen seed with the property's own
// per-seed hit rate p (measured on the parent); k independent holdouts miss it with
// probability (1-p)^k, so k = ceil(log(0.01) / log(1-p)) catches it with >= 99 %.
// Seed 000's sample draws 3; three catch a 42 %-per-seed overfit only ~80 % of the time.

export interface HoldoutSizing {
  readonly k: number;
  /** hits / (hits + misses) on the parent; timeouts and errors are noise, not trials. */
  readonly hitRate: number;
  /** The k the 99 % target asks for, before the runtime budget. */
  readonly wanted: number;
  /** Probability that k holdouts catch an overfit of this hit rate. */
  readonly catchProbability: number;
  /** One line for the proposal: the figures used. */
  readonly statement: string;
}

export interface SizingInput {
  readonly hits: number;
  readonly misses: number;
  /** Mean duration of one seed on the parent, to keep k within the budget. */
  readonly meanSeedMs: number;
  /** Runtime budget for one property's holdouts on a lane (ms). */
  readonly budgetMs: number;
  readonly target?: number;
}

/** Never fewer than seed 000's three. */
const MINIMUM = 3;

export function holdoutCount(i: SizingInput): HoldoutSizing {
  const target = i.target ?? 0.99;
  const trials = i.hits + i.misses;
  const p = trials === 0 ? 0 : i.hits / trials;
  const exact = p >= 1 ? 1 : p <= 0 ? Infinity : Math.log(1 - target) / Math.log(1 - p);
  // 1e-9: floating error must not turn an exact 10 into 11.
  const wanted = Math.max(MINIMUM, Number.isFinite(exact) ? Math.ceil(exact - 1e-9) : MINIMUM);
  const affordable = i.meanSeedMs > 0 ? Math.max(MINIMUM, Math.floor(i.budgetMs / i.meanSeedMs)) : wanted;
  const k = Math.min(wanted, affordable);
  const catchProbability = 1 - Math.pow(1 - p, k);
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  const capped =
    k < wanted
      ? `; capped at ${k} by the ${Math.round(i.budgetMs / 1000)} s holdout budget (${Math.round(i.meanSeedMs)} ms a seed), which catches it with ${pct(catchProbability)} only`
      : "";
  const statement = `${k} holdouts: per-seed hit rate ${pct(p)} on the parent (${i.hits} of ${trials} seeds); k = ceil(log(${1 - target <= 0 ? 0 : +(1 - target).toFixed(4)}) / log(1 - p)) = ${wanted} catches an overfit of that hit rate with >= ${pct(target)}${capped}`;
  return { k, hitRate: p, wanted, catchProbability, statement };
}
