import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  childEnv
} from "./chunk-7WG2ZM5M.js";
import {
  harnessPath
} from "./chunk-V7QMJJJF.js";
import {
  PYTHON_ISOLATION
} from "./chunk-5AD4QTPM.js";

// src/runners/python.ts
var layoutOf = (run) => run.layout ?? { roots: [run.root] };
var bootArgs = (target) => ["-s", harnessPath("start/seedgate_boot.py"), ...target];
var oracleArgs = (args) => ["-S", ...args];
var ORACLE_SITES = "import site, sys\nsys.path += site.getsitepackages([sys.base_prefix, sys.base_exec_prefix])";
var PYCACHE = "seedgate-pycache-";
function pythonEnv(base, seed, pycache, layout) {
  const env = Object.fromEntries(Object.entries(childEnv(base, seed)).filter(([k]) => !k.startsWith("PYTHON") && k !== "PYTEST_PLUGINS"));
  return {
    ...env,
    PYTHONDONTWRITEBYTECODE: "1",
    PYTHONHASHSEED: "0",
    PYTHONNOUSERSITE: "1",
    PYTHONPYCACHEPREFIX: pycache,
    PYTEST_DISABLE_PLUGIN_AUTOLOAD: "1",
    SEEDGATE_BOOT: JSON.stringify({
      oracle: layout.oracle,
      roots: layout.roots,
      names: layout.names,
      packages: layout.packages,
      mirror: layout.mirror,
      shapes: layout.shapes
    })
  };
}
function locate(output) {
  const all = [...output.matchAll(/^([^\s:/][^:\n]*\.py):(\d+): /gm)].filter((m2) => !m2[1].split("/").includes(".."));
  const m = all.at(-1);
  return m ? { file: m[1], line: Number(m[2]) } : void 0;
}

// src/runners/interpreter.ts
import { delimiter, dirname, isAbsolute, join, relative, resolve } from "node:path";

// src/core/inputs/isolation.ts
function isolationOf(config, rule, subject) {
  if (rule === void 0 || !subject) return "shared";
  return rule.isolation ?? config.runners.isolation ?? PYTHON_ISOLATION;
}
function forkServerOf(config, rule) {
  if (rule === void 0 || rule.batch === true) return false;
  return rule.forkServer ?? config.runners.forkServer ?? true;
}

// src/core/inputs/interpreter.ts
function pythonInterpreter(config, env, root) {
  const own = config.runners.python;
  if (own === void 0) return env.SEEDGATE_PYTHON ?? "python3";
  return own.includes("/") && !own.startsWith("/") ? `${root.replace(/\/+$/, "")}/${own.replace(/^(\.\/)+/, "")}` : own;
}

// src/runners/interpreter.ts
var within = (path, dirs) => dirs.some((d) => {
  const r = relative(d, path);
  return r === "" || !r.startsWith("..") && !isAbsolute(r);
});
function inWorkspace(disk, path, workspaces) {
  if (within(path, workspaces)) return true;
  const real = disk.real(path);
  return real !== void 0 && within(real, workspaces);
}
function onPath(disk, name, path, workspaces) {
  for (const dir of (path ?? "").split(delimiter)) {
    if (dir === "" || !isAbsolute(dir)) continue;
    const candidate = join(dir, name);
    if (disk.exists(candidate) && !inWorkspace(disk, candidate, workspaces)) return candidate;
  }
  return void 0;
}
function oraclePython(disk, python, workspaces, env) {
  for (const candidate of [python, env.SEEDGATE_PYTHON, "python3"]) {
    if (candidate === void 0) continue;
    const found = candidate.includes("/") ? resolve(candidate) : onPath(disk, candidate, env.PATH, workspaces);
    if (found !== void 0 && !inWorkspace(disk, found, workspaces)) return found;
  }
  return "/usr/bin/python3";
}
function venvSites(disk, python) {
  if (!python.includes("/")) return [];
  const venv = dirname(dirname(python));
  if (!disk.exists(join(venv, "pyvenv.cfg"))) return [];
  return disk.names(join(venv, "lib")).filter((n) => /^python3(\.\d+)?$/.test(n)).map((n) => join(venv, "lib", n, "site-packages")).filter((p) => disk.exists(p));
}
var frameworkIsOracle = (config) => isolationOf(config, {}, true) === "process";
function frameworkPython(disk, config, env, workspace) {
  const python = pythonInterpreter(config, env, workspace);
  return frameworkIsOracle(config) ? oraclePython(disk, python, [workspace], env) : python;
}

export {
  isolationOf,
  forkServerOf,
  layoutOf,
  bootArgs,
  oracleArgs,
  ORACLE_SITES,
  PYCACHE,
  pythonEnv,
  locate,
  pythonInterpreter,
  oraclePython,
  venvSites,
  frameworkIsOracle,
  frameworkPython
};
