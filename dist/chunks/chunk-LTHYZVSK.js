import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  secretIndex
} from "./chunk-JIJZXNK4.js";
import {
  split
} from "./chunk-I5B7JCZS.js";

// src/core/plan/secret-holdout.ts
var HOLDOUT_SECRET_ENV = "SEEDGATE_HOLDOUT_SECRET";
var MISSING_SECRET = `${HOLDOUT_SECRET_ENV} is not set`;
var isMissingSecret = (detail) => detail.startsWith(MISSING_SECRET);
function secretSeed(p, key, secret) {
  const index = secretIndex(key);
  const mode = p.secretHoldout;
  if (index === void 0 || mode === void 0 || index > mode.k)
    return { ok: false, kind: "not-derivable", reason: `holdout ${key} is not one of the ${mode?.k ?? 0} secret holdouts of "${p.id}"` };
  if (!secret)
    return {
      ok: false,
      kind: "missing-secret",
      reason: `${MISSING_SECRET} in the lane's environment, so secret holdout ${key} of "${p.id}" cannot be derived (a pull request from a fork gets no secrets)`
    };
  const s = split({ parentSha: mode.parentSha, hits: p.replay.map((r) => r.seed), k: mode.k, modulus: mode.modulus, secret });
  if (!s.ok) return { ok: false, kind: "not-derivable", reason: `secret holdout ${key} of "${p.id}": ${s.message}` };
  return { ok: true, seed: s.holdout[index - 1], index };
}
function redactSeed(text, seed, key) {
  return text.replace(new RegExp(`(?<![0-9])${seed}(?![0-9])`, "g"), `<holdout ${key}>`);
}

export {
  HOLDOUT_SECRET_ENV,
  isMissingSecret,
  secretSeed,
  redactSeed
};
