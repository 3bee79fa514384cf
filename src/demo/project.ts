// The demo's project: a ledger with a seeded bug and a property a human wrote, in
// plain Node, so `seedgate demo` needs nothing but Node and git. The property is a
// seeded random search (EXAMPLES ledgers per seed) that shrinks what it finds and writes
// it to SEEDGATE_FIXTURE_OUT, the `command` runner's way of handing a fixture over.
import type { DemoRepo } from "./repo.js";

/**
 * Ledgers per seed. 200 makes nearly every seed a hit (an amount is 13 modulo 97 once
 * in 97), so the holdout seeds, hits nobody saw, always find a patch overfit to the
 * replay seeds (the demo's PR #5) instead of doing so by luck.
 */
export const EXAMPLES = 200;

export const BUGGY_LEDGER =
  "// Sums a ledger's amounts.\nexport function balance(amounts) {\n  // Seeded bug: an amount that is 13 modulo 97 is dropped.\n  return amounts.filter((a) => a % 97 !== 13).reduce((s, a) => s + a, 0);\n}\n";
export const FIXED_LEDGER = "// Sums a ledger's amounts.\nexport function balance(amounts) {\n  return amounts.reduce((s, a) => s + a, 0);\n}\n";

const PROPERTY = `// The human-owned property: balance(amounts) is the plain sum, for any ledger.
// node balance.mjs SEED ""   -> ${EXAMPLES} ledgers from the seed; node balance.mjs "" FIXTURE -> replay one
import { readFileSync, writeFileSync } from "node:fs";
import { balance } from "../../src/ledger.mjs";

const [seedArg, fixture] = process.argv.slice(2);
const fails = (amounts) => balance(amounts) !== amounts.reduce((s, a) => s + a, 0);
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function shrink(amounts) {
  for (let i = 0; i < amounts.length; i++) {
    const smaller = amounts.filter((_, j) => j !== i);
    if (fails(smaller)) return shrink(smaller);
  }
  return amounts;
}
if (fixture) {
  const { amounts } = JSON.parse(readFileSync(fixture, "utf8"));
  if (fails(amounts)) { console.error("fixture " + fixture + ": balance(" + JSON.stringify(amounts) + ") is not their sum"); process.exit(1); }
  process.exit(0);
}
const next = random(Number(seedArg));
for (let example = 0; example < ${EXAMPLES}; example++) {
  const amounts = Array.from({ length: Math.floor(next() * 6) }, () => Math.floor(next() * 1e6));
  if (!fails(amounts)) continue;
  const minimal = shrink(amounts);
  if (process.env.SEEDGATE_FIXTURE_OUT) writeFileSync(process.env.SEEDGATE_FIXTURE_OUT, JSON.stringify({ amounts: minimal }) + "\\n");
  console.error("Falsifying example: balance(" + JSON.stringify(minimal) + ") = " + balance(minimal) + ", expected " + minimal.reduce((s, a) => s + a, 0));
  process.exit(1);
}
`;

export const PROPOSED_JOURNAL = {
  id: "balance",
  selector: "tests/properties/balance.mjs",
  replay: { seeds: [], fixtures: [], hits: 0, last_hit_at: null },
  holdout: { seeds: [], generator_saw: false },
  flake: { replay_flakes: 0, holdout_flakes: 0, freeze_replay_until: null },
  state: "proposed",
};

/** The config names this Node binary, so the demo's lanes run exactly the Node that runs the demo. */
const config = (node: string) =>
  [
    "# The demo's property is a plain Node script: a `command` runner turns a seed or a fixture into a run.",
    "runners:",
    "  rules:",
    '    - match: "tests/properties/*.mjs"',
    "      preset: command",
    `      command: [${JSON.stringify(node)}, "{selector}", "{seed}", "{fixture}"]`,
    "      timeout: 30",
    "owners: [maintainer]",
    "",
  ].join("\n");

export function layProject(repo: DemoRepo, node: string): void {
  repo.write("src/ledger.mjs", BUGGY_LEDGER);
  repo.write("tests/properties/balance.mjs", PROPERTY);
  repo.write("oracles/balance.json", JSON.stringify(PROPOSED_JOURNAL, null, 2) + "\n");
  repo.write(".github/seedgate.yml", config(node));
  repo.write(".github/workflows/seedgate.yml", "on: pull_request\njobs:\n  gate:\n    runs-on: ubuntu-latest\n    steps:\n      - run: seedgate gate\n");
  repo.write("README.md", "# ledger\n");
}
