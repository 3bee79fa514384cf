// The seed ranges and shards that modes take as input, parsed the same way for both faces.
// Usage errors carry no hint: each face adds its own (the CLI points at `--help`).
import { SeedgateError } from "../errors.js";

const MAX_SEEDS = 100_000;

/** "I/N" with 1 <= I <= N; absent is the whole lane. */
export function parseShard(text: string | undefined): { index: number; total: number } {
  if (text === undefined) return { index: 1, total: 1 };
  const m = /^([1-9]\d*)\/([1-9]\d*)$/.exec(text);
  if (!m || Number(m[1]) > Number(m[2])) throw new SeedgateError("usage", `--shard is I/N with 1 <= I <= N, got "${text}"`);
  return { index: Number(m[1]), total: Number(m[2]) };
}

/** "2,3,5", "1..500" or a mix ("1..10,42"), or a budget N (1..N); each seed once, in the order given. */
export function parseSeedRange(seeds: string | undefined, budget: string | undefined): number[] {
  if ((seeds === undefined) === (budget === undefined)) throw new SeedgateError("usage", "give exactly one of --seeds or --budget");
  const spec = budget === undefined ? seeds! : `1..${wholeNumber(budget, "--budget")}`;
  const out: number[] = [];
  for (const part of spec
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p !== "")) {
    const range = /^(\d+)\.\.(\d+)$/.exec(part);
    const [from, to] = range
      ? [wholeNumber(range[1]!, "--seeds"), wholeNumber(range[2]!, "--seeds")]
      : [wholeNumber(part, "--seeds"), wholeNumber(part, "--seeds")];
    if (to < from) throw new SeedgateError("usage", `--seeds range ${part} runs backwards`);
    if (out.length + (to - from + 1) > MAX_SEEDS) throw new SeedgateError("usage", `more than ${MAX_SEEDS} seeds`, { hint: "hunt in smaller batches" });
    for (let s = from; s <= to; s++) out.push(s);
  }
  if (out.length === 0) throw new SeedgateError("usage", "no seeds to hunt");
  return [...new Set(out)];
}

/** A whole-number flag value, or a usage error naming the flag. */
export function wholeNumber(text: string, flag: string): number {
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(Number(text))) throw new SeedgateError("usage", `${flag} takes whole numbers, got "${text}"`);
  return Number(text);
}
