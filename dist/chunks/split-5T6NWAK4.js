import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  requireString
} from "./chunk-R5RWFD4Z.js";
import {
  split
} from "./chunk-I5B7JCZS.js";
import {
  SeedgateError
} from "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/cli/split.ts
var integer = (text, flag) => {
  if (!/^\d+$/.test(text.trim())) throw new SeedgateError("usage", `${flag} takes whole numbers, got "${text}"`);
  return Number(text);
};
async function splitCli({ values, usage }, io) {
  const parentSha = requireString(values["parent-sha"], "--parent-sha", usage);
  const hits = (values.hits ?? "").split(",").filter((s) => s.trim() !== "").map((s) => integer(s, "--hits"));
  const secretEnv = values["secret-env"];
  const secret = secretEnv === void 0 ? void 0 : process.env[secretEnv];
  if (secretEnv !== void 0 && !secret)
    throw new SeedgateError("usage", `the environment variable ${secretEnv} is empty`, { hint: "secret mode needs the repository secret in that variable" });
  const r = split({
    parentSha,
    hits,
    ...values.k ? { k: integer(values.k, "--k") } : {},
    ...values.modulus ? { modulus: integer(values.modulus, "--modulus") } : {},
    ...secret ? { secret } : {}
  });
  if (!r.ok) {
    io.out(values.json ? JSON.stringify({ command: "split", ...r }, null, 2) : `✗ ${r.message}`);
    return "failure";
  }
  const holdout = secret === void 0 ? r.holdout : r.holdout.map((_, i) => `holdout #${i + 1}`);
  io.out(
    values.json ? JSON.stringify({ command: "split", replay: r.replay, holdout, secret: secret !== void 0, draws: r.draws }, null, 2) : `replay:  ${r.replay.join(", ")}
holdout: ${holdout.join(", ")}${secret ? " (secret mode: values are derived by the lanes)" : ""}`
  );
  return "success";
}
export {
  splitCli
};
