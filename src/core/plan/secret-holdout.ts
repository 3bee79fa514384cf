// Secret-mode holdouts (seed 000's split under HMAC-SHA256): the journal keeps only
// their count, so no journal, diff or model context shows them. The holdout lane
// derives the values at run time from the repository secret, and everything it
// writes names them by index (`#i`), never by value.
import type { Property } from "../inputs/model.js";
import { secretIndex } from "./plan.js";
import { split } from "./split.js";

/** The repository secret the lane job maps into its environment. Never handed to a child. */
export const HOLDOUT_SECRET_ENV = "SEEDGATE_HOLDOUT_SECRET";

export type SecretSeed =
  | { readonly ok: true; readonly seed: number; readonly index: number }
  | { readonly ok: false; readonly kind: "missing-secret" | "not-derivable"; readonly reason: string };

/**
 * How a secret row's detail opens when the lane had no secret: the gate reads it to say
 * why on a fork's pull request (the row votes red either way, so a forged one gains nothing).
 */
export const MISSING_SECRET = `${HOLDOUT_SECRET_ENV} is not set`;
export const isMissingSecret = (detail: string): boolean => detail.startsWith(MISSING_SECRET);

/**
 * The value behind row key `#i` of a secret-mode property: the i-th holdout of
 * split({parent_sha, replay seeds, k, modulus}) under the secret, so it is disjoint
 * from the replay seeds exactly as a public split is. Fails closed: without the
 * secret (a fork's PR, a job that forgot to map it) the row cannot run and votes red.
 */
export function secretSeed(p: Property, key: string, secret: string | undefined): SecretSeed {
  const index = secretIndex(key);
  const mode = p.secretHoldout;
  if (index === undefined || mode === undefined || index > mode.k)
    return { ok: false, kind: "not-derivable", reason: `holdout ${key} is not one of the ${mode?.k ?? 0} secret holdouts of "${p.id}"` };
  if (!secret)
    return {
      ok: false,
      kind: "missing-secret",
      reason: `${MISSING_SECRET} in the lane's environment, so secret holdout ${key} of "${p.id}" cannot be derived (a pull request from a fork gets no secrets)`,
    };
  const s = split({ parentSha: mode.parentSha, hits: p.replay.map((r) => r.seed), k: mode.k, modulus: mode.modulus, secret });
  if (!s.ok) return { ok: false, kind: "not-derivable", reason: `secret holdout ${key} of "${p.id}": ${s.message}` };
  return { ok: true, seed: s.holdout[index - 1]!, index };
}

/**
 * Text with every standalone occurrence of the seed's digits replaced by its index.
 * Blunt on purpose: a line number equal to the seed is redacted too, because the
 * output is the code under test's and it may print its seed in any context.
 */
export function redactSeed(text: string, seed: number, key: string): string {
  return text.replace(new RegExp(`(?<![0-9])${seed}(?![0-9])`, "g"), `<holdout ${key}>`);
}
