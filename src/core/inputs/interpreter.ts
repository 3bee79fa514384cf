// The Python the presets run: runners.python, else $SEEDGATE_PYTHON, else python3. A
// relative runners.python with a slash (`.venv/bin/python`, the environment runners.setup
// makes) is read from the repository root, whatever directory a probe or a row runs in.
import type { Config } from "./config.js";

export function pythonInterpreter(config: Pick<Config, "runners">, env: Readonly<Record<string, string | undefined>>, root: string): string {
  const own = config.runners.python;
  if (own === undefined) return env.SEEDGATE_PYTHON ?? "python3";
  return own.includes("/") && !own.startsWith("/") ? `${root.replace(/\/+$/, "")}/${own.replace(/^(\.\/)+/, "")}` : own;
}
