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

// src/core/judge/setup-failure.ts
var SETUP_FAILED = "runners.setup command";
var SETUP_TAIL_LINES = 20;
var SETUP_TAIL_CHARS = 2048;
var isSetupFailure = (detail) => detail.startsWith(SETUP_FAILED);
function setupTail(output) {
  const lines = output.replace(/\r\n?/g, "\n").replace(/\s+$/, "").split("\n");
  const tail = lines.slice(-SETUP_TAIL_LINES).join("\n");
  if (tail.length <= SETUP_TAIL_CHARS) return tail;
  const cut = tail.slice(-SETUP_TAIL_CHARS);
  const start = cut.indexOf("\n");
  return start >= 0 && start < cut.length - 1 ? cut.slice(start + 1) : cut;
}

export {
  SETUP_FAILED,
  isSetupFailure,
  setupTail,
  HOLDOUT_SECRET_ENV,
  isMissingSecret,
  secretSeed,
  redactSeed
};
