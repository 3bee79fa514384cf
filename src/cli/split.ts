// `seedgate split --parent-sha SHA --hits 8,21 [--k 3] [--modulus 10000] [--secret-env NAME] [--json]`
import { SeedgateError } from "../core/errors.js";
import { split } from "../core/plan/split.js";
import { requireString } from "./args.js";
import type { Args } from "./commands.js";
import type { Verdict } from "../core/findings.js";
import type { CliIo } from "./io.js";

const integer = (text: string, flag: string): number => {
  if (!/^\d+$/.test(text.trim())) throw new SeedgateError("usage", `${flag} takes whole numbers, got "${text}"`);
  return Number(text);
};

export async function splitCli({ values, usage }: Args<"split">, io: CliIo): Promise<Verdict> {
  const parentSha = requireString(values["parent-sha"], "--parent-sha", usage);
  const hits = (values.hits ?? "")
    .split(",")
    .filter((s) => s.trim() !== "")
    .map((s) => integer(s, "--hits"));
  const secretEnv = values["secret-env"];
  const secret = secretEnv === undefined ? undefined : process.env[secretEnv];
  if (secretEnv !== undefined && !secret)
    throw new SeedgateError("usage", `the environment variable ${secretEnv} is empty`, { hint: "secret mode needs the repository secret in that variable" });
  const r = split({
    parentSha,
    hits,
    ...(values.k ? { k: integer(values.k, "--k") } : {}),
    ...(values.modulus ? { modulus: integer(values.modulus, "--modulus") } : {}),
    ...(secret ? { secret } : {}),
  });
  if (!r.ok) {
    io.out(values.json ? JSON.stringify({ command: "split", ...r }, null, 2) : `✗ ${r.message}`);
    return "failure";
  }
  // Secret mode never prints holdout values: lanes derive them at run time.
  const holdout = secret === undefined ? r.holdout : r.holdout.map((_, i) => `holdout #${i + 1}`);
  io.out(
    values.json
      ? JSON.stringify({ command: "split", replay: r.replay, holdout, secret: secret !== undefined, draws: r.draws }, null, 2)
      : `replay:  ${r.replay.join(", ")}\nholdout: ${holdout.join(", ")}${secret ? " (secret mode: values are derived by the lanes)" : ""}`,
  );
  return "success";
}
