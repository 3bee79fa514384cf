import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);

// src/runners/child-env.ts
var DROPPED = ["CI", "GITHUB_ACTIONS", "PYTEST_ADDOPTS", "PYTEST_PLUGINS", "HYPOTHESIS_PROFILE", "PYTHONSTARTUP", "PYTHONINSPECT"];
function childEnv(base, seed) {
  const env = {};
  for (const [k, v] of Object.entries(base)) if (v !== void 0 && !DROPPED.includes(k)) env[k] = v;
  return { ...env, SEEDGATE_SEED: String(seed), PYTHONDONTWRITEBYTECODE: "1", PYTHONHASHSEED: "0" };
}

export {
  childEnv
};
