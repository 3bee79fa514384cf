// Seeds every fc.assert of a property file from SEEDGATE_SEED (and SEEDGATE_NUM_RUNS),
// the variables seedgate's fast-check preset sets. Under the preset its own setup file
// (src/harness/evidence/fast-check-setup.mjs) does the same first; this copy makes a plain
// `SEEDGATE_SEED=n npx vitest run test/properties/x.test.ts` replay the same seed.
// Without SEEDGATE_SEED the suite uses a fixed seed, so `npm test` (and CI) is
// repeatable; SEEDGATE_EXPLORE=1 lets fast-check draw fresh seeds to hunt for bugs.
import fc from "fast-check";

function integerFrom(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return undefined;
  const n = Number(raw);
  if (!Number.isSafeInteger(n)) throw new Error(`${name}=${raw} is not an integer`);
  return n;
}

const EXPLORE = process.env.SEEDGATE_EXPLORE === "1";
const seed = integerFrom("SEEDGATE_SEED") ?? (EXPLORE ? undefined : 20261203);
if (seed !== undefined && (seed < -(2 ** 31) || seed >= 2 ** 31)) throw new Error(`SEEDGATE_SEED=${seed} is not a 32-bit integer`);
if (seed !== undefined) {
  const numRuns = integerFrom("SEEDGATE_NUM_RUNS");
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed, ...(numRuns === undefined ? {} : { numRuns }) });
}

/** The seed in force, for messages. */
export const configuredSeed = seed;
