// Seed 000's holdout split: holdout seeds derived from the merge base, never from a
// model. The prose rule stands over the sample code: a value that collides with a
// hit (or repeats) is skipped and the next digest is drawn, so k holdouts come back.
import { createHash, createHmac } from "node:crypto";
import { SeedgateError } from "../errors.js";

export interface SplitRequest {
  readonly parentSha: string;
  readonly hits: readonly number[];
  readonly k?: number;
  readonly modulus?: number;
  /** Secret mode: HMAC-SHA256 under a repository secret, so no journal shows the holdouts. */
  readonly secret?: string;
}

export type SplitResult =
  | { readonly ok: true; readonly replay: readonly number[]; readonly holdout: readonly number[]; readonly draws: number }
  | { readonly ok: false; readonly error: "zero-hit"; readonly message: string };

/** The i-th derived value: first 8 hex digits of sha256("{parent}:{i}") modulo the modulus. */
export function derive(parentSha: string, i: number, modulus: number, secret?: string): number {
  const msg = `${parentSha}:${i}`;
  const hex = secret === undefined ? createHash("sha256").update(msg).digest("hex") : createHmac("sha256", secret).update(msg).digest("hex");
  return parseInt(hex.slice(0, 8), 16) % modulus;
}

export function split(req: SplitRequest): SplitResult {
  const k = req.k ?? 3;
  const modulus = req.modulus ?? 10_000;
  const replay = [...new Set(req.hits)].sort((a, b) => a - b);
  if (replay.length === 0) {
    return { ok: false, error: "zero-hit", message: "zero hits: the property is dead; delete it, do not freeze it or copy unused seeds into replay" };
  }
  if (!Number.isInteger(k) || k < 1 || !Number.isInteger(modulus) || modulus < 2) throw new SeedgateError("usage", "k must be >= 1 and the modulus >= 2");
  const free = modulus - replay.filter((s) => s >= 0 && s < modulus).length;
  if (free < k) throw new SeedgateError("usage", `only ${free} seeds below ${modulus} are not hits; cannot draw ${k} holdouts`, { hint: "raise --modulus" });
  const taken = new Set(replay);
  const holdout: number[] = [];
  let i = 0;
  // Bounded: each draw is a fresh digest; 1000·k draws without k distinct values means a broken modulus.
  for (; holdout.length < k && i < 1000 * k + modulus; i++) {
    const v = derive(req.parentSha, i, modulus, req.secret);
    if (!taken.has(v)) (taken.add(v), holdout.push(v));
  }
  if (holdout.length < k) throw new SeedgateError("internal", `could not draw ${k} distinct holdouts in ${i} digests`);
  return { ok: true, replay, holdout, draws: i };
}
