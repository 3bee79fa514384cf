import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  parse,
  requireString
} from "./chunk-OT7MLG6U.js";
import {
  SeedgateError
} from "./chunk-CEUNENJQ.js";
import "./chunk-MUWMEZE2.js";

// src/core/split.ts
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

// src/cli/split.ts
var USAGE = "seedgate split --parent-sha SHA --hits 8,21 [--k 3] [--modulus 10000] [--secret-env NAME] [--json]";
var integer = (text, flag) => {
  if (!/^\d+$/.test(text.trim())) throw new SeedgateError("usage", `${flag} takes whole numbers, got "${text}"`, { hint: USAGE });
  return Number(text);
};
async function splitCli(args, io) {
  const { values } = parse(args, { "parent-sha": { type: "string" }, hits: { type: "string" }, k: { type: "string" }, modulus: { type: "string" }, "secret-env": { type: "string" } }, USAGE);
  if (values.help) return io.out(USAGE), 0;
  const parentSha = requireString(values["parent-sha"], "--parent-sha", USAGE);
  const hits = (values.hits ?? "").split(",").filter((s) => s.trim() !== "").map((s) => integer(s, "--hits"));
  const secretEnv = values["secret-env"];
  const secret = secretEnv === void 0 ? void 0 : process.env[secretEnv];
  if (secretEnv !== void 0 && !secret) throw new SeedgateError("usage", `the environment variable ${secretEnv} is empty`, { hint: "secret mode needs the repository secret in that variable" });
  const r = split({ parentSha, hits, ...values.k ? { k: integer(values.k, "--k") } : {}, ...values.modulus ? { modulus: integer(values.modulus, "--modulus") } : {}, ...secret ? { secret } : {} });
  if (!r.ok) {
    io.out(values.json ? JSON.stringify({ command: "split", ...r }, null, 2) : `✗ ${r.message}`);
    return 1;
  }
  const holdout = secret === void 0 ? r.holdout : r.holdout.map((_, i) => `holdout #${i + 1}`);
  io.out(values.json ? JSON.stringify({ command: "split", replay: r.replay, holdout, secret: secret !== void 0, draws: r.draws }, null, 2) : `replay:  ${r.replay.join(", ")}
holdout: ${holdout.join(", ")}${secret ? " (secret mode: values are derived by the lanes)" : ""}`);
  return 0;
}
export {
  splitCli
};
