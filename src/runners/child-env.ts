// The environment every preset's child starts from: the caller's, less what would change
// what the framework does behind the seed's back, with the seed and a fixed hash seed.

/** Variables that would change what pytest or Hypothesis does behind the seed's back. */
const DROPPED = ["CI", "GITHUB_ACTIONS", "PYTEST_ADDOPTS", "PYTEST_PLUGINS", "HYPOTHESIS_PROFILE", "PYTHONSTARTUP", "PYTHONINSPECT"];

export function childEnv(base: Readonly<Record<string, string | undefined>>, seed: number): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(base)) if (v !== undefined && !DROPPED.includes(k)) env[k] = v;
  return { ...env, SEEDGATE_SEED: String(seed), PYTHONDONTWRITEBYTECODE: "1", PYTHONHASHSEED: "0" };
}
