import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  secretIndex
} from "./chunk-5GH6IFWC.js";
import {
  split
} from "./chunk-FRHM7H5J.js";

// src/core/secret-holdout.ts
var HOLDOUT_SECRET_ENV = "SEEDGATE_HOLDOUT_SECRET";
function secretSeed(p, key, secret) {
  const index = secretIndex(key);
  const mode = p.secretHoldout;
  if (index === void 0 || mode === void 0 || index > mode.k) return { ok: false, reason: `holdout ${key} is not one of the ${mode?.k ?? 0} secret holdouts of "${p.id}"` };
  if (!secret) return { ok: false, reason: `secret holdout ${key} of "${p.id}": ${HOLDOUT_SECRET_ENV} is not set in the lane's environment, so the holdout cannot be derived (a pull request from a fork gets no secrets)` };
  const s = split({ parentSha: mode.parentSha, hits: p.replay.map((r) => r.seed), k: mode.k, modulus: mode.modulus, secret });
  if (!s.ok) return { ok: false, reason: `secret holdout ${key} of "${p.id}": ${s.message}` };
  return { ok: true, seed: s.holdout[index - 1], index };
}
function redactSeed(text, seed, key) {
  return text.replace(new RegExp(`(?<![0-9])${seed}(?![0-9])`, "g"), `<holdout ${key}>`);
}

// src/commands/hunt-environment.ts
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
var LOCKFILES = ["uv.lock", "poetry.lock", "requirements.txt", "package-lock.json"];
var PROBE = [
  "import json, platform",
  "out = {'runtime': platform.python_implementation() + ' ' + platform.python_version()}",
  "try:",
  "    import hypothesis",
  "    out['property_library'] = 'hypothesis ' + hypothesis.__version__",
  "except ImportError:",
  "    pass",
  "print(json.dumps(out))"
].join("\n");
async function pythonEnvironment(exec, python, cwd, env) {
  const r = await exec.run({ command: python, args: ["-c", PROBE], cwd, env, timeoutMs: 3e4 });
  if (r.exitCode !== 0) return { runtime: `unknown (${python} exited ${r.exitCode ?? r.signal})` };
  try {
    return JSON.parse(r.stdoutTail.trim().split("\n").at(-1));
  } catch {
    return { runtime: `unknown (${python} printed no environment)` };
  }
}
function fastCheckEnvironment(root) {
  const out = { runtime: `Node ${process.version}` };
  try {
    const { version } = JSON.parse(readFileSync(join(root, "node_modules", "fast-check", "package.json"), "utf8"));
    if (typeof version === "string") out.property_library = `fast-check ${version}`;
  } catch {
  }
  return out;
}
async function lockfileHash(git, rev) {
  const root = (await git.lsTree(rev)).filter((e) => e.type === "blob" && !e.path.includes("/")).map((e) => e.path);
  const requirements = root.filter((p) => /^requirements.*\.txt$/.test(p) && p !== "requirements.txt").sort();
  const order = [...LOCKFILES.slice(0, 3), ...requirements, LOCKFILES[3]];
  const found = order.find((p) => root.includes(p));
  if (found === void 0) return "absent";
  const bytes = await git.readFile(rev, found);
  return `${found} sha256:${createHash("sha256").update(bytes).digest("hex")}`;
}

export {
  HOLDOUT_SECRET_ENV,
  secretSeed,
  redactSeed,
  pythonEnvironment,
  fastCheckEnvironment,
  lockfileHash
};
