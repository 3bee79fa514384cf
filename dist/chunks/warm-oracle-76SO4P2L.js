import { createRequire as __seedgateCreateRequire } from 'node:module';
const require = __seedgateCreateRequire(import.meta.url);
import {
  PYCACHE,
  bootArgs,
  oracleArgs,
  oraclePython,
  pythonEnv
} from "./chunk-MXVQWBCP.js";
import "./chunk-7WG2ZM5M.js";
import {
  hostDisk,
  warmStartOf,
  warmUp,
  withoutSetupConfig
} from "./chunk-IAKL2HAF.js";
import "./chunk-V7QMJJJF.js";
import "./chunk-5AD4QTPM.js";
import "./chunk-FL3EEGAH.js";
import "./chunk-MUWMEZE2.js";

// src/adapters/warm-oracle.ts
import { resolve } from "node:path";
function commandDir(argv) {
  const at = argv.findIndex((a) => a === "--cwd" || a.startsWith("--cwd="));
  if (at < 0) return process.cwd();
  const dir = argv[at].startsWith("--cwd=") ? argv[at].slice("--cwd=".length) : argv[at + 1];
  return resolve(dir ?? ".");
}
function warmOracle(argv, env = process.env) {
  if (process.platform !== "linux") return;
  warmUp(commandWarmStart(argv, env));
}
var earlyWarmStart = (argv, env = process.env) => warmStartOf(commandWarmStart(argv, env));
var commandWarmStart = (argv, env) => warmStart(env, oraclePython(hostDisk, env.SEEDGATE_PYTHON ?? "python3", [commandDir(argv)], env));
function warmStart(env, python) {
  const { SEEDGATE_SEED: _seed, SEEDGATE_BOOT: _boot, ...early } = pythonEnv(withoutSetupConfig(env), 0, hostDisk.nowhere(PYCACHE), { roots: [] });
  return { command: python, args: oracleArgs(bootArgs(["--warm"])), cwd: "/", env: early };
}
export {
  earlyWarmStart,
  warmOracle,
  warmStart
};
