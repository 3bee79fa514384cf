import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/core/inputs/seed-range.ts
var MAX_SEEDS = 1e5;
function parseShard(text) {
  if (text === void 0) return { index: 1, total: 1 };
  const m = /^([1-9]\d*)\/([1-9]\d*)$/.exec(text);
  if (!m || Number(m[1]) > Number(m[2])) throw new SeedgateError("usage", `--shard is I/N with 1 <= I <= N, got "${text}"`);
  return { index: Number(m[1]), total: Number(m[2]) };
}
function parseSeedRange(seeds, budget) {
  if (seeds === void 0 === (budget === void 0)) throw new SeedgateError("usage", "give exactly one of --seeds or --budget");
  const spec = budget === void 0 ? seeds : `1..${wholeNumber(budget, "--budget")}`;
  const out = [];
  for (const part of spec.split(",").map((p) => p.trim()).filter((p) => p !== "")) {
    const range = /^(\d+)\.\.(\d+)$/.exec(part);
    const [from, to] = range ? [wholeNumber(range[1], "--seeds"), wholeNumber(range[2], "--seeds")] : [wholeNumber(part, "--seeds"), wholeNumber(part, "--seeds")];
    if (to < from) throw new SeedgateError("usage", `--seeds range ${part} runs backwards`);
    if (out.length + (to - from + 1) > MAX_SEEDS) throw new SeedgateError("usage", `more than ${MAX_SEEDS} seeds`, { hint: "hunt in smaller batches" });
    for (let s = from; s <= to; s++) out.push(s);
  }
  if (out.length === 0) throw new SeedgateError("usage", "no seeds to hunt");
  return [...new Set(out)];
}
function wholeNumber(text, flag) {
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(Number(text))) throw new SeedgateError("usage", `${flag} takes whole numbers, got "${text}"`);
  return Number(text);
}

export {
  parseShard,
  parseSeedRange,
  wholeNumber
};
