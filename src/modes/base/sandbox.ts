// The throwing form of the Sandboxes port, for the modes that run nothing when no
// sandbox can (telemetry, quarantine, earned, the hunt): a config error naming the field.
import { SeedgateError } from "../../core/errors.js";
import type { Config } from "../../core/inputs/config.js";
import type { Exec } from "../../ports/local.js";
import type { SandboxRequest, Sandboxes } from "../../ports/sandbox.js";

export function sandboxedOrThrow(
  sandboxes: Sandboxes,
  exec: Exec,
  config: Config,
  env: Readonly<Record<string, string | undefined>>,
  req: SandboxRequest,
): Exec {
  const box = sandboxes.around(exec, config, env, req);
  if (!box.ok) throw new SeedgateError("config", box.message, { field: "runners.sandbox", hint: box.hint });
  return box.exec;
}
