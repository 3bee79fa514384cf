import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";

// src/core/plan/split.ts
import { createHash, createHmac } from "node:crypto";
function derive(parentSha, i, modulus, secret) {
  const msg = `${parentSha}:${i}`;
  const hex = secret === void 0 ? createHash("sha256").update(msg).digest("hex") : createHmac("sha256", secret).update(msg).digest("hex");
  return parseInt(hex.slice(0, 8), 16) % modulus;
}
function split(req) {
  const k = req.k ?? 3;
  const modulus = req.modulus ?? 1e4;
  const replay = [...new Set(req.hits)].sort((a, b) => a - b);
  if (replay.length === 0) {
    return { ok: false, error: "zero-hit", message: "zero hits: the property is dead; delete it, do not freeze it or copy unused seeds into replay" };
  }
  if (!Number.isInteger(k) || k < 1 || !Number.isInteger(modulus) || modulus < 2) throw new SeedgateError("usage", "k must be >= 1 and the modulus >= 2");
  const free = modulus - replay.filter((s) => s >= 0 && s < modulus).length;
  if (free < k) throw new SeedgateError("usage", `only ${free} seeds below ${modulus} are not hits; cannot draw ${k} holdouts`, { hint: "raise --modulus" });
  const taken = new Set(replay);
  const holdout = [];
  let i = 0;
  for (; holdout.length < k && i < 1e3 * k + modulus; i++) {
    const v = derive(req.parentSha, i, modulus, req.secret);
    if (!taken.has(v)) taken.add(v), holdout.push(v);
  }
  if (holdout.length < k) throw new SeedgateError("internal", `could not draw ${k} distinct holdouts in ${i} digests`);
  return { ok: true, replay, holdout, draws: i };
}

export {
  split
};
