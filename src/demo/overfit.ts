// The demo's overfitting agent: it reads what a PR author can read (the replay
// seeds in the journal, the fixtures) and special-cases exactly the amounts they
// produce, so every replay row passes. The holdout seeds, hits the agent never
// saw, still find the bug: the holdout lane catches the overfit.
import { EXAMPLES } from "./project.js";
import type { DemoRepo } from "./repo.js";

/** The property's generator (tests/properties/balance.mjs in project.ts), to know what each seed produces. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function amountsOf(seed: number): number[] {
  const next = random(seed);
  const out: number[] = [];
  for (let example = 0; example < EXAMPLES; example++) out.push(...Array.from({ length: Math.floor(next() * 6) }, () => Math.floor(next() * 1e6)));
  return out;
}

export async function overfit(repo: DemoRepo): Promise<void> {
  const journal = JSON.parse(await repo.git("show", "HEAD:oracles/balance.json")) as { replay: { seeds: number[]; fixtures: string[] } };
  const fixtures = await Promise.all(
    journal.replay.fixtures.map(async (f) => (JSON.parse(await repo.git("show", `HEAD:${f}`)) as { amounts: number[] }).amounts),
  );
  const seen = [...new Set([...journal.replay.seeds.flatMap(amountsOf), ...fixtures.flat()].filter((a) => a % 97 === 13))].sort((x, y) => x - y);
  repo.write(
    "src/ledger.mjs",
    `// Sums a ledger's amounts.\nconst KNOWN = new Set(${JSON.stringify(seen)});\nexport function balance(amounts) {\n  return amounts.filter((a) => a % 97 !== 13 || KNOWN.has(a)).reduce((s, a) => s + a, 0);\n}\n`,
  );
}
