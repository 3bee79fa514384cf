// Reproduce commands beside seedgate's own (core/judge/reproduce.ts): for a seed a preset
// recognises, the framework's, which runs in the checkout without seedgate.
import type { JudgedRow } from "../core/judge/judge.js";
import { shellQuote } from "../core/judge/reproduce.js";
import { namePattern } from "../runners/fast-check/fast-check.js";
import { harnessPath } from "../runners/harness-path.js";

/** The framework's own command, for a seed row whose selector a preset recognises. */
export function rawCommand(row: Pick<JudgedRow, "planned" | "selector">): string | null {
  const sel = row.selector;
  // A secret holdout (`#i`) has no public seed: only `seedgate lane holdout --only` derives it.
  if (sel === undefined || row.planned.kind !== "seed" || !/^-?\d+$/.test(row.planned.key)) return null;
  if (/\.py::[A-Za-z_]\w*$/.test(sel)) return `python3 -m pytest ${shellQuote(sel)} --hypothesis-seed=${row.planned.key} -p no:cacheprovider`;
  const m = /^(.+\.(?:test|spec)\.[cm]?[jt]sx?)::(.+)$/.exec(sel);
  // -t is the preset's own anchored pattern; the seed reaches fast-check through the
  // setup file, which vitest 4 takes only from a config: the one shipped beside it
  // (its path in the seedgate that renders the report).
  if (m)
    return `SEEDGATE_SEED=${row.planned.key} npx vitest run ${shellQuote(m[1]!)} -t ${shellQuote(namePattern(m[2]!))} --config ${shellQuote(harnessPath("vitest.seed.config.mjs"))}`;
  return null;
}

/**
 * Seed 002: "Exploration failures become new fixtures or new freezes." For a failing
 * exploration seed, the two human steps that turn it into a locked fixture: capture its
 * shrunk input where it fails (the head), then promote it.
 */
export function explorationCapture(head: string, row: Pick<JudgedRow, "planned" | "judgement" | "source">): string | null {
  if (row.judgement.rule !== "Exploration seed fails" || row.source === undefined) return null;
  const { property, key } = row.planned;
  // --out the ledger itself: the hunt's draft record is where promote finds the captured bytes.
  return [
    `seedgate hunt --parent ${head} --property ${shellQuote(property)} --seeds ${key} --out ${shellQuote(row.source.file)}`,
    `seedgate promote ${key} ${shellQuote(property)}`,
  ].join("\n");
}
